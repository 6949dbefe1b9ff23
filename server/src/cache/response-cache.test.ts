import { setTimeout as sleep } from 'node:timers/promises';
import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties } from '../db/schema.js';
import {
  apiAs,
  bearer,
  buildTestApp,
  createProperty,
  signUp,
  type SignedUpUser,
  type TestContext,
} from '../testing/build-test-app.js';
import { ChangeFeed } from './change-feed.js';
import { ResponseCache } from './response-cache.js';

describe('response cache', () => {
  let ctx: TestContext;
  let now = new Date('2026-03-10T12:00:00Z');
  let owner: SignedUpUser;
  let propertyId: string;

  beforeAll(async () => {
    ctx = await buildTestApp({}, { clock: () => now });
    owner = await signUp(ctx.app);
    propertyId = (await createProperty(ctx.app, owner.token, { address: '1 Cached Way' })).id;
  });
  afterAll(() => ctx.close());

  const get = (url: string, headers: Record<string, string> = {}, token = owner.token) =>
    ctx.app.inject({ method: 'GET', url, headers: { ...bearer(token), ...headers } });
  const addresses = (body: string) => (JSON.parse(body) as { address: string }[]).map((p) => p.address);

  it('answers a repeated read from memory, with a validator that gets a 304', async () => {
    const first = await get('/api/properties');
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');

    // Written behind the API's back: a cached answer does not see it (this is what proves the hit).
    await ctx.database.db
      .update(properties)
      .set({ address: '1 Renamed Behind The Back' })
      .where(eq(properties.id, propertyId));
    const second = await get('/api/properties');
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(etag);

    const revalidated = await get('/api/properties', { 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');

    // Cache-Control: no-cache computes afresh.
    const fresh = await get('/api/properties', { 'cache-control': 'no-cache' });
    expect(addresses(fresh.body)).toEqual(['1 Renamed Behind The Back']);
    expect(fresh.headers.etag).not.toBe(etag);
  });

  it('never serves an answer older than the owner’s last change through the API', async () => {
    expect(addresses((await get('/api/properties')).body)).toHaveLength(1);
    await createProperty(ctx.app, owner.token, { address: '2 Fresh Street' });
    expect(addresses((await get('/api/properties')).body).sort()).toEqual([
      '1 Renamed Behind The Back',
      '2 Fresh Street',
    ]);
    const renamed = await apiAs(ctx.app, owner.token)('PATCH', `/api/properties/${propertyId}`, {
      address: '1 Cached Way',
    });
    expect(renamed.statusCode).toBe(200);
    expect((await get(`/api/properties/${propertyId}`)).json().address).toBe('1 Cached Way');
    expect(addresses((await get('/api/properties')).body)).toContain('1 Cached Way');
  });

  it('computes afresh when the quarter hour turns (answers that depend on today)', async () => {
    const cached = await get('/api/properties');
    await ctx.database.db
      .update(properties)
      .set({ address: '1 Quarter Hour Lane' })
      .where(eq(properties.id, propertyId));
    expect((await get('/api/properties')).body).toBe(cached.body);
    now = new Date(now.getTime() + 15 * 60 * 1000);
    expect(addresses((await get('/api/properties')).body)).toContain('1 Quarter Hour Lane');
  });

  it('keeps each owner’s answers to that owner', async () => {
    expect(addresses((await get('/api/properties')).body).length).toBeGreaterThan(0);
    const other = await signUp(ctx.app, 'Other Landlord');
    const theirs = await get('/api/properties', {}, other.token);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json()).toEqual([]);
    // Another owner's validator is not a match for this owner's answer.
    const mine = await get('/api/properties');
    const crossed = await get(
      '/api/properties',
      { 'if-none-match': mine.headers.etag as string },
      other.token,
    );
    expect(crossed.statusCode).toBe(200);
    expect(crossed.json()).toEqual([]);
  });

  it('sends a cached answer gzipped to clients that accept it', async () => {
    for (let i = 0; i < 8; i += 1)
      await createProperty(ctx.app, owner.token, { address: `${i + 10} Gzip Road` });
    const plain = await get('/api/properties');
    const zipped = await get('/api/properties', { 'accept-encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toContain('accept-encoding');
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
  });

  it('ends a revoked session at once, though the session was just looked up', async () => {
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: owner.username, password: owner.password },
    });
    const second = login.json<{ access_token: string }>().access_token;
    expect((await get('/api/properties', {}, second)).statusCode).toBe(200);
    const sessions = (await get('/api/users/me/sessions', {}, owner.token)).json<
      { id: string; current: boolean }[]
    >();
    const other = sessions.find((session) => !session.current);
    expect(other).toBeDefined();
    const revoked = await apiAs(ctx.app, owner.token)('DELETE', `/api/users/me/sessions/${other?.id}`);
    expect(revoked.statusCode).toBeLessThan(300);
    expect((await get('/api/properties', {}, second)).statusCode).toBe(401);
  });
});

describe('response cache: one computation per answer', () => {
  // A cached route of its own, that counts how often it computes and takes its time about it.
  async function appWithSlowDashboard(fails = () => false) {
    const feed = new ChangeFeed();
    const app = Fastify();
    let computed = 0;
    app.addHook('onRequest', async (request) => {
      request.user = { id: 'owner-1' } as typeof request.user;
    });
    new ResponseCache(feed, () => new Date()).register(app);
    app.get('/api/dashboard/summary', async (_request, reply) => {
      computed += 1;
      const failing = fails();
      await sleep(30);
      if (failing) return reply.code(500).send({ detail: 'Internal server error' });
      return { computed };
    });
    await app.ready();
    return { app, feed, computed: () => computed };
  }
  const inParallel = (app: Awaited<ReturnType<typeof appWithSlowDashboard>>['app'], n: number) =>
    Promise.all(
      Array.from({ length: n }, () => app.inject({ method: 'GET', url: '/api/dashboard/summary' })),
    );

  it('has the requests that miss while an answer is computed wait for it', async () => {
    const { app, feed, computed } = await appWithSlowDashboard();
    const first = await inParallel(app, 8);
    expect(first.map((reply) => reply.json())).toEqual(Array(8).fill({ computed: 1 }));
    expect(computed()).toBe(1);

    // A change: the next wave computes once more, again shared.
    feed.publish({ kind: 'owner', ownerId: 'owner-1' });
    const second = await inParallel(app, 8);
    expect(second.map((reply) => reply.json())).toEqual(Array(8).fill({ computed: 2 }));
    expect(new Set(second.map((reply) => reply.headers.etag)).size).toBe(1);
    expect(computed()).toBe(2);
    await app.close();
  });

  it('lets the waiting requests compute for themselves when the shared computation fails', async () => {
    let failing = true;
    const { app, computed } = await appWithSlowDashboard(() => failing);
    const leader = app.inject({ method: 'GET', url: '/api/dashboard/summary' });
    await sleep(5);
    failing = false;
    const [failed, others] = await Promise.all([leader, inParallel(app, 3)]);
    expect(failed.statusCode).toBe(500);
    expect(others.map((reply) => reply.statusCode)).toEqual([200, 200, 200]);
    // The leader, then each waiter on its own.
    expect(computed()).toBe(4);
    await app.close();
  });
});
