import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorSchema } from '@astor/contract/errors';
import {
  ExportQuerySchema,
  ImportFormSchema,
  ImportResultSchema,
  LedgerPageSchema,
  LedgerQuerySchema,
  ScheduleEQuerySchema,
  ScheduleEReportSchema,
} from '@astor/contract/ledger';
import { AppError } from '../../errors.js';
import { currentUser } from '../../plugins/authenticate.js';
import { fileReply } from '../../plugins/openapi.js';
import { readUploadedForm } from '../../plugins/multipart-form.js';
import type { LedgerService } from './ledger.service.js';

const security = [{ bearer: [] }];
const errors = { 401: ErrorSchema, 404: ErrorSchema, 413: ErrorSchema, 422: ErrorSchema };
const CSV_LIMIT_BYTES = 5 * 1024 * 1024;

export function ledgerRoutes(service: LedgerService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.requireUser);
    const tags = ['transactions'];

    // The Finances ledger: both kinds, newest first or sorted by a column, paged, with totals over the whole
    // filtered set.
    app.get(
      '/transactions',
      {
        schema: {
          tags,
          security,
          querystring: LedgerQuerySchema,
          response: { 200: LedgerPageSchema, ...errors },
        },
      },
      (request) => {
        const { q, property_id, type, category, from, to, limit, offset, sort, order } = request.query;
        return service.page(
          currentUser(request).id,
          { q: q || undefined, propertyId: property_id, type, category: category || undefined, from, to },
          limit,
          offset,
          { sort, order },
        );
      },
    );

    app.get(
      '/transactions/export.csv',
      {
        schema: {
          tags,
          security,
          querystring: ExportQuerySchema,
          response: { 200: fileReply('text/csv', 'The transactions as CSV') },
        },
      },
      async (request, reply) => {
        const { property_id, from, to } = request.query;
        const csv = await service.exportCsv(currentUser(request).id, { propertyId: property_id, from, to });
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="astor-transactions.csv"')
          .send(csv);
      },
    );

    // multipart: property_id, optional dry_run=true, then file (fields must come before the file).
    app.post(
      '/transactions/import',
      {
        config: { effects: ['ledger', 'notifications'] },
        schema: {
          tags,
          security,
          consumes: ['multipart/form-data'],
          form: ImportFormSchema,
          response: { 200: ImportResultSchema, ...errors },
        },
      },
      async (request) => {
        const form = await readUploadedForm(request, CSV_LIMIT_BYTES);
        const fields = form.fields;
        const content = form.file?.bytes.toString('utf8');
        if (content === undefined) throw new AppError('unprocessable', 'Please upload a file.');
        if (!fields.property_id) throw new AppError('unprocessable', 'Please select a property.');
        return service.importCsv(
          currentUser(request).id,
          fields.property_id,
          content,
          fields.dry_run === 'true',
        );
      },
    );

    const reports = ['reports'];
    app.get(
      '/reports/schedule-e',
      {
        schema: {
          tags: reports,
          security,
          querystring: ScheduleEQuerySchema,
          response: { 200: ScheduleEReportSchema, ...errors },
        },
      },
      (request) => service.scheduleE(currentUser(request).id, request.query.year),
    );
    app.get(
      '/reports/schedule-e.csv',
      {
        schema: {
          tags: reports,
          security,
          querystring: ScheduleEQuerySchema,
          response: { 200: fileReply('text/csv', 'The Schedule E report as CSV') },
        },
      },
      async (request, reply) => {
        const report = await service.scheduleE(currentUser(request).id, request.query.year);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="schedule-e-${report.year}.csv"`)
          .send(service.scheduleECsv(report));
      },
    );
  };
}
