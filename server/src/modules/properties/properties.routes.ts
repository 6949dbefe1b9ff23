import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '@astor/contract/common';
import { ErrorSchema, MessageSchema } from '@astor/contract/errors';
import {
  CreatePropertyInputSchema,
  PropertyDetailSchema,
  PropertySchema,
  UpdatePropertyInputSchema,
} from '@astor/contract/properties';
import { z } from 'zod';
import { currentUser } from '../../plugins/authenticate.js';
import type { PropertiesService } from './properties.service.js';

const tags = ['properties'];
const security = [{ bearer: [] }];
const errors = { 401: ErrorSchema, 404: ErrorSchema, 422: ErrorSchema };

export function propertiesRoutes(service: PropertiesService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.requireUser);

    app.get(
      '/properties',
      { schema: { tags, security, response: { 200: z.array(PropertySchema), ...errors } } },
      (request) => service.list(currentUser(request).id),
    );

    app.get(
      '/properties/:id',
      {
        schema: {
          tags,
          security,
          params: IdParamsSchema,
          response: { 200: PropertyDetailSchema, ...errors },
        },
      },
      (request) => service.get(currentUser(request).id, request.params.id),
    );

    app.post(
      '/properties',
      {
        config: { effects: ['owner-data', 'notifications'] },
        schema: {
          tags,
          security,
          body: CreatePropertyInputSchema,
          response: { 201: PropertySchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await service.create(currentUser(request).id, request.body)),
    );

    app.patch(
      '/properties/:id',
      {
        config: { effects: ['owner-data', 'notifications'] },
        schema: {
          tags,
          security,
          params: IdParamsSchema,
          body: UpdatePropertyInputSchema,
          response: { 200: PropertySchema, ...errors },
        },
      },
      (request) => service.update(currentUser(request).id, request.params.id, request.body),
    );

    app.delete(
      '/properties/:id',
      {
        config: { effects: ['owner-data', 'notifications'] },
        schema: { tags, security, params: IdParamsSchema, response: { 200: MessageSchema, ...errors } },
      },
      async (request) => {
        await service.remove(currentUser(request).id, request.params.id);
        return { message: 'Property successfully deleted' };
      },
    );
  };
}
