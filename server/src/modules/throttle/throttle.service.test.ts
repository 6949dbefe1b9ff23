import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.js';
import { throttleCounters } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { openTestDatabase } from '../../testing/build-test-app.js';
import { Throttle, waitText, type ThrottleRule } from './throttle.service.js';

// The embedded database in memory, or PostgreSQL when DATABASE_URL is set (rules have names of their own).
let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const rule = (limit: number): ThrottleRule => ({
  name: `test-${randomUUID().slice(0, 8)}`,
  limit,
  windowSeconds: 600,
  detail: (wait) => `Slow down. Try again in ${wait}.`,
});

/** How each of `count` concurrent attempts ended: 'ok', or the 429's status and headers. */
async function attempts(throttle: Throttle, limit: ThrottleRule, subject: string, count: number) {
  return Promise.all(
    Array.from({ length: count }, () =>
      throttle.take(limit, subject).then(
        () => 'ok' as const,
        (error: unknown) => error,
      ),
    ),
  );
}

describe('Throttle', () => {
  it('lets exactly the limit through when attempts arrive together, and refuses the rest with 429', async () => {
    const throttle = new Throttle(database.db);
    const limit = rule(10);
    const results = await attempts(throttle, limit, 'subject', 40);
    expect(results.filter((r) => r === 'ok')).toHaveLength(10);
    const refused = results.filter((r) => r !== 'ok');
    expect(refused).toHaveLength(30);
    for (const error of refused) {
      expect(error).toBeInstanceOf(AppError);
      const appError = error as AppError;
      expect(appError.status).toBe(429);
      expect(appError.detail).toBe('Slow down. Try again in 10 minutes.');
      expect(Number(appError.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(appError.headers['retry-after'])).toBeLessThanOrEqual(600);
    }
    // Each subject has its own count.
    await expect(throttle.take(limit, 'another subject')).resolves.toBeUndefined();
  });

  it('counts across instances of the service (the count is in the database)', async () => {
    const limit = rule(3);
    const a = new Throttle(database.db);
    const b = new Throttle(database.db);
    await a.take(limit, 's');
    await b.take(limit, 's');
    await a.take(limit, 's');
    await expect(b.take(limit, 's')).rejects.toMatchObject({ status: 429 });
  });

  it('starts again once the window has ended', async () => {
    const throttle = new Throttle(database.db);
    const limit = rule(1);
    await throttle.take(limit, 's');
    await expect(throttle.take(limit, 's')).rejects.toMatchObject({ status: 429 });
    await database.db
      .update(throttleCounters)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(throttleCounters.key, `${limit.name}:s`));
    await expect(throttle.take(limit, 's')).resolves.toBeUndefined();
    await expect(throttle.take(limit, 's')).rejects.toMatchObject({ status: 429 });
  });

  it('gives an attempt back, and clears a subject', async () => {
    const throttle = new Throttle(database.db);
    const limit = rule(2);
    await throttle.take(limit, 's');
    await throttle.take(limit, 's');
    await throttle.giveBack(limit, 's');
    await expect(throttle.take(limit, 's')).resolves.toBeUndefined();
    await expect(throttle.take(limit, 's')).rejects.toMatchObject({ status: 429 });
    await throttle.clear(limit, 's');
    await expect(throttle.take(limit, 's')).resolves.toBeUndefined();
  });

  it('counts nothing when the limit is 0', async () => {
    const throttle = new Throttle(database.db);
    const off = rule(0);
    const results = await attempts(throttle, off, 's', 20);
    expect(results.every((r) => r === 'ok')).toBe(true);
    const rows = await database.db
      .select()
      .from(throttleCounters)
      .where(eq(throttleCounters.key, `${off.name}:s`));
    expect(rows).toHaveLength(0);
  });

  it('says how long to wait in whole minutes', () => {
    expect(waitText(1)).toBe('1 minute');
    expect(waitText(60)).toBe('1 minute');
    expect(waitText(61)).toBe('2 minutes');
    expect(waitText(900)).toBe('15 minutes');
  });
});
