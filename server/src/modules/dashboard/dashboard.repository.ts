import { and, count, eq, gte, lte, sql, sum } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  expenses,
  incomes,
  leases,
  maintenanceRequests,
  payments,
  properties,
  tenants,
} from '../../db/schema.js';

/** Aggregates for the dashboard, computed in SQL: nothing here loads every transaction into memory. */

const cents = (value: string | null | undefined): number => Math.round(Number(value ?? 0) * 100);

export async function monthlyTotals(
  db: Database,
  ownerId: string,
  table: typeof incomes | typeof expenses,
  from: string,
  to: string,
): Promise<Map<string, number>> {
  const month = sql<string>`to_char(${table.transactionDate}, 'YYYY-MM')`;
  const rows = await db
    .select({ month, total: sum(table.amount) })
    .from(table)
    .where(and(eq(table.ownerId, ownerId), gte(table.transactionDate, from), lte(table.transactionDate, to)))
    .groupBy(month);
  return new Map(rows.map((row) => [row.month, cents(row.total)]));
}

export async function incomeBetween(
  db: Database,
  ownerId: string,
  from: string,
  to: string,
): Promise<number> {
  const [row] = await db
    .select({ total: sum(incomes.amount) })
    .from(incomes)
    .where(
      and(eq(incomes.ownerId, ownerId), gte(incomes.transactionDate, from), lte(incomes.transactionDate, to)),
    );
  return cents(row?.total);
}

export async function expenseBreakdown(db: Database, ownerId: string, from: string, to: string) {
  const category = sql<string>`coalesce(nullif(trim(${expenses.category}), ''), 'Other')`;
  const item = sql<string>`coalesce(nullif(trim(${expenses.entity}), ''), nullif(trim(${expenses.description}), ''), 'Unspecified')`;
  const rows = await db
    .select({ category, item, total: sum(expenses.amount) })
    .from(expenses)
    .where(
      and(
        eq(expenses.ownerId, ownerId),
        gte(expenses.transactionDate, from),
        lte(expenses.transactionDate, to),
      ),
    )
    .groupBy(category, item);
  return rows.map((row) => ({ category: row.category, item: row.item, cents: cents(row.total) }));
}

export async function propertyCounts(db: Database, ownerId: string) {
  const [row] = await db
    .select({
      total: count(),
      commercial: sql<number>`count(*) filter (where ${properties.isCommercial})`.mapWith(Number),
    })
    .from(properties)
    .where(eq(properties.ownerId, ownerId));
  const total = row?.total ?? 0;
  const commercial = row?.commercial ?? 0;
  return { total, commercial, residential: total - commercial };
}

export async function tenantCounts(
  db: Database,
  ownerId: string,
  timeZone: string,
  from: string,
  to: string,
) {
  const createdDay = sql`(${tenants.createdAt} at time zone ${timeZone})::date`;
  const [row] = await db
    .select({
      total: count(),
      added: sql<number>`count(*) filter (where ${createdDay} between ${from} and ${to})`.mapWith(Number),
    })
    .from(tenants)
    .where(eq(tenants.ownerId, ownerId));
  return { total: row?.total ?? 0, added: row?.added ?? 0 };
}

export async function activeLeases(db: Database, ownerId: string) {
  const rows = await db
    .select({
      id: leases.id,
      rent: leases.rentAmountMonthly,
      dueDay: leases.rentDueDay,
      startDate: leases.startDate,
      endDate: leases.endDate,
      propertyId: leases.propertyId,
      address: properties.address,
      firstName: tenants.firstName,
      lastName: tenants.lastName,
    })
    .from(leases)
    .innerJoin(properties, eq(properties.id, leases.propertyId))
    .leftJoin(tenants, eq(tenants.id, leases.tenantId))
    .where(and(eq(leases.ownerId, ownerId), eq(leases.isActive, true)));
  return rows.map((row) => ({
    ...row,
    rentCents: cents(row.rent),
    tenant: row.firstName ? `${row.firstName} ${row.lastName ?? ''}`.trim() : null,
  }));
}

export async function paymentsByLease(
  db: Database,
  ownerId: string,
  from: string,
  to: string,
): Promise<Map<string, number>> {
  const rows = await db
    .select({ leaseId: payments.leaseId, total: sum(payments.amount) })
    .from(payments)
    .where(and(eq(payments.ownerId, ownerId), gte(payments.paidDate, from), lte(payments.paidDate, to)))
    .groupBy(payments.leaseId);
  return new Map(rows.filter((row) => row.leaseId).map((row) => [row.leaseId as string, cents(row.total)]));
}

export async function maintenanceCounts(db: Database, ownerId: string) {
  const rows = await db
    .select({ status: maintenanceRequests.status, n: count() })
    .from(maintenanceRequests)
    .where(eq(maintenanceRequests.ownerId, ownerId))
    .groupBy(maintenanceRequests.status);
  const of = (status: string) => rows.find((row) => row.status === status)?.n ?? 0;
  return { pending: of('Pending'), in_progress: of('In Progress'), completed: of('Completed') };
}

export function maintenanceScheduledOn(db: Database, ownerId: string, day: string) {
  return db
    .select({
      id: maintenanceRequests.id,
      title: maintenanceRequests.title,
      propertyId: maintenanceRequests.propertyId,
    })
    .from(maintenanceRequests)
    .where(and(eq(maintenanceRequests.ownerId, ownerId), eq(maintenanceRequests.scheduledFor, day)));
}
