import { and, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { expenses, incomes, properties, users } from '../../db/schema.js';
import { isUuid } from '../../db/values.js';

/**
 * Incomes and expenses share their shape (docs/product.md#income-and-expense-records), so one repository
 * serves both tables. The table is chosen by `kind`; everything else, including owner scoping, is the same.
 */
export type TransactionKind = 'income' | 'expense';
export type IncomeRow = typeof incomes.$inferSelect;
export type ExpenseRow = typeof expenses.$inferSelect;
export type RowOf<K extends TransactionKind> = K extends 'income' ? IncomeRow : ExpenseRow;
export type ValuesOf<K extends TransactionKind> = Omit<
  K extends 'income' ? typeof incomes.$inferInsert : typeof expenses.$inferInsert,
  'id' | 'ownerId' | 'createdAt' | 'updatedAt'
>;
export type WithProperty<K extends TransactionKind> = {
  row: RowOf<K>;
  property: { id: string; address: string } | null;
};

export type TransactionFilters = { propertyId?: string; tenantId?: string; from?: string; to?: string };

// Both tables have the same common columns; the cast lets one query builder serve either.
const tableOf = (kind: TransactionKind) => (kind === 'income' ? incomes : expenses) as typeof incomes;

export async function listTransactions<K extends TransactionKind>(
  db: Database,
  ownerId: string,
  kind: K,
  filters: TransactionFilters = {},
): Promise<WithProperty<K>[]> {
  const table = tableOf(kind);
  for (const id of [filters.propertyId, filters.tenantId]) if (id !== undefined && !isUuid(id)) return [];
  const conditions: SQL[] = [eq(table.ownerId, ownerId)];
  if (filters.propertyId) conditions.push(eq(table.propertyId, filters.propertyId));
  if (filters.tenantId) {
    if (kind !== 'income') return [];
    conditions.push(eq(incomes.tenantId, filters.tenantId));
  }
  if (filters.from) conditions.push(gte(table.transactionDate, filters.from));
  if (filters.to) conditions.push(lte(table.transactionDate, filters.to));
  const rows = await db
    .select({ row: table, property: { id: properties.id, address: properties.address } })
    .from(table)
    .leftJoin(properties, eq(properties.id, table.propertyId))
    .where(and(...conditions))
    .orderBy(desc(table.transactionDate), desc(table.createdAt));
  return rows as WithProperty<K>[];
}

export async function findTransaction<K extends TransactionKind>(
  db: Database,
  ownerId: string,
  kind: K,
  id: string,
): Promise<WithProperty<K> | undefined> {
  if (!isUuid(id)) return undefined;
  const table = tableOf(kind);
  const [row] = await db
    .select({ row: table, property: { id: properties.id, address: properties.address } })
    .from(table)
    .leftJoin(properties, eq(properties.id, table.propertyId))
    .where(and(eq(table.ownerId, ownerId), eq(table.id, id)));
  return row as WithProperty<K> | undefined;
}

export async function insertTransaction<K extends TransactionKind>(
  db: Database,
  ownerId: string,
  kind: K,
  values: ValuesOf<K>,
): Promise<string> {
  const table = tableOf(kind);
  const [row] = await db
    .insert(table)
    .values({ ...(values as ValuesOf<'income'>), ownerId })
    .returning({ id: table.id });
  if (!row) throw new Error('transaction insert returned nothing');
  return row.id;
}

export async function updateTransaction<K extends TransactionKind>(
  db: Database,
  ownerId: string,
  kind: K,
  id: string,
  values: Partial<ValuesOf<K>>,
): Promise<boolean> {
  if (!isUuid(id)) return false;
  const table = tableOf(kind);
  const rows = await db
    .update(table)
    .set({ ...(values as Partial<ValuesOf<'income'>>), updatedAt: new Date() })
    .where(and(eq(table.ownerId, ownerId), eq(table.id, id)))
    .returning({ id: table.id });
  return rows.length > 0;
}

export async function deleteTransaction(
  db: Database,
  ownerId: string,
  kind: TransactionKind,
  id: string,
): Promise<boolean> {
  if (!isUuid(id)) return false;
  const table = tableOf(kind);
  const rows = await db
    .delete(table)
    .where(and(eq(table.ownerId, ownerId), eq(table.id, id)))
    .returning({ id: table.id });
  return rows.length > 0;
}

/** The owner's currency (users.currency): the currency of every amount stored without one. */
export async function accountCurrency(db: Database, ownerId: string): Promise<string> {
  const [row] = await db.select({ currency: users.currency }).from(users).where(eq(users.id, ownerId));
  return row?.currency ?? 'USD';
}
