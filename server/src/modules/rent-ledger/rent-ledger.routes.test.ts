import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeaseStatement, RentRoll, UnmatchedPayment } from '@astor/contract/rent-ledger';
import { leases, payments } from '../../db/schema.js';
import {
  apiAs,
  buildTestApp,
  createProperty,
  signUp,
  type TestContext,
} from '../../testing/build-test-app.js';

// Today is 2025-06-15 for every route.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({}, { clock: () => new Date('2025-06-15T12:00:00Z') });
});
afterAll(async () => {
  await ctx.close();
});

type Api = ReturnType<typeof apiAs>;

async function landlord() {
  const user = await signUp(ctx.app);
  const api = apiAs(ctx.app, user.token);
  const property = (address: string) => createProperty(ctx.app, user.token, { address });
  return { api, property };
}

async function tenantWithLease(api: Api, propertyId: string, name: [string, string], lease: object) {
  const tenant = await api('POST', '/api/tenants/manual', {
    first_name: name[0],
    last_name: name[1],
    property_id: propertyId,
  });
  expect(tenant.statusCode, tenant.body).toBe(201);
  const created = await api('POST', '/api/leases', {
    property_id: propertyId,
    tenant_id: tenant.json().id,
    ...lease,
  });
  expect(created.statusCode, created.body).toBe(201);
  return { tenantId: tenant.json().id as string, leaseId: created.json().id as string };
}

async function rentIncome(api: Api, body: Record<string, unknown>, status = 201) {
  const response = await api('POST', '/api/incomes', { category: 'Rent', ...body });
  expect(response.statusCode, response.body).toBe(status);
  return response;
}

const rollOf = async (api: Api, asOf?: string): Promise<RentRoll> => {
  const response = await api('GET', `/api/reports/rent-roll${asOf ? `?as_of=${asOf}` : ''}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe('rent roll', () => {
  it('lists each lease with charged, paid, balance, status, days late and aging', async () => {
    const { api, property } = await landlord();
    const paidSt = await property('1 Paid St');
    const lateSt = await property('2 Late St');
    const creditSt = await property('3 Credit St');
    const paid = await tenantWithLease(api, paidSt.id, ['Ana', 'Lopez'], {
      rent_amount_monthly: 1000,
      start_date: '2025-04-01',
    });
    const late = await tenantWithLease(api, lateSt.id, ['Bo', 'Smith'], {
      rent_amount_monthly: 1200.5,
      start_date: '2025-04-15',
      grace_period_days: 3,
    });
    const credit = await tenantWithLease(api, creditSt.id, ['Cy', 'Young'], {
      rent_amount_monthly: 500,
      start_date: '2025-06-01',
    });
    for (const date of ['2025-04-01', '2025-05-02', '2025-06-03'])
      await rentIncome(api, {
        property_id: paidSt.id,
        amount: 1000,
        transaction_date: date,
        entity: 'Ana Lopez',
      });
    // Bo: the prorated April (Apr 15–30 of Apr 1–30: 16/30 of 1200.50 = 640.27) and half of May.
    await rentIncome(api, {
      property_id: lateSt.id,
      amount: 640.27,
      transaction_date: '2025-04-15',
      lease_id: late.leaseId,
    });
    await rentIncome(api, {
      property_id: lateSt.id,
      amount: 600,
      transaction_date: '2025-05-20',
      tenant_id: late.tenantId,
    });
    await rentIncome(api, {
      property_id: creditSt.id,
      amount: 750,
      transaction_date: '2025-06-01',
      description: 'Rent from Cy Young',
    });

    const roll = await rollOf(api);
    expect(roll.as_of).toBe('2025-06-15');
    const row = (id: string) => roll.rows.find((r) => r.lease_id === id);
    expect(row(paid.leaseId)).toMatchObject({
      property_address: '1 Paid St',
      tenant_names: 'Ana Lopez',
      rent: 1000,
      charged: 3000,
      paid: 3000,
      balance: 0,
      status: 'paid',
      days_late: 0,
    });
    expect(row(late.leaseId)).toMatchObject({
      tenant_names: 'Bo Smith',
      charged: 3041.27,
      paid: 1240.27,
      balance: 1801,
      status: 'late',
      // The oldest unpaid charge is May 1's rent.
      days_late: 45,
      aging: { current: 0, d1_30: 1200.5, d31_60: 600.5, d61_90: 0, d90_plus: 0 },
    });
    expect(row(credit.leaseId)).toMatchObject({ charged: 500, paid: 750, balance: -250, status: 'paid' });
    expect(roll.totals).toMatchObject({ rent: 2700.5, charged: 6541.27, paid: 4990.27, balance: 1551 });
    expect(roll.totals.aging.d1_30).toBe(1200.5);

    // As of an earlier day: May 1 within Bo's grace, nothing late yet.
    const earlier = await rollOf(api, '2025-05-03');
    expect(earlier.rows.find((r) => r.lease_id === late.leaseId)).toMatchObject({
      status: 'upcoming',
      balance: 1200.5,
      days_late: 0,
    });

    const csv = await api('GET', '/api/reports/rent-roll.csv?as_of=2025-06-15');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\n');
    expect(lines[0]).toBe(
      'Property,Tenants,Rent,Charged,Paid,Balance,Status,Days late,Current,1-30 days,31-60 days,61-90 days,Over 90 days',
    );
    expect(lines).toContain(
      '2 Late St,Bo Smith,1200.50,3041.27,1240.27,1801.00,late,45,0.00,1200.50,600.50,0.00,0.00',
    );
    expect(lines.at(-1)).toBe(
      'Total (as of 2025-06-15),,2700.50,6541.27,4990.27,1551.00,,,0.00,1200.50,600.50,0.00,0.00',
    );
  });

  it('neutralises formula cells in the CSV', async () => {
    const { api, property } = await landlord();
    const p = await property('=HYPERLINK("http://evil")');
    await tenantWithLease(api, p.id, ['@Eve', 'Hacker'], {
      rent_amount_monthly: 100,
      start_date: '2025-06-01',
    });
    const csv = await api('GET', '/api/reports/rent-roll.csv');
    expect(csv.body).toContain(`"'=HYPERLINK(""http://evil"")",'@Eve Hacker`);
  });

  it('refuses a date outside 1900..2200', async () => {
    const { api } = await landlord();
    for (const url of [
      '/api/reports/rent-roll?as_of=2201-01-01',
      '/api/reports/rent-roll.csv?as_of=1899-12-31',
    ]) {
      const response = await api('GET', url);
      expect(response.statusCode, url).toBe(422);
    }
  });
});

describe('statement and one-off charges', () => {
  it('shows the running balance, late fees, one-off charges and a credit', async () => {
    const { api, property } = await landlord();
    const p = await property('9 Statement Rd');
    const { leaseId } = await tenantWithLease(api, p.id, ['Dee', 'Park'], {
      rent_amount_monthly: 1000,
      rent_due_day: 15,
      start_date: '2025-03-01',
      end_date: '2025-07-31',
      grace_period_days: 2,
      special_lease_terms: {
        late_payment: { initial_fee: 50, daily_late_charge: 10, max_late_fee: 70 },
        additional_fees: [
          { fee_type: 'Parking', amount: 31 },
          { fee_type: 'Pet deposit', amount: 300 },
        ],
      },
    });
    const charge = await api('POST', `/api/leases/${leaseId}/charges`, {
      description: 'Broken window',
      amount: 120.5,
      due_date: '2025-04-20',
    });
    expect(charge.statusCode, charge.body).toBe(201);
    expect(charge.json()).toMatchObject({ lease_id: leaseId, description: 'Broken window', amount: 120.5 });
    const chargeId = charge.json().id as string;

    // Rent periods are calendar months (docs/decisions/0013-rent-periods-are-calendar-months.md): a lease
    // from March 1 owes March in full on the 15th, with no stub for March 1–14 (this test paid one before).
    // Mar 15 rent + parking (1031) paid on the 20th: unpaid at the end of Mar 17, so fees on Mar 18 (50),
    // 19 (10) and 20 (10): the cap of 70 is reached.
    const late = await rentIncome(api, {
      property_id: p.id,
      amount: 1031,
      transaction_date: '2025-03-20',
      lease_id: leaseId,
    });
    // Within April's grace: the March fees (70), Apr 15 (1031), and 1120.50 ahead, which pays the
    // window (120.50) when it falls due.
    await rentIncome(api, {
      property_id: p.id,
      amount: 2221.5,
      transaction_date: '2025-04-16',
      lease_id: leaseId,
    });

    const response = await api('GET', `/api/leases/${leaseId}/statement?from=2025-03-01&to=2025-05-31`);
    expect(response.statusCode, response.body).toBe(200);
    const statement: LeaseStatement = response.json();
    expect(statement).toMatchObject({
      lease_id: leaseId,
      property_address: '9 Statement Rd',
      tenant_names: 'Dee Park',
      from: '2025-03-01',
      to: '2025-05-31',
      opening_balance: 0,
    });
    expect(statement.lines.map((l) => [l.date, l.kind, l.charge_kind ?? null, l.amount, l.balance])).toEqual([
      ['2025-03-15', 'charge', 'rent', 1000, 1000],
      ['2025-03-15', 'charge', 'fee', 31, 1031],
      ['2025-03-18', 'charge', 'late_fee', 50, 1081],
      ['2025-03-19', 'charge', 'late_fee', 20, 1101],
      ['2025-03-20', 'payment', null, 1031, 70],
      ['2025-04-15', 'charge', 'rent', 1000, 1070],
      ['2025-04-15', 'charge', 'fee', 31, 1101],
      ['2025-04-16', 'payment', null, 2221.5, -1120.5],
      ['2025-04-20', 'charge', 'one_off', 120.5, -1000],
      ['2025-05-15', 'charge', 'rent', 1000, 0],
      ['2025-05-15', 'charge', 'fee', 31, 31],
    ]);
    expect(statement.lines[4]?.income_id).toBe(late.json().id);
    expect(statement.lines[8]?.charge_id).toBe(chargeId);
    expect(statement.closing_balance).toBe(31);
    expect(statement.credit).toBe(0);

    const april = (await api('GET', `/api/leases/${leaseId}/statement?from=2025-04-16&to=2025-04-30`)).json();
    expect(april.opening_balance).toBe(1101);
    expect(april.lines).toHaveLength(2);
    expect(april.closing_balance).toBe(-1000);
    expect(april.credit).toBe(1000);

    // Deleting the one-off charge takes it off the statement.
    expect((await api('DELETE', `/api/leases/${leaseId}/charges/${chargeId}`)).statusCode).toBe(200);
    expect((await api('DELETE', `/api/leases/${leaseId}/charges/${chargeId}`)).statusCode).toBe(404);
    const after = (await api('GET', `/api/leases/${leaseId}/statement?from=2025-04-01&to=2025-04-30`)).json();
    expect(after.lines.some((l: { charge_kind?: string }) => l.charge_kind === 'one_off')).toBe(false);
  });

  it('starts at the day rent is tracked from, with the balance brought forward and earlier payments apart', async () => {
    const { api, property } = await landlord();
    const p = await property('10 Since St');
    const { leaseId } = await tenantWithLease(api, p.id, ['Eve', 'Holt'], {
      rent_amount_monthly: 1000,
      start_date: '2023-01-01',
      ledger_start_date: '2025-05-01',
      opening_balance: 300,
    });
    const april = await rentIncome(api, {
      property_id: p.id,
      amount: 1000,
      transaction_date: '2025-04-28',
      lease_id: leaseId,
    });
    for (const [date, amount] of [
      ['2025-05-03', 1300],
      ['2025-06-02', 1000],
    ] as const)
      await rentIncome(api, { property_id: p.id, amount, transaction_date: date, lease_id: leaseId });

    const statement: LeaseStatement = (await api('GET', `/api/leases/${leaseId}/statement`)).json();
    expect(statement).toMatchObject({ from: '2025-05-01', to: '2025-06-15', opening_balance: 0 });
    expect(
      statement.lines.map((l) => [l.date, l.charge_kind ?? l.kind, l.description, l.amount, l.balance]),
    ).toEqual([
      ['2025-05-01', 'opening_balance', 'Balance brought forward', 300, 300],
      ['2025-05-01', 'rent', 'Rent 2025-05-01 to 2025-05-31', 1000, 1300],
      ['2025-05-03', 'payment', 'Rent payment', 1300, 0],
      ['2025-06-01', 'rent', 'Rent 2025-06-01 to 2025-06-30', 1000, 1000],
      ['2025-06-02', 'payment', 'Rent payment', 1000, 0],
    ]);
    expect(statement.closing_balance).toBe(0);
    expect(statement.tracked_from).toBe('2025-05-01');
    // April's payment is settled by the balance brought forward: listed apart, in no balance.
    expect(statement.payments_before_tracking).toEqual([
      { date: '2025-04-28', description: 'Rent payment', amount: 1000, income_id: april.json().id },
    ]);
    const roll = await rollOf(api);
    expect(roll.rows[0]).toMatchObject({ charged: 2300, paid: 2300, balance: 0, status: 'paid' });

    // A credit brought forward instead: a negative line, and the tenant ahead.
    await api('PATCH', `/api/leases/${leaseId}`, { opening_balance: -250 });
    const credit: LeaseStatement = (await api('GET', `/api/leases/${leaseId}/statement`)).json();
    expect(credit.lines[0]).toMatchObject({
      charge_kind: 'opening_balance',
      description: 'Credit brought forward',
      amount: -250,
      balance: -250,
    });
    expect(credit).toMatchObject({ closing_balance: -550, credit: 550 });
    expect((await rollOf(api)).rows[0]).toMatchObject({ charged: 1750, paid: 2300, balance: -550 });

    // A one-off charge due before the books start would be charged nowhere: it is refused.
    const early = await api('POST', `/api/leases/${leaseId}/charges`, {
      description: 'Old repair',
      amount: 80,
      due_date: '2025-04-20',
    });
    expect(early.statusCode).toBe(422);
    expect(early.json().detail).toBe(
      'Rent on this lease is tracked from 2025-05-01: what was owed before is in the balance brought forward. Use a date on or after 2025-05-01.',
    );
  });

  it('refuses a one-off charge due after the lease ended, and bad dates', async () => {
    const { api, property } = await landlord();
    const p = await property('4 Ended Ave');
    const { leaseId } = await tenantWithLease(api, p.id, ['Eli', 'Ng'], {
      rent_amount_monthly: 900,
      start_date: '2024-01-01',
      end_date: '2024-12-31',
    });
    const after = await api('POST', `/api/leases/${leaseId}/charges`, {
      description: 'Cleaning',
      amount: 80,
      due_date: '2025-01-10',
    });
    expect(after.statusCode).toBe(422);
    expect(after.json().detail).toBe(
      'This lease ended on 2024-12-31: a charge cannot fall due after its end. Use a date on or before 2024-12-31.',
    );
    const within = await api('POST', `/api/leases/${leaseId}/charges`, {
      description: 'Cleaning',
      amount: 80,
      due_date: '2024-12-31',
    });
    expect(within.statusCode).toBe(201);
    for (const due_date of ['2201-01-01', '1899-12-31']) {
      const response = await api('POST', `/api/leases/${leaseId}/charges`, {
        description: 'X',
        amount: 1,
        due_date,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().detail[0].loc).toEqual(['body', 'due_date']);
    }
    const zero = await api('POST', `/api/leases/${leaseId}/charges`, {
      description: 'X',
      amount: 0,
      due_date: '2024-06-01',
    });
    expect(zero.statusCode).toBe(422);
    const bad = await api('GET', `/api/leases/${leaseId}/statement?from=2024-06-01&to=2024-05-01`);
    expect(bad.statusCode).toBe(422);
    expect((await api('GET', `/api/leases/${leaseId}/statement?to=2300-01-01`)).statusCode).toBe(422);
  });

  it('answers 404 for a lease that is not the caller’s', async () => {
    const owner = await landlord();
    const p = await owner.property('5 Private Ln');
    const { leaseId } = await tenantWithLease(owner.api, p.id, ['Fay', 'Ro'], {
      rent_amount_monthly: 900,
      start_date: '2025-01-01',
    });
    const charge = (
      await owner.api('POST', `/api/leases/${leaseId}/charges`, {
        description: 'Key',
        amount: 25,
        due_date: '2025-06-01',
      })
    ).json();
    const stranger = await landlord();
    expect((await stranger.api('GET', `/api/leases/${leaseId}/statement`)).statusCode).toBe(404);
    expect(
      (
        await stranger.api('POST', `/api/leases/${leaseId}/charges`, {
          description: 'X',
          amount: 1,
          due_date: '2025-06-01',
        })
      ).statusCode,
    ).toBe(404);
    expect((await stranger.api('DELETE', `/api/leases/${leaseId}/charges/${charge.id}`)).statusCode).toBe(
      404,
    );
    expect((await owner.api('GET', `/api/leases/${leaseId}/statement`)).json().lines).toHaveLength(7);
    expect((await stranger.api('GET', '/api/reports/rent-roll')).json().rows).toEqual([]);
  });
});

describe('rent payments', () => {
  it('matches by lease_id, tenant and name, and lists the rest as unmatched until assigned', async () => {
    const { api, property } = await landlord();
    const p = await property('6 Duplex Dr');
    const up = await tenantWithLease(api, p.id, ['Gil', 'Moss'], {
      rent_amount_monthly: 800,
      start_date: '2025-06-01',
    });
    const down = await tenantWithLease(api, p.id, ['Hal', 'Moss'], {
      rent_amount_monthly: 700,
      start_date: '2025-06-01',
    });
    await rentIncome(api, {
      property_id: p.id,
      amount: 800,
      transaction_date: '2025-06-01',
      entity: 'GIL MOSS',
    });
    const vague = await rentIncome(api, {
      property_id: p.id,
      amount: 700,
      transaction_date: '2025-06-02',
      description: 'Rent from the Moss family',
    });
    // Not a rent category: not a payment at all.
    await rentIncome(api, {
      property_id: p.id,
      amount: 50,
      transaction_date: '2025-06-02',
      category: 'Other',
      entity: 'Hal Moss',
    });

    const unmatched: UnmatchedPayment[] = (await api('GET', '/api/rent-payments/unmatched')).json();
    expect(unmatched).toEqual([
      {
        income_id: vague.json().id,
        date: '2025-06-02',
        amount: 700,
        property_id: p.id,
        property_address: '6 Duplex Dr',
        description: 'Rent from the Moss family',
        entity: null,
        candidate_lease_ids: expect.arrayContaining([up.leaseId, down.leaseId]),
      },
    ]);
    let roll = await rollOf(api);
    expect(roll.rows.find((r) => r.lease_id === up.leaseId)?.status).toBe('paid');
    expect(roll.rows.find((r) => r.lease_id === down.leaseId)?.status).toBe('late');

    const assigned = await api('PATCH', `/api/incomes/${vague.json().id}`, { lease_id: down.leaseId });
    expect(assigned.statusCode).toBe(200);
    expect((await api('GET', '/api/rent-payments/unmatched')).json()).toEqual([]);
    roll = await rollOf(api);
    expect(roll.rows.find((r) => r.lease_id === down.leaseId)).toMatchObject({ status: 'paid', balance: 0 });
  });

  it('flags a second entry of the same payment before saving it, unless allow_duplicate', async () => {
    const { api, property } = await landlord();
    const p = await property('7 Twice Ct');
    const { leaseId, tenantId } = await tenantWithLease(api, p.id, ['Ivy', 'Chen'], {
      rent_amount_monthly: 950,
      start_date: '2025-01-01',
    });
    await rentIncome(api, {
      property_id: p.id,
      amount: 950,
      transaction_date: '2025-06-01',
      lease_id: leaseId,
    });
    // The same payment through Add Payment, two days later, found by the tenant.
    const again = await api('POST', '/api/payments', {
      property_id: p.id,
      tenant_id: tenantId,
      amount: 950,
      paid_date: '2025-06-03',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      detail: 'This looks like the same payment as one recorded on 2025-06-01. Save it anyway?',
    });
    // By name in Finances, a day before.
    const byName = await rentIncome(
      api,
      { property_id: p.id, amount: 950, transaction_date: '2025-05-31', entity: 'Ivy Chen' },
      409,
    );
    expect(byName.json().detail).toContain('2025-06-01');
    // Not the same: another amount, or more than 3 days apart.
    await rentIncome(api, {
      property_id: p.id,
      amount: 50,
      transaction_date: '2025-06-02',
      lease_id: leaseId,
    });
    await rentIncome(api, {
      property_id: p.id,
      amount: 950,
      transaction_date: '2025-05-27',
      lease_id: leaseId,
    });
    // Saved anyway when the landlord says so: one income, counted once.
    const saved = await api('POST', '/api/payments', {
      property_id: p.id,
      tenant_id: tenantId,
      lease_id: leaseId,
      amount: 950,
      paid_date: '2025-06-03',
      allow_duplicate: true,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const incomes = (await api('GET', `/api/incomes?property_id=${p.id}`)).json();
    expect(incomes).toHaveLength(4);
    expect(incomes.find((i: { id: string }) => i.id === saved.json().income_id)).toMatchObject({
      category: 'Rent',
      lease_id: leaseId,
      amount: 950,
    });
    const roll = await rollOf(api);
    // Jan–Jun: 6 × 950 charged; 950 + 50 + 950 + 950 paid.
    expect(roll.rows.find((r) => r.lease_id === leaseId)).toMatchObject({ charged: 5700, paid: 2900 });
  });

  it('counts an Add Payment once, and a payment row recorded without an income too', async () => {
    const { api, property } = await landlord();
    const p = await property('8 Once Blvd');
    const { leaseId, tenantId } = await tenantWithLease(api, p.id, ['Jo', 'Bell'], {
      rent_amount_monthly: 600,
      start_date: '2025-06-01',
    });
    const payment = await api('POST', '/api/payments', {
      property_id: p.id,
      tenant_id: tenantId,
      amount: 600,
      paid_date: '2025-06-01',
    });
    expect(payment.statusCode).toBe(201);
    const roll = await rollOf(api);
    expect(roll.rows.find((r) => r.lease_id === leaseId)).toMatchObject({
      paid: 600,
      balance: 0,
      status: 'paid',
    });
    expect((await api('GET', `/api/leases/${leaseId}/statement`)).json().lines).toEqual([
      expect.objectContaining({ kind: 'charge', amount: 600 }),
      expect.objectContaining({
        kind: 'payment',
        amount: 600,
        income_id: payment.json().income_id,
        description: 'Rent payment from Jo Bell',
      }),
    ]);

    // A payment row from before Add Payment recorded an income: money the incomes do not hold.
    const [lease] = await ctx.database.db
      .select({ ownerId: leases.ownerId })
      .from(leases)
      .where(eq(leases.id, leaseId));
    await ctx.database.db.insert(payments).values({
      ownerId: lease?.ownerId as string,
      leaseId,
      propertyId: p.id,
      amount: '150.00',
      paidDate: '2025-06-10',
    });
    expect((await rollOf(api)).rows.find((r) => r.lease_id === leaseId)).toMatchObject({
      paid: 750,
      balance: -150,
    });
  });
});

describe("a tenant's payments list", () => {
  it('lists rent recorded anywhere, not only with Add Payment, and deletes such a payment as its income', async () => {
    const { api, property } = await landlord();
    const home = await property('8 List Ln');
    const lease = await tenantWithLease(api, home.id, ['Ida', 'Moss'], {
      rent_amount_monthly: 900,
      start_date: '2025-04-01',
    });
    const added = await api('POST', '/api/payments', {
      property_id: home.id,
      tenant_id: lease.tenantId,
      lease_id: lease.leaseId,
      amount: 900,
      paid_date: '2025-04-01',
    });
    expect(added.statusCode, added.body).toBe(201);
    // In Finances: one linked to the lease, one naming the tenant only; and a deposit that is not rent.
    const linked = (
      await rentIncome(api, {
        property_id: home.id,
        lease_id: lease.leaseId,
        amount: 900,
        transaction_date: '2025-05-02',
      })
    ).json();
    const named = (
      await rentIncome(api, {
        property_id: home.id,
        amount: 450.5,
        transaction_date: '2025-06-03',
        entity: 'Ida Moss',
      })
    ).json();
    const other = (
      await rentIncome(api, {
        property_id: home.id,
        amount: 75,
        transaction_date: '2025-06-04',
        category: 'Other',
      })
    ).json();

    const listed = await api('GET', `/api/payments?tenant_id=${lease.tenantId}`);
    expect(listed.statusCode, listed.body).toBe(200);
    const rows =
      listed.json<
        { id: string; income_id: string | null; amount: number; paid_date: string; lease_id: string }[]
      >();
    expect(rows.map((row) => [row.paid_date, row.amount])).toEqual([
      ['2025-06-03', 450.5],
      ['2025-05-02', 900],
      ['2025-04-01', 900],
    ]);
    expect(rows[0]).toMatchObject({ id: named.id, income_id: named.id, lease_id: lease.leaseId });
    const byLease = await api('GET', `/api/payments?lease_id=${lease.leaseId}`);
    expect(byLease.json<unknown[]>()).toHaveLength(3);

    expect((await api('DELETE', `/api/payments/${linked.id}`)).statusCode).toBe(200);
    expect((await api('GET', `/api/incomes/${linked.id}`)).statusCode).toBe(404);
    expect((await api('DELETE', `/api/payments/${other.id}`)).statusCode).toBe(404);
    expect((await api('GET', `/api/payments?tenant_id=${lease.tenantId}`)).json<unknown[]>()).toHaveLength(2);

    // Another owner sees none of them and cannot delete them.
    const stranger = await landlord();
    expect((await stranger.api('GET', `/api/payments?tenant_id=${lease.tenantId}`)).json()).toEqual([]);
    expect((await stranger.api('DELETE', `/api/payments/${named.id}`)).statusCode).toBe(404);
  });
});
