import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { throttleCounters } from '../../db/schema.js';

/**
 * Counts one attempt against `key` in one statement and returns the count with it, so concurrent attempts
 * each get their own number (the row lock of the upsert orders them). A window that has ended starts again
 * at 1; `secondsLeft` is what remains of the current one.
 */
export async function countAttempt(
  db: Database,
  key: string,
  windowSeconds: number,
): Promise<{ hits: number; secondsLeft: number }> {
  const ended = sql`${throttleCounters.expiresAt} <= now()`;
  const [row] = await db
    .insert(throttleCounters)
    .values({ key, hits: 1, expiresAt: sql`now() + ${windowSeconds}::int * interval '1 second'` })
    .onConflictDoUpdate({
      target: throttleCounters.key,
      set: {
        hits: sql`case when ${ended} then 1 else ${throttleCounters.hits} + 1 end`,
        expiresAt: sql`case when ${ended} then excluded.expires_at else ${throttleCounters.expiresAt} end`,
      },
    })
    .returning({
      hits: throttleCounters.hits,
      secondsLeft: sql<number>`ceil(extract(epoch from ${throttleCounters.expiresAt} - now()))::int`.mapWith(
        Number,
      ),
    });
  if (!row) throw new Error('throttle counter upsert returned nothing');
  return row;
}

/** Takes one attempt back from the current window. */
export async function uncountAttempt(db: Database, key: string): Promise<void> {
  await db
    .update(throttleCounters)
    .set({ hits: sql`greatest(${throttleCounters.hits} - 1, 0)` })
    .where(and(eq(throttleCounters.key, key), gt(throttleCounters.expiresAt, sql`now()`)));
}

export async function clearAttempts(db: Database, key: string): Promise<void> {
  await db.delete(throttleCounters).where(eq(throttleCounters.key, key));
}

export async function deleteEndedWindows(db: Database): Promise<void> {
  await db.delete(throttleCounters).where(lte(throttleCounters.expiresAt, sql`now()`));
}
