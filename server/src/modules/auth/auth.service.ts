import { createHmac } from 'node:crypto';
import type { LoginInput, SignupInput, User } from '@astor/contract/auth';
import type { Config } from '../../config/env.js';
import type { Database } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { Throttle, type ThrottleRule } from '../throttle/throttle.service.js';
import * as repo from './auth.repository.js';
import { PasswordGuesses } from './password-guesses.js';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password.js';
import {
  createAccessTokenSigner,
  createStateSealer,
  hashRefreshToken,
  newRefreshToken,
  newSecret,
  type AccessTokenSigner,
} from './tokens.js';

export type ClientInfo = { ip: string; userAgent: string | null };

/** What a sign-in hands back: the access token for the body, the refresh token for the cookie. */
export type IssuedTokens = {
  accessToken: string;
  expiresIn: number;
  /** Absent when the client keeps the refresh token it has (a concurrent refresh that lost the race). */
  refresh?: { token: string; persistent: boolean; maxAgeSeconds: number };
};

export type AuthenticatedUser = {
  id: string;
  name: string;
  username: string;
  timezone: string;
  currency: string;
  sessionId: string;
};

const DAY_MS = 24 * 60 * 60 * 1000;
// How long a looked-up session is trusted without asking the database again. Revocations clear the cache
// at once (forgetSessions, on this and the other instances); this only bounds a missed message.
const SESSION_CACHE_MS = 10_000;
const SESSION_CACHE_MAX = 10_000;

export const toPublicUser = (user: {
  id: string;
  name: string;
  username: string;
  timezone?: string;
  currency?: string;
}): User => ({
  id: user.id,
  name: user.name,
  email: user.username,
  ...(user.timezone ? { timezone: user.timezone } : {}),
  ...(user.currency ? { currency: user.currency } : {}),
});

const normaliseUsername = (value: string): string => value.trim().toLowerCase();

export class AuthService {
  private readonly guesses: PasswordGuesses;
  private readonly throttle: Throttle;
  private readonly signupRule: ThrottleRule;

  private constructor(
    private readonly db: Database,
    private readonly config: Config['auth'],
    limits: Config['limits'],
    private readonly signer: AccessTokenSigner,
    /** Seals the OIDC round-trip state into a cookie with the same key. */
    readonly stateSealer: ReturnType<typeof createStateSealer>,
    /** A key for another purpose (the calendar feed's links), derived from the signing key. */
    readonly deriveKey: (purpose: string) => string,
  ) {
    this.guesses = new PasswordGuesses(db, config);
    this.throttle = new Throttle(db);
    this.signupRule = {
      name: 'signup:ip',
      limit: limits.signupPerIp,
      windowSeconds: 60 * 60,
      detail: (wait) => `Too many accounts have been created from your network. Try again in ${wait}.`,
    };
  }

  private readonly liveSessions = new Map<string, { user: AuthenticatedUser; until: number }>();
  /** Moves on each forgetSessions, so a lookup that raced a revocation is not kept. */
  private sessionsGeneration = 0;

  /** The signing key is JWT_SECRET, or one generated once and kept in the database for every instance. */
  static async create(db: Database, config: Config): Promise<AuthService> {
    const secret = config.jwtSecret ?? (await repo.readOrCreateSecret(db, 'jwt_signing_key', newSecret()));
    return new AuthService(
      db,
      config.auth,
      config.limits,
      createAccessTokenSigner(secret, config.auth.accessTokenTtlSeconds),
      createStateSealer(secret),
      (purpose) => createHmac('sha256', secret).update(`astor:${purpose}`).digest('hex'),
    );
  }

  async signup(input: SignupInput, client: ClientInfo): Promise<IssuedTokens> {
    const username = normaliseUsername(input.email);
    // Counted before the password is hashed; a name already taken counts too.
    await this.throttle.take(this.signupRule, client.ip);
    const user = await repo.insertUser(this.db, {
      username,
      name: input.name.trim(),
      passwordHash: await hashPassword(input.password, this.config.passwordCost),
    });
    if (!user) throw new AppError('conflict', 'Username already registered');
    return this.startSession(user.id, input.remember_me ?? false, client);
  }

  async login(input: LoginInput, client: ClientInfo): Promise<IssuedTokens> {
    const username = normaliseUsername(input.email);
    await this.guesses.count('sign-in', username, client.ip);

    const user = await repo.findUserByUsername(this.db, username);
    const valid = user
      ? await verifyPassword(input.password, user.passwordHash)
      : await verifyAgainstDummy(input.password, this.config.passwordCost);
    if (!user || !valid) throw new AppError('unauthorized', 'Incorrect username or password');
    await this.guesses.succeeded(username, client.ip);
    return this.startSession(user.id, input.remember_me ?? false, client);
  }

  /**
   * Sign-in by a verified email from an external provider: the account with that email (as username)
   * is signed into, or created (without a password; one can be set by reset link later).
   */
  async signInExternal(email: string, name: string, client: ClientInfo): Promise<IssuedTokens> {
    const username = normaliseUsername(email);
    const user =
      (await repo.findUserByUsername(this.db, username)) ??
      (await repo.insertUser(this.db, { username, name: name.trim() || username, passwordHash: '' })) ??
      (await repo.findUserByUsername(this.db, username));
    if (!user) throw new Error('external sign-in found no account after creating one');
    return this.startSession(user.id, true, client);
  }

  /**
   * A visitor's session in the public demo account (modules/demo), which has no password: the demo
   * module names the account, and its read-only guard keeps it unchanged. Ends with the browser. Visitors
   * share the account, so their sessions keep no address or browser: nothing that tells one about another.
   */
  async signInDemo(demoUserId: string): Promise<IssuedTokens> {
    return this.startSession(demoUserId, false, { ip: null, userAgent: null });
  }

  async refresh(refreshToken: string | undefined): Promise<IssuedTokens> {
    if (!refreshToken) throw new AppError('unauthorized', 'Not authenticated');
    const row = await repo.findRefreshToken(this.db, hashRefreshToken(refreshToken));
    if (!row || row.revokedAt || row.expiresAt.getTime() <= Date.now()) {
      throw new AppError('unauthorized', 'Session expired. Please sign in again.');
    }

    const accessToken = await this.signer.sign({ userId: row.userId, sessionId: row.sessionId });
    const graceMs = this.config.refreshReuseGraceSeconds * 1000;
    if (row.rotatedAt) {
      // Two tabs refreshing at once both present the same token: the later one gets an access token
      // and keeps the cookie the first one set. Outside that window a used token means it was copied.
      if (Date.now() - row.rotatedAt.getTime() <= graceMs) {
        return { accessToken, expiresIn: this.signer.ttlSeconds };
      }
      await repo.revokeSession(this.db, row.sessionId);
      throw new AppError('unauthorized', 'This session was ended because its refresh token was reused.');
    }

    const token = newRefreshToken();
    const rotated = await repo.rotateRefreshToken(this.db, {
      tokenId: row.tokenId,
      sessionId: row.sessionId,
      newTokenHash: hashRefreshToken(token),
      expiresAt: this.sessionExpiry(),
    });
    if (!rotated) return { accessToken, expiresIn: this.signer.ttlSeconds };
    return {
      accessToken,
      expiresIn: this.signer.ttlSeconds,
      refresh: this.refreshCookie(token, row.persistent),
    };
  }

  /** Ends the session named by the refresh token and/or the access token. Idempotent. */
  async logout(refreshToken: string | undefined, sessionId: string | undefined): Promise<void> {
    if (refreshToken) {
      const row = await repo.findRefreshToken(this.db, hashRefreshToken(refreshToken));
      if (row) await repo.revokeSession(this.db, row.sessionId);
    }
    if (sessionId) await repo.revokeSession(this.db, sessionId);
  }

  /** Undefined unless the bearer token is valid and its session is still live. */
  async authenticate(accessToken: string): Promise<AuthenticatedUser | undefined> {
    // Keyed by the token itself: a token seen valid moments ago needs neither its signature checked
    // again nor its session looked up, until it expires or a session change is announced.
    const known = this.liveSessions.get(accessToken);
    if (known && known.until > Date.now()) return known.user;
    const claims = await this.signer.verify(accessToken);
    if (!claims) return undefined;
    const generation = this.sessionsGeneration;
    const user = await repo.findActiveSessionUser(this.db, claims.sessionId, claims.userId);
    if (!user) return undefined;
    const authenticated = {
      id: user.id,
      name: user.name,
      username: user.username,
      timezone: user.timezone,
      currency: user.currency,
      sessionId: claims.sessionId,
    };
    if (generation !== this.sessionsGeneration) return authenticated;
    if (this.liveSessions.size >= SESSION_CACHE_MAX) this.liveSessions.clear();
    const until = Math.min(Date.now() + SESSION_CACHE_MS, claims.expiresAt);
    this.liveSessions.set(accessToken, { user: authenticated, until });
    return authenticated;
  }

  /** A session may have ended or a profile changed: look every session up afresh. */
  forgetSessions(): void {
    this.sessionsGeneration += 1;
    this.liveSessions.clear();
  }

  private async startSession(
    userId: string,
    persistent: boolean,
    client: { ip: string | null; userAgent: string | null },
  ): Promise<IssuedTokens> {
    const token = newRefreshToken();
    const { sessionId } = await repo.insertSession(this.db, {
      userId,
      persistent,
      userAgent: client.userAgent?.slice(0, 400) ?? null,
      ip: client.ip,
      expiresAt: this.sessionExpiry(),
      tokenHash: hashRefreshToken(token),
    });
    return {
      accessToken: await this.signer.sign({ userId, sessionId }),
      expiresIn: this.signer.ttlSeconds,
      refresh: this.refreshCookie(token, persistent),
    };
  }

  private sessionExpiry(): Date {
    return new Date(Date.now() + this.config.refreshTtlDays * DAY_MS);
  }

  private refreshCookie(token: string, persistent: boolean): NonNullable<IssuedTokens['refresh']> {
    return { token, persistent, maxAgeSeconds: this.config.refreshTtlDays * 24 * 60 * 60 };
  }
}
