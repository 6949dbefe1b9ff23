import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema } from '@astor/contract/common';
import { ErrorSchema, MessageSchema } from '@astor/contract/errors';
import {
  ExpenseInputSchema,
  ExpenseSchema,
  IncomeInputSchema,
  IncomeSchema,
  PaymentInputSchema,
  PaymentQuerySchema,
  PaymentSchema,
  TransactionQuerySchema,
  UpdateExpenseInputSchema,
  UpdateIncomeInputSchema,
} from '@astor/contract/finances';
import { currentUser } from '../../plugins/authenticate.js';
import type { FinancesService } from './finances.service.js';

const security = [{ bearer: [] }];
const errors = { 401: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema, 422: ErrorSchema };

/** docs/product.md#api-calls: /incomes, /expenses (create, list, delete; edit too) and /payments. */
export function financesRoutes(service: FinancesService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.requireUser);
    const filters = (query: z.infer<typeof TransactionQuerySchema>) => ({
      propertyId: query.property_id,
      tenantId: query.tenant_id,
      from: query.from,
      to: query.to,
    });

    // ---- incomes
    const incomes = { tags: ['incomes'], security };
    app.get(
      '/incomes',
      {
        schema: {
          ...incomes,
          querystring: TransactionQuerySchema,
          response: { 200: z.array(IncomeSchema), ...errors },
        },
      },
      (request) => service.listIncomes(currentUser(request).id, filters(request.query)),
    );
    app.get(
      '/incomes/:id',
      { schema: { ...incomes, params: IdParamsSchema, response: { 200: IncomeSchema, ...errors } } },
      (request) => service.getIncome(currentUser(request).id, request.params.id),
    );
    app.post(
      '/incomes',
      {
        config: { effects: ['ledger', 'notifications'] },
        schema: { ...incomes, body: IncomeInputSchema, response: { 201: IncomeSchema, ...errors } },
      },
      async (request, reply) =>
        reply.status(201).send(await service.createIncome(currentUser(request).id, request.body)),
    );
    app.patch(
      '/incomes/:id',
      {
        config: { effects: ['ledger', 'notifications'] },
        schema: {
          ...incomes,
          params: IdParamsSchema,
          body: UpdateIncomeInputSchema,
          response: { 200: IncomeSchema, ...errors },
        },
      },
      (request) => service.updateIncome(currentUser(request).id, request.params.id, request.body),
    );
    app.delete(
      '/incomes/:id',
      {
        config: { effects: ['ledger', 'notifications'] },
        schema: { ...incomes, params: IdParamsSchema, response: { 200: MessageSchema, ...errors } },
      },
      async (request) => {
        await service.removeIncome(currentUser(request).id, request.params.id);
        return { message: 'Income deleted' };
      },
    );

    // ---- expenses
    const expenses = { tags: ['expenses'], security };
    app.get(
      '/expenses',
      {
        schema: {
          ...expenses,
          querystring: TransactionQuerySchema,
          response: { 200: z.array(ExpenseSchema), ...errors },
        },
      },
      (request) => service.listExpenses(currentUser(request).id, filters(request.query)),
    );
    app.get(
      '/expenses/:id',
      { schema: { ...expenses, params: IdParamsSchema, response: { 200: ExpenseSchema, ...errors } } },
      (request) => service.getExpense(currentUser(request).id, request.params.id),
    );
    app.post(
      '/expenses',
      {
        config: { effects: ['expenses'] },
        schema: { ...expenses, body: ExpenseInputSchema, response: { 201: ExpenseSchema, ...errors } },
      },
      async (request, reply) =>
        reply.status(201).send(await service.createExpense(currentUser(request).id, request.body)),
    );
    app.patch(
      '/expenses/:id',
      {
        config: { effects: ['expenses'] },
        schema: {
          ...expenses,
          params: IdParamsSchema,
          body: UpdateExpenseInputSchema,
          response: { 200: ExpenseSchema, ...errors },
        },
      },
      (request) => service.updateExpense(currentUser(request).id, request.params.id, request.body),
    );
    app.delete(
      '/expenses/:id',
      {
        config: { effects: ['expenses'] },
        schema: { ...expenses, params: IdParamsSchema, response: { 200: MessageSchema, ...errors } },
      },
      async (request) => {
        await service.removeExpense(currentUser(request).id, request.params.id);
        return { message: 'Expense deleted' };
      },
    );

    // ---- payments
    const paymentsTag = { tags: ['payments'], security };
    app.get(
      '/payments',
      {
        schema: {
          ...paymentsTag,
          querystring: PaymentQuerySchema,
          response: { 200: z.array(PaymentSchema), ...errors },
        },
      },
      (request) =>
        service.listPayments(currentUser(request).id, {
          tenantId: request.query.tenant_id,
          leaseId: request.query.lease_id,
          propertyId: request.query.property_id,
        }),
    );
    app.post(
      '/payments',
      {
        config: { effects: ['ledger', 'notifications'] },
        schema: { ...paymentsTag, body: PaymentInputSchema, response: { 201: PaymentSchema, ...errors } },
      },
      async (request, reply) =>
        reply.status(201).send(await service.recordPayment(currentUser(request).id, request.body)),
    );
    app.delete(
      '/payments/:id',
      {
        config: { effects: ['ledger', 'notifications'] },
        schema: { ...paymentsTag, params: IdParamsSchema, response: { 200: MessageSchema, ...errors } },
      },
      async (request) => {
        await service.removePayment(currentUser(request).id, request.params.id);
        return { message: 'Payment deleted' };
      },
    );
  };
}
