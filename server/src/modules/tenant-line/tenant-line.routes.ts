import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema } from '@astor/contract/common';
import { ErrorSchema, MessageSchema } from '@astor/contract/errors';
import {
  TenantConversationSchema,
  TenantConversationsQuerySchema,
  TenantLineInfoSchema,
  TenantLineMessageInputSchema,
  TenantLineReplySchema,
  TenantLineTokenParamsSchema,
  TenantLinkCreatedSchema,
  TenantLinkStatusSchema,
} from '@astor/contract/tenant-line';
import { currentUser } from '../../plugins/authenticate.js';
import type { TenantLineService } from './tenant-line.service.js';

const tags = ['tenant-line'];
const security = [{ bearer: [] }];
const errors = { 401: ErrorSchema, 404: ErrorSchema, 422: ErrorSchema };

/**
 * docs/product.md#tenant-line. The landlord's routes need a signed-in user; the tenant's routes need only the
 * link's token, which is the credential (like the calendar feed's secret URL).
 */
export function tenantLineRoutes(
  service: TenantLineService,
  publicUrl: string | undefined,
): FastifyPluginAsyncZod {
  return async (app) => {
    // ---- the tenant, without an account
    app.get(
      '/tenant-line/:token',
      {
        schema: {
          tags,
          params: TenantLineTokenParamsSchema,
          response: { 200: TenantLineInfoSchema, 404: ErrorSchema, 422: ErrorSchema },
        },
      },
      (request) => service.open(request.params.token),
    );

    app.post(
      '/tenant-line/:token/messages',
      {
        // Public: every owner's answers are recomputed; the service raises the landlord's notifications.
        config: { effects: ['owner-data'] },
        schema: {
          tags,
          params: TenantLineTokenParamsSchema,
          body: TenantLineMessageInputSchema,
          response: { 200: TenantLineReplySchema, 404: ErrorSchema, 422: ErrorSchema, 429: ErrorSchema },
        },
      },
      (request) => service.receive(request.params.token, request.body, request.ip),
    );

    // ---- the landlord
    const landlordRoutes: FastifyPluginAsyncZod = async (guarded) => {
      guarded.addHook('onRequest', guarded.requireUser);

      guarded.get(
        '/properties/:id/tenant-link',
        {
          schema: {
            tags,
            security,
            params: IdParamsSchema,
            response: { 200: TenantLinkStatusSchema, ...errors },
          },
        },
        (request) => service.linkStatus(currentUser(request).id, request.params.id),
      );

      // Creates the link, or rotates it: the old token stops working. The URL is shown only now.
      guarded.post(
        '/properties/:id/tenant-link',
        {
          config: { effects: ['owner-data', 'notifications'] },
          schema: {
            tags,
            security,
            params: IdParamsSchema,
            response: { 201: TenantLinkCreatedSchema, 409: ErrorSchema, ...errors },
          },
        },
        async (request, reply) => {
          const link = await service.enableLink(currentUser(request).id, request.params.id);
          const origin = publicUrl ?? `${request.protocol}://${request.host}`;
          return reply.status(201).send({ url: `${origin}/t/${link.token}`, created_at: link.createdAt });
        },
      );

      guarded.delete(
        '/properties/:id/tenant-link',
        {
          config: { effects: ['owner-data', 'notifications'] },
          schema: {
            tags,
            security,
            params: IdParamsSchema,
            response: { 200: MessageSchema, ...errors },
          },
        },
        async (request) => {
          await service.revokeLink(currentUser(request).id, request.params.id);
          return { message: 'Tenant line turned off' };
        },
      );

      guarded.get(
        '/tenant-conversations',
        {
          schema: {
            tags,
            security,
            querystring: TenantConversationsQuerySchema,
            response: { 200: z.array(TenantConversationSchema), ...errors },
          },
        },
        (request) => service.conversations(currentUser(request).id, request.query.property_id),
      );
    };
    await app.register(landlordRoutes);
  };
}
