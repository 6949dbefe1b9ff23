import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ContactInputSchema } from '@astor/contract/contact';
import { ErrorSchema, MessageSchema } from '@astor/contract/errors';
import type { Config } from '../../config/env.js';
import type { Database } from '../../db/client.js';
import { contactMessages } from '../../db/schema.js';
import { bearerToken } from '../../plugins/authenticate.js';
import type { AuthService } from '../auth/auth.service.js';
import { Throttle, type ThrottleRule } from '../throttle/throttle.service.js';

const HOUR_SECONDS = 60 * 60;
const PER_EMAIL_PER_HOUR = 5;

const tooMany = (wait: string) =>
  `You have sent several messages already. Please wait ${wait} before sending another.`;

/** POST /contact: stores the message for the operator; signed-in senders are linked to their account. */
export function contactRoutes(
  db: Database,
  auth: AuthService,
  limits: Config['limits'],
): FastifyPluginAsyncZod {
  const throttle = new Throttle(db);
  const perIp: ThrottleRule = {
    name: 'contact:ip',
    limit: limits.contactPerIp,
    windowSeconds: HOUR_SECONDS,
    detail: tooMany,
  };
  const perEmail: ThrottleRule = {
    name: 'contact:email',
    limit: PER_EMAIL_PER_HOUR,
    windowSeconds: HOUR_SECONDS,
    detail: tooMany,
  };
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
        await throttle.take(perIp, request.ip);
        await throttle.take(perEmail, request.body.email.trim().toLowerCase());
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
