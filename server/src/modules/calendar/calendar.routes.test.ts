import { createHash, createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiAs,
  buildTestApp,
  createProperty,
  signUp,
  type TestContext,
} from '../../testing/build-test-app.js';

let ctx: TestContext;
// Pinned: 2026-11-10.
beforeAll(async () => {
  ctx = await buildTestApp({}, { clock: () => new Date('2026-11-10T12:00:00Z') });
});
afterAll(async () => {
  await ctx.close();
});

describe('GET /api/calendar/events', () => {
  it('generates rent due, lease end, renewal reminders, maintenance and custom events from the data', async () => {
    const user = await signUp(ctx.app);
    const api = apiAs(ctx.app, user.token);
    const property = await createProperty(ctx.app, user.token, { address: '4 Calendar Ct' });
    const tenant = (
      await api('POST', '/api/tenants/manual', {
        first_name: 'Ada',
        last_name: 'King',
        property_id: property.id,
      })
    ).json();
    const lease = (
      await api('POST', '/api/leases', {
        property_id: property.id,
        tenant_id: tenant.id,
        rent_amount_monthly: 1200,
        start_date: '2026-01-01',
        end_date: '2027-01-31',
        rent_due_day: 31,
      })
    ).json();
    await api('POST', '/api/maintenance', {
      property_id: property.id,
      title: 'Boiler service',
      scheduled_for: '2026-12-03',
    });
    const created = await api('POST', '/api/calendar/events', {
      title: 'Walk-through',
      start: '2026-12-05T15:00:00Z',
      end: '2026-12-05T16:00:00Z',
      property_id: property.id,
      recurrence: 'weekly',
    });
    expect(created.statusCode).toBe(201);

    const events = (await api('GET', '/api/calendar/events?from=2026-11-01&to=2027-01-31')).json();
    const pick = (kind: string) =>
      events.filter((e: { kind: string }) => e.kind === kind).map((e: { start: string }) => e.start);
    expect(pick('rent_due')).toEqual(['2026-11-30', '2026-12-31', '2027-01-31']);
    expect(pick('lease_end')).toEqual(['2027-01-31']);
    expect(pick('renewal_reminder')).toEqual(['2026-12-02', '2027-01-01']);
    expect(pick('maintenance')).toEqual(['2026-12-03']);
    expect(pick('custom').map((s: string) => s.slice(0, 10))).toEqual([
      '2026-12-05',
      '2026-12-12',
      '2026-12-19',
      '2026-12-26',
      '2027-01-02',
      '2027-01-09',
      '2027-01-16',
      '2027-01-23',
      '2027-01-30',
    ]);
    expect(events.find((e: { kind: string }) => e.kind === 'lease_end')).toMatchObject({
      source_id: lease.id,
      property_id: property.id,
      all_day: true,
    });

    // Editing a lease changes its events at once: they are generated, not stored.
    await api('PATCH', `/api/leases/${lease.id}`, { end_date: '2026-12-31' });
    const after = (await api('GET', '/api/calendar/events?from=2027-01-01&to=2027-01-31')).json();
    expect(after.filter((e: { kind: string }) => e.kind !== 'custom')).toEqual([]);
  });

  it('edits and deletes custom events, and validates input', async () => {
    const user = await signUp(ctx.app);
    const api = apiAs(ctx.app, user.token);
    const event = (
      await api('POST', '/api/calendar/events', {
        title: 'Call plumber',
        start: '2026-11-20',
        end: '2026-11-20',
      })
    ).json();
    expect(event).toMatchObject({ all_day: true, start: '2026-11-20', kind: 'custom' });
    const edited = await api('PATCH', `/api/calendar/events/${event.source_id}`, {
      title: 'Call the plumber',
      start: '2026-11-21',
      end: '2026-11-21',
    });
    expect(edited.json()).toMatchObject({ title: 'Call the plumber', start: '2026-11-21' });
    expect(
      (await api('POST', '/api/calendar/events', { title: 'x', start: '2026-11-21', end: '2026-11-20' }))
        .statusCode,
    ).toBe(422);
    expect(
      (await api('POST', '/api/calendar/events', { title: '', start: 'soon', end: 'later' })).statusCode,
    ).toBe(422);
    expect((await api('GET', '/api/calendar/events?from=2026-11-30&to=2026-11-01')).statusCode).toBe(422);
    expect((await api('DELETE', `/api/calendar/events/${event.source_id}`)).statusCode).toBe(200);
    expect((await api('GET', '/api/calendar/events?from=2026-11-01&to=2026-11-30')).json()).toEqual([]);
  });
});

describe('compliance', () => {
  it('adds the default checklist in one action, and rolls a done recurring item to its next occurrence', async () => {
    const user = await signUp(ctx.app);
    const api = apiAs(ctx.app, user.token);
    const property = await createProperty(ctx.app, user.token);
    const checklist = await api('POST', '/api/compliance/checklist', { property_id: property.id });
    expect(checklist.statusCode).toBe(201);
    expect(checklist.json().map((i: { title: string }) => i.title)).toContain('Smoke and CO detector check');
    expect(checklist.json()[0]).toMatchObject({ due_date: '2026-12-10', status: 'upcoming' });

    const item = (
      await api('POST', '/api/compliance', {
        property_id: property.id,
        title: 'Gas safety check',
        due_date: '2026-11-15',
        interval_months: 12,
      })
    ).json();
    expect(item.status).toBe('due_soon');
    const done = (await api('PATCH', `/api/compliance/${item.id}`, { done: true })).json();
    expect(done).toMatchObject({
      due_date: '2027-11-15',
      last_done_on: '2026-11-10',
      completed_at: null,
      status: 'upcoming',
    });

    const once = (
      await api('POST', '/api/compliance', {
        property_id: property.id,
        title: 'Lead paint disclosure',
        due_date: '2026-11-01',
      })
    ).json();
    expect(once.status).toBe('overdue');
    expect((await api('PATCH', `/api/compliance/${once.id}`, { done: true })).json().status).toBe('done');

    const events = (await api('GET', '/api/calendar/events?from=2026-11-01&to=2026-12-31')).json();
    expect(events.filter((e: { kind: string }) => e.kind === 'compliance').length).toBe(5);
  });
});

describe('iCal feed', () => {
  it('serves valid iCalendar at a secret URL without a bearer token, until revoked', async () => {
    const user = await signUp(ctx.app);
    const api = apiAs(ctx.app, user.token);
    const property = await createProperty(ctx.app, user.token);
    await api('POST', '/api/leases', {
      property_id: property.id,
      rent_amount_monthly: 900,
      start_date: '2026-01-01',
      end_date: '2026-12-31',
    });
    await api('POST', '/api/calendar/events', {
      title: 'Meet, inspector; bring keys',
      start: '2026-11-12T14:00:00Z',
      end: '2026-11-12T15:00:00Z',
    });
    const { url } = (await api('GET', '/api/calendar/feed')).json();
    expect(url).toMatch(/\/api\/calendar\/feed\/[\w-]+\.ics$/);
    expect((await api('GET', '/api/calendar/feed')).json().url).toBe(url);

    const path = new URL(url).pathname;
    const response = await ctx.app.inject({ method: 'GET', url: path });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/calendar');
    const calendar = new ICAL.Component(ICAL.parse(response.body));
    const events = calendar.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));
    const custom = events.find((e) => e.summary === 'Meet, inspector; bring keys');
    expect(custom?.startDate.toJSDate().toISOString()).toBe('2026-11-12T14:00:00.000Z');
    const leaseEnd = events.find((e) => e.summary.startsWith('Lease ends'));
    expect(leaseEnd?.startDate.isDate).toBe(true);
    expect(leaseEnd?.startDate.toString()).toBe('2026-12-31');
    expect(leaseEnd?.endDate.toString()).toBe('2027-01-01');
    expect(new Set(events.map((e) => e.uid)).size).toBe(events.length);

    await api('DELETE', '/api/calendar/feed');
    expect((await ctx.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    expect((await api('GET', '/api/calendar/feed')).json().url).not.toBe(url);
  });

  it('keeps only a hash of the link in the database; older links keep working until replaced', async () => {
    const user = await signUp(ctx.app);
    const api = apiAs(ctx.app, user.token);
    const { url } = (await api('GET', '/api/calendar/feed')).json();
    const token = /feed\/([\w-]+)\.ics$/.exec(url)?.[1] as string;
    const stored = await ctx.database.db.execute(sql`select * from calendar_feeds`);
    const dump = JSON.stringify((stored as unknown as { rows: unknown[] }).rows);
    expect(dump).not.toContain(token);
    expect(dump).toContain(createHash('sha256').update(token).digest('hex'));

    // A link made before links were derived: stored as its hash with no nonce.
    const ownerId = (await api('GET', '/api/users/me')).json().id as string;
    const legacy = 'legacy-feed-token-0123456789';
    await ctx.database.db.execute(
      sql`update calendar_feeds set nonce = null, token_hash = ${createHash('sha256').update(legacy).digest('hex')} where owner_id = ${ownerId}`,
    );
    const legacyPath = `/api/calendar/feed/${legacy}.ics`;
    expect((await ctx.app.inject({ method: 'GET', url: legacyPath })).statusCode).toBe(200);
    const replaced = (await api('GET', '/api/calendar/feed')).json().url as string;
    expect(replaced).not.toContain(legacy);
    expect((await ctx.app.inject({ method: 'GET', url: new URL(replaced).pathname })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: legacyPath })).statusCode).toBe(404);
  });

  it('ends a link derived from another key (a restore, a new JWT_SECRET) and shows a new one that works', async () => {
    const user = await signUp(ctx.app);
    const api = apiAs(ctx.app, user.token);
    const ownerId = (await api('GET', '/api/users/me')).json().id as string;
    await api('GET', '/api/calendar/feed');
    // The row as the server made it under an earlier key: same nonce, that key's token.
    const rows = await ctx.database.db.execute(
      sql`select nonce from calendar_feeds where owner_id = ${ownerId}`,
    );
    const nonce = (rows as unknown as { rows: { nonce: string }[] }).rows[0]?.nonce as string;
    const earlier = createHmac('sha256', 'an earlier key').update(`${ownerId}:${nonce}`).digest('base64url');
    await ctx.database.db.execute(
      sql`update calendar_feeds set token_hash = ${createHash('sha256').update(earlier).digest('hex')} where owner_id = ${ownerId}`,
    );
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/calendar/feed/${earlier}.ics` })).statusCode,
    ).toBe(404);
    const shown = (await api('GET', '/api/calendar/feed')).json().url as string;
    expect(shown).not.toContain(earlier);
    expect((await ctx.app.inject({ method: 'GET', url: new URL(shown).pathname })).statusCode).toBe(200);
    expect((await api('GET', '/api/calendar/feed')).json().url).toBe(shown);
  });
});

describe('ownership', () => {
  it('keeps events and compliance private', async () => {
    const alice = await signUp(ctx.app);
    const mallory = await signUp(ctx.app);
    const asAlice = apiAs(ctx.app, alice.token);
    const asMallory = apiAs(ctx.app, mallory.token);
    const property = await createProperty(ctx.app, alice.token);
    const event = (
      await asAlice('POST', '/api/calendar/events', {
        title: 'Private',
        start: '2026-11-20',
        end: '2026-11-20',
      })
    ).json();
    const item = (
      await asAlice('POST', '/api/compliance', {
        property_id: property.id,
        title: 'Check',
        due_date: '2026-12-01',
      })
    ).json();
    expect((await asMallory('GET', '/api/calendar/events?from=2026-11-01&to=2026-12-31')).json()).toEqual([]);
    expect(
      (await asMallory('PATCH', `/api/calendar/events/${event.source_id}`, { title: 'x' })).statusCode,
    ).toBe(404);
    expect((await asMallory('DELETE', `/api/calendar/events/${event.source_id}`)).statusCode).toBe(404);
    expect((await asMallory('GET', '/api/compliance')).json()).toEqual([]);
    expect((await asMallory('PATCH', `/api/compliance/${item.id}`, { done: true })).statusCode).toBe(404);
    expect((await asMallory('DELETE', `/api/compliance/${item.id}`)).statusCode).toBe(404);
    expect(
      (
        await asMallory('POST', '/api/compliance', {
          property_id: property.id,
          title: 'x',
          due_date: '2026-12-01',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await asMallory('POST', '/api/compliance/checklist', { property_id: property.id })).statusCode,
    ).toBe(404);
    expect(
      (
        await asMallory('POST', '/api/calendar/events', {
          title: 'x',
          start: '2026-11-20',
          end: '2026-11-20',
          property_id: property.id,
        })
      ).statusCode,
    ).toBe(404);
  });
});
