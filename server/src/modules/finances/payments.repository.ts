import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { payments } from '../../db/schema.js';
import { isUuid } from '../../db/values.js';

export type PaymentRow = typeof payments.$inferSelect;
export type PaymentValues = Omit<typeof payments.$inferInsert, 'id' | 'ownerId' | 'createdAt' | 'updatedAt'>;
export type PaymentFilters = { tenantId?: string; leaseId?: string; propertyId?: string };

export function listPayments(
  db: Database,
  ownerId: string,
  filters: PaymentFilters = {},
): Promise<PaymentRow[]> {
  const conditions: SQL[] = [eq(payments.ownerId, ownerId)];
  for (const id of [filters.tenantId, filters.leaseId, filters.propertyId]) {
    if (id !== undefined && !isUuid(id)) return Promise.resolve([]);
  }
  if (filters.tenantId) conditions.push(eq(payments.tenantId, filters.tenantId));
  if (filters.leaseId) conditions.push(eq(payments.leaseId, filters.leaseId));
  if (filters.propertyId) conditions.push(eq(payments.propertyId, filters.propertyId));
  return db
    .select()
    .from(payments)
    .where(and(...conditions))
    .orderBy(desc(payments.paidDate), desc(payments.createdAt));
}

export async function findPayment(
  db: Database,
  ownerId: string,
  id: string,
): Promise<PaymentRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.ownerId, ownerId), eq(payments.id, id)));
  return row;
}

export async function insertPayment(
  db: Database,
  ownerId: string,
  values: PaymentValues,
): Promise<PaymentRow> {
  const [row] = await db
    .insert(payments)
    .values({ ...values, ownerId })
    .returning();
  if (!row) throw new Error('payment insert returned nothing');
  return row;
}

export async function deletePayment(
  db: Database,
  ownerId: string,
  id: string,
): Promise<PaymentRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .delete(payments)
    .where(and(eq(payments.ownerId, ownerId), eq(payments.id, id)))
    .returning();
  return row;
}

/** Payments recorded through an income: they go when that income goes. */
export async function deletePaymentsOfIncome(db: Database, ownerId: string, incomeId: string): Promise<void> {
  if (!isUuid(incomeId)) return;
  await db.delete(payments).where(and(eq(payments.ownerId, ownerId), eq(payments.incomeId, incomeId)));
}
