import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from './client.js';
import { sumLinkedRentIncomes } from '../modules/rent-ledger/rent-ledger.repository.js';
import { apiAs, buildTestApp, createProperty, signUp, type TestContext } from '../testing/build-test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => {
  await ctx.close();
});

type Db = TestContext['database']['db'];
type Total = { lease_id: string; amount: string; count: number; last_date: string | null };

async function signUpOwner() {
  const user = await signUp(ctx.app);
  const api = apiAs(ctx.app, user.token);
  const owner = (await api('GET', '/api/users/me')).json<{ id: string }>().id;
  const property = await createProperty(ctx.app, user.token);
  const lease = async (rent: number) =>
    (
      await api('POST', '/api/leases', {
        property_id: property.id,
        rent_amount_monthly: rent,
        start_date: '2026-01-01',
        end_date: '2026-12-31',
      })
    ).json<{ id: string }>().id;
  return { user, api, owner, property, lease };
}

/** The totals the database keeps (leases with no rent kept at zero), and the same from the incomes. */
async function totalsAndTruth(db: Db, owner: string) {
  const totals = rowsOf<Total>(
    await db.execute(sql`select lease_id, amount::text, count, last_date::text from lease_rent_totals
      where owner_id = ${owner} and count > 0 order by lease_id`),
  );
  const truth = rowsOf<Total>(
    await db.execute(sql`select lease_id, sum(amount)::text as amount, count(*)::int as count,
        max(transaction_date)::text as last_date
      from incomes where owner_id = ${owner} and lease_id is not null and lower(trim(category)) = 'rent'
      group by lease_id order by lease_id`),
  );
  return { totals, truth };
}

async function expectExact(owner: string) {
  const { totals, truth } = await totalsAndTruth(ctx.database.db, owner);
  expect(totals).toEqual(truth);
}

const rent = (propertyId: string, leaseId: string, amount: number, date: string, category = 'Rent') => ({
  property_id: propertyId,
  lease_id: leaseId,
  amount,
  transaction_date: date,
  category,
});

describe('lease_rent_totals (kept by triggers)', () => {
  it('stays exact through payments, edits moving them between leases and categories, deletes and bulk writes', async () => {
    const { api, owner, property, lease } = await signUpOwner();
    const other = await signUpOwner();
    const a = await lease(1500);
    const b = await lease(900);
    const otherLease = await other.lease(700);
    await other.api('POST', '/api/incomes', rent(other.property.id, otherLease, 700, '2026-02-01'));
    const otherBefore = await totalsAndTruth(ctx.database.db, other.owner);

    const first = (await api('POST', '/api/incomes', rent(property.id, a, 1500, '2026-01-01'))).json<{
      id: string;
    }>();
    await api('POST', '/api/incomes', rent(property.id, a, 1499.99, '2026-02-03'));
    // Category spelled loosely still counts as rent; another category does not.
    await api('POST', '/api/incomes', rent(property.id, b, 900.01, '2026-02-01', ' rent '));
    const fee = (
      await api('POST', '/api/incomes', rent(property.id, b, 50, '2026-02-09', 'Late fees'))
    ).json<{
      id: string;
    }>();
    await expectExact(owner);

    // Edits: the amount, the date, the lease (the money moves from one lease to the other), the category.
    expect((await api('PATCH', `/api/incomes/${first.id}`, { amount: 1500.5 })).statusCode).toBe(200);
    await api('PATCH', `/api/incomes/${first.id}`, { transaction_date: '2026-03-01' });
    await expectExact(owner);
    await api('PATCH', `/api/incomes/${first.id}`, { lease_id: b });
    await expectExact(owner);
    await api('PATCH', `/api/incomes/${fee.id}`, { category: 'Rent' });
    await api('PATCH', `/api/incomes/${first.id}`, { category: 'Other' });
    await expectExact(owner);

    // Deletes, one leaving a lease with nothing paid.
    expect((await api('DELETE', `/api/incomes/${fee.id}`)).statusCode).toBe(200);
    await expectExact(owner);

    // Many rows per statement across both leases, then an update and a delete of many.
    const { db } = ctx.database;
    await db.execute(sql`insert into incomes (owner_id, property_id, lease_id, amount, transaction_date, category)
      select ${owner}, ${property.id}, case when n % 3 = 0 then ${a}::uuid else ${b}::uuid end,
        (n % 97) + 0.37, date '2025-06-01' + (n % 400), case when n % 5 = 0 then 'Other' else 'Rent' end
      from generate_series(1, 600) as n`);
    await expectExact(owner);
    await db.execute(sql`update incomes set lease_id = ${a}, amount = amount * 2
      where owner_id = ${owner} and amount < 20`);
    await db.execute(sql`delete from incomes where owner_id = ${owner} and transaction_date < '2025-09-01'`);
    await expectExact(owner);

    // Writers at once (on PostgreSQL, in concurrent transactions) each count the others' payments.
    await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        api('POST', '/api/incomes', rent(property.id, i % 2 ? a : b, 10 + i, '2026-06-01')),
      ),
    );
    await expectExact(owner);

    // Another owner's totals were never touched.
    expect(await totalsAndTruth(db, other.owner)).toEqual(otherBefore);
    expect(otherBefore.totals).toEqual([
      { lease_id: otherLease, amount: '700.00', count: 1, last_date: '2026-02-01' },
    ]);
  });

  it('sums as of a day: payments dated later are left out of the sum and of the last date', async () => {
    const { api, owner, property, lease } = await signUpOwner();
    const a = await lease(1000);
    const b = await lease(800);
    const c = await lease(600);
    await api('POST', '/api/incomes', rent(property.id, a, 1000, '2026-03-01'));
    await api('POST', '/api/incomes', rent(property.id, a, 1000.25, '2026-04-02'));
    await api('POST', '/api/incomes', rent(property.id, b, 800, '2026-03-05'));
    // Only paid ahead of the day.
    await api('POST', '/api/incomes', rent(property.id, c, 600, '2026-05-01'));
    const sums = async (asOf: string) =>
      (await sumLinkedRentIncomes(ctx.database.db, owner, asOf)).sort((x, y) =>
        x.leaseId.localeCompare(y.leaseId),
      );
    const expected = (rows: Array<{ leaseId: string; total: string; lastDate: string }>) =>
      rows.sort((x, y) => x.leaseId.localeCompare(y.leaseId));
    expect(await sums('2026-12-31')).toEqual(
      expected([
        { leaseId: a, total: '2000.25', lastDate: '2026-04-02' },
        { leaseId: b, total: '800.00', lastDate: '2026-03-05' },
        { leaseId: c, total: '600.00', lastDate: '2026-05-01' },
      ]),
    );
    expect(await sums('2026-03-31')).toEqual(
      expected([
        { leaseId: a, total: '1000.00', lastDate: '2026-03-01' },
        { leaseId: b, total: '800.00', lastDate: '2026-03-05' },
      ]),
    );
    expect(await sums('2026-02-28')).toEqual([]);
  });

  it('goes with a deleted lease and with the account, and leaves no row to a lease that never had rent', async () => {
    const { user, api, owner, property, lease } = await signUpOwner();
    const a = await lease(1000);
    const b = await lease(800);
    await api('POST', '/api/incomes', rent(property.id, a, 1000, '2026-03-01'));
    await api('POST', '/api/incomes', rent(property.id, b, 800, '2026-03-01'));
    expect((await api('DELETE', `/api/leases/${a}`)).statusCode).toBe(200);
    const { db } = ctx.database;
    const kept = async () =>
      rowsOf<{ lease_id: string }>(
        await db.execute(sql`select lease_id from lease_rent_totals where owner_id = ${owner}`),
      ).map((row) => row.lease_id);
    expect(await kept()).toEqual([b]);
    await expectExact(owner);

    const deleted = await api('DELETE', '/api/users/me', { password: user.password });
    expect(deleted.statusCode).toBe(200);
    expect(await kept()).toEqual([]);
  });
});
