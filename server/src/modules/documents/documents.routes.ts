import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema } from '@astor/contract/common';
import { DocumentQuerySchema, DocumentSchema } from '@astor/contract/documents';
import { ErrorSchema, MessageSchema } from '@astor/contract/errors';
import { currentUser } from '../../plugins/authenticate.js';
import type { DocumentsService } from './documents.service.js';

const tags = ['documents'];
const security = [{ bearer: [] }];
const errors = { 401: ErrorSchema, 404: ErrorSchema, 422: ErrorSchema };

export function documentsRoutes(service: DocumentsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.requireUser);

    app.get(
      '/documents',
      {
        schema: {
          tags,
          security,
          querystring: DocumentQuerySchema,
          response: { 200: z.array(DocumentSchema), ...errors },
        },
      },
      (request) => service.list(currentUser(request).id, request.query.property_id),
    );
    app.get(
      '/documents/:id',
      { schema: { tags, security, params: IdParamsSchema, response: { 200: DocumentSchema, ...errors } } },
      (request) => service.get(currentUser(request).id, request.params.id),
    );
    app.delete(
      '/documents/:id',
      { schema: { tags, security, params: IdParamsSchema, response: { 200: MessageSchema, ...errors } } },
      async (request) => {
        await service.remove(currentUser(request).id, request.params.id);
        return { message: 'Document deleted' };
      },
    );
  };
}
