import type { FastifyBaseLogger } from 'fastify';
import { repeatInBackground } from '../../repeat-in-background.js';
import type { NotificationsService } from './notifications.service.js';

/**
 * Raises what time alone brings about (a lease now 30 days from its end, rent now 5 days late) at
 * start and then every hour. Safe with several instances: each notification is raised once by its
 * unique dedupe key, whichever instance gets there first.
 */
export function startNotificationScheduler(
  service: NotificationsService,
  log: FastifyBaseLogger,
  intervalMs = 60 * 60 * 1000,
): { stop: () => void } {
  return repeatInBackground(
    async () => {
      const raised = await service.raiseDueForAll();
      if (raised > 0) log.info({ raised }, 'notifications raised');
    },
    { firstAfterMs: 5_000, intervalMs },
    (error) => log.error({ err: error }, 'notification scheduler failed'),
  );
}
