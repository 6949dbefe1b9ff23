import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { eq } from 'drizzle-orm';
import { appSecrets } from '../../db/schema.js';
import { uniqueAddress } from '../../security/seed-owner.js';
import {
  bearer,
  buildTestApp,
  refreshCookieOf,
  signUp,
  uniqueUsername,
  type TestContext,
} from '../../testing/build-test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => {
  await ctx.close();
});

// A client address of the test's own: on PostgreSQL, counts of earlier runs are still in the database.
const ownAddress = uniqueAddress;

const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, payload, headers });
const refreshWith = (cookie: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { astor_refresh: cookie } });

describe('POST /api/auth/signup', () => {
  it('creates the account, answers 201 with a bearer token and sets an HttpOnly refresh cookie', async () => {
    const username = uniqueUsername();
    const response = await post('/api/auth/signup', {
      email: username,
      password: 'long enough',
      name: 'Ada Lovelace',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({ access_token: expect.any(String), token_type: 'bearer', expires_in: 900 });
    const cookie = response.cookies.find((c) => c.name === 'astor_refresh');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth' });
    expect(cookie?.maxAge).toBeUndefined();

    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: bearer(body.access_token),
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({
      id: expect.any(String),
      name: 'Ada Lovelace',
      email: username,
      timezone: 'UTC',
      currency: 'USD',
    });
  });

  it('refuses a taken username, whatever its case, with 409', async () => {
    const username = uniqueUsername();
    await post('/api/auth/signup', { email: username, password: 'long enough', name: 'A' });
    const again = await post('/api/auth/signup', {
      email: username.toUpperCase(),
      password: 'long enough',
      name: 'B',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ detail: 'Username already registered' });
  });

  it('answers 422 with the validation detail list for a short password and missing name', async () => {
    const response = await post('/api/auth/signup', { email: uniqueUsername(), password: 'short' });
    expect(response.statusCode).toBe(422);
    const { detail } = response.json();
    expect(detail).toEqual(
      expect.arrayContaining([
        { loc: ['body', 'password'], msg: 'Password must be at least 8 characters', type: 'too_small' },
        expect.objectContaining({ loc: ['body', 'name'] }),
      ]),
    );
  });

  it('never returns the password or its hash', async () => {
    const user = await signUp(ctx.app);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(user.token) });
    expect(me.body).not.toContain('scrypt');
    expect(me.body).not.toContain(user.password);
  });
});

describe('POST /api/auth/login', () => {
  it('answers {access_token, token_type: "bearer"} for the right password', async () => {
    const user = await signUp(ctx.app);
    const response = await post('/api/auth/login', { email: user.username, password: user.password });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ access_token: expect.any(String), token_type: 'bearer' });
  });

  it('makes the refresh cookie persistent for 30 days only with remember me', async () => {
    const user = await signUp(ctx.app);
    const remembered = await post('/api/auth/login', {
      email: user.username,
      password: user.password,
      remember_me: true,
    });
    expect(remembered.cookies.find((c) => c.name === 'astor_refresh')?.maxAge).toBe(30 * 24 * 60 * 60);
    const session = await post('/api/auth/login', { email: user.username, password: user.password });
    expect(session.cookies.find((c) => c.name === 'astor_refresh')?.maxAge).toBeUndefined();
  });

  it('answers 401 with a detail for a wrong password or an unknown user, alike', async () => {
    const user = await signUp(ctx.app);
    const wrong = await post('/api/auth/login', { email: user.username, password: 'not the password' });
    const unknown = await post('/api/auth/login', { email: uniqueUsername(), password: 'whatever1' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().detail).toBe('Incorrect username or password');
    expect(unknown.json().detail).toBe(wrong.json().detail);
  });

  it('answers 422 when username or password is missing', async () => {
    const response = await post('/api/auth/login', { email: '' });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail.map((d: { loc: string[] }) => d.loc.join('.'))).toEqual(
      expect.arrayContaining(['body.email', 'body.password']),
    );
  });

  it('answers 400 with a detail for a body that is not JSON', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ detail: expect.any(String) });
  });
});

describe('rate limiting of failed sign-ins', () => {
  it('answers 429 after 10 failures for one username, even with the right password', async () => {
    const user = await signUp(ctx.app);
    for (let i = 0; i < 10; i += 1) {
      const failed = await post('/api/auth/login', { email: user.username, password: `wrong-${i}-password` });
      expect(failed.statusCode).toBe(401);
    }
    const blocked = await post('/api/auth/login', { email: user.username, password: user.password });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().detail).toMatch(/Too many failed sign-in attempts/);
    // What is left of the 15-minute window that the first failure opened.
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(800);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(900);
  });

  it('checks at most 10 of 20 wrong passwords sent at once; the others get 429', async () => {
    const user = await signUp(ctx.app);
    const remoteAddress = ownAddress();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress,
          payload: { email: user.username, password: `wrong-${i}-password` },
        }),
      ),
    );
    const checked = answers.filter((answer) => answer.statusCode === 401);
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(checked.length).toBeLessThanOrEqual(ctx.config.auth.failuresPerUsername);
    expect(checked.length + refused.length).toBe(20);
    expect(refused[0]?.json()).toMatchObject({ detail: expect.stringMatching(/Too many failed sign-in/) });
    expect(refused[0]?.headers['retry-after']).toBeDefined();
  });

  it('answers 429 after 100 failures from one address, for any username', async () => {
    const remoteAddress = ownAddress();
    const user = await signUp(ctx.app);
    for (let i = 0; i < 100; i += 1) {
      const failed = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress,
        payload: { email: `${uniqueUsername('ghost')}`, password: 'wrong-password' },
      });
      expect(failed.statusCode).toBe(401);
    }
    const blocked = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress,
      payload: { email: user.username, password: user.password },
    });
    expect(blocked.statusCode).toBe(429);
    const elsewhere = await post('/api/auth/login', { email: user.username, password: user.password });
    expect(elsewhere.statusCode).toBe(200);
    // A hundred password checks at production cost: minutes on a busy 2-core machine, not seconds.
  }, 180_000);

  it('does not throttle successful sign-ups and sign-ins', async () => {
    const user = await signUp(ctx.app);
    for (let i = 0; i < 15; i += 1) {
      const ok = await post('/api/auth/login', { email: user.username, password: user.password });
      expect(ok.statusCode).toBe(200);
    }
  });
});

describe('sign-ups per client address', () => {
  it('creates at most SIGNUP_LIMIT_PER_IP accounts an hour from one address, even all at once', async () => {
    const limited = await buildTestApp({}, { limits: { signupPerIp: 3 } });
    try {
      const remoteAddress = ownAddress();
      const signup = (address: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/signup',
          remoteAddress: address,
          payload: { email: uniqueUsername(), password: 'long enough', name: 'Bulk' },
        });
      const answers = await Promise.all(Array.from({ length: 8 }, () => signup(remoteAddress)));
      expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(3);
      const refused = answers.filter((answer) => answer.statusCode === 429);
      expect(refused).toHaveLength(5);
      expect(refused[0]?.json().detail).toMatch(
        /^Too many accounts have been created from your network\. Try again in \d+ minutes\.$/,
      );
      expect(Number(refused[0]?.headers['retry-after'])).toBeGreaterThan(3000);
      expect((await signup(ownAddress())).statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });

  it('has no limit at 0', async () => {
    const remoteAddress = ownAddress();
    for (let i = 0; i < 12; i += 1) {
      const answer = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        remoteAddress,
        payload: { email: uniqueUsername(), password: 'long enough', name: 'Many' },
      });
      expect(answer.statusCode).toBe(201);
    }
  });
});

describe('POST /api/auth/refresh', () => {
  it('issues a new access token and rotates the refresh cookie', async () => {
    const user = await signUp(ctx.app);
    const response = await refreshWith(user.refreshCookie);
    expect(response.statusCode).toBe(200);
    const rotated = refreshCookieOf(response);
    expect(rotated).toBeDefined();
    expect(rotated).not.toBe(user.refreshCookie);
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/check',
      headers: bearer(response.json().access_token),
    });
    expect(me.statusCode).toBe(200);
  });

  it('answers 401 without a cookie or with an unknown one', async () => {
    expect((await post('/api/auth/refresh')).statusCode).toBe(401);
    expect((await refreshWith('made-up-token')).statusCode).toBe(401);
  });

  it('lets concurrent refreshes with one token all succeed, and rotates it exactly once', async () => {
    const user = await signUp(ctx.app);
    const responses = await Promise.all([1, 2, 3, 4].map(() => refreshWith(user.refreshCookie)));
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const newCookies = responses.map(refreshCookieOf).filter(Boolean);
    expect(newCookies).toHaveLength(1);
    expect((await refreshWith(newCookies[0] as string)).statusCode).toBe(200);
  });

  it('revokes the whole session when a rotated token is reused after the grace window', async () => {
    const strict = await buildTestApp({ refreshReuseGraceSeconds: 0 });
    try {
      const user = await signUp(strict.app);
      const refresh = (cookie: string) =>
        strict.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { astor_refresh: cookie } });
      const first = await refresh(user.refreshCookie);
      const next = refreshCookieOf(first) as string;
      await new Promise((resolve) => setTimeout(resolve, 20));

      const reuse = await refresh(user.refreshCookie);
      expect(reuse.statusCode).toBe(401);
      expect(reuse.json().detail).toMatch(/reused/);
      // The thief's reuse ends the session for the legitimate holder too, access token included.
      expect((await refresh(next)).statusCode).toBe(401);
      const check = await strict.app.inject({
        method: 'GET',
        url: '/api/auth/check',
        headers: bearer(first.json().access_token),
      });
      expect(check.statusCode).toBe(401);
    } finally {
      await strict.close();
    }
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the session: the refresh token and the access token stop working', async () => {
    const user = await signUp(ctx.app);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(user.token),
      cookies: { astor_refresh: user.refreshCookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Signed out' });
    const cleared = response.cookies.find((c) => c.name === 'astor_refresh');
    expect(cleared?.value).toBe('');
    expect((await refreshWith(user.refreshCookie)).statusCode).toBe(401);
    const check = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/check',
      headers: bearer(user.token),
    });
    expect(check.statusCode).toBe(401);
  });

  it('is harmless without a session', async () => {
    expect((await post('/api/auth/logout')).statusCode).toBe(200);
  });
});

async function signingKey(): Promise<string> {
  if (ctx.config.jwtSecret) return ctx.config.jwtSecret;
  const [row] = await ctx.database.db.select().from(appSecrets).where(eq(appSecrets.name, 'jwt_signing_key'));
  return row?.value ?? '';
}

describe('GET /api/auth/check and access tokens', () => {
  it('accepts a token signed with the real key (so the expiry case below tests expiry alone)', async () => {
    const user = await signUp(ctx.app);
    const claims = JSON.parse(Buffer.from(user.token.split('.')[1] as string, 'base64url').toString());
    const token = await new SignJWT({ sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setIssuer('astor')
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode(await signingKey()));
    const response = await ctx.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
  });

  it('answers 200 with the user for a valid token and 401 without one', async () => {
    const user = await signUp(ctx.app, 'Grace Hopper');
    const ok = await ctx.app.inject({ method: 'GET', url: '/api/auth/check', headers: bearer(user.token) });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({
      authenticated: true,
      user: {
        id: expect.any(String),
        name: 'Grace Hopper',
        email: user.username,
        timezone: 'UTC',
        currency: 'USD',
      },
    });
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/auth/check' });
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toMatchObject({ detail: 'Not authenticated', request_id: expect.any(String) });
    expect(missing.headers['www-authenticate']).toBe('Bearer');
  });

  it('rejects tampered, expired, unsigned and foreign-key tokens with 401', async () => {
    const user = await signUp(ctx.app);
    const [header, payload, signature] = user.token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());

    const tamperedPayload = Buffer.from(
      JSON.stringify({ ...claims, sub: '00000000-0000-0000-0000-000000000000' }),
    ).toString('base64url');
    const tampered = `${header}.${tamperedPayload}.${signature}`;
    const noneHeader = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const unsigned = `${noneHeader}.${payload}.`;
    const foreign = await new SignJWT({ sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setIssuer('astor')
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode('x'.repeat(48)));
    const expired = await new SignJWT({ sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setIssuer('astor')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(await signingKey()));

    for (const token of [tampered, unsigned, foreign, expired, 'garbage']) {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) });
      expect(response.statusCode, token).toBe(401);
    }
  });
});

describe('responses', () => {
  it('carry security headers and a request id', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/healthz' });
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-request-id']).toEqual(expect.any(String));
  });

  it('answer unknown API paths with a JSON 404', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ detail: 'Not Found' });
  });

  it('publish an OpenAPI document listing the auth paths', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/auth/login', '/api/auth/signup', '/api/auth/refresh', '/api/users/me']),
    );
    const docs = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(docs.statusCode);
  });
});
