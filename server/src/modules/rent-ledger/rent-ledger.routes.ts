import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema } from '@astor/contract/common';
import { ErrorSchema, MessageSchema } from '@astor/contract/errors';
import {
  CreateLeaseChargeInputSchema,
  LeaseChargeParamsSchema,
  LeaseChargeSchema,
  LeaseStatementQuerySchema,
  LeaseStatementSchema,
  RentRollQuerySchema,
  RentRollSchema,
  UnmatchedPaymentSchema,
} from '@astor/contract/rent-ledger';
import { currentUser } from '../../plugins/authenticate.js';
import { fileReply } from '../../plugins/openapi.js';
import { rentRollCsv, type RentLedgerService } from './rent-ledger.service.js';

const security = [{ bearer: [] }];
const errors = { 401: ErrorSchema, 404: ErrorSchema, 422: ErrorSchema };

/**
 * The rent ledger (docs/decisions/0006-rent-ledger.md): the rent roll, a lease's statement and one-off
 * charges, and the rent payments no lease claims (assigned with PATCH /api/incomes/{id} and a lease_id).
 */
export function rentLedgerRoutes(service: RentLedgerService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.requireUser);
    const tags = ['rent ledger'];

    app.get(
      '/reports/rent-roll',
      {
        schema: {
          tags,
          security,
          querystring: RentRollQuerySchema,
          response: { 200: RentRollSchema, ...errors },
        },
      },
      (request) => service.rentRoll(currentUser(request).id, request.query.as_of),
    );

    app.get(
      '/reports/rent-roll.csv',
      {
        schema: {
          tags,
          security,
          querystring: RentRollQuerySchema,
          response: { 200: fileReply('text/csv', 'The rent roll as CSV') },
        },
      },
      async (request, reply) => {
        const roll = await service.rentRoll(currentUser(request).id, request.query.as_of);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="astor-rent-roll-${roll.as_of}.csv"`)
          .send(rentRollCsv(roll));
      },
    );

    app.get(
      '/leases/:id/statement',
      {
        schema: {
          tags,
          security,
          params: IdParamsSchema,
          querystring: LeaseStatementQuerySchema,
          response: { 200: LeaseStatementSchema, ...errors },
        },
      },
      (request) => service.statement(currentUser(request).id, request.params.id, request.query),
    );

    app.post(
      '/leases/:id/charges',
      {
        config: { effects: ['owner-data', 'notifications'] },
        schema: {
          tags,
          security,
          params: IdParamsSchema,
          body: CreateLeaseChargeInputSchema,
          response: { 201: LeaseChargeSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await service.addCharge(currentUser(request).id, request.params.id, request.body)),
    );

    app.delete(
      '/leases/:id/charges/:charge_id',
      {
        config: { effects: ['owner-data', 'notifications'] },
        schema: {
          tags,
          security,
          params: LeaseChargeParamsSchema,
          response: { 200: MessageSchema, ...errors },
        },
      },
      async (request) => {
        await service.removeCharge(currentUser(request).id, request.params.id, request.params.charge_id);
        return { message: 'Charge deleted' };
      },
    );

    app.get(
      '/rent-payments/unmatched',
      { schema: { tags, security, response: { 200: z.array(UnmatchedPaymentSchema), ...errors } } },
      (request) => service.unmatched(currentUser(request).id),
    );
  };
}
