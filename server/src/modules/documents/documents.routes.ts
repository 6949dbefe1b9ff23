import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema } from '@astor/contract/common';
import { DocumentQuerySchema, DocumentSchema } from '@astor/contract/documents';
import { ErrorSchema, MessageSchema } from '@astor/contract/errors';
import { currentUser } from '../../plugins/authenticate.js';
import { fileReply } from '../../plugins/openapi.js';
import type { DocumentsService } from './documents.service.js';

const tags = ['documents'];

/** RFC 6266: an ASCII fallback plus the UTF-8 name; quotes and control characters are dropped. */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
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
    app.get(
      '/documents/:id/file',
      {
        schema: {
          tags,
          security,
          params: IdParamsSchema,
          // Of the type it was uploaded as: a PDF, a Word document, an image, text.
          response: { 200: fileReply('*/*', 'The stored file'), ...errors },
        },
      },
      async (request, reply) => {
        const file = await service.file(currentUser(request).id, request.params.id);
        // Images and PDFs may show inline (the vault's preview); anything else downloads.
        const inline = /^(image\/(png|jpeg|webp)|application\/pdf)$/.test(file.contentType);
        return reply
          .type(file.contentType)
          .header('content-disposition', contentDisposition(inline ? 'inline' : 'attachment', file.fileName))
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-store')
          .send(file.bytes);
      },
    );

    app.delete(
      '/documents/:id',
      {
        config: { effects: ['owner-data'] },
        schema: { tags, security, params: IdParamsSchema, response: { 200: MessageSchema, ...errors } },
      },
      async (request) => {
        await service.remove(currentUser(request).id, request.params.id);
        return { message: 'Document deleted' };
      },
    );
  };
}
