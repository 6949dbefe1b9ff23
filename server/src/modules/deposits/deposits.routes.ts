import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '@astor/contract/common';
import {
  CreateDepositEntryInputSchema,
  DepositEntryParamsSchema,
  DepositEntrySchema,
  DepositSchema,
} from '@astor/contract/deposits';
import { ErrorSchema, MessageSchema } from '@astor/contract/errors';
import { currentUser } from '../../plugins/authenticate.js';
import { fileReply } from '../../plugins/openapi.js';
import type { DepositsService } from './deposits.service.js';

const tags = ['deposits'];
const security = [{ bearer: [] }];
const errors = { 401: ErrorSchema, 404: ErrorSchema, 422: ErrorSchema };

/** A lease's security deposit: its entries, held balance and return deadline, and the deduction letter. */
export function depositsRoutes(service: DepositsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.requireUser);

    app.get(
      '/leases/:id/deposit',
      { schema: { tags, security, params: IdParamsSchema, response: { 200: DepositSchema, ...errors } } },
      (request) => service.get(currentUser(request).id, request.params.id),
    );

    app.post(
      '/leases/:id/deposit/entries',
      {
        config: { effects: ['owner-data', 'notifications'] },
        schema: {
          tags,
          security,
          params: IdParamsSchema,
          body: CreateDepositEntryInputSchema,
          response: { 201: DepositEntrySchema, ...errors },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await service.addEntry(currentUser(request).id, request.params.id, request.body)),
    );

    app.delete(
      '/leases/:id/deposit/entries/:entry_id',
      {
        config: { effects: ['owner-data', 'notifications'] },
        schema: {
          tags,
          security,
          params: DepositEntryParamsSchema,
          response: { 200: MessageSchema, ...errors },
        },
      },
      async (request) => {
        await service.removeEntry(currentUser(request).id, request.params.id, request.params.entry_id);
        return { message: 'Deposit entry deleted' };
      },
    );

    app.get(
      '/leases/:id/deposit/letter.pdf',
      {
        schema: {
          tags,
          security,
          params: IdParamsSchema,
          response: { 200: fileReply('application/pdf', 'The itemised deduction letter') },
        },
      },
      async (request, reply) => {
        const letter = await service.letter(currentUser(request).id, request.params.id);
        return reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${letter.fileName}"`)
          .header('cache-control', 'no-store')
          .send(Buffer.from(letter.bytes));
      },
    );
  };
}
