import type { FastifyBaseLogger } from 'fastify';
import { repeatInBackground } from '../../repeat-in-background.js';
import type { DemoService } from './demo.service.js';

/**
 * Seeds the demo shortly after start when it is missing, then checks every hour and resets it once the
 * day has turned in the demo's time zone (so "today" in its data is always today). Safe with several
 * instances: resets take a database lock and a reset already made today is kept.
 */
export function startDemoResets(
  service: DemoService,
  log: FastifyBaseLogger,
  options: { firstAfterMs?: number; intervalMs?: number } = {},
): { stop: () => void } {
  return repeatInBackground(
    () => service.ensureFresh(),
    { firstAfterMs: options.firstAfterMs ?? 2_000, intervalMs: options.intervalMs ?? 60 * 60 * 1000 },
    (error) => log.error({ err: error }, 'demo reset failed'),
  );
}
