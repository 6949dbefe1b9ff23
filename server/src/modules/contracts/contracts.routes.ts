import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema } from '@astor/contract/common';
import {
  ContractSchema,
  CreateContractInputSchema,
  UpdateContractInputSchema,
} from '@astor/contract/contracts';
import { ErrorSchema, MessageSchema } from '@astor/contract/errors';
import { currentUser } from '../../plugins/authenticate.js';
import type { ContractsService } from './contracts.service.js';

const tags = ['contracts'];
const security = [{ bearer: [] }];
const errors = { 401: ErrorSchema, 404: ErrorSchema, 422: ErrorSchema };

export function contractsRoutes(service: ContractsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.requireUser);

    app.get(
      '/contracts',
      {
        schema: {
          tags,
          security,
          querystring: z.object({ property_id: z.string().optional() }),
          response: { 200: z.array(ContractSchema), ...errors },
        },
      },
      (request) => service.list(currentUser(request).id, request.query.property_id),
    );

    app.get(
      '/contracts/:id',
      { schema: { tags, security, params: IdParamsSchema, response: { 200: ContractSchema, ...errors } } },
      (request) => service.get(currentUser(request).id, request.params.id),
    );

    app.post(
      '/contracts',
      {
        config: { effects: ['owner-data', 'notifications'] },
        schema: {
          tags,
          security,
          body: CreateContractInputSchema,
          response: { 201: ContractSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await service.create(currentUser(request).id, request.body)),
    );

    app.patch(
      '/contracts/:id',
      {
        config: { effects: ['owner-data', 'notifications'] },
        schema: {
          tags,
          security,
          params: IdParamsSchema,
          body: UpdateContractInputSchema,
          response: { 200: ContractSchema, ...errors },
        },
      },
      (request) => service.update(currentUser(request).id, request.params.id, request.body),
    );

    app.delete(
      '/contracts/:id',
      {
        config: { effects: ['owner-data', 'notifications'] },
        schema: { tags, security, params: IdParamsSchema, response: { 200: MessageSchema, ...errors } },
      },
      async (request) => {
        await service.remove(currentUser(request).id, request.params.id);
        return { message: 'Contract deleted' };
      },
    );
  };
}
