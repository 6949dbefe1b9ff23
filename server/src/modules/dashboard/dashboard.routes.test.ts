import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenants } from '../../db/schema.js';
import { monthOf, rentStatus, type RentLease } from './dashboard.formulas.js';
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
        start_date: '2026-01-01',
        end_date: '2026-11-30',
      })
    ).json();
    await api('POST', '/api/leases', {
      property_id: shop.id,
      tenant_id: bob.id,
      rent_amount_monthly: 2500.5,
      start_date: '2025-06-01',
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
      monthly_revenue: 5600.6, // 1600.10 income + 1500 + 2500.50 active rent
      ytd: 2600.1,
      revenue_trend: 60, // (1600.10 - 1000) / 1000
      monthly_expenses: 400,
      net_income: 1200.1,
      yoy_growth: 30, // 2600.10 vs 2000 up to 2025-11-10
      avg_per_property: 2800.3,
      target: 4000.5,
      properties: { total: 2, residential: 1, commercial: 1 },
      active_tenants: 2,
      new_tenants_this_month: 2,
      moving_out: 1,
      paid_rents: 1,
      late: 0, // Bob's rent is due today, not yet late
      outstanding: 2500.5,
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

  it('counts this month’s rent in SQL exactly as rentStatus does, edge cases included', async () => {
    const user = await signUp(ctx.app);
    const api = apiAs(ctx.app, user.token);
    const p = await createProperty(ctx.app, user.token);
    // [rent, due day, start, end, active, payments this month (and one last month)]
    const cases: [number | null, number, string | null, string | null, boolean, number[]][] = [
      [1000, 31, '2026-01-01', null, true, []], // due the 30th (November is short): not late yet
      [800, 5, '2026-01-01', '2027-01-01', true, [300]], // partly paid after its due day: late
      [700, 10, null, null, true, []], // due today: not late
      [600, 1, '2025-01-01', '2026-10-31', true, []], // ended last month: owes nothing
      [500, 1, '2026-12-01', null, true, []], // starts next month: owes nothing
      [null, 1, '2026-01-01', null, true, []], // no rent: owes nothing
      [1200.5, 2, '2026-11-30', '2026-11-30', true, [600, 600.5]], // paid in two parts, ends this month
      [400, 3, '2026-01-01', null, true, [450]], // overpaid
      [900, 1, '2026-01-01', null, false, [900]], // inactive
    ];
    const leases: RentLease[] = [];
    const paid = new Map<string, number>();
    for (const [rent, dueDay, start, end, active, amounts] of cases) {
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
      if (active)
        leases.push({
          id: lease.id,
          rentCents: Math.round((rent ?? 0) * 100),
          dueDay,
          startDate: start,
          endDate: end,
        });
      for (const amount of amounts) {
        await api('POST', '/api/payments', {
          property_id: p.id,
          lease_id: lease.id,
          amount,
          paid_date: '2026-11-03',
        });
        paid.set(lease.id, (paid.get(lease.id) ?? 0) + Math.round(amount * 100));
      }
      await api('POST', '/api/payments', {
        property_id: p.id,
        lease_id: lease.id,
        amount: 1,
        paid_date: '2026-10-31',
      });
    }

    const s = (await api('GET', '/api/dashboard/summary?tz=UTC')).json();
    const expected = rentStatus(leases, paid, monthOf('2026-11-10'), '2026-11-10');
    expect(expected).toEqual({ target: 410050, paid: 2, late: 1, outstanding: 220000 });
    expect(s).toMatchObject({
      target: expected.target / 100,
      paid_rents: expected.paid,
      late: expected.late,
      outstanding: expected.outstanding / 100,
      moving_out: 1,
    });
    expect(s.monthly_revenue - s.monthly_income).toBeCloseTo(5200.5, 2); // rent of every active lease
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
