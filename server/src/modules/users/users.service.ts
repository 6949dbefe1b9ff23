import type { Session, UpdateMeInput, User } from '@astor/contract/auth';
import { DEMO_USERNAME } from '@astor/contract/demo';
import { definedOnly } from '../../db/values.js';
import type { FileStorage } from '../../adapters/storage/storage.js';
import type { Config } from '../../config/env.js';
import type { Database } from '../../db/client.js';
import { AppError } from '../../errors.js';
import * as authRepo from '../auth/auth.repository.js';
import { toPublicUser } from '../auth/auth.service.js';
import { PasswordGuesses } from '../auth/password-guesses.js';
import { hashPassword, verifyPassword, type PasswordCost } from '../auth/password.js';
import { buildAccountExport, readOwnedRows } from './account-export.js';

export class UsersService {
  private readonly guesses: PasswordGuesses;
  private readonly passwordCost: PasswordCost;

  constructor(
    private readonly db: Database,
    private readonly storage: FileStorage,
    auth: Config['auth'],
  ) {
    this.guesses = new PasswordGuesses(db, auth);
    this.passwordCost = auth.passwordCost;
  }

  async updateProfile(userId: string, input: UpdateMeInput): Promise<User> {
    const row = await authRepo.updateUser(this.db, userId, definedOnly(input));
    if (!row) throw new AppError('unauthorized', 'Not authenticated');
    return toPublicUser(row);
  }

  /** Changes the password and ends every other session: a stolen session does not survive it. */
  async changePassword(
    userId: string,
    sessionId: string,
    current: string,
    next: string,
    ip: string,
  ): Promise<void> {
    await this.assertPassword(userId, current, ip);
    await authRepo.setPasswordHash(this.db, userId, await hashPassword(next, this.passwordCost));
    await authRepo.revokeAllSessions(this.db, userId, sessionId);
  }

  /**
   * The account's live sessions. Every demo visitor shares the demo account (modules/demo): its list holds
   * the caller's own session only, so that no visitor sees, or can name, another's.
   */
  async sessions(user: { id: string; username: string; sessionId: string }): Promise<Session[]> {
    const rows = await authRepo.listLiveSessions(this.db, user.id);
    const visible = user.username === DEMO_USERNAME ? rows.filter((row) => row.id === user.sessionId) : rows;
    return visible.map((row) => ({
      id: row.id,
      current: row.id === user.sessionId,
      persistent: row.persistent,
      user_agent: row.userAgent,
      ip: row.ip,
      created_at: row.createdAt.toISOString(),
      last_used_at: row.lastUsedAt.toISOString(),
    }));
  }

  async revokeSession(userId: string, sessionId: string): Promise<void> {
    if (!(await authRepo.revokeUserSession(this.db, userId, sessionId))) {
      throw new AppError('not_found', 'Session not found');
    }
  }

  async revokeAllSessions(userId: string): Promise<void> {
    await authRepo.revokeAllSessions(this.db, userId);
  }

  async exportArchive(userId: string): Promise<Uint8Array> {
    const user = await authRepo.findUserById(this.db, userId);
    if (!user) throw new AppError('unauthorized', 'Not authenticated');
    return buildAccountExport(this.db, this.storage, user);
  }

  /** Removes every record (by cascade) and every stored file of the account. */
  async deleteAccount(userId: string, password: string, ip: string): Promise<void> {
    await this.assertPassword(userId, password, ip);
    const { documents } = await readOwnedRows(this.db, userId);
    await authRepo.deleteUser(this.db, userId);
    for (const row of documents ?? []) {
      const key = row.storageKey as string | null;
      if (key) await this.storage.delete(key);
    }
  }

  /** A stolen session must not become a way to guess the password: throttled like sign-in. */
  private async assertPassword(userId: string, password: string, ip: string): Promise<void> {
    const user = await authRepo.findUserById(this.db, userId);
    if (!user) throw new AppError('unauthorized', 'Not authenticated');
    await this.guesses.count('current-password', user.username, ip);
    if (!(await verifyPassword(password, user.passwordHash))) {
      throw new AppError('forbidden', 'Your current password is incorrect.');
    }
    await this.guesses.succeeded(user.username, ip);
  }
}
