/**
 * The public demo (docs/product.md#public-demo): POST /api/demo/session, the read-only guard, the reset. The
 * only test file that touches the one shared demo account (test files run in parallel on one PostgreSQL).
 */
import type { AuthCheck } from '@astor/contract/auth';
import type { DashboardSummary } from '@astor/contract/dashboard';
import { DEMO_READ_ONLY_DETAIL, DEMO_USERNAME, isDemoAccount } from '@astor/contract/demo';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ChatHistorySchema, ChatReply } from '@astor/contract/chat';
import type { z } from 'zod';
import {
  authSessions,
  chatMessages,
  demoChatMessages,
  expenses,
  incomes,
  leases,
  maintenanceRequests,
  notifications,
  properties,
  tenants,
  users,
} from '../../db/schema.js';
import { uniqueAddress } from '../../security/seed-owner.js';
import {
  apiAs,
  bearer,
  buildTestApp,
  createProperty,
  multipartBody,
  refreshCookieOf,
  signUp,
  type TestContext,
} from '../../testing/build-test-app.js';
import { AuthService } from '../auth/auth.service.js';
import { addDays } from '@astor/contract/calendar-date';
import { DemoService } from './demo.service.js';

// 10:00 in Austin on Tuesday 17 March 2026; tests move it on.
let now = new Date('2026-03-17T15:00:00Z');
const clock = () => now;

let ctx: TestContext;
let demo: DemoService;

type DemoVisit = { token: string; refreshCookie: string; api: ReturnType<typeof apiAs> };

async function openDemo(): Promise<DemoVisit> {
  const response = await ctx.app.inject({ method: 'POST', url: '/api/demo/session' });
  expect(response.statusCode, response.body).toBe(200);
  const token = response.json<{ access_token: string }>().access_token;
  return { token, refreshCookie: refreshCookieOf(response) ?? '', api: apiAs(ctx.app, token) };
}

async function demoOwnerId(): Promise<string> {
  const [row] = await ctx.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, DEMO_USERNAME));
  if (!row) throw new Error('no demo account');
  return row.id;
}

async function countOwned(ownerId: string) {
  const of = async (
    table: typeof properties | typeof tenants | typeof leases | typeof incomes | typeof expenses,
  ) =>
    (await ctx.database.db.select({ n: count() }).from(table).where(eq(table.ownerId, ownerId)))[0]?.n ?? 0;
  return {
    properties: await of(properties),
    tenants: await of(tenants),
    leases: await of(leases),
    incomes: await of(incomes),
    expenses: await of(expenses),
  };
}

beforeAll(async () => {
  vi.stubEnv('DEMO', 'on');
  ctx = await buildTestApp({}, { clock });
  vi.unstubAllEnvs();
  demo = new DemoService(ctx.database.db, await AuthService.create(ctx.database.db, ctx.config), { clock });
});
afterAll(async () => {
  await ctx?.close();
});

describe('POST /api/demo/session', () => {
  it('signs into the demo account as a login does, and the demo has real figures', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/demo/session' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      access_token: expect.any(String),
      token_type: 'bearer',
      expires_in: 900,
    });
    const cookie = response.cookies.find((c) => c.name === 'astor_refresh');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth' });
    // A session cookie: it ends with the browser.
    expect(cookie?.maxAge).toBeUndefined();

    const api = apiAs(ctx.app, response.json<{ access_token: string }>().access_token);
    const check = (await api('GET', '/api/auth/check')).json<AuthCheck>();
    expect(check.user.email).toBe(DEMO_USERNAME);
    expect(isDemoAccount(check.user)).toBe(true);
    const summary = (await api('GET', '/api/dashboard/summary')).json<DashboardSummary>();
    expect(summary.today).toBe('2026-03-17');
    expect(summary.properties.total).toBe(6);
    expect(summary.monthly_income).toBeGreaterThan(0);
    expect(summary.late).toBe(1);
  });

  it('says in GET /api/config that this server has a demo', async () => {
    const config = await ctx.app.inject({ method: 'GET', url: '/api/config' });
    expect(config.json()).toMatchObject({ demo: true });
  });

  it('signs every visitor into the same workspace, seeded once', async () => {
    const first = await openDemo();
    const second = await openDemo();
    const ids = async (visit: DemoVisit) =>
      (await visit.api('GET', '/api/properties'))
        .json<{ id: string }[]>()
        .map((p) => p.id)
        .sort();
    expect(await ids(second)).toEqual(await ids(first));
  });
});

describe('the read-only guard', () => {
  it('answers every change from a demo session with 403 and one sentence, and changes nothing', async () => {
    const visit = await openDemo();
    const before = (await visit.api('GET', '/api/properties')).json<{ id: string; address: string }[]>();
    const propertyId = before[0]!.id;
    const tenantId = (await visit.api('GET', '/api/tenants')).json<{ id: string }[]>()[0]!.id;
    const changes: [method: 'POST' | 'PATCH' | 'DELETE', url: string, body?: Record<string, unknown>][] = [
      ['POST', '/api/properties', { address: '1 New St', city: 'Austin', state: 'TX', zipCode: '78701' }],
      // Refused before validation: an invalid body gets the same answer, not a 422.
      ['POST', '/api/properties', {}],
      ['PATCH', `/api/properties/${propertyId}`, { address: 'Changed' }],
      ['DELETE', `/api/properties/${propertyId}`],
      ['DELETE', `/api/tenants/${tenantId}`],
      ['POST', '/api/incomes', { property_id: propertyId, amount: 10, transaction_date: '2026-03-17' }],
      ['PATCH', '/api/users/me', { name: 'Someone else' }],
      ['DELETE', '/api/users/me/sessions'],
    ];
    for (const [method, url, body] of changes) {
      const response = await visit.api(method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json(), `${method} ${url}`).toMatchObject({ detail: DEMO_READ_ONLY_DETAIL });
    }
    const upload = multipartBody({}, { name: 'lease.txt', type: 'text/plain', content: 'Lease agreement' });
    const uploaded = await ctx.app.inject({
      method: 'POST',
      url: '/api/processor/upload',
      headers: { ...bearer(visit.token), ...upload.headers },
      payload: upload.payload,
    });
    expect(uploaded.statusCode).toBe(403);
    expect(uploaded.json()).toMatchObject({ detail: DEMO_READ_ONLY_DETAIL });

    const after = (await visit.api('GET', '/api/properties')).json<{ id: string; address: string }[]>();
    expect(after).toEqual(before);
    expect((await visit.api('GET', '/api/tenants')).json()).toHaveLength(6);
  });

  it('lets the visitor read everything, refresh the session and sign out', async () => {
    const visit = await openDemo();
    const reads = [
      '/api/properties',
      '/api/leases',
      '/api/transactions',
      '/api/maintenance',
      '/api/calendar/events?from=2026-03-01&to=2026-03-31',
      '/api/users/me/export',
    ];
    for (const url of reads) {
      expect((await visit.api('GET', url)).statusCode, url).toBe(200);
    }
    const refreshed = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { astor_refresh: visit.refreshCookie },
    });
    expect(refreshed.statusCode).toBe(200);
    const signedOut = await visit.api('POST', '/api/auth/logout');
    expect(signedOut.statusCode).toBe(200);
    expect((await visit.api('GET', '/api/properties')).statusCode).toBe(401);
  });

  it('leaves every other user free to change their own data', async () => {
    await openDemo();
    const user = await signUp(ctx.app, 'Regular Owner');
    const property = await createProperty(ctx.app, user.token);
    const api = apiAs(ctx.app, user.token);
    expect((await api('PATCH', `/api/properties/${property.id}`, { address: '2 Other St' })).statusCode).toBe(
      200,
    );
    expect((await api('PATCH', '/api/users/me', { name: 'Renamed' })).statusCode).toBe(200);
    expect((await api('DELETE', `/api/properties/${property.id}`)).statusCode).toBe(200);
  });
});

describe('privacy between visitors', () => {
  type SessionItem = { id: string; current: boolean; ip: string | null; user_agent: string | null };

  async function openDemoFrom(remoteAddress: string, userAgent: string): Promise<DemoVisit> {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/demo/session',
      remoteAddress,
      headers: { 'user-agent': userAgent },
    });
    expect(response.statusCode, response.body).toBe(200);
    const token = response.json<{ access_token: string }>().access_token;
    return { token, refreshCookie: refreshCookieOf(response) ?? '', api: apiAs(ctx.app, token) };
  }

  it('lists only the visitor’s own session, and keeps no address or browser for any demo session', async () => {
    const first = await openDemoFrom('203.0.113.7', 'First Visitor Browser');
    const second = await openDemoFrom('198.51.100.9', 'Second Visitor Browser');
    const firstList = (await first.api('GET', '/api/users/me/sessions')).json<SessionItem[]>();
    const secondList = (await second.api('GET', '/api/users/me/sessions')).json<SessionItem[]>();
    expect(firstList).toEqual([expect.objectContaining({ current: true, ip: null, user_agent: null })]);
    expect(secondList).toEqual([expect.objectContaining({ current: true, ip: null, user_agent: null })]);
    expect(firstList[0]?.id).not.toBe(secondList[0]?.id);

    const kept = await ctx.database.db
      .select({ id: authSessions.id, ip: authSessions.ip, userAgent: authSessions.userAgent })
      .from(authSessions)
      .where(eq(authSessions.userId, await demoOwnerId()));
    expect(kept.map((row) => row.id)).toEqual(expect.arrayContaining([firstList[0]?.id, secondList[0]?.id]));
    expect(kept.filter((row) => row.ip !== null || row.userAgent !== null)).toEqual([]);
  });

  it('lets no visitor sign another out, by session id or everywhere', async () => {
    const visitor = await openDemo();
    const other = await openDemo();
    const otherId = (await other.api('GET', '/api/users/me/sessions')).json<SessionItem[]>()[0]?.id;
    for (const url of [`/api/users/me/sessions/${otherId}`, '/api/users/me/sessions']) {
      const response = await visitor.api('DELETE', url);
      expect(response.statusCode, url).toBe(403);
      expect(response.json(), url).toMatchObject({ detail: DEMO_READ_ONLY_DETAIL });
    }
    expect((await other.api('GET', '/api/properties')).statusCode).toBe(200);
    const refreshed = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { astor_refresh: other.refreshCookie },
    });
    expect(refreshed.statusCode).toBe(200);
  });

  it('leaves every other account its full list of sessions, with where they came from', async () => {
    const user = await signUp(ctx.app);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.username, password: user.password },
      remoteAddress: '192.0.2.44',
      headers: { 'user-agent': 'Second Device' },
    });
    expect(login.statusCode).toBe(200);
    const sessions = (await apiAs(ctx.app, user.token)('GET', '/api/users/me/sessions')).json<
      SessionItem[]
    >();
    expect(sessions).toHaveLength(2);
    expect(sessions).toContainEqual(
      expect.objectContaining({ current: false, ip: '192.0.2.44', user_agent: 'Second Device' }),
    );
  });
});

describe('the assistant in the demo', () => {
  const ask = async (visit: DemoVisit, message: string): Promise<ChatReply> => {
    const response = await visit.api('POST', '/api/chat/copilot', { message });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ChatReply>();
  };
  const historyOf = async (visit: DemoVisit) => {
    const response = await visit.api('GET', '/api/chat/history');
    expect(response.statusCode, response.body).toBe(200);
    return response.json<z.infer<typeof ChatHistorySchema>>().messages.map((m) => `${m.sender}: ${m.text}`);
  };
  const accountChat = async () =>
    (
      await ctx.database.db
        .select({ n: count() })
        .from(chatMessages)
        .where(eq(chatMessages.ownerId, await demoOwnerId()))
    )[0]?.n;

  it('answers each visitor from the demo’s records, in a conversation only that visitor sees', async () => {
    const first = await openDemo();
    const second = await openDemo();
    expect((await ask(first, 'What was my income in February?')).response).toContain('$13,305.00');
    expect((await ask(second, 'Who is late on rent?')).response).toContain('Tyler Brooks');

    const firstHistory = await historyOf(first);
    expect(firstHistory).toEqual([
      'user: What was my income in February?',
      expect.stringMatching(/^bot: Income in February 2026 was \*\*\$13,305\.00\*\*/),
    ]);
    const secondHistory = await historyOf(second);
    expect(secondHistory).toEqual(['user: Who is late on rent?', expect.stringContaining('Tyler Brooks')]);
    // A visitor who has asked nothing has nothing.
    expect(await historyOf(await openDemo())).toEqual([]);
    // Nothing went to the shared account's history.
    expect(await accountChat()).toBe(0);

    // Clearing forgets the visitor's own conversation only.
    expect((await second.api('DELETE', '/api/chat/history')).statusCode).toBe(200);
    expect(await historyOf(second)).toEqual([]);
    expect(await historyOf(first)).toEqual(firstHistory);
  });

  it('follows up on the visitor’s own last question, whatever the others ask', async () => {
    const first = await openDemo();
    const second = await openDemo();
    await ask(first, 'What was my income in February?');
    await ask(second, 'How much did I spend on repairs last year?');
    const followUp = await ask(first, 'and in January?');
    expect(followUp.response).toMatch(/^Income in January 2026 was \*\*\$13,400\.00\*\*/);
    expect((await ask(second, 'and this year?')).response).toBe('No Repairs expenses were recorded in 2026.');
    expect(await accountChat()).toBe(0);
  });

  it('gives an emergency the safety guidance, files no maintenance request and changes nothing', async () => {
    const visit = await openDemo();
    const ownerId = await demoOwnerId();
    const counted = async () => ({
      maintenance: (
        await ctx.database.db
          .select({ n: count() })
          .from(maintenanceRequests)
          .where(eq(maintenanceRequests.ownerId, ownerId))
      )[0]?.n,
      notifications: (
        await ctx.database.db
          .select({ n: count() })
          .from(notifications)
          .where(eq(notifications.ownerId, ownerId))
      )[0]?.n,
      owned: await countOwned(ownerId),
    });
    const before = await counted();
    for (const message of ['I smell gas at 1408 E 12th St!', 'There is water pouring from the ceiling']) {
      const reply = await ask(visit, message);
      expect(reply.emergency, message).toBe(true);
      expect(reply.response, message).toMatch(/get everyone out|water/i);
      expect(reply.response, message).toContain('This is the demo, so no maintenance request was filed.');
      expect(
        reply.sources.filter((source) => source.type === 'maintenance'),
        message,
      ).toEqual([]);
    }
    // Naming the property afterwards files nothing either.
    await ask(visit, '1408 E 12th St');
    // The app raises notifications in the background after a change: give it the chance.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await counted()).toEqual(before);
    expect(await accountChat()).toBe(0);
    expect(await historyOf(visit)).toHaveLength(6);
  });

  it('forgets a visitor’s conversation once their session ends', async () => {
    const leaving = await openDemo();
    await ask(leaving, 'Who is late on rent?');
    const sessionId = (await leaving.api('GET', '/api/users/me/sessions')).json<{ id: string }[]>()[0]?.id;
    const kept = async () =>
      (
        await ctx.database.db
          .select({ n: count() })
          .from(demoChatMessages)
          .where(eq(demoChatMessages.sessionId, sessionId ?? ''))
      )[0]?.n;
    expect(await kept()).toBe(2);
    expect((await leaving.api('POST', '/api/auth/logout')).statusCode).toBe(200);
    await ask(await openDemo(), 'Who is late on rent?');
    expect(await kept()).toBe(0);
  });
});

describe('the demo account', () => {
  it('cannot be signed into with any password', async () => {
    await openDemo();
    for (const password of ['demo', 'password', ' ', DEMO_USERNAME]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: DEMO_USERNAME, password },
        remoteAddress: uniqueAddress(),
      });
      // 429 once the username's failures pile up (on a PostgreSQL shared between runs): still no way in.
      expect([401, 429], password).toContain(response.statusCode);
      expect(response.json()).not.toHaveProperty('access_token');
    }
  });

  it('cannot be signed up for, in any case', async () => {
    for (const email of [DEMO_USERNAME, DEMO_USERNAME.toUpperCase(), ` ${DEMO_USERNAME} `]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: { email, password: 'long enough', name: 'Impostor' },
      });
      expect(response.statusCode, email).toBe(422);
      expect(JSON.stringify(response.json())).toContain('reserved for the demo');
    }
  });
});

describe('DemoService.reset', () => {
  it('removes every change and seeds the same workspace again, each time', async () => {
    await openDemo();
    const before = await demoOwnerId();
    // A change made behind the guard's back (the API refuses them all).
    await ctx.database.db.insert(properties).values({ ownerId: before, address: 'Not in the demo' });
    expect((await countOwned(before)).properties).toBe(7);

    const first = await demo.reset();
    const seeded = await countOwned(first);
    expect(first).not.toBe(before);
    expect(await countOwned(before)).toEqual({
      properties: 0,
      tenants: 0,
      leases: 0,
      incomes: 0,
      expenses: 0,
    });
    expect(seeded.properties).toBe(6);
    expect(seeded.incomes).toBeGreaterThan(50);

    const second = await demo.reset();
    expect(second).not.toBe(first);
    expect(await countOwned(first)).toEqual({
      properties: 0,
      tenants: 0,
      leases: 0,
      incomes: 0,
      expenses: 0,
    });
    expect(await countOwned(second)).toEqual(seeded);
  });

  it('is kept for the rest of the day and made afresh, dated anew, once the day turns in Austin', async () => {
    const today = await demo.ensureFresh();
    expect(await demo.ensureFresh()).toBe(today);
    const endDates = async () => {
      const visit = await openDemo();
      return (await visit.api('GET', '/api/leases'))
        .json<{ end_date: string }[]>()
        .map((lease) => lease.end_date)
        .sort();
    };
    const ends = await endDates();

    // 23:30 in Austin (04:30 UTC the next day): still the same day there.
    now = new Date('2026-03-18T04:30:00Z');
    expect(await demo.ensureFresh()).toBe(today);
    // 00:30 in Austin on the 18th.
    now = new Date('2026-03-18T05:30:00Z');
    const tomorrow = await demo.ensureFresh();
    expect(tomorrow).not.toBe(today);
    expect(await endDates()).toEqual(ends.map((day) => addDays(day, 1)));
  });

  it('runs once when several resets race', async () => {
    now = new Date('2026-03-19T15:00:00Z');
    const ids = await Promise.all([demo.ensureFresh(), demo.ensureFresh(), demo.ensureFresh()]);
    expect(new Set(ids).size).toBe(1);
    expect((await countOwned(ids[0]!)).properties).toBe(6);
  });

  it('never deletes an account with a password that took the demo’s username', async () => {
    await ctx.database.db.delete(users).where(eq(users.username, DEMO_USERNAME));
    await ctx.database.db
      .insert(users)
      .values({ username: DEMO_USERNAME, name: 'Real person', passwordHash: 'scrypt$1$1$1$salt$hash' });
    await expect(demo.reset()).rejects.toThrow('not available');
    const response = await ctx.app.inject({ method: 'POST', url: '/api/demo/session' });
    expect(response.statusCode).toBe(503);
    await ctx.database.db.delete(users).where(eq(users.username, DEMO_USERNAME));
    await openDemo();
  });
});

describe('with DEMO=off', () => {
  it('has no demo: POST /api/demo/session answers 404 and GET /api/config says so', async () => {
    vi.stubEnv('DEMO', 'off');
    const off = await buildTestApp();
    vi.unstubAllEnvs();
    try {
      const response = await off.app.inject({ method: 'POST', url: '/api/demo/session' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ detail: 'There is no demo workspace on this server.' });
      expect((await off.app.inject({ method: 'GET', url: '/api/config' })).json()).toMatchObject({
        demo: false,
      });
    } finally {
      await off.close();
    }
  });
});
