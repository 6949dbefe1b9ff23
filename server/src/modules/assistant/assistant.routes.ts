import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { DEMO_USERNAME } from '@astor/contract/demo';
import { ChatHistorySchema, ChatInputSchema, ChatReplySchema } from '@astor/contract/chat';
import { TimeZoneSchema } from '@astor/contract/common';
import { ErrorSchema, MessageSchema } from '@astor/contract/errors';
import { currentUser } from '../../plugins/authenticate.js';
import type { AssistantService, ChatScope } from './assistant.service.js';

const tags = ['chat'];
const security = [{ bearer: [] }];
const errors = { 401: ErrorSchema, 422: ErrorSchema };

/** Optional IANA time zone for "today" and month boundaries; default: the user's setting, else UTC. */
const ChatQuerySchema = z.object({
  tz: TimeZoneSchema.optional(),
});

/**
 * The public demo's account is shared by every visitor: each visitor talks to the assistant in a
 * conversation of their own, kept by their session (demo-conversations.ts); everyone else in their history.
 */
function scopeOf(request: FastifyRequest): ChatScope {
  const user = currentUser(request);
  return user.username === DEMO_USERNAME ? { demoSessionId: user.sessionId } : {};
}

export function assistantRoutes(service: AssistantService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.requireUser);

    // docs/product.md#api-calls: POST /chat/copilot {message} → {response}; plus the sources and the
    // emergency flag.
    app.post(
      '/chat/copilot',
      {
        config: { effects: ['owner-data', 'notifications'] },
        schema: {
          tags,
          security,
          querystring: ChatQuerySchema,
          body: ChatInputSchema,
          response: { 200: ChatReplySchema, ...errors },
        },
      },
      (request) =>
        service.reply(currentUser(request).id, request.body.message, request.query.tz, scopeOf(request)),
    );

    app.get(
      '/chat/history',
      { schema: { tags, security, response: { 200: ChatHistorySchema, ...errors } } },
      (request) => service.history(currentUser(request).id, scopeOf(request)),
    );

    app.delete(
      '/chat/history',
      {
        config: { effects: ['owner-data'] },
        schema: { tags, security, response: { 200: MessageSchema, ...errors } },
      },
      async (request) => {
        await service.clearHistory(currentUser(request).id, scopeOf(request));
        return { message: 'Chat history cleared' };
      },
    );
  };
}
