/**
 * The bug the rent ledger fixes (docs/decisions/0006-rent-ledger.md): a landlord who records rent in
 * Finances as incomes (category Rent, the tenant's name) must see it paid on every screen.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ask } from '../assistant/assistant.testing.js';
import { lateRent } from '../assistant/tools/late-rent.js';
import { DashboardService } from '../dashboard/dashboard.service.js';
import { TenantsService } from '../tenants/tenants.service.js';
import { overdueCents, statusOf } from './rent-ledger.model.js';
import { loadRentBook } from './rent-ledger.service.js';
import {
  apiAs,
  buildTestApp,
  createProperty,
  signUp,
  type TestContext,
} from '../../testing/build-test-app.js';

let ctx: TestContext;
// Today: 2026-03-20.
beforeAll(async () => {
  ctx = await buildTestApp({}, { clock: () => new Date('2026-03-20T12:00:00Z') });
});
afterAll(async () => {
  await ctx.close();
});

describe('rent recorded in Finances', () => {
  it('counts as paid on the dashboard, the tenant list, the bell and for Astor', async () => {
    const user = await signUp(ctx.app);
    const api = apiAs(ctx.app, user.token);
    const tenants: [string, string, number][] = [
      ['Maria', 'Lopez', 2500],
      ['John', 'Smith', 3000],
    ];
    for (const [i, [first, last, rent]] of tenants.entries()) {
      const property = await createProperty(ctx.app, user.token, { address: `${i + 1} Ledger Way` });
      const tenant = (
        await api('POST', '/api/tenants/manual', {
          first_name: first,
          last_name: last,
          property_id: property.id,
        })
      ).json();
      const lease = await api('POST', '/api/leases', {
        property_id: property.id,
        tenant_id: tenant.id,
        rent_amount_monthly: rent,
        start_date: '2026-01-01',
        end_date: '2026-12-31',
      });
      expect(lease.statusCode).toBe(201);
      for (const month of ['01', '02', '03']) {
        const income = await api('POST', '/api/incomes', {
          property_id: property.id,
          amount: rent,
          transaction_date: `2026-${month}-02`,
          category: 'Rent',
          description: `${month === '03' ? 'March' : 'Monthly'} rent`,
          entity: `${first} ${last}`,
        });
        expect(income.statusCode, income.body).toBe(201);
      }
    }

    const dashboard = (await api('GET', '/api/dashboard/summary?tz=UTC')).json();
    expect(dashboard).toMatchObject({
      paid_rents: 2,
      late: 0,
      outstanding: 0,
      // What was collected in March, against the rent due in March: not counted twice.
      monthly_revenue: 5500,
      monthly_income: 5500,
      target: 5500,
      ytd: 16500,
      yoy_growth: null,
    });

    const list = (await api('GET', '/api/tenants')).json();
    expect(list.map((t: { status: string }) => t.status)).toEqual(['current', 'current']);

    const bell = (await api('GET', '/api/notifications')).json();
    expect(
      bell.items
        .filter((n: { kind: string }) => n.kind === 'rent_late')
        .map((n: { title: string }) => n.title),
    ).toEqual([]);

    const roll = (await api('GET', '/api/reports/rent-roll')).json();
    expect(roll.totals).toMatchObject({ charged: 16500, paid: 16500, balance: 0 });
    expect((await api('GET', '/api/rent-payments/unmatched')).json()).toEqual([]);

    const me = (await api('GET', '/api/users/me')).json();
    const rent = await lateRent(ctx.database.db, me.id, { today: '2026-03-20' });
    expect(rent.figures).toMatchObject({ late: 0, received_cents: 5500_00, outstanding_cents: 0 });
    const reply = await ask(ctx, user.token, 'who is late on rent?');
    expect(reply.response).toContain('No rent is overdue');
    expect(reply.response).toContain('$5,500.00 of rent received in March 2026');
    expect(reply.response).not.toContain('$0.00 received');

    // April unpaid, on the 10th: the dashboard and the tenants both say so.
    const april = () => new Date('2026-04-10T12:00:00Z');
    const summary = await new DashboardService(ctx.database.db, april).summary(me.id, 'UTC');
    expect(summary).toMatchObject({ paid_rents: 0, late: 2, outstanding: 5500, monthly_revenue: 0 });
    const statuses = (await new TenantsService(ctx.database.db, april).list(me.id)).map((t) => t.status);
    expect(statuses).toEqual(['late', 'late']);
  });
});

describe('a book read with summed payments', () => {
  it('owes, pays and is late exactly as the book read payment by payment', async () => {
    const user = await signUp(ctx.app);
    const api = apiAs(ctx.app, user.token);
    const me = (await api('GET', '/api/users/me')).json();
    // Three leases: paid up with an early and a split payment, short by a part payment, overpaid; and a
    // fourth with late fees, which is always read payment by payment.
    const cases: Array<{ rent: number; payments: Array<[string, number]>; lateFee?: boolean }> = [
      {
        rent: 1200,
        payments: [
          ['2026-01-01', 1200],
          ['2026-02-03', 600],
          ['2026-02-10', 600],
          ['2026-03-01', 1200],
        ],
      },
      {
        rent: 1000,
        payments: [
          ['2026-01-05', 1000],
          ['2026-02-20', 400],
        ],
      },
      { rent: 900, payments: [['2025-12-28', 3000]] },
      { rent: 800, payments: [['2026-01-09', 800]], lateFee: true },
    ];
    for (const [i, { rent, payments, lateFee }] of cases.entries()) {
      const property = await createProperty(ctx.app, user.token, { address: `${i + 1} Summed Way` });
      const lease = (
        await api('POST', '/api/leases', {
          property_id: property.id,
          rent_amount_monthly: rent,
          start_date: '2026-01-01',
          ...(lateFee
            ? { special_lease_terms: { late_payment: { initial_fee: 50, daily_late_charge: 5 } } }
            : {}),
        })
      ).json();
      for (const [date, amount] of payments) {
        const income = await api('POST', '/api/incomes', {
          property_id: property.id,
          lease_id: lease.id,
          amount,
          transaction_date: date,
          category: 'Rent',
          allow_duplicate: true,
        });
        expect(income.statusCode).toBe(201);
      }
    }
    for (const asOf of ['2026-02-04', '2026-02-25', '2026-03-20']) {
      const detailed = await loadRentBook(ctx.database.db, me.id, asOf);
      const summed = await loadRentBook(ctx.database.db, me.id, asOf, {}, { sumPayments: true });
      const view = (book: typeof detailed) =>
        book.accounts.map(({ id, ledger }) => ({
          id,
          status: statusOf(ledger),
          overdue: overdueCents(ledger),
          charges: ledger.charges.map((charge) => [charge.key, charge.cents, charge.paidCents]),
        }));
      expect(view(summed)).toEqual(view(detailed));
      expect(view(detailed).map((account) => account.status)).not.toEqual(['paid', 'paid', 'paid', 'paid']);
    }
  });
});

describe('a tenancy entered with rent tracked from this month (docs/decisions/0012-rent-tracked-from.md)', () => {
  it('is paid on every screen; the same lease tracked from its start owes every month since', async () => {
    const user = await signUp(ctx.app);
    const api = apiAs(ctx.app, user.token);
    const me = (await api('GET', '/api/users/me')).json();
    const property = await createProperty(ctx.app, user.token, { address: '7 Since Way' });
    const tenant = (
      await api('POST', '/api/tenants/manual', {
        first_name: 'Olga',
        last_name: 'Berg',
        property_id: property.id,
      })
    ).json();
    // In the house since March 2024; Astor keeps the rent from 2026-03-01, nothing owed then.
    const created = await api('POST', '/api/leases', {
      property_id: property.id,
      tenant_id: tenant.id,
      rent_amount_monthly: 2000,
      start_date: '2024-03-01',
      ledger_start_date: '2026-03-01',
      opening_balance: 0,
      special_lease_terms: { late_payment: { initial_fee: 50, daily_late_charge: 10 } },
    });
    expect(created.statusCode, created.body).toBe(201);
    const leaseId = created.json().id as string;
    // February's rent, recorded before the books start (settled by the balance brought forward), and March's.
    for (const date of ['2026-02-03', '2026-03-02']) {
      const income = await api('POST', '/api/incomes', {
        property_id: property.id,
        lease_id: leaseId,
        amount: 2000,
        transaction_date: date,
        category: 'Rent',
        entity: 'Olga Berg',
      });
      expect(income.statusCode, income.body).toBe(201);
    }

    const dashboard = (await api('GET', '/api/dashboard/summary?tz=UTC')).json();
    expect(dashboard).toMatchObject({ paid_rents: 1, late: 0, outstanding: 0, target: 2000 });
    expect((await api('GET', '/api/tenants')).json()[0].status).toBe('current');
    const bell = (await api('GET', '/api/notifications')).json();
    expect(bell.items.filter((n: { kind: string }) => n.kind !== 'lease_expiring')).toEqual([]);
    const roll = (await api('GET', '/api/reports/rent-roll')).json();
    expect(roll.rows[0]).toMatchObject({
      charged: 2000,
      paid: 2000,
      balance: 0,
      status: 'paid',
      days_late: 0,
    });
    const rent = await lateRent(ctx.database.db, me.id, { today: '2026-03-20' });
    expect(rent.figures).toMatchObject({ late: 0, outstanding_cents: 0 });
    const calendar = (await api('GET', '/api/calendar/events?from=2026-01-01&to=2026-04-30')).json();
    expect(
      calendar.filter((e: { kind: string }) => e.kind === 'rent_due').map((e: { start: string }) => e.start),
    ).toEqual(['2026-03-01', '2026-04-01']);
    // The payment before the books start is not lost: the tenant's payments list it.
    const listed = (await api('GET', `/api/payments?tenant_id=${tenant.id}`)).json();
    expect(listed.map((p: { paid_date: string }) => p.paid_date).sort()).toEqual([
      '2026-02-03',
      '2026-03-02',
    ]);

    // The same lease tracked from its start: 25 months charged since March 2024, 2 paid.
    const cleared = await api('PATCH', `/api/leases/${leaseId}`, { ledger_start_date: null });
    expect(cleared.statusCode, cleared.body).toBe(200);
    const before = (await api('GET', '/api/dashboard/summary?tz=UTC')).json();
    expect(before).toMatchObject({ paid_rents: 0, late: 1 });
    expect(before.outstanding).toBeGreaterThan(46_000);
    expect((await api('GET', '/api/tenants')).json()[0].status).toBe('late');
  });

  it('brings a balance owed forward as a charge without late fees, late once its grace is over', async () => {
    const user = await signUp(ctx.app);
    const api = apiAs(ctx.app, user.token);
    const property = await createProperty(ctx.app, user.token, { address: '8 Owed Way' });
    const created = await api('POST', '/api/leases', {
      property_id: property.id,
      rent_amount_monthly: 1000,
      start_date: '2023-06-01',
      ledger_start_date: '2026-03-01',
      opening_balance: 450.25,
      special_lease_terms: { late_payment: { initial_fee: 50, daily_late_charge: 0 } },
    });
    expect(created.statusCode, created.body).toBe(201);
    await api('POST', '/api/incomes', {
      property_id: property.id,
      lease_id: created.json().id,
      amount: 1000,
      transaction_date: '2026-03-02',
      category: 'Rent',
    });
    const dashboard = (await api('GET', '/api/dashboard/summary?tz=UTC')).json();
    // The payment went to the oldest charge (the balance), so 450.25 of March's rent is late: one late fee.
    expect(dashboard).toMatchObject({ late: 1, outstanding: 500.25 });
    const roll = (await api('GET', '/api/reports/rent-roll')).json();
    expect(roll.rows[0]).toMatchObject({ charged: 1500.25, paid: 1000, balance: 500.25, status: 'late' });
  });
});
