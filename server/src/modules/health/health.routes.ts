import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';

const StatusSchema = z.object({ status: z.string() });

export function healthRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/healthz', { schema: { tags: ['health'], response: { 200: StatusSchema } } }, async () => ({
      status: 'ok',
    }));
    app.get(
      '/readyz',
      { schema: { tags: ['health'], response: { 200: StatusSchema, 503: StatusSchema } } },
      async (_request, reply) => {
        try {
          await db.execute(sql`select 1`);
          return { status: 'ready' };
        } catch {
          return reply.status(503).send({ status: 'database unreachable' });
        }
      },
    );
  };
}
