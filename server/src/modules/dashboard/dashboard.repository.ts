import { and, asc, between, eq, gte, lte, or, sql, sum } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.js';
import {
  expenses,
  ledgerDailyTotals,
  leases,
  maintenanceRequests,
  payments,
  properties,
  tenants,
} from '../../db/schema.js';
import type { RentLease } from './dashboard.formulas.js';
import type { MonthRange } from '@astor/contract/calendar-date';
import { SHOWN_FIRST_NAME_SQL } from '../tenants/tenant-name.js';

/** Aggregates for the dashboard, computed in SQL: nothing here loads every transaction into memory. */

const cents = (value: string | null | undefined): number => Math.round(Number(value ?? 0) * 100);

export type DateRange = { from: string; to: string };

/**
 * The sum of the owner's incomes or expenses over each of `ranges` (in cents, in order), from the daily
 * totals the database keeps (ledger_daily_totals): a FILTER aggregate per range over a few hundred days,
 * not every transaction.
 */
export async function sumsOver(
  db: Database,
  ownerId: string,
  kind: 'income' | 'expense',
  ranges: DateRange[],
): Promise<number[]> {
  const within = ({ from, to }: DateRange) => sql`${ledgerDailyTotals.day} between ${from} and ${to}`;
  const sums = ranges.map(
    (range, i) =>
      sql`(sum(${ledgerDailyTotals.amount}) filter (where ${within(range)}))::text as ${sql.identifier(`sum${i}`)}`,
  );
  const [row] = rowsOf<Record<string, string | null>>(
    await db.execute(sql`select ${sql.join(sums, sql`, `)} from ${ledgerDailyTotals}
      where ${ledgerDailyTotals.ownerId} = ${ownerId} and ${ledgerDailyTotals.kind} = ${kind}
        and (${sql.join(ranges.map(within), sql` or `)})`),
  );
  return ranges.map((_, i) => cents(row?.[`sum${i}`]));
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

export type PortfolioCounts = {
  properties: { total: number; commercial: number; residential: number };
  tenants: { total: number; added: number };
  maintenance: { pending: number; in_progress: number; completed: number };
};

/** Properties, tenants (and those added in [from, to], in the owner's time zone) and maintenance by status. */
export async function portfolioCounts(
  db: Database,
  ownerId: string,
  timeZone: string,
  from: string,
  to: string,
): Promise<PortfolioCounts> {
  const [row] = rowsOf<Record<string, number>>(
    await db.execute(sql`select p.total as properties, p.commercial, t.total as tenants, t.added,
        m.pending, m.in_progress, m.completed
      from (select count(*)::int as total, (count(*) filter (where is_commercial))::int as commercial
          from properties where owner_id = ${ownerId}) p,
        (select count(*)::int as total, (count(*) filter (
            where (created_at at time zone ${timeZone})::date between ${from} and ${to}))::int as added
          from tenants where owner_id = ${ownerId}) t,
        (select (count(*) filter (where status = 'Pending'))::int as pending,
            (count(*) filter (where status = 'In Progress'))::int as in_progress,
            (count(*) filter (where status = 'Completed'))::int as completed
          from maintenance_requests where owner_id = ${ownerId}) m`),
  );
  const of = (key: string) => Number(row?.[key] ?? 0);
  return {
    properties: {
      total: of('properties'),
      commercial: of('commercial'),
      residential: of('properties') - of('commercial'),
    },
    tenants: { total: of('tenants'), added: of('added') },
    maintenance: { pending: of('pending'), in_progress: of('in_progress'), completed: of('completed') },
  };
}

export type NotableLease = RentLease & {
  rent: string | null;
  propertyId: string;
  address: string;
  tenant: string | null;
};

const LEASE_COLUMNS = {
  id: leases.id,
  rent: leases.rentAmountMonthly,
  dueDay: leases.rentDueDay,
  startDate: leases.startDate,
  endDate: leases.endDate,
  deposit: leases.securityDeposit,
  tenantId: leases.tenantId,
  propertyId: leases.propertyId,
  address: properties.address,
  firstName: SHOWN_FIRST_NAME_SQL,
  lastName: tenants.lastName,
};

// One shape for every lease list here: rent in cents, the tenant's name in one string.
function toLease<T extends { rent: string | null; firstName: string | null; lastName: string | null }>({
  firstName,
  lastName,
  ...row
}: T) {
  return {
    ...row,
    rentCents: cents(row.rent),
    tenant: firstName ? `${firstName} ${lastName ?? ''}`.trim() : null,
  };
}

/**
 * The few active leases the dashboard lists: those ending in [today, renewalsUntil] (renewals, lease
 * ends) and those whose rent falls due today (the due day clamped to the month's last day).
 */
export async function notableLeases(
  db: Database,
  ownerId: string,
  today: string,
  renewalsUntil: string,
  month: MonthRange,
): Promise<NotableLease[]> {
  const lastDay = Number(month.last.slice(8, 10));
  const todayDay = Number(today.slice(8, 10));
  const rows = await db
    .select(LEASE_COLUMNS)
    .from(leases)
    .innerJoin(properties, eq(properties.id, leases.propertyId))
    .leftJoin(tenants, eq(tenants.id, leases.tenantId))
    .where(
      and(
        eq(leases.ownerId, ownerId),
        eq(leases.isActive, true),
        or(
          between(leases.endDate, today, renewalsUntil),
          sql`least(${leases.rentDueDay}, ${lastDay}) = ${todayDay}`,
        ),
      ),
    )
    .orderBy(asc(leases.endDate), asc(leases.id));
  return rows.map(toLease);
}

export async function activeLeases(db: Database, ownerId: string) {
  const rows = await db
    .select(LEASE_COLUMNS)
    .from(leases)
    .innerJoin(properties, eq(properties.id, leases.propertyId))
    .leftJoin(tenants, eq(tenants.id, leases.tenantId))
    .where(and(eq(leases.ownerId, ownerId), eq(leases.isActive, true)));
  return rows.map(toLease);
}

/** The active leases in force on a day: started, not ended (an ended term is not today's rent). */
export async function leasesInForce(db: Database, ownerId: string, day: string) {
  return (await activeLeases(db, ownerId)).filter(
    (lease) => (!lease.startDate || lease.startDate <= day) && (!lease.endDate || lease.endDate >= day),
  );
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
