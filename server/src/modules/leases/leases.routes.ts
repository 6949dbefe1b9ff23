import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema } from '@astor/contract/common';
import { ErrorSchema, MessageSchema } from '@astor/contract/errors';
import {
  CreateLeaseInputSchema,
  LeaseQuerySchema,
  LeaseSchema,
  UpdateLeaseInputSchema,
} from '@astor/contract/leases';
import { currentUser } from '../../plugins/authenticate.js';
import type { LeasesService } from './leases.service.js';

const tags = ['leases'];
const security = [{ bearer: [] }];
const errors = { 401: ErrorSchema, 404: ErrorSchema, 422: ErrorSchema };

export function leasesRoutes(service: LeasesService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.requireUser);

    // docs/product.md#api-calls: GET /leases?property_id=&lease_type= checks whether a lease already exists.
    app.get(
      '/leases',
      {
        schema: {
          tags,
          security,
          querystring: LeaseQuerySchema,
          response: { 200: z.array(LeaseSchema), ...errors },
        },
      },
      (request) =>
        service.list(currentUser(request).id, {
          propertyId: request.query.property_id,
          leaseType: request.query.lease_type,
          tenantId: request.query.tenant_id,
        }),
    );

    app.get(
      '/leases/:id',
      { schema: { tags, security, params: IdParamsSchema, response: { 200: LeaseSchema, ...errors } } },
      (request) => service.get(currentUser(request).id, request.params.id),
    );

    app.post(
      '/leases',
      {
        config: { effects: ['owner-data', 'notifications'] },
        schema: { tags, security, body: CreateLeaseInputSchema, response: { 201: LeaseSchema, ...errors } },
      },
      async (request, reply) =>
        reply.status(201).send(await service.create(currentUser(request).id, request.body)),
    );

    app.patch(
      '/leases/:id',
      {
        config: { effects: ['owner-data', 'notifications'] },
        schema: {
          tags,
          security,
          params: IdParamsSchema,
          body: UpdateLeaseInputSchema,
          response: { 200: LeaseSchema, ...errors },
        },
      },
      (request) => service.update(currentUser(request).id, request.params.id, request.body),
    );

    app.delete(
      '/leases/:id',
      {
        config: { effects: ['owner-data', 'notifications'] },
        schema: { tags, security, params: IdParamsSchema, response: { 200: MessageSchema, ...errors } },
      },
      async (request) => {
        await service.remove(currentUser(request).id, request.params.id);
        return { message: 'Lease deleted' };
      },
    );
  };
}
