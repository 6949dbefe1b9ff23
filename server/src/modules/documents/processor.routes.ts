import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorSchema } from '@astor/contract/errors';
import {
  DETECTABLE_TYPES,
  DetectFormSchema,
  LeaseUploadFormSchema,
  ProcessFormSchema,
  ProcessReplySchema,
  ProgressParamsSchema,
  ReadingProgressSchema,
} from '@astor/contract/processor';
import { z } from 'zod';
import { AppError, notFound } from '../../errors.js';
import { currentUser } from '../../plugins/authenticate.js';
import { readUploadedForm, type UploadedForm } from '../../plugins/multipart-form.js';
import type { ProcessInput, ProcessorService } from './processor.service.js';
import { ReadingProgressStore } from './reading-progress.js';

const security = [{ bearer: [] }];
// 503: the document reader is busy, starting or shutting down (documents/pool/document-pool.ts).
const errors = {
  401: ErrorSchema,
  404: ErrorSchema,
  413: ErrorSchema,
  415: ErrorSchema,
  422: ErrorSchema,
  503: ErrorSchema,
};

function requireFile(form: UploadedForm): NonNullable<UploadedForm['file']> {
  // docs/product.md#upload-validation: 'Please upload a file.'
  if (!form.file) throw new AppError('unprocessable', 'Please upload a file.');
  if (form.file.bytes.length === 0) throw new AppError('unprocessable', 'The file is empty.');
  return form.file;
}

function toInput(form: UploadedForm, onProgress?: ProcessInput['onProgress']): ProcessInput {
  const file = requireFile(form);
  const documentType = form.fields.document_type?.trim();
  // docs/product.md#upload-validation: 'Please select a document type.'
  if (!documentType) throw new AppError('unprocessable', 'Please select a document type.');
  if (documentType.length > 80)
    throw new AppError('unprocessable', 'The document type must be at most 80 characters.');
  return {
    bytes: file.bytes,
    fileName: file.fileName,
    documentType,
    propertyId: form.fields.property_id?.trim() || undefined,
    dryRun: form.fields.dry_run === 'true',
    corrections: form.fields.fields,
    confirmType: form.fields.confirm_type === 'true',
    onProgress,
  };
}

/**
 * docs/product.md#api-calls: /processor/upload, /processor/process and /leases/upload (multipart; fields
 * before the file).
 */
export function processorRoutes(
  service: ProcessorService,
  maxBytes: number,
  progress = new ReadingProgressStore(),
): FastifyPluginAsyncZod {
  /** The form's `progress_id`, if any, as a callback that records the pages read for this owner. */
  const trackerOf = (ownerId: string, form: UploadedForm) =>
    progress.tracker(ownerId, form.fields.progress_id?.trim());

  return async (app) => {
    app.addHook('onRequest', app.requireUser);
    const multipart = { consumes: ['multipart/form-data'], security };

    app.post(
      '/processor/upload',
      {
        // Reads the document's type only: what it holds is written by /processor/process.
        config: { effects: ['nothing'] },
        schema: {
          ...multipart,
          tags: ['documents'],
          form: DetectFormSchema,
          response: {
            200: z.string().describe(`One of ${DETECTABLE_TYPES.join(', ')}, as a JSON string`),
            ...errors,
          },
        },
      },
      async (request, reply) => {
        const form = await readUploadedForm(request, maxBytes);
        const type = await service.detect(currentUser(request).id, requireFile(form).bytes);
        // A bare string would go out as text/plain; the reply is the type as JSON
        // (docs/product.md#api-calls).
        return reply.type('application/json; charset=utf-8').send(JSON.stringify(type));
      },
    );

    app.post(
      '/processor/process',
      {
        config: { effects: ['owner-data', 'notifications'] },
        schema: {
          ...multipart,
          tags: ['documents'],
          form: ProcessFormSchema,
          response: { 200: ProcessReplySchema, ...errors },
        },
      },
      async (request) => {
        const ownerId = currentUser(request).id;
        const form = await readUploadedForm(request, maxBytes);
        return service.process(ownerId, toInput(form, trackerOf(ownerId, form)));
      },
    );

    app.post(
      '/leases/upload',
      {
        config: { effects: ['owner-data', 'notifications'] },
        schema: {
          ...multipart,
          tags: ['leases'],
          form: LeaseUploadFormSchema,
          response: { 200: ProcessReplySchema, ...errors },
        },
      },
      async (request) => {
        const ownerId = currentUser(request).id;
        const form = await readUploadedForm(request, maxBytes);
        return service.uploadLease(
          ownerId,
          toInput({ ...form, fields: { document_type: 'Lease', ...form.fields } }, trackerOf(ownerId, form)),
        );
      },
    );

    // docs/product.md#upload-wizard: the pages read so far of an upload still being read, as the
    // wizard's "Reading page 3 of 16...". A read: it changes nothing and is never cached.
    app.get(
      '/processor/progress/:id',
      {
        schema: {
          tags: ['documents'],
          security,
          params: ProgressParamsSchema,
          response: { 200: ReadingProgressSchema, 401: ErrorSchema, 404: ErrorSchema },
        },
      },
      async (request) => {
        const found = progress.get(currentUser(request).id, request.params.id);
        if (!found) throw notFound('Progress');
        return { pages_read: found.pagesRead, page_count: found.pageCount };
      },
    );
  };
}
