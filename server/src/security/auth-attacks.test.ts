/**
 * Authentication attacks (docs/architecture.md#security-tests) not covered by auth.routes.test.ts (tampered,
 * expired, `alg: none` and foreign-key tokens are there): tokens that outlive their user or session, tokens
 * of the right key with the wrong meaning, refresh-token theft, throttling that spoofed headers or case
 * cannot dodge, and sign-in timing that does not tell unknown usernames apart.
 */
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { readdirSync, readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSecrets, users } from '../db/schema.js';
import { PRODUCTION_PASSWORD_COST } from '../modules/auth/password.js';
import { uniqueAddress } from './seed-owner.js';
import {
  bearer,
  buildTestApp,
  refreshCookieOf,
  signUp,
  uniqueUsername,
  type SignedUpUser,
  type TestContext,
} from '../testing/build-test-app.js';

let ctx: TestContext;
/** Rotated refresh tokens are never accepted again, and few failures are allowed: 3 per account, 6 per address. */
let strict: TestContext;
beforeAll(async () => {
  [ctx, strict] = await Promise.all([
    buildTestApp(),
    buildTestApp({ refreshReuseGraceSeconds: 0, failuresPerUsername: 3, failuresPerIp: 6 }),
  ]);
});
afterAll(async () => {
  await Promise.all([ctx?.close(), strict?.close()]);
});

type App = TestContext['app'];
const PROTECTED = '/api/properties';

const getWith = (app: App, token: string, url = PROTECTED) =>
  app.inject({ method: 'GET', url, headers: bearer(token) });
const refreshWith = (app: App, cookie: string) =>
  app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { astor_refresh: cookie } });
const ownAddress = uniqueAddress;
const login = (
  app: App,
  email: string,
  password: string,
  options: { headers?: Record<string, string>; remoteAddress?: string } = {},
) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: ownAddress(),
    ...options,
  });

async function signInAgain(app: App, user: SignedUpUser): Promise<SignedUpUser> {
  const response = await login(app, user.username, user.password);
  expect(response.statusCode).toBe(200);
  return {
    ...user,
    token: response.json<{ access_token: string }>().access_token,
    refreshCookie: refreshCookieOf(response) as string,
  };
}

async function signingKey(context: TestContext): Promise<Uint8Array> {
  const [row] = await context.database.db
    .select()
    .from(appSecrets)
    .where(eq(appSecrets.name, 'jwt_signing_key'));
  return new TextEncoder().encode(context.config.jwtSecret ?? row?.value ?? '');
}

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString()) as {
    sub: string;
    sid: string;
  };

describe('tokens that outlive what they stood for', () => {
  it('a deleted user’s access and refresh tokens stop working', async () => {
    const user = await signUp(ctx.app);
    const other = await signInAgain(ctx.app, user);
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/users/me',
      headers: bearer(user.token),
      payload: { password: user.password },
    });
    expect(deleted.statusCode).toBe(200);
    for (const token of [user.token, other.token]) {
      expect((await getWith(ctx.app, token)).statusCode).toBe(401);
      expect((await getWith(ctx.app, token, '/api/users/me')).statusCode).toBe(401);
    }
    expect((await refreshWith(ctx.app, user.refreshCookie)).statusCode).toBe(401);
    expect((await refreshWith(ctx.app, other.refreshCookie)).statusCode).toBe(401);
    expect((await login(ctx.app, user.username, user.password)).statusCode).toBe(401);
  });

  it('a password change signs out the other devices (access and refresh), not the one that changed it', async () => {
    const laptop = await signUp(ctx.app);
    const phone = await signInAgain(ctx.app, laptop);
    const changed = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/me/password',
      headers: bearer(laptop.token),
      payload: { current_password: laptop.password, new_password: 'a whole new passphrase' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await getWith(ctx.app, phone.token)).statusCode).toBe(401);
    expect((await refreshWith(ctx.app, phone.refreshCookie)).statusCode).toBe(401);
    expect((await getWith(ctx.app, laptop.token)).statusCode).toBe(200);
    expect((await login(ctx.app, laptop.username, laptop.password)).statusCode).toBe(401);
  });

  it('a password reset by mailed link ends every session, access tokens included', async () => {
    const user = await signUp(ctx.app);
    const other = await signInAgain(ctx.app, user);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: user.username },
    });
    const token = await waitForResetToken(user.username);
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'reset to something new' },
    });
    expect(reset.statusCode).toBe(200);
    for (const session of [user, other]) {
      expect((await getWith(ctx.app, session.token)).statusCode).toBe(401);
      expect((await refreshWith(ctx.app, session.refreshCookie)).statusCode).toBe(401);
    }
  });

  it('signing one session out (from the sessions list) ends that session’s access token only', async () => {
    const user = await signUp(ctx.app);
    const other = await signInAgain(ctx.app, user);
    const sessionId = claimsOf(other.token).sid;
    const revoked = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/users/me/sessions/${sessionId}`,
      headers: bearer(user.token),
    });
    expect(revoked.statusCode).toBe(200);
    expect((await getWith(ctx.app, other.token)).statusCode).toBe(401);
    expect((await refreshWith(ctx.app, other.refreshCookie)).statusCode).toBe(401);
    expect((await getWith(ctx.app, user.token)).statusCode).toBe(200);
  });

  it('a refresh token replayed after rotation ends the session on protected routes, for thief and owner', async () => {
    const victim = await signUp(strict.app);
    const stolenCookie = victim.refreshCookie;
    const rotated = await refreshWith(strict.app, victim.refreshCookie);
    expect(rotated.statusCode).toBe(200);
    const victimToken = rotated.json<{ access_token: string }>().access_token;
    const victimCookie = refreshCookieOf(rotated) as string;
    await new Promise((resolve) => setTimeout(resolve, 20));

    const replay = await refreshWith(strict.app, stolenCookie);
    expect(replay.statusCode).toBe(401);
    expect(replay.body).not.toContain('access_token');
    for (const token of [victim.token, victimToken]) {
      expect((await getWith(strict.app, token)).statusCode).toBe(401);
    }
    expect((await refreshWith(strict.app, victimCookie)).statusCode).toBe(401);
    // Signing in again starts a fresh, working session.
    const again = await signInAgain(strict.app, victim);
    expect((await getWith(strict.app, again.token)).statusCode).toBe(200);
  });
});

describe('tokens signed with the real key but meaning something else', () => {
  it('are refused: another user’s session, an OIDC state envelope, another algorithm, no session, no expiry', async () => {
    const alice = await signUp(ctx.app);
    const bob = await signUp(ctx.app);
    const key = await signingKey(ctx);
    const a = claimsOf(alice.token);
    const b = claimsOf(bob.token);
    const jwt = (claims: Record<string, unknown>) => new SignJWT(claims).setProtectedHeader({ alg: 'HS256' });
    const forged = {
      // Alice's id with Bob's live session: a session belongs to one user.
      mixedSession: await jwt({ sid: b.sid })
        .setSubject(a.sub)
        .setIssuer('astor')
        .setExpirationTime('5m')
        .sign(key),
      // The OIDC round-trip envelope is sealed with the same key; it must never pass as an access token.
      oidcState: await jwt({ sid: a.sid })
        .setSubject(a.sub)
        .setIssuer('astor-oidc-state')
        .setExpirationTime('5m')
        .sign(key),
      noIssuer: await jwt({ sid: a.sid }).setSubject(a.sub).setExpirationTime('5m').sign(key),
      hs512: await new SignJWT({ sid: a.sid })
        .setProtectedHeader({ alg: 'HS512' })
        .setSubject(a.sub)
        .setIssuer('astor')
        .setExpirationTime('5m')
        .sign(new Uint8Array([...key, ...key])),
      noSession: await jwt({}).setSubject(a.sub).setIssuer('astor').setExpirationTime('5m').sign(key),
      unknownSession: await jwt({ sid: '00000000-0000-0000-0000-000000000000' })
        .setSubject(a.sub)
        .setIssuer('astor')
        .setExpirationTime('5m')
        .sign(key),
      notUuidSession: await jwt({ sid: "x' OR '1'='1" })
        .setSubject(a.sub)
        .setIssuer('astor')
        .setExpirationTime('5m')
        .sign(key),
      notUuidUser: await jwt({ sid: a.sid })
        .setSubject("x' OR '1'='1")
        .setIssuer('astor')
        .setExpirationTime('5m')
        .sign(key),
      notYetValid: await jwt({ sid: a.sid })
        .setSubject(a.sub)
        .setIssuer('astor')
        .setNotBefore('1h')
        .setExpirationTime('2h')
        .sign(key),
    };
    const accepted: string[] = [];
    for (const [name, token] of Object.entries(forged)) {
      const response = await getWith(ctx.app, token);
      if (response.statusCode !== 401) accepted.push(`${name} answered ${response.statusCode}`);
    }
    expect(accepted).toEqual([]);
    // The same claims signed as the server signs them do work: the refusals above are about the change.
    const genuine = await jwt({ sid: a.sid })
      .setSubject(a.sub)
      .setIssuer('astor')
      .setExpirationTime('5m')
      .sign(key);
    expect((await getWith(ctx.app, genuine)).statusCode).toBe(200);
  });

  it('takes the access token from the Authorization header only, never from the refresh cookie or the URL', async () => {
    const user = await signUp(ctx.app);
    const attempts: { url: string; cookies?: Record<string, string>; headers?: Record<string, string> }[] = [
      { url: `${PROTECTED}?access_token=${user.token}` },
      { url: PROTECTED, cookies: { astor_refresh: user.refreshCookie } },
      { url: PROTECTED, cookies: { access_token: user.token } },
      { url: PROTECTED, headers: { authorization: `Basic ${user.token}` } },
      { url: PROTECTED, headers: { authorization: user.token } },
      { url: PROTECTED, headers: { authorization: `Bearer ${user.refreshCookie}` } },
    ];
    for (const attempt of attempts) {
      const response = await ctx.app.inject({ method: 'GET', ...attempt });
      expect(response.statusCode, JSON.stringify(attempt)).toBe(401);
    }
  });
});

describe('brute force', () => {
  it('counts failures per account whatever the case or surrounding spaces of the username', async () => {
    const limited = strict;
    const user = await signUp(limited.app);
    const remoteAddress = ownAddress();
    const variants = [user.username.toUpperCase(), ` ${user.username}`, `${user.username} `];
    for (const variant of variants) {
      expect((await login(limited.app, variant, 'wrong password!', { remoteAddress })).statusCode).toBe(401);
    }
    const blocked = await login(limited.app, user.username, user.password, { remoteAddress });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().detail).toMatch(/Too many failed sign-in attempts/);
    expect(blocked.headers['retry-after']).toBeDefined();
  });

  it('holds the per-address limit when the client sends its own X-Forwarded-For (no trusted proxy)', async () => {
    const limited = strict;
    const user = await signUp(limited.app);
    const remoteAddress = ownAddress();
    // Six failures (the limit) for six usernames, each claiming another client address.
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const response = await login(limited.app, uniqueUsername('guess'), 'wrong password!', {
        remoteAddress,
        headers: { 'x-forwarded-for': `203.0.113.${attempt + 1}`, 'x-real-ip': `198.51.100.${attempt + 1}` },
      });
      expect(response.statusCode).toBe(401);
    }
    const spoofed = await login(limited.app, user.username, user.password, {
      remoteAddress,
      headers: { 'x-forwarded-for': '192.0.2.99' },
    });
    expect(spoofed.statusCode).toBe(429);
    expect(spoofed.json().detail).toMatch(/from your network/);
  });

  it('spends as long on an unknown username as on a wrong password, and no less than on a success', async () => {
    // At the production cost of a hash (the other tests hash at a low cost to save time), so that the
    // hash dominates as it does in production. Each success clears the account's failures, so the
    // interleaved rounds stay under the limits.
    const timing = await buildTestApp({ passwordCost: PRODUCTION_PASSWORD_COST });
    try {
      await expectTimingAlike(timing);
    } finally {
      await timing.close();
    }
  });
});

/** Sign-in timing on `timing`, whose hashes are made at the production cost. */
async function expectTimingAlike(timing: TestContext): Promise<void> {
  const user = await signUp(timing.app);
  const [stored] = await timing.database.db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.username, user.username));
  expect(stored?.passwordHash.startsWith('scrypt$32768$8$1$')).toBe(true);
  const remoteAddress = ownAddress();
  const timed = async (email: string, password: string, expected: number) => {
    const started = performance.now();
    const response = await login(timing.app, email, password, { remoteAddress });
    const elapsed = performance.now() - started;
    expect(response.statusCode).toBe(expected);
    return elapsed;
  };
  // Warm up both paths (the dummy hash is computed on first use).
  await timed(uniqueUsername('nobody'), 'wrong password!', 401);
  await timed(user.username, 'wrong password!', 401);
  const unknown: number[] = [];
  const wrong: number[] = [];
  const success: number[] = [];
  // Interleaved, so that a slow moment of the machine hits every kind alike.
  for (let round = 0; round < 9; round += 1) {
    unknown.push(await timed(uniqueUsername('nobody'), 'wrong password!', 401));
    wrong.push(await timed(user.username, 'wrong password!', 401));
    success.push(await timed(user.username, user.password, 200));
  }
  const median = (values: number[]) =>
    [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)] as number;
  const [unknownMs, wrongMs, successMs] = [median(unknown), median(wrong), median(success)];
  const summary = `medians: unknown user ${unknownMs.toFixed(1)} ms, wrong password ${wrongMs.toFixed(1)} ms, success ${successMs.toFixed(1)} ms`;
  // A hash check costs tens of milliseconds; a fast path for unknown users would be ~1 ms.
  expect(unknownMs / wrongMs, summary).toBeGreaterThan(0.5);
  expect(unknownMs / wrongMs, summary).toBeLessThan(2);
  expect(unknownMs, summary).toBeGreaterThan(successMs * 0.5);
  expect(wrongMs, summary).toBeGreaterThan(successMs * 0.5);
}

async function waitForResetToken(username: string): Promise<string> {
  const deadline = Date.now() + 5000;
  for (;;) {
    let files: string[] = [];
    try {
      files = readdirSync(ctx.config.mail.outboxDir);
    } catch {
      // the outbox folder is created with the first mail
    }
    for (const name of files) {
      const mail = readFileSync(`${ctx.config.mail.outboxDir}/${name}`, 'utf8');
      const match = mail.includes(`To: ${username}`) ? /reset-password\?token=([\w%-]+)/.exec(mail) : null;
      if (match?.[1]) return decodeURIComponent(match[1]);
    }
    if (Date.now() > deadline) throw new Error(`no reset mail for ${username}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
