import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import { ContactInputSchema } from '@astor/contract/contact';
import { ErrorSchema, MessageSchema } from '@astor/contract/errors';
import type { Database } from '../../db/client.js';
import { contactMessages } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { bearerToken } from '../../plugins/authenticate.js';
import type { AuthService } from '../auth/auth.service.js';

const PER_EMAIL_PER_HOUR = 5;

/** POST /contact: stores the message for the operator; signed-in senders are linked to their account. */
export function contactRoutes(db: Database, auth: AuthService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/contact',
      {
        schema: {
          tags: ['contact'],
          body: ContactInputSchema,
          response: { 201: MessageSchema, 422: ErrorSchema, 429: ErrorSchema },
        },
      },
      async (request, reply) => {
        const [recent] = await db
          .select({ n: count() })
          .from(contactMessages)
          .where(
            and(
              eq(contactMessages.email, request.body.email),
              gt(contactMessages.createdAt, sql`now() - interval '1 hour'`),
            ),
          );
        if ((recent?.n ?? 0) >= PER_EMAIL_PER_HOUR) {
          throw new AppError(
            'too_many_requests',
            'You have sent several messages already. Please wait an hour before sending another.',
          );
        }
        const token = bearerToken(request);
        const user = token ? await auth.authenticate(token) : undefined;
        await db
          .insert(contactMessages)
          .values({ ...request.body, topic: request.body.topic ?? null, userId: user?.id ?? null });
        request.log.info({ topic: request.body.topic }, 'contact message received');
        return reply
          .status(201)
          .send({ message: 'Thanks! Your message has been received. We will get back to you by email.' });
      },
    );
  };
}
