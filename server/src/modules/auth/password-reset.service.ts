import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../../adapters/mail/mailer.js';
import type { Config } from '../../config/env.js';
import type { Database } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { Throttle, type ThrottleRule } from '../throttle/throttle.service.js';
import * as repo from './auth.repository.js';
import { hashPassword, type PasswordCost } from './password.js';
import { hashRefreshToken, newRefreshToken } from './tokens.js';

const RESET_TTL_MS = 60 * 60 * 1000;
export const FORGOT_PASSWORD_REPLY = 'If an account matches, a link to reset the password is on its way.';
const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
const HOUR_SECONDS = 60 * 60;

export class PasswordResetService {
  private readonly throttle: Throttle;
  private readonly perIp: ThrottleRule;
  private readonly perAddress: ThrottleRule;

  constructor(
    private readonly db: Database,
    private readonly mailer: Mailer,
    private readonly log: FastifyBaseLogger,
    /** Where links point: the configured public address, never a request header (see `linkOrigin`). */
    private readonly origin: string,
    limits: Config['limits'],
    /** The scrypt cost of the new password's hash (config `auth.passwordCost`). */
    private readonly passwordCost: PasswordCost,
  ) {
    this.throttle = new Throttle(db);
    this.perIp = {
      name: 'forgot-password:ip',
      limit: limits.forgotPasswordPerIp,
      windowSeconds: HOUR_SECONDS,
      detail: (wait) => `Too many password reset requests from your network. Try again in ${wait}.`,
    };
    this.perAddress = {
      name: 'forgot-password:address',
      limit: limits.forgotPasswordPerAddress,
      windowSeconds: HOUR_SECONDS,
      detail: (wait) =>
        `Several reset links have been sent to this address already. Check your inbox, or try again in ${wait}.`,
    };
  }

  /**
   * Answers the same whatever the account (no enumeration): the limits count every address, known or not,
   * and the lookup and the mail happen after the reply, in the background.
   */
  async requestReset(usernameOrEmail: string, ip: string): Promise<void> {
    const username = usernameOrEmail.trim().toLowerCase();
    await this.throttle.take(this.perIp, ip);
    await this.throttle.take(this.perAddress, username);
    setImmediate(() => {
      this.sendResetLink(username).catch((error: unknown) =>
        this.log.error({ err: error }, 'sending a password reset link failed'),
      );
    });
  }

  private async sendResetLink(username: string): Promise<void> {
    const user = await repo.findUserByUsername(this.db, username);
    if (!user) return;
    const token = newRefreshToken();
    await repo.insertResetToken(
      this.db,
      user.id,
      hashRefreshToken(token),
      new Date(Date.now() + RESET_TTL_MS),
    );
    const link = `${this.origin}/reset-password?token=${encodeURIComponent(token)}`;
    await this.mailer.send({
      // A username that is not an address still gets a message: in the outbox, for the operator to pass on.
      to: looksLikeEmail(user.username) ? user.username : `${user.username} (no email address on file)`,
      subject: 'Reset your Astor password',
      text: [
        `Hello ${user.name},`,
        '',
        'Someone (hopefully you) asked to reset the password of your Astor account.',
        `Open this link within one hour to choose a new password: ${link}`,
        '',
        'If you did not ask for this, ignore this message: your password stays as it is.',
      ].join('\n'),
    });
  }

  /** Sets a new password from a single-use link and ends every session of the account. */
  async resetPassword(token: string, password: string): Promise<void> {
    const userId = await repo.consumeResetToken(this.db, hashRefreshToken(token));
    if (!userId)
      throw new AppError('bad_request', 'This reset link is invalid or has expired. Ask for a new one.');
    await repo.setPasswordHash(this.db, userId, await hashPassword(password, this.passwordCost));
    await repo.revokeAllSessions(this.db, userId);
  }
}
