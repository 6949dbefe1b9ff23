import { sql, type SQL } from 'drizzle-orm';
import type { LedgerSort, SortOrder } from '@astor/contract/ledger';
import { rowsOf, type Database } from '../../db/client.js';
import { isUuid } from '../../db/values.js';

export type LedgerFilters = {
  q?: string;
  propertyId?: string;
  type?: 'income' | 'expense';
  /** The whole category name, any case. */
  category?: string;
  from?: string;
  to?: string;
};

/** How a page is ordered: by a column, then newest first (docs/product.md#ledger). */
export type LedgerOrder = { sort: LedgerSort; order: SortOrder };
export const NEWEST_FIRST: LedgerOrder = { sort: 'date', order: 'desc' };

export type LedgerDbRow = {
  type: 'income' | 'expense';
  id: string;
  transaction_date: string;
  description: string | null;
  entity: string | null;
  category: string | null;
  /** Signed: expenses negative. numeric arrives as an exact string. */
  amount: string;
  /** Its own currency, else the owner's (users.currency). */
  currency: string;
  bank_account: string | null;
  method: string | null;
  property_id: string | null;
  property_address: string | null;
};

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

type Kind = LedgerDbRow['type'];
const KINDS: readonly Kind[] = ['income', 'expense'];
const tableOf = (kind: Kind) => (kind === 'income' ? sql`incomes` : sql`expenses`);
/** The ledger's order, newest first; `id` makes it total so pages never overlap. */
const NEWEST = sql`transaction_date desc, created_at desc, id`;
const OLDEST = sql`transaction_date, created_at, id`;

/**
 * The text a column sorts by, as an expression over `t` (the table) and `p` (its property), lower-cased so
 * that case does not split the order; null for the columns that sort by their own value.
 */
function sortTextOf(sort: LedgerSort): SQL {
  switch (sort) {
    case 'description':
      return sql`lower(t.description)`;
    case 'entity':
      return sql`lower(t.entity)`;
    case 'category':
      return sql`lower(t.category)`;
    case 'property':
      return sql`lower(coalesce(p.address, t.former_property_address))`;
    default:
      return sql`null::text`;
  }
}

/**
 * The ORDER BY of one ordering, over the output names of a branch (`sort_text`, the signed `amount`), so
 * the same text orders each table and their merge; the newest first breaks ties, `id` makes it total.
 */
function orderOf({ sort, order }: LedgerOrder): SQL {
  const direction = order === 'asc' ? sql`asc` : sql`desc`;
  if (sort === 'date') return order === 'asc' ? OLDEST : NEWEST;
  if (sort === 'amount') return sql`amount ${direction}, ${NEWEST}`;
  return sql`sort_text ${direction} nulls last, ${NEWEST}`;
}

/**
 * The owner's rows of one table that match the filters, as `from … where …` over `t`. Properties are
 * joined (as `p`) only for the text search, which also matches the address, and for sorting by property.
 */
function matching(kind: Kind, ownerId: string, filters: LedgerFilters, withProperty = false): SQL {
  const conditions: SQL[] = [sql`t.owner_id = ${ownerId}`];
  if (filters.propertyId) conditions.push(sql`t.property_id = ${filters.propertyId}`);
  if (filters.category) conditions.push(sql`lower(t.category) = lower(${filters.category})`);
  if (filters.from) conditions.push(sql`t.transaction_date >= ${filters.from}`);
  if (filters.to) conditions.push(sql`t.transaction_date <= ${filters.to}`);
  if (filters.q) {
    const pattern = `%${escapeLike(filters.q)}%`;
    conditions.push(sql`(t.description ilike ${pattern} or t.entity ilike ${pattern} or t.category ilike ${pattern}
    or coalesce(p.address, t.former_property_address) ilike ${pattern} or t.amount::text like ${pattern})`);
  }
  if (!filters.q && !withProperty)
    return sql`from ${tableOf(kind)} t where ${sql.join(conditions, sql` and `)}`;
  return sql`from ${tableOf(kind)} t left join properties p on p.id = t.property_id
    where ${sql.join(conditions, sql` and `)}`;
}

/** The kinds the filters ask for; none when a property filter cannot name a property. */
function kindsFor(filters: LedgerFilters): readonly Kind[] {
  if (filters.propertyId !== undefined && !isUuid(filters.propertyId)) return [];
  return filters.type ? [filters.type] : KINDS;
}

/**
 * One page of both tables as one ledger. Each table gives only its first `offset + limit` rows in the
 * page's order (newest first: an index scan on (owner_id, transaction_date desc, created_at desc, id) that
 * stops early), so the merge never sorts the whole books; addresses are joined for the page's rows only,
 * unless the page is sorted by them.
 */
export async function pageLedger(
  db: Database,
  ownerId: string,
  filters: LedgerFilters,
  limit: number,
  offset: number,
  ordering: LedgerOrder = NEWEST_FIRST,
): Promise<LedgerDbRow[]> {
  const kinds = kindsFor(filters);
  if (kinds.length === 0) return [];
  const order = orderOf(ordering);
  const byProperty = ordering.sort === 'property';
  const branches = kinds.map(
    (kind) => sql`(select ${kind}::text as type, t.id, t.transaction_date, t.created_at, t.description,
        t.entity, t.category, ${kind === 'income' ? sql`t.amount` : sql`-t.amount`} as amount, t.currency,
        t.bank_account, t.method, t.property_id, t.former_property_address,
        ${sortTextOf(ordering.sort)} as sort_text
      ${matching(kind, ownerId, filters, byProperty)}
      order by ${order} limit ${offset + limit})`,
  );
  // The page keeps its order through the join by its position (`rank`), not by sorting again.
  const result = await db.execute(sql`select l.type, l.id, l.transaction_date::text as transaction_date,
      l.description, l.entity, l.category, l.amount::text as amount,
      coalesce(l.currency, (select u.currency from users u where u.id = ${ownerId})) as currency,
      l.bank_account, l.method, l.property_id,
      coalesce(p.address, l.former_property_address) as property_address
    from (select merged.*, row_number() over (order by ${order}) as rank
      from (${sql.join(branches, sql` union all `)}) merged
      order by ${order} limit ${limit} offset ${offset}) l
    left join properties p on p.id = l.property_id
    order by l.rank`);
  return rowsOf<LedgerDbRow>(result);
}

/**
 * The owner's totals of `kinds` between the filters' dates, from the daily totals the database keeps
 * (ledger_daily_totals): a few hundred rows a year, whatever the number of transactions.
 */
function dailyTotals(kinds: readonly Kind[], ownerId: string, filters: LedgerFilters): SQL {
  const kindList = sql.join(
    kinds.map((kind) => sql`${kind}`),
    sql`, `,
  );
  const conditions: SQL[] = [sql`owner_id = ${ownerId}`, sql`kind in (${kindList})`];
  if (filters.from) conditions.push(sql`day >= ${filters.from}`);
  if (filters.to) conditions.push(sql`day <= ${filters.to}`);
  return sql`select kind as type, sum(amount)::text as total, sum(count)::int as count
    from ledger_daily_totals where ${sql.join(conditions, sql` and `)} group by kind`;
}

/**
 * Totals over every matching row, on the exact numeric amounts: from the daily totals when only type and
 * dates filter, else one aggregate pass per table.
 */
export async function summariseLedger(
  db: Database,
  ownerId: string,
  filters: LedgerFilters,
): Promise<{ income: string; expenses: string; count: number }> {
  const kinds = kindsFor(filters);
  if (kinds.length === 0) return { income: '0', expenses: '0', count: 0 };
  const totals = (kind: Kind) =>
    sql`select ${kind}::text as type, coalesce(sum(t.amount), 0)::text as total, count(*)::int as count
      ${matching(kind, ownerId, filters)}`;
  const query =
    filters.q || filters.propertyId || filters.category
      ? sql.join(kinds.map(totals), sql` union all `)
      : dailyTotals(kinds, ownerId, filters);
  const rows = rowsOf<{ type: Kind; total: string; count: number }>(await db.execute(query));
  const totalOf = (kind: Kind) => rows.find((row) => row.type === kind)?.total ?? '0';
  return {
    income: totalOf('income'),
    expenses: totalOf('expense'),
    count: rows.reduce((sum, row) => sum + Number(row.count), 0),
  };
}
