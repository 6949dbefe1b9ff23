import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { appliedMigrationCount, shippedMigrationCount, type Database } from '../../db/client.js';

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
          if ((await appliedMigrationCount(db)) < shippedMigrationCount()) {
            return reply.status(503).send({ status: 'migrations pending' });
          }
          return { status: 'ready' };
        } catch {
          return reply.status(503).send({ status: 'database unreachable' });
        }
      },
    );
  };
}
