import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '@astor/contract/common';
import { LeaseStatementQuerySchema } from '@astor/contract/rent-ledger';
import { currentUser } from '../../plugins/authenticate.js';
import { fileReply } from '../../plugins/openapi.js';
import type { PdfFile, RentPdfsService } from './rent-pdfs.service.js';

const security = [{ bearer: [] }];

const sendPdf = (reply: FastifyReply, file: PdfFile) =>
  reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'no-store')
    .send(Buffer.from(file.bytes));

/** The tenant statement of a lease and the receipt of a payment, as PDFs. */
export function rentPdfsRoutes(service: RentPdfsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.requireUser);

    app.get(
      '/leases/:id/statement.pdf',
      {
        schema: {
          tags: ['rent ledger'],
          security,
          params: IdParamsSchema,
          querystring: LeaseStatementQuerySchema,
          response: { 200: fileReply('application/pdf', "The lease's statement") },
        },
      },
      async (request, reply) =>
        sendPdf(reply, await service.statement(currentUser(request).id, request.params.id, request.query)),
    );

    app.get(
      '/incomes/:id/receipt.pdf',
      {
        schema: {
          tags: ['incomes'],
          security,
          params: IdParamsSchema,
          response: { 200: fileReply('application/pdf', 'The receipt of the payment') },
        },
      },
      async (request, reply) =>
        sendPdf(reply, await service.receipt(currentUser(request).id, request.params.id)),
    );
  };
}
