import type { FastifyBaseLogger } from 'fastify';
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
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const raised = await service.raiseDueForAll();
      if (raised > 0) log.info({ raised }, 'notifications raised');
    } catch (error) {
      log.error({ err: error }, 'notification scheduler failed');
    } finally {
      running = false;
    }
  };
  const first = setTimeout(() => void tick(), 5_000);
  const timer = setInterval(() => void tick(), intervalMs);
  first.unref();
  timer.unref();
  return {
    stop: () => {
      clearTimeout(first);
      clearInterval(timer);
    },
  };
}
