import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenants } from '../../db/schema.js';
import {
  apiAs,
  buildTestApp,
  createProperty,
  signUp,
  type TestContext,
} from '../../testing/build-test-app.js';

let ctx: TestContext;
// Pinned: 2026-11-10 15:00 UTC (a Tuesday).
beforeAll(async () => {
  ctx = await buildTestApp({}, { clock: () => new Date('2026-11-10T15:00:00Z') });
});
afterAll(async () => {
  await ctx.close();
});

describe('GET /api/dashboard/summary', () => {
  it('gives the exact figures for a seeded portfolio', async () => {
    const user = await signUp(ctx.app);
    const api = apiAs(ctx.app, user.token);
    const house = await createProperty(ctx.app, user.token, { address: '1 House St' });
    const shop = await createProperty(ctx.app, user.token, { address: '2 Shop St', is_commercial: true });
    const rosa = (
      await api('POST', '/api/tenants/manual', {
        first_name: 'Rosa',
        last_name: 'Parks',
        property_id: house.id,
      })
    ).json();
    const bob = (
      await api('POST', '/api/tenants/manual', { first_name: 'Bob', last_name: 'Shop', property_id: shop.id })
    ).json();
    // Tenants are stamped with the real time; pin them into the pinned month.
    await ctx.database.db
      .update(tenants)
      .set({ createdAt: new Date('2026-11-05T12:00:00Z') })
      .where(inArray(tenants.id, [rosa.id, bob.id]));
    const houseLease = (
      await api('POST', '/api/leases', {
        property_id: house.id,
        tenant_id: rosa.id,
        rent_amount_monthly: 1500,
        start_date: '2026-11-01',
        end_date: '2026-11-30',
      })
    ).json();
    await api('POST', '/api/leases', {
      property_id: shop.id,
      tenant_id: bob.id,
      rent_amount_monthly: 2500.5,
      start_date: '2026-11-10',
      end_date: '2027-05-31',
      rent_due_day: 10,
    });
    await api('POST', '/api/leases', { property_id: shop.id, rent_amount_monthly: 999, is_active: false });

    // Income: a rent payment this month, other income this and last month; last year's YTD for growth.
    await api('POST', '/api/payments', {
      property_id: house.id,
      tenant_id: rosa.id,
      lease_id: houseLease.id,
      amount: 1500,
      paid_date: '2026-11-02',
    });
    await api('POST', '/api/incomes', {
      property_id: shop.id,
      amount: 100.1,
      transaction_date: '2026-11-05',
      category: 'Late fees',
    });
    await api('POST', '/api/incomes', {
      property_id: house.id,
      amount: 1000,
      transaction_date: '2026-10-01',
      category: 'Rent',
    });
    await api('POST', '/api/incomes', {
      property_id: house.id,
      amount: 2000,
      transaction_date: '2025-03-01',
      category: 'Rent',
    });
    await api('POST', '/api/incomes', {
      property_id: house.id,
      amount: 5000,
      transaction_date: '2025-12-01',
      category: 'Rent',
    });
    // Expenses this month and in June.
    await api('POST', '/api/expenses', {
      property_id: house.id,
      amount: 89.99,
      transaction_date: '2026-11-03',
      category: 'Repairs',
      entity: 'Joe Pipes',
    });
    await api('POST', '/api/expenses', {
      property_id: house.id,
      amount: 10.01,
      transaction_date: '2026-11-04',
      category: 'Repairs',
      entity: 'Joe Pipes',
    });
    await api('POST', '/api/expenses', {
      property_id: shop.id,
      amount: 300,
      transaction_date: '2026-11-06',
      category: 'Insurance',
      description: 'Policy',
    });
    await api('POST', '/api/expenses', {
      property_id: shop.id,
      amount: 50,
      transaction_date: '2026-06-15',
      category: 'Utilities',
    });
    await api('POST', '/api/maintenance', {
      property_id: house.id,
      title: 'Fix sink',
      scheduled_for: '2026-11-10',
    });
    await api('POST', '/api/maintenance', { property_id: house.id, title: 'Paint', status: 'Completed' });
    await api('POST', '/api/calendar/events', {
      title: 'Meet the inspector',
      start: '2026-11-10',
      end: '2026-11-10',
    });

    const response = await api('GET', '/api/dashboard/summary?tz=UTC');
    expect(response.statusCode).toBe(200);
    const s = response.json();
    expect(s).toMatchObject({
      today: '2026-11-10',
      month: '2026-11',
      monthly_income: 1600.1,
      // Collected this month (docs/decisions/0006-rent-ledger.md), not income + rent again.
      monthly_revenue: 1600.1,
      ytd: 2600.1,
      revenue_trend: 60, // (1600.10 - 1000) / 1000
      monthly_expenses: 400,
      net_income: 1200.1,
      yoy_growth: 30, // 2600.10 vs 2000 up to 2025-11-10
      avg_per_property: 800.05,
      // Rosa's 1500 and Bob's November from the 10th (21/30 of 2500.50 = 1750.35) fall due this month:
      // rent periods are calendar months (docs/decisions/0013-rent-periods-are-calendar-months.md).
      target: 3250.35,
      properties: { total: 2, residential: 1, commercial: 1 },
      active_tenants: 2,
      new_tenants_this_month: 2,
      moving_out: 1,
      paid_rents: 1,
      late: 0, // Bob's rent is due today, not yet late
      outstanding: 0, // nothing is owed past its grace period
      maintenance: { pending: 1, in_progress: 0, completed: 1 },
    });
    expect(s.revenue_vs_expenses).toEqual([
      { month: '2026-06', revenue: 0, expenses: 50 },
      { month: '2026-07', revenue: 0, expenses: 0 },
      { month: '2026-08', revenue: 0, expenses: 0 },
      { month: '2026-09', revenue: 0, expenses: 0 },
      { month: '2026-10', revenue: 1000, expenses: 0 },
      { month: '2026-11', revenue: 1600.1, expenses: 400 },
    ]);
    expect(s.expense_breakdown).toEqual([
      { category: 'Insurance', amount: 300, items: [{ name: 'Policy', amount: 300 }] },
      { category: 'Repairs', amount: 100, items: [{ name: 'Joe Pipes', amount: 100 }] },
    ]);
    expect(s.upcoming_renewals).toEqual([
      expect.objectContaining({
        tenant: 'Rosa Parks',
        property_address: '1 House St',
        end_date: '2026-11-30',
        days_left: 20,
        rent_amount_monthly: 1500,
      }),
    ]);
    expect(s.tasks_today.map((t: { kind: string }) => t.kind).sort()).toEqual([
      'event',
      'maintenance',
      'rent_due',
    ]);
  });

  it('counts paid, late and outstanding rent from the rent ledger, edge cases included', async () => {
    const user = await signUp(ctx.app);
    const api = apiAs(ctx.app, user.token);
    const p = await createProperty(ctx.app, user.token);
    // [rent, due day, start, end, active, payments]; today is 2026-11-10, grace 5 days.
    const cases: [number, number, string, string | null, boolean, [string, number][]][] = [
      // Paid every month: paid.
      [
        1000,
        1,
        '2026-10-01',
        null,
        true,
        [
          ['2026-10-01', 1000],
          ['2026-11-01', 1000],
        ],
      ],
      // Part of Nov 5 paid, its grace ends today: not late, not paid.
      [
        800,
        5,
        '2026-10-05',
        '2027-01-01',
        true,
        [
          ['2026-10-05', 800],
          ['2026-11-05', 300],
        ],
      ],
      // Due today: not late.
      [700, 10, '2026-10-10', null, true, [['2026-10-10', 700]]],
      // Ended last month still owing October: late, 600 outstanding.
      [600, 1, '2026-09-01', '2026-10-31', true, [['2026-09-01', 600]]],
      // Starts next month: nothing due.
      [500, 1, '2026-12-01', null, true, []],
      // Overpaid: paid, with a credit.
      [
        400,
        3,
        '2026-10-03',
        null,
        true,
        [
          ['2026-10-03', 450],
          ['2026-11-03', 400],
        ],
      ],
      // Inactive and ended, paid: not counted.
      [900, 1, '2026-10-01', '2026-10-31', false, [['2026-10-01', 900]]],
      // October and November unpaid: late, 2400 outstanding.
      [
        1200,
        1,
        '2026-08-01',
        null,
        true,
        [
          ['2026-08-01', 1200],
          ['2026-09-01', 1200],
        ],
      ],
      // Ends this month, paid: paid and moving out.
      [300, 1, '2026-11-01', '2026-11-30', true, [['2026-11-01', 300]]],
    ];
    for (const [rent, dueDay, start, end, active, payments] of cases) {
      const lease = (
        await api('POST', '/api/leases', {
          property_id: p.id,
          rent_amount_monthly: rent,
          rent_due_day: dueDay,
          start_date: start,
          end_date: end,
          is_active: active,
        })
      ).json();
      for (const [paid_date, amount] of payments) {
        const paid = await api('POST', '/api/payments', {
          property_id: p.id,
          lease_id: lease.id,
          amount,
          paid_date,
        });
        expect(paid.statusCode, paid.body).toBe(201);
      }
    }

    const s = (await api('GET', '/api/dashboard/summary?tz=UTC')).json();
    expect(s).toMatchObject({
      // November's rent of the active leases: 1000 + 800 + 700 + 400 + 1200 + 300.
      target: 4400,
      paid_rents: 3,
      late: 2,
      outstanding: 3000,
      moving_out: 1,
    });
    expect(s.monthly_revenue).toBe(s.monthly_income);
  });

  it('is all zeros for a new account, and keeps each owner’s figures to themselves', async () => {
    const alice = await signUp(ctx.app);
    const mallory = await signUp(ctx.app);
    const p = await createProperty(ctx.app, alice.token);
    await apiAs(ctx.app, alice.token)('POST', '/api/incomes', {
      property_id: p.id,
      amount: 10,
      transaction_date: '2026-11-01',
    });
    const s = (await apiAs(ctx.app, mallory.token)('GET', '/api/dashboard/summary')).json();
    expect(s).toMatchObject({
      monthly_revenue: 0,
      ytd: 0,
      avg_per_property: 0,
      revenue_trend: 0,
      yoy_growth: null,
      properties: { total: 0 },
    });
    expect(s.expense_breakdown).toEqual([]);
  });

  it('uses the caller’s time zone for today, and refuses an unknown one', async () => {
    const user = await signUp(ctx.app);
    const api = apiAs(ctx.app, user.token);
    expect((await api('GET', '/api/dashboard/summary?tz=Pacific/Kiritimati')).json().today).toBe(
      '2026-11-11',
    );
    expect((await api('GET', '/api/dashboard/summary?tz=Mars/Olympus')).statusCode).toBe(422);
  });
});
