import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema } from '@astor/contract/common';
import { ErrorSchema, MessageSchema } from '@astor/contract/errors';
import {
  CreateMaintenanceInputSchema,
  MaintenanceQuerySchema,
  MaintenanceRequestSchema,
  UpdateMaintenanceInputSchema,
} from '@astor/contract/maintenance';
import { currentUser } from '../../plugins/authenticate.js';
import type { MaintenanceService } from './maintenance.service.js';

const tags = ['maintenance'];
const security = [{ bearer: [] }];
const errors = { 401: ErrorSchema, 404: ErrorSchema, 422: ErrorSchema };

export function maintenanceRoutes(service: MaintenanceService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.requireUser);

    app.get(
      '/maintenance',
      {
        schema: {
          tags,
          security,
          querystring: MaintenanceQuerySchema,
          response: { 200: z.array(MaintenanceRequestSchema), ...errors },
        },
      },
      (request) =>
        service.list(currentUser(request).id, {
          propertyId: request.query.property_id,
          status: request.query.status,
        }),
    );

    app.get(
      '/maintenance/:id',
      {
        schema: {
          tags,
          security,
          params: IdParamsSchema,
          response: { 200: MaintenanceRequestSchema, ...errors },
        },
      },
      (request) => service.get(currentUser(request).id, request.params.id),
    );

    app.post(
      '/maintenance',
      {
        config: { effects: ['owner-data', 'notifications'] },
        schema: {
          tags,
          security,
          body: CreateMaintenanceInputSchema,
          response: { 201: MaintenanceRequestSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await service.create(currentUser(request).id, request.body)),
    );

    app.patch(
      '/maintenance/:id',
      {
        config: { effects: ['owner-data', 'notifications'] },
        schema: {
          tags,
          security,
          params: IdParamsSchema,
          body: UpdateMaintenanceInputSchema,
          response: { 200: MaintenanceRequestSchema, ...errors },
        },
      },
      (request) => service.update(currentUser(request).id, request.params.id, request.body),
    );

    app.delete(
      '/maintenance/:id',
      {
        config: { effects: ['owner-data', 'notifications'] },
        schema: { tags, security, params: IdParamsSchema, response: { 200: MessageSchema, ...errors } },
      },
      async (request) => {
        await service.remove(currentUser(request).id, request.params.id);
        return { message: 'Maintenance request deleted' };
      },
    );
  };
}
