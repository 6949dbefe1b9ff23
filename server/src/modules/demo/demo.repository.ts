import { DEMO_USERNAME } from '@astor/contract/demo';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema.js';

export type DemoAccountRow = Pick<typeof users.$inferSelect, 'id' | 'passwordHash' | 'createdAt'>;

// Any fixed number (not the migrations' one): serialises resets when several instances run them at once.
const DEMO_RESET_LOCK_KEY = 7_402_115_010;

export async function findDemoAccount(db: Database): Promise<DemoAccountRow | undefined> {
  const [row] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.username, DEMO_USERNAME));
  return row;
}

/** Held until the transaction ends: one reset at a time, across every instance on the database. */
export async function lockDemoResets(tx: Database): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_RESET_LOCK_KEY})`);
}

/** Removes the account and, by cascade, every record it owns and every session in it. */
export async function deleteDemoAccount(tx: Database, id: string): Promise<void> {
  await tx.delete(users).where(eq(users.id, id));
}

/**
 * The account with no password hash: no password ever matches it (auth/password.ts), so the only way in
 * is a demo session. `createdAt` is the reset's time on the app's clock, which tells when to reset again.
 */
export async function insertDemoAccount(
  tx: Database,
  values: { name: string; timezone: string; createdAt: Date },
): Promise<string> {
  const [row] = await tx
    .insert(users)
    .values({
      username: DEMO_USERNAME,
      passwordHash: '',
      name: values.name,
      timezone: values.timezone,
      currency: 'USD',
      createdAt: values.createdAt,
      updatedAt: values.createdAt,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('demo account insert returned nothing');
  return row.id;
}
