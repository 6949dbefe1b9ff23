import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config/env.js';
import type { Database } from '../../db/client.js';
import type { AuthService } from '../auth/auth.service.js';
import { registerDemoGuard } from './demo.guard.js';
import { demoRoutes } from './demo.routes.js';
import { startDemoResets } from './demo.scheduler.js';
import { DemoService } from './demo.service.js';

export type DemoDependencies = {
  db: Database;
  auth: AuthService;
  config: Pick<Config, 'demo'>;
  clock?: () => Date;
  /** Raises the new workspace's notifications (a lease ending, rent late) right after each reset. */
  notifications?: { raiseDue: (ownerId: string) => Promise<unknown> };
  /** Seed at start and reset daily on timers (the server does; tests call the service themselves). */
  background?: boolean;
  /** Told after each reset: the old workspace's sessions and cached answers are gone. */
  onReset?: () => void;
};

/**
 * The demo in one call (app.ts): the read-only guard (always: a demo account left from when the demo
 * was on stays read-only), POST /api/demo/session, and the start-up seed and daily reset when DEMO is on.
 */
export async function registerDemo(app: FastifyInstance, deps: DemoDependencies): Promise<DemoService> {
  const service = new DemoService(deps.db, deps.auth, {
    clock: deps.clock,
    afterReset: async (demoUserId) => {
      deps.onReset?.();
      await deps.notifications
        ?.raiseDue(demoUserId)
        .catch((error: unknown) => app.log.error({ err: error }, 'raising the demo notifications failed'));
    },
  });
  registerDemoGuard(app);
  await app.register(demoRoutes(service, deps.config.demo), { prefix: '/api' });
  if (deps.config.demo && deps.background) {
    const resets = startDemoResets(service, app.log);
    app.addHook('onClose', async () => resets.stop());
  }
  return service;
}
