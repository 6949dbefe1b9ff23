import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from './client.js';
import { sumsOver, type DateRange } from '../modules/dashboard/dashboard.repository.js';
import { summariseLedger } from '../modules/finances/ledger.repository.js';
import {
  apiAs,
  bearer,
  buildTestApp,
  createProperty,
  multipartBody,
  signUp,
  type TestContext,
} from '../testing/build-test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => {
  await ctx.close();
});

type Kind = 'income' | 'expense';
type Db = TestContext['database']['db'];
const tableOf = (kind: Kind) => sql.raw(kind === 'income' ? 'incomes' : 'expenses');

const RANGES: DateRange[] = [
  { from: '2026-01-01', to: '2026-12-31' },
  { from: '2026-03-01', to: '2026-03-31' },
  { from: '2026-03-15', to: '2026-03-15' },
  { from: '2025-06-01', to: '2026-02-28' },
  { from: '2030-01-01', to: '2030-12-31' },
];

async function signUpOwner() {
  const user = await signUp(ctx.app);
  const api = apiAs(ctx.app, user.token);
  const owner = (await api('GET', '/api/users/me')).json<{ id: string }>().id;
  return { user, api, owner };
}

/** The rollup's rows, and the same computed from the transactions themselves. */
async function rollupAndTruth(db: Db, owner: string) {
  const rollup = rowsOf(
    await db.execute(sql`select kind, day::text, amount::text, count from ledger_daily_totals
      where owner_id = ${owner} order by kind, day`),
  );
  const truth = rowsOf(
    await db.execute(sql`select kind, day, amount, count from (
        select 'expense' as kind, transaction_date::text as day, sum(amount)::text as amount, count(*)::int as count
        from expenses where owner_id = ${owner} group by transaction_date
        union all
        select 'income', transaction_date::text, sum(amount)::text, count(*)::int
        from incomes where owner_id = ${owner} group by transaction_date) t
      order by kind, day`),
  );
  return { rollup, truth };
}

async function directSums(db: Db, owner: string, kind: Kind, ranges: DateRange[]): Promise<number[]> {
  const sums: number[] = [];
  for (const { from, to } of ranges) {
    const [row] = rowsOf<{ total: string }>(
      await db.execute(sql`select coalesce(sum(amount), 0)::text as total from ${tableOf(kind)}
        where owner_id = ${owner} and transaction_date between ${from} and ${to}`),
    );
    sums.push(Math.round(Number(row?.total) * 100));
  }
  return sums;
}

/** Every row of the rollup, the dashboard's range sums and the ledger's totals agree with the books. */
async function expectExact(owner: string) {
  const { db } = ctx.database;
  const { rollup, truth } = await rollupAndTruth(db, owner);
  expect(rollup).toEqual(truth);
  for (const kind of ['income', 'expense'] as const) {
    expect(await sumsOver(db, owner, kind, RANGES)).toEqual(await directSums(db, owner, kind, RANGES));
  }
  for (const range of [{}, ...RANGES]) {
    for (const type of [undefined, 'income', 'expense'] as const) {
      // A text search that matches every row (amounts read as text have a point) sums the transactions.
      expect(await summariseLedger(db, owner, { ...range, type })).toEqual(
        await summariseLedger(db, owner, { ...range, type, q: '.' }),
      );
    }
  }
}

const tx = (propertyId: string, amount: number, date: string) => ({
  property_id: propertyId,
  amount,
  transaction_date: date,
  description: 'x',
});

describe('ledger_daily_totals (kept by triggers)', () => {
  it('stays exact through inserts, edits, deletes, bulk writes, imports and property deletion', async () => {
    const { user, api, owner } = await signUpOwner();
    const other = await signUpOwner();
    const house = await createProperty(ctx.app, user.token, { address: '1 Rollup Rd' });
    const shop = await createProperty(ctx.app, user.token, { address: '2 Rollup Rd' });
    const otherHouse = await createProperty(ctx.app, other.user.token);
    await other.api('POST', '/api/incomes', tx(otherHouse.id, 777.77, '2026-03-15'));
    const otherBefore = await rollupAndTruth(ctx.database.db, other.owner);
    await expectExact(owner);

    // One row at a time through the API, several on one day.
    const rent = (await api('POST', '/api/incomes', tx(house.id, 1500, '2026-03-15'))).json<{ id: string }>();
    const fee = (await api('POST', '/api/incomes', tx(shop.id, 0.1, '2026-03-15'))).json<{ id: string }>();
    await api('POST', '/api/incomes', tx(shop.id, 0.2, '2026-03-16'));
    const repair = (await api('POST', '/api/expenses', tx(house.id, 89.99, '2026-03-15'))).json<{
      id: string;
    }>();
    await api('POST', '/api/expenses', tx(shop.id, 45.1, '2026-02-01'));
    await expectExact(owner);

    // Edits: the amount, the date (to a day with no row yet), both, and neither.
    expect((await api('PATCH', `/api/incomes/${rent.id}`, { amount: 1499.99 })).statusCode).toBe(200);
    await api('PATCH', `/api/incomes/${fee.id}`, { transaction_date: '2025-12-31' });
    await api('PATCH', `/api/expenses/${repair.id}`, { amount: 100, transaction_date: '2026-04-01' });
    await api('PATCH', `/api/incomes/${rent.id}`, { description: 'March rent' });
    await expectExact(owner);

    // Deletes, one emptying its day.
    expect((await api('DELETE', `/api/incomes/${fee.id}`)).statusCode).toBe(200);
    await api('DELETE', `/api/expenses/${repair.id}`);
    await expectExact(owner);

    // Many rows per statement: inserts over many days (several per day), an update moving some between
    // days and changing amounts, a delete of some.
    const { db } = ctx.database;
    for (const kind of ['income', 'expense'] as const) {
      await db.execute(sql`insert into ${tableOf(kind)} (owner_id, property_id, amount, transaction_date)
        select ${owner}, ${house.id}, (n % 97) + 0.37, date '2025-06-01' + (n % 400)
        from generate_series(1, 1500) as n`);
    }
    await expectExact(owner);
    await db.execute(sql`update incomes set transaction_date = transaction_date + 3, amount = amount * 2
      where owner_id = ${owner} and amount < 20`);
    await db.execute(sql`update expenses set transaction_date = date '2026-03-15'
      where owner_id = ${owner} and transaction_date between '2026-03-01' and '2026-03-20'`);
    await db.execute(sql`delete from expenses where owner_id = ${owner} and amount > 90`);
    await db.execute(sql`delete from incomes where owner_id = ${owner} and transaction_date < '2025-07-01'`);
    await expectExact(owner);

    // A bank file through the import.
    const csv = 'Date,Description,Amount\n2026-03-15,Deposit,250.25\n2026-03-17,Hardware,-19.99\n';
    const body = multipartBody(
      { property_id: shop.id },
      { name: 'bank.csv', type: 'text/csv', content: csv },
    );
    const imported = await ctx.app.inject({
      method: 'POST',
      url: '/api/transactions/import',
      headers: { ...bearer(user.token), ...body.headers },
      payload: body.payload,
    });
    expect(imported.json()).toMatchObject({ imported: 2 });
    await expectExact(owner);

    // Deleting a property keeps its books (unlinked): the totals do not move.
    const before = await rollupAndTruth(db, owner);
    expect((await api('DELETE', `/api/properties/${house.id}`)).statusCode).toBe(200);
    expect(await rollupAndTruth(db, owner)).toEqual(before);
    await expectExact(owner);

    // Another owner's totals were never touched.
    expect(await rollupAndTruth(db, other.owner)).toEqual(otherBefore);
    expect(otherBefore.rollup).toEqual([{ kind: 'income', day: '2026-03-15', amount: '777.77', count: 1 }]);
  });

  it('keeps no row for a day whose transactions are all gone, and goes with the account', async () => {
    const { user, api, owner } = await signUpOwner();
    const p = await createProperty(ctx.app, user.token);
    const a = (await api('POST', '/api/incomes', tx(p.id, 10, '2026-05-05'))).json<{ id: string }>();
    const b = (await api('POST', '/api/incomes', tx(p.id, 20, '2026-05-06'))).json<{ id: string }>();
    await api('POST', '/api/expenses', tx(p.id, 5, '2026-05-05'));
    // Moving both to one day empties the other; deleting one leaves the exact remainder.
    await api('PATCH', `/api/incomes/${b.id}`, { transaction_date: '2026-05-05' });
    await api('DELETE', `/api/incomes/${a.id}`);
    const { rollup } = await rollupAndTruth(ctx.database.db, owner);
    expect(rollup).toEqual([
      { kind: 'expense', day: '2026-05-05', amount: '5.00', count: 1 },
      { kind: 'income', day: '2026-05-05', amount: '20.00', count: 1 },
    ]);

    const deleted = await api('DELETE', '/api/users/me', { password: user.password });
    expect(deleted.statusCode).toBe(200);
    expect((await rollupAndTruth(ctx.database.db, owner)).rollup).toEqual([]);
  });
});
