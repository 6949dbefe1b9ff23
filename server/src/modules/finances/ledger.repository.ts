import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { isUuid } from '../../db/values.js';

export type LedgerFilters = {
  q?: string;
  propertyId?: string;
  type?: 'income' | 'expense';
  from?: string;
  to?: string;
};

export type LedgerDbRow = {
  type: 'income' | 'expense';
  id: string;
  transaction_date: string;
  description: string | null;
  entity: string | null;
  category: string | null;
  /** Signed: expenses negative. numeric arrives as an exact string. */
  amount: string;
  bank_account: string | null;
  method: string | null;
  property_id: string | null;
  property_address: string | null;
};

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Both tables as one ledger (UNION ALL), filtered in SQL so paging and totals stay fast at tens of
 * thousands of rows (indexes on owner_id, transaction_date).
 */
function ledgerSource(ownerId: string, filters: LedgerFilters): SQL | undefined {
  if (filters.propertyId !== undefined && !isUuid(filters.propertyId)) return undefined;
  const part = (type: 'income' | 'expense') => {
    const table = type === 'income' ? sql`incomes` : sql`expenses`;
    const sign = type === 'income' ? sql`1` : sql`-1`;
    const conditions: SQL[] = [sql`t.owner_id = ${ownerId}`];
    if (filters.propertyId) conditions.push(sql`t.property_id = ${filters.propertyId}`);
    if (filters.from) conditions.push(sql`t.transaction_date >= ${filters.from}`);
    if (filters.to) conditions.push(sql`t.transaction_date <= ${filters.to}`);
    if (filters.q) {
      const pattern = `%${escapeLike(filters.q)}%`;
      conditions.push(sql`(t.description ilike ${pattern} or t.entity ilike ${pattern} or t.category ilike ${pattern}
        or coalesce(p.address, t.former_property_address) ilike ${pattern} or t.amount::text like ${pattern})`);
    }
    return sql`select ${type}::text as type, t.id, t.transaction_date::text as transaction_date, t.description,
        t.entity, t.category, (t.amount * ${sign})::text as amount, t.bank_account, t.method, t.property_id,
        coalesce(p.address, t.former_property_address) as property_address, t.created_at
      from ${table} t left join properties p on p.id = t.property_id
      where ${sql.join(conditions, sql` and `)}`;
  };
  if (filters.type) return part(filters.type);
  return sql`${part('income')} union all ${part('expense')}`;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export async function pageLedger(
  db: Database,
  ownerId: string,
  filters: LedgerFilters,
  limit: number,
  offset: number,
): Promise<LedgerDbRow[]> {
  const source = ledgerSource(ownerId, filters);
  if (!source) return [];
  const result = await db.execute(
    sql`select * from (${source}) ledger order by transaction_date desc, created_at desc, id limit ${limit} offset ${offset}`,
  );
  return rowsOf<LedgerDbRow>(result);
}

export async function summariseLedger(
  db: Database,
  ownerId: string,
  filters: LedgerFilters,
): Promise<{ income: string; expenses: string; count: number }> {
  const source = ledgerSource(ownerId, filters);
  if (!source) return { income: '0', expenses: '0', count: 0 };
  const result = await db.execute(sql`select
      coalesce(sum(amount::numeric) filter (where type = 'income'), 0)::text as income,
      coalesce(-sum(amount::numeric) filter (where type = 'expense'), 0)::text as expenses,
      count(*)::int as count
    from (${source}) ledger`);
  const [row] = rowsOf<{ income: string; expenses: string; count: number }>(result);
  return { income: row?.income ?? '0', expenses: row?.expenses ?? '0', count: Number(row?.count ?? 0) };
}
