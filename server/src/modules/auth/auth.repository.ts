import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { isUuid } from '../../db/values.js';
import { appSecrets, authSessions, passwordResetTokens, refreshTokens, users } from '../../db/schema.js';

export type UserRow = typeof users.$inferSelect;

export function findUserByUsername(db: Database, username: string): Promise<UserRow | undefined> {
  return db.query.users.findFirst({ where: eq(users.username, username) });
}

/** Undefined when the username is taken. */
export async function insertUser(
  db: Database,
  values: { username: string; name: string; passwordHash: string },
): Promise<UserRow | undefined> {
  const [row] = await db
    .insert(users)
    .values(values)
    .onConflictDoNothing({ target: users.username })
    .returning();
  return row;
}

export async function readOrCreateSecret(db: Database, name: string, candidate: string): Promise<string> {
  await db.insert(appSecrets).values({ name, value: candidate }).onConflictDoNothing();
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, name));
  if (!row) throw new Error(`secret ${name} missing after insert`);
  return row.value;
}

export async function insertSession(
  db: Database,
  values: {
    userId: string;
    persistent: boolean;
    userAgent: string | null;
    ip: string | null;
    expiresAt: Date;
    tokenHash: string;
  },
): Promise<{ sessionId: string }> {
  return db.transaction(async (tx) => {
    const { tokenHash, ...session } = values;
    const [row] = await tx.insert(authSessions).values(session).returning({ id: authSessions.id });
    if (!row) throw new Error('session insert returned nothing');
    await tx.insert(refreshTokens).values({ sessionId: row.id, tokenHash });
    return { sessionId: row.id };
  });
}

/** The live session and its user, for the access-token check on every request. */
export async function findActiveSessionUser(
  db: Database,
  sessionId: string,
  userId: string,
): Promise<UserRow | undefined> {
  if (!isUuid(sessionId) || !isUuid(userId)) return undefined;
  const [row] = await db
    .select({ user: users })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(
      and(
        eq(authSessions.id, sessionId),
        eq(authSessions.userId, userId),
        isNull(authSessions.revokedAt),
        gt(authSessions.expiresAt, sql`now()`),
      ),
    );
  return row?.user;
}

export async function findRefreshToken(db: Database, tokenHash: string) {
  const [row] = await db
    .select({
      tokenId: refreshTokens.id,
      rotatedAt: refreshTokens.rotatedAt,
      sessionId: authSessions.id,
      userId: authSessions.userId,
      persistent: authSessions.persistent,
      revokedAt: authSessions.revokedAt,
      expiresAt: authSessions.expiresAt,
    })
    .from(refreshTokens)
    .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, tokenHash));
  return row;
}

/**
 * Marks the token used and issues its successor in one transaction. Returns false when another request
 * rotated it first (the compare-and-set on `rotated_at` makes concurrent refreshes safe).
 */
export async function rotateRefreshToken(
  db: Database,
  args: { tokenId: string; sessionId: string; newTokenHash: string; expiresAt: Date },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .update(refreshTokens)
      .set({ rotatedAt: sql`now()` })
      .where(and(eq(refreshTokens.id, args.tokenId), isNull(refreshTokens.rotatedAt)))
      .returning({ id: refreshTokens.id });
    if (claimed.length === 0) return false;
    await tx.insert(refreshTokens).values({ sessionId: args.sessionId, tokenHash: args.newTokenHash });
    await tx
      .update(authSessions)
      .set({ lastUsedAt: sql`now()`, expiresAt: args.expiresAt })
      .where(eq(authSessions.id, args.sessionId));
    return true;
  });
}

export async function revokeSession(db: Database, sessionId: string): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
}

export function listLiveSessions(db: Database, userId: string) {
  return db
    .select()
    .from(authSessions)
    .where(
      and(
        eq(authSessions.userId, userId),
        isNull(authSessions.revokedAt),
        gt(authSessions.expiresAt, sql`now()`),
      ),
    )
    .orderBy(sql`${authSessions.lastUsedAt} desc`);
}

/** Revokes one of the user's sessions; false when it is not theirs or already ended. */
export async function revokeUserSession(db: Database, userId: string, sessionId: string): Promise<boolean> {
  if (!isUuid(sessionId)) return false;
  const rows = await db
    .update(authSessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(eq(authSessions.id, sessionId), eq(authSessions.userId, userId), isNull(authSessions.revokedAt)),
    )
    .returning({ id: authSessions.id });
  return rows.length > 0;
}

/** Ends every session of the user, except `keep` when given. */
export async function revokeAllSessions(db: Database, userId: string, keep?: string): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(authSessions.userId, userId),
        isNull(authSessions.revokedAt),
        keep ? sql`${authSessions.id} <> ${keep}` : undefined,
      ),
    );
}

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  return db.query.users.findFirst({ where: eq(users.id, id) });
}

/** Profile fields only: a password changes through `setPasswordHash`, which voids reset links. */
export async function updateUser(
  db: Database,
  id: string,
  values: Partial<Pick<UserRow, 'name' | 'timezone' | 'currency'>>,
) {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}

export async function deleteUser(db: Database, id: string): Promise<void> {
  await db.delete(users).where(eq(users.id, id));
}

export async function insertResetToken(
  db: Database,
  userId: string,
  tokenHash: string,
  expiresAt: Date,
): Promise<void> {
  // A new link voids every older one: only the latest mail can reset the password.
  await db.transaction(async (tx) => {
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
    await tx.insert(passwordResetTokens).values({ userId, tokenHash, expiresAt });
  });
}

/** Sets a new password and voids every reset link of the account, used or not, in one transaction. */
export async function setPasswordHash(db: Database, userId: string, passwordHash: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
  });
}

/** Marks a live reset token used and returns its user; undefined when unknown, used or expired. */
export async function consumeResetToken(db: Database, tokenHash: string): Promise<string | undefined> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId;
}
