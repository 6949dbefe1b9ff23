import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { probeWritableFolder, unwritableReason } from '../../config/paths.js';
import { appliedMigrationCount, shippedMigrationCount, type Database } from '../../db/client.js';
import { DISK_FULL_DETAIL, isDiskFull } from '../../errors.js';

const StatusSchema = z.object({ status: z.string(), detail: z.string().optional() });

/** A folder the server writes to, and what it is called in a reply (public: no path). */
export type WritableFolder = { path: string; name: string };

/**
 * Ready: the database answers, its migrations are applied, and the folders the server writes to
 * (DATA_DIR of the embedded database, the document folder on local disk) take a file.
 */
export function healthRoutes(db: Database, writableFolders: WritableFolder[] = []): FastifyPluginAsyncZod {
  return async (app) => {
    // Logged when it changes only: a load balancer asks every few seconds.
    let lastProblem: string | undefined;
    const unwritableFolder = async (): Promise<{ status: string; detail: string } | undefined> => {
      for (const folder of writableFolders) {
        try {
          await probeWritableFolder(folder.path);
        } catch (error) {
          const problem = `${folder.path}: ${unwritableReason(error)}`;
          if (problem !== lastProblem) app.log.error({ err: error }, `cannot write to ${problem}`);
          lastProblem = problem;
          return isDiskFull(error)
            ? { status: 'disk full', detail: DISK_FULL_DETAIL }
            : { status: 'folder not writable', detail: `The server cannot write to its ${folder.name}.` };
        }
      }
      lastProblem = undefined;
      return undefined;
    };

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
        } catch {
          return reply.status(503).send({ status: 'database unreachable' });
        }
        const unwritable = await unwritableFolder();
        if (unwritable) return reply.status(503).send(unwritable);
        return { status: 'ready' };
      },
    );
  };
}
