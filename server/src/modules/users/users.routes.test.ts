import { eq, sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskStorage } from '../../adapters/storage/storage.js';
import { loadConfig } from '../../config/env.js';
import { documents } from '../../db/schema.js';
import {
  apiAs,
  bearer,
  buildTestApp,
  createProperty,
  refreshCookieOf,
  signUp,
  type TestContext,
} from '../../testing/build-test-app.js';
import { uniqueAddress } from '../../security/seed-owner.js';
import { OWNED_TABLES } from './account-export.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const login = (email: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

describe('profile and password', () => {
  it('renames the user', async () => {
    const user = await signUp(ctx.app, 'Old Name');
    const response = await apiAs(ctx.app, user.token)('PATCH', '/api/users/me', { name: 'New Name' });
    expect(response.json()).toMatchObject({ name: 'New Name' });
    expect((await apiAs(ctx.app, user.token)('GET', '/api/users/me')).json().name).toBe('New Name');
    expect((await apiAs(ctx.app, user.token)('PATCH', '/api/users/me', { name: ' ' })).statusCode).toBe(422);
    const prefs = await apiAs(ctx.app, user.token)('PATCH', '/api/users/me', {
      timezone: 'America/Chicago',
      currency: 'CAD',
    });
    expect(prefs.json()).toMatchObject({ name: 'New Name', timezone: 'America/Chicago', currency: 'CAD' });
    expect(
      (await apiAs(ctx.app, user.token)('PATCH', '/api/users/me', { timezone: 'Mars/Base' })).statusCode,
    ).toBe(422);
  });

  it('changes the password only with the current one, and signs out other devices', async () => {
    const user = await signUp(ctx.app);
    const other = await login(user.username, user.password);
    const otherToken = other.json().access_token;
    const api = apiAs(ctx.app, user.token);
    const wrong = await api('POST', '/api/users/me/password', {
      current_password: 'nope',
      new_password: 'brand new password',
    });
    expect(wrong.statusCode).toBe(403);
    const ok = await api('POST', '/api/users/me/password', {
      current_password: user.password,
      new_password: 'brand new password',
    });
    expect(ok.statusCode).toBe(200);
    expect((await login(user.username, user.password)).statusCode).toBe(401);
    expect((await login(user.username, 'brand new password')).statusCode).toBe(200);
    // This device stays signed in; the other one is out, refresh token included.
    expect((await api('GET', '/api/auth/check')).statusCode).toBe(200);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/auth/check', headers: bearer(otherToken) }))
        .statusCode,
    ).toBe(401);
    const refresh = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { astor_refresh: refreshCookieOf(other) as string },
    });
    expect(refresh.statusCode).toBe(401);
  });
});

describe('current password checks are throttled like sign-in', () => {
  const { failuresPerUsername } = loadConfig().auth;
  const asClient =
    (token: string, remoteAddress: string) => (method: 'POST' | 'DELETE', url: string, payload: object) =>
      ctx.app.inject({ method, url, remoteAddress, headers: bearer(token), payload });

  it(`answers 429 after ${failuresPerUsername} wrong current passwords, even to the right one, and at sign-in`, async () => {
    const user = await signUp(ctx.app);
    const call = asClient(user.token, uniqueAddress());
    for (let i = 0; i < failuresPerUsername; i += 1) {
      const wrong = await call('POST', '/api/users/me/password', {
        current_password: `wrong ${i}`,
        new_password: 'brand new password',
      });
      expect(wrong.statusCode).toBe(403);
    }
    const blocked = await call('DELETE', '/api/users/me', { password: user.password });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().detail).toMatch(
      /^Too many incorrect passwords for this account\. Try again in \d+ minutes\.$/,
    );
    expect(blocked.headers['retry-after']).toBeDefined();
    // The same counters as sign-in: the guesses do not start afresh at the sign-in form.
    expect((await login(user.username, user.password)).statusCode).toBe(429);
    expect((await apiAs(ctx.app, user.token)('GET', '/api/users/me')).statusCode).toBe(200);
  });

  it(`checks at most ${failuresPerUsername} of 20 current passwords sent at once`, async () => {
    const user = await signUp(ctx.app);
    const call = asClient(user.token, uniqueAddress());
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => call('DELETE', '/api/users/me', { password: `wrong guess ${i}` })),
    );
    const checked = answers.filter((answer) => answer.statusCode === 403).length;
    expect(checked).toBeLessThanOrEqual(failuresPerUsername);
    expect(checked + answers.filter((answer) => answer.statusCode === 429).length).toBe(20);
  });

  it('a right current password clears the count', async () => {
    const user = await signUp(ctx.app);
    const call = asClient(user.token, uniqueAddress());
    for (let i = 0; i < failuresPerUsername - 1; i += 1) {
      const wrong = await call('POST', '/api/users/me/password', {
        current_password: `x ${i}`,
        new_password: 'p'.repeat(12),
      });
      expect(wrong.statusCode).toBe(403);
    }
    const changed = await call('POST', '/api/users/me/password', {
      current_password: user.password,
      new_password: 'brand new password',
    });
    expect(changed.statusCode).toBe(200);
    const wrongAgain = await call('POST', '/api/users/me/password', {
      current_password: 'not it',
      new_password: 'another new password',
    });
    expect(wrongAgain.statusCode).toBe(403);
  });
});

describe('sessions', () => {
  it('lists live sessions, signs one out, and signs out everywhere', async () => {
    const user = await signUp(ctx.app);
    const second = (await login(user.username, user.password)).json().access_token;
    const api = apiAs(ctx.app, user.token);
    const sessions = (await api('GET', '/api/users/me/sessions')).json();
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    const other = sessions.find((s: { current: boolean }) => !s.current);
    expect((await api('DELETE', `/api/users/me/sessions/${other.id}`)).statusCode).toBe(200);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/auth/check', headers: bearer(second) })).statusCode,
    ).toBe(401);

    const mallory = await signUp(ctx.app);
    const [mine] = (await api('GET', '/api/users/me/sessions')).json();
    expect(
      (await apiAs(ctx.app, mallory.token)('DELETE', `/api/users/me/sessions/${mine.id}`)).statusCode,
    ).toBe(404);

    expect((await api('DELETE', '/api/users/me/sessions')).statusCode).toBe(200);
    expect((await api('GET', '/api/auth/check')).statusCode).toBe(401);
  });
});

describe('export and account deletion', () => {
  async function seed(token: string) {
    const api = apiAs(ctx.app, token);
    const property = await createProperty(ctx.app, token, { address: '1 Export Way' });
    const tenant = (
      await api('POST', '/api/tenants/manual', {
        first_name: 'Eve',
        last_name: 'Export',
        property_id: property.id,
      })
    ).json();
    await api('POST', '/api/leases', {
      property_id: property.id,
      tenant_id: tenant.id,
      rent_amount_monthly: 1000,
    });
    await api('POST', '/api/incomes', {
      property_id: property.id,
      amount: 1000,
      transaction_date: '2026-11-01',
    });
    await api('POST', '/api/expenses', {
      property_id: property.id,
      amount: 50,
      transaction_date: '2026-11-02',
    });
    await api('POST', '/api/vendors', { name: 'Export Vendor' });
    await api('POST', '/api/maintenance', { property_id: property.id, title: 'Fix' });
    await api('POST', '/api/calendar/events', { title: 'Visit', start: '2026-11-20', end: '2026-11-20' });
    const owner = (await api('GET', '/api/users/me')).json().id as string;
    const [doc] = await ctx.database.db
      .insert(documents)
      .values({
        ownerId: owner,
        propertyId: property.id,
        documentType: 'Other',
        fileName: 'note.txt',
        storageKey: `${owner}/${'a'.repeat(8)}-aaaa-4aaa-8aaa-${'a'.repeat(12)}`,
      })
      .returning();
    await createDiskStorage(ctx.config.storage.root).put(
      doc?.storageKey as string,
      Buffer.from('the original'),
    );
    return { owner, doc };
  }

  it('exports every collection as JSON and CSV, with counts that match', async () => {
    const user = await signUp(ctx.app);
    await seed(user.token);
    const response = await apiAs(ctx.app, user.token)('GET', '/api/users/me/export');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(response.rawPayload));
    for (const name of Object.keys(OWNED_TABLES)) {
      expect(files[`json/${name}.json`], name).toBeDefined();
      expect(files[`csv/${name}.csv`], name).toBeDefined();
    }
    const count = (name: string) => JSON.parse(strFromU8(files[`json/${name}.json`] as Uint8Array)).length;
    expect([
      count('properties'),
      count('tenants'),
      count('leases'),
      count('incomes'),
      count('expenses'),
      count('vendors'),
    ]).toEqual([1, 1, 1, 1, 1, 1]);
    expect(
      strFromU8(files['csv/incomes.csv'] as Uint8Array)
        .trim()
        .split('\n'),
    ).toHaveLength(2);
    expect(JSON.parse(strFromU8(files['account.json'] as Uint8Array)).username).toBe(user.username);
    const original = Object.keys(files).find((name) => name.startsWith('documents/'));
    expect(strFromU8(files[original as string] as Uint8Array)).toBe('the original');
  });

  it('deletes the account with its password: nothing of the user is left in any table', async () => {
    const user = await signUp(ctx.app);
    const { owner, doc } = await seed(user.token);
    const storage = createDiskStorage(ctx.config.storage.root);
    expect(await storage.get(doc?.storageKey as string)).toBeDefined();
    const api = apiAs(ctx.app, user.token);
    expect((await api('DELETE', '/api/users/me', { password: 'wrong one' })).statusCode).toBe(403);
    const response = await api('DELETE', '/api/users/me', { password: user.password });
    expect(response.statusCode).toBe(200);
    expect((await login(user.username, user.password)).statusCode).toBe(401);

    const tables = (await ctx.database.db.execute(
      sql`select table_name from information_schema.columns where column_name = 'owner_id' and table_schema = 'public'`,
    )) as unknown as { rows: { table_name: string }[] };
    expect(tables.rows.length).toBeGreaterThanOrEqual(14);
    for (const { table_name } of tables.rows) {
      const result = (await ctx.database.db.execute(
        sql`select count(*)::int as n from ${sql.identifier(table_name)} where owner_id = ${owner}`,
      )) as unknown as { rows: { n: number }[] };
      expect(result.rows[0]?.n, table_name).toBe(0);
    }
    expect(await ctx.database.db.select().from(documents).where(eq(documents.ownerId, owner))).toEqual([]);
    expect(await storage.get(doc?.storageKey as string)).toBeUndefined();
  });
});
