import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  buildTestApp,
  refreshCookieOf,
  signUp,
  type TestContext,
} from '../../testing/build-test-app.js';

/** A real OIDC provider on 127.0.0.1 (oauth2-mock-server), speaking the protocol end to end. */
let provider: OAuth2Server;
let ctx: TestContext;
let claims: Record<string, unknown> = {};

beforeAll(async () => {
  provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  provider.service.on('beforeTokenSigning', (token) => {
    Object.assign(token.payload, claims);
  });
  ctx = await buildTestApp(
    {},
    {
      oidc: { clientId: 'astor-test', clientSecret: 'test-secret', issuerUrl: provider.issuer.url as string },
    },
  );
});
afterAll(async () => {
  await ctx.close();
  await provider.stop();
});

/** Follows the browser's hops: our /login/google → provider /authorize → our callback. */
async function signInWithProvider() {
  const start = await ctx.app.inject({ method: 'GET', url: '/api/auth/login/google' });
  expect(start.statusCode).toBe(302);
  const authorize = new URL(start.headers.location as string);
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorize.searchParams.get('state')).toBeTruthy();
  expect(authorize.searchParams.get('nonce')).toBeTruthy();
  const stateCookie = start.cookies.find((c) => c.name === 'astor_oidc');
  expect(stateCookie?.httpOnly).toBe(true);

  const providerReply = await fetch(authorize, { redirect: 'manual' });
  const callback = new URL(providerReply.headers.get('location') as string);
  expect(callback.pathname).toBe('/api/auth/callback/google');
  return { callback, stateCookie: stateCookie?.value as string };
}

describe('sign-in with an OIDC provider (Google by default)', () => {
  it('creates the account for a verified email, sets the refresh cookie and lands on /dashboard', async () => {
    const email = `oidc-${Date.now()}@example.com`;
    claims = { email, email_verified: true, name: 'Olivia Idc' };
    const { callback, stateCookie } = await signInWithProvider();
    const done = await ctx.app.inject({
      method: 'GET',
      url: callback.pathname + callback.search,
      cookies: { astor_oidc: stateCookie },
    });
    expect(done.statusCode).toBe(302);
    expect(done.headers.location).toBe('/dashboard');
    const refreshCookie = refreshCookieOf(done) as string;
    const refreshed = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { astor_refresh: refreshCookie },
    });
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: bearer(refreshed.json().access_token),
    });
    expect(me.json()).toMatchObject({ email, name: 'Olivia Idc' });
  });

  it('signs into the existing account with that email rather than creating another', async () => {
    const email = `owner-${Date.now()}@example.com`;
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email, password: 'long password', name: 'Existing Owner' },
    });
    claims = { email, email_verified: true, name: 'Someone Else' };
    const { callback, stateCookie } = await signInWithProvider();
    const done = await ctx.app.inject({
      method: 'GET',
      url: callback.pathname + callback.search,
      cookies: { astor_oidc: stateCookie },
    });
    const refreshed = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { astor_refresh: refreshCookieOf(done) as string },
    });
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: bearer(refreshed.json().access_token),
    });
    expect(me.json().name).toBe('Existing Owner');
  });

  it('refuses an unverified email, a wrong state and a missing state cookie, back to /login with a message', async () => {
    claims = { email: `unverified-${Date.now()}@example.com`, email_verified: false };
    const unverified = await signInWithProvider();
    const refused = await ctx.app.inject({
      method: 'GET',
      url: unverified.callback.pathname + unverified.callback.search,
      cookies: { astor_oidc: unverified.stateCookie },
    });
    expect(refused.headers.location).toMatch(/^\/login\?error=.*verified/);
    expect(refreshCookieOf(refused)).toBeFalsy();

    claims = { email: `x-${Date.now()}@example.com`, email_verified: true };
    const { callback, stateCookie } = await signInWithProvider();
    callback.searchParams.set('state', 'forged');
    const forged = await ctx.app.inject({
      method: 'GET',
      url: callback.pathname + callback.search,
      cookies: { astor_oidc: stateCookie },
    });
    expect(forged.headers.location).toMatch(/^\/login\?error=/);
    const noCookie = await ctx.app.inject({ method: 'GET', url: callback.pathname + callback.search });
    expect(noCookie.headers.location).toMatch(/^\/login\?error=/);
  });
});

describe('without OIDC configuration', () => {
  it('answers a clear 503 detail, never a 500, and says so in /api/config', async () => {
    const plain = await buildTestApp();
    try {
      const response = await plain.app.inject({ method: 'GET', url: '/api/auth/login/google' });
      expect(response.statusCode).toBe(503);
      expect(response.json().detail).toBe('Sign-in with Google is not configured on this server.');
      expect((await plain.app.inject({ method: 'GET', url: '/api/config' })).json().google_sign_in).toBe(
        false,
      );
      const user = await signUp(plain.app);
      expect(user.token).toBeTruthy();
    } finally {
      await plain.close();
    }
  });
});
