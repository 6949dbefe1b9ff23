import type { DashboardSummary } from '@astor/contract/dashboard';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, buildTestApp, signUp, type TestContext } from '../../testing/build-test-app.js';
import { addDays } from '@astor/contract/calendar-date';
import { DEMO_TIME_ZONE, seedDemoPortfolio, shiftMonths, zonedTime } from './demo.seed.js';

// The seed is written for an ordinary account here, so these tests never touch the one shared demo
// account (demo.routes.test.ts does, alone, as test files run in parallel on one PostgreSQL).

// 10:00 in Austin on Tuesday 17 March 2026.
const NOW = new Date('2026-03-17T15:00:00Z');
const TODAY = '2026-03-17';

let ctx: TestContext;
let api: ReturnType<typeof apiAs>;

async function seededOwner(now: Date) {
  const user = await signUp(ctx.app, 'Seed Tester');
  const call = apiAs(ctx.app, user.token);
  const { id } = (await call('GET', '/api/users/me')).json<{ id: string }>();
  await ctx.database.db.transaction((tx) => seedDemoPortfolio(tx, id, now));
  return call;
}

beforeAll(async () => {
  ctx = await buildTestApp({}, { clock: () => NOW });
  api = await seededOwner(NOW);
});
afterAll(async () => {
  await ctx?.close();
});

describe('the demo portfolio', () => {
  it('gives the dashboard real figures for this month and the last six', async () => {
    const response = await api('GET', `/api/dashboard/summary?tz=${encodeURIComponent(DEMO_TIME_ZONE)}`);
    expect(response.statusCode).toBe(200);
    const summary = response.json<DashboardSummary>();
    expect(summary.today).toBe(TODAY);
    expect(summary.properties).toEqual({ total: 6, commercial: 2, residential: 4 });
    expect(summary.active_tenants).toBe(6);
    expect(summary.monthly_income).toBeGreaterThan(10_000);
    expect(summary.monthly_expenses).toBeGreaterThan(1_000);
    expect(summary.ytd).toBeGreaterThan(summary.monthly_income);
    // Five leases paid this month; one tenant has not, past the due date.
    expect(summary.paid_rents).toBe(5);
    expect(summary.late).toBe(1);
    // March's rent, the late fee of the 7th and the daily fees of the 8th to the 11th (past their grace).
    expect(summary.outstanding).toBe(1_295 + 75 + 4 * 10);
    for (const month of summary.revenue_vs_expenses) {
      expect(month.revenue, month.month).toBeGreaterThan(0);
      expect(month.expenses, month.month).toBeGreaterThan(0);
    }
    expect(summary.expense_breakdown.length).toBeGreaterThanOrEqual(4);
    expect(summary.upcoming_renewals.map((renewal) => renewal.days_left)).toEqual([9, 21]);
    expect(summary.maintenance).toEqual({ pending: 2, in_progress: 1, completed: 2 });
    expect(summary.tasks_today.map((task) => task.kind)).toContain('maintenance');
  });

  it('reads back through every list of the API', async () => {
    for (const collection of ['tenants', 'leases', 'contracts', 'maintenance', 'payments', 'transactions']) {
      const response = await api('GET', `/api/${collection}`);
      expect(response.statusCode, `${collection}: ${response.body.slice(0, 300)}`).toBe(200);
    }
  });

  it('puts every property on the map', async () => {
    const properties = (await api('GET', '/api/properties')).json<
      { latitude: number | null; longitude: number | null; state: string }[]
    >();
    expect(properties).toHaveLength(6);
    for (const property of properties) {
      expect(property.latitude).toBeGreaterThan(30);
      expect(property.longitude).toBeLessThan(-97);
      expect(property.state).toBe('TX');
    }
  });

  it('has a year of expenses and rent since each lease began, none dated after today', async () => {
    for (const collection of ['incomes', 'expenses'] as const) {
      const rows = (await api('GET', `/api/${collection}`)).json<{ transaction_date: string }[]>();
      const dates = rows.map((row) => row.transaction_date).sort();
      expect(dates.length, collection).toBeGreaterThan(50);
      expect(dates.at(-1)! <= TODAY, collection).toBe(true);
      expect(dates.at(-1)! >= '2026-03-01', collection).toBe(true);
      // Expenses cover a year; rent is paid since each lease began (the rent ledger charges it all).
      if (collection === 'expenses')
        expect(dates[0]! >= shiftMonths('2026-03-01', -11), collection).toBe(true);
    }
  });

  it('has vendors, an unpaid invoice, custom events and compliance items, one overdue', async () => {
    expect((await api('GET', '/api/vendors')).json()).toHaveLength(3);
    const invoices = (await api('GET', '/api/invoices')).json<{ status: string }[]>();
    expect(invoices.map((invoice) => invoice.status).sort()).toEqual(['paid', 'unpaid']);
    const events = (await api('GET', `/api/calendar/events?from=${TODAY}&to=${addDays(TODAY, 30)}`)).json<
      { kind: string; title: string }[]
    >();
    const kinds = new Set(events.map((event) => event.kind));
    expect(kinds).toContain('custom');
    expect(kinds).toContain('compliance');
    expect(kinds).toContain('rent_due');
    const compliance = (await api('GET', '/api/compliance')).json<{ status: string }[]>();
    expect(compliance.map((item) => item.status)).toContain('overdue');
  });

  it('is dated from the clock it is given', async () => {
    const later = await seededOwner(new Date(NOW.getTime() + 100 * 86_400_000));
    const endsNow = await api('GET', '/api/leases');
    const endsLater = await later('GET', '/api/leases');
    expect([endsNow.statusCode, endsLater.statusCode], endsLater.body).toEqual([200, 200]);
    const sorted = (response: typeof endsNow) =>
      response
        .json<{ end_date: string }[]>()
        .map((row) => row.end_date)
        .sort();
    expect(sorted(endsLater)).toEqual(sorted(endsNow).map((day) => addDays(day, 100)));
  });
});

describe('zonedTime', () => {
  it.each([
    ['2026-03-17', '10:00', '2026-03-17T15:00:00.000Z'], // daylight saving time: UTC-5
    ['2026-01-15', '10:00', '2026-01-15T16:00:00.000Z'], // standard time: UTC-6
    ['2026-12-31', '18:30', '2027-01-01T00:30:00.000Z'],
  ])('%s %s in Austin is %s', (day, time, expected) => {
    expect(zonedTime(day, time, DEMO_TIME_ZONE).toISOString()).toBe(expected);
  });
});

describe('shiftMonths', () => {
  it.each([
    ['2026-03-17', -1, '2026-02-17'],
    ['2026-03-31', -1, '2026-02-28'],
    ['2026-01-15', -12, '2025-01-15'],
    ['2025-12-31', 2, '2026-02-28'],
  ])('%s %i → %s', (day, months, expected) => {
    expect(shiftMonths(day, months)).toBe(expected);
  });
});
