import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ContactInputSchema } from '@astor/contract/contact';
import { ErrorSchema, MessageSchema } from '@astor/contract/errors';
import { bearerToken } from '../../plugins/authenticate.js';
import type { AuthService } from '../auth/auth.service.js';
import type { ContactService } from './contact.service.js';

/** POST /contact: stores the message for the operator; signed-in senders are linked to their account. */
export function contactRoutes(service: ContactService, auth: AuthService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/contact',
      {
        config: { effects: ['owner-data'] },
        schema: {
          tags: ['contact'],
          body: ContactInputSchema,
          response: { 201: MessageSchema, 422: ErrorSchema, 429: ErrorSchema },
        },
      },
      async (request, reply) => {
        const token = bearerToken(request);
        const user = token ? await auth.authenticate(token) : undefined;
        await service.receive(request.body, request.ip, user?.id ?? null);
        request.log.info({ topic: request.body.topic }, 'contact message received');
        return reply
          .status(201)
          .send({ message: 'Thanks! Your message has been received. We will get back to you by email.' });
      },
    );
  };
}
