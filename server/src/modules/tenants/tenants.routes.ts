import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema } from '@astor/contract/common';
import { ErrorSchema, MessageSchema } from '@astor/contract/errors';
import { CreateTenantInputSchema, TenantSchema, UpdateTenantInputSchema } from '@astor/contract/tenants';
import { currentUser } from '../../plugins/authenticate.js';
import type { TenantsService } from './tenants.service.js';

const tags = ['tenants'];
const security = [{ bearer: [] }];
const errors = { 401: ErrorSchema, 404: ErrorSchema, 422: ErrorSchema };

export function tenantsRoutes(service: TenantsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.requireUser);

    app.get(
      '/tenants',
      { schema: { tags, security, response: { 200: z.array(TenantSchema), ...errors } } },
      (request) => service.list(currentUser(request).id),
    );

    app.get(
      '/tenants/:id',
      { schema: { tags, security, params: IdParamsSchema, response: { 200: TenantSchema, ...errors } } },
      (request) => service.get(currentUser(request).id, request.params.id),
    );

    // docs/product.md#api-calls: tenants are added through POST /tenants/manual; the reply has id.
    app.post(
      '/tenants/manual',
      {
        config: { effects: ['owner-data', 'notifications'] },
        schema: { tags, security, body: CreateTenantInputSchema, response: { 201: TenantSchema, ...errors } },
      },
      async (request, reply) =>
        reply.status(201).send(await service.create(currentUser(request).id, request.body)),
    );

    app.patch(
      '/tenants/:id',
      {
        config: { effects: ['owner-data', 'notifications'] },
        schema: {
          tags,
          security,
          params: IdParamsSchema,
          body: UpdateTenantInputSchema,
          response: { 200: TenantSchema, ...errors },
        },
      },
      (request) => service.update(currentUser(request).id, request.params.id, request.body),
    );

    app.delete(
      '/tenants/:id',
      {
        config: { effects: ['owner-data', 'notifications'] },
        schema: { tags, security, params: IdParamsSchema, response: { 200: MessageSchema, ...errors } },
      },
      async (request) => {
        await service.remove(currentUser(request).id, request.params.id);
        return { message: 'Tenant successfully deleted' };
      },
    );
  };
}
