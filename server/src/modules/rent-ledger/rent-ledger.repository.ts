import { and, asc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.js';
import {
  incomes,
  leaseCharges,
  leaseRentTotals,
  leases,
  payments,
  properties,
  tenants,
} from '../../db/schema.js';
import { isUuid } from '../../db/values.js';
import { SHOWN_FIRST_NAME_SQL } from '../tenants/tenant-name.js';

/** The rows the rent ledger reads, owner first in every query (server/src/modules/README.md). */

export type LedgerLeaseRow = {
  id: string;
  propertyId: string;
  address: string;
  tenantId: string | null;
  firstName: string | null;
  lastName: string | null;
  startDate: string | null;
  endDate: string | null;
  isActive: boolean;
  rent: string | null;
  dueDay: number;
  graceDays: number;
  specialLeaseTerms: unknown;
  ledgerStartDate: string | null;
  openingBalance: string;
  updatedAt: Date;
};

export type LedgerIncomeRow = {
  id: string;
  propertyId: string | null;
  address: string | null;
  tenantId: string | null;
  leaseId: string | null;
  date: string;
  amount: string;
  description: string | null;
  entity: string | null;
};

export type LegacyPaymentRow = {
  id: string;
  propertyId: string | null;
  tenantId: string | null;
  leaseId: string | null;
  date: string;
  amount: string;
};

export type LeaseChargeRow = typeof leaseCharges.$inferSelect;

/** Which leases (and the payments that may be theirs) to read: all, or those of some properties. */
export type LedgerScope = { propertyIds?: string[] };

/** Rent payments are incomes in category Rent, whatever the case or spaces (isRentPayment). */
const isRentCategory = sql`lower(trim(${incomes.category})) = 'rent'`;

export async function listLedgerLeases(
  db: Database,
  ownerId: string,
  scope: LedgerScope = {},
): Promise<LedgerLeaseRow[]> {
  const conditions: SQL[] = [eq(leases.ownerId, ownerId)];
  if (scope.propertyIds) {
    const ids = scope.propertyIds.filter(isUuid);
    if (ids.length === 0) return [];
    conditions.push(inArray(leases.propertyId, ids));
  }
  return db
    .select({
      id: leases.id,
      propertyId: leases.propertyId,
      address: properties.address,
      tenantId: leases.tenantId,
      firstName: SHOWN_FIRST_NAME_SQL,
      lastName: tenants.lastName,
      startDate: leases.startDate,
      endDate: leases.endDate,
      isActive: leases.isActive,
      rent: leases.rentAmountMonthly,
      dueDay: leases.rentDueDay,
      graceDays: leases.gracePeriodDays,
      specialLeaseTerms: leases.specialLeaseTerms,
      ledgerStartDate: leases.ledgerStartDate,
      openingBalance: leases.openingBalance,
      updatedAt: leases.updatedAt,
    })
    .from(leases)
    .innerJoin(properties, eq(properties.id, leases.propertyId))
    .leftJoin(tenants, eq(tenants.id, leases.tenantId))
    .where(and(...conditions))
    .orderBy(asc(properties.address), asc(leases.startDate), asc(leases.id));
}

/**
 * Rent incomes tied to a lease, summed per lease up to a day, with the last one's date: all that a lease
 * without late fees needs of them to know what it owes (docs/decisions/0006-rent-ledger.md). Read from the
 * totals the database keeps (lease_rent_totals), less the payments dated after the day, which are few.
 */
export async function sumLinkedRentIncomes(
  db: Database,
  ownerId: string,
  asOf: string,
): Promise<Array<{ leaseId: string; total: string; lastDate: string }>> {
  const linkedRent = and(
    eq(incomes.ownerId, ownerId),
    isRentCategory,
    sql`${incomes.leaseId} is not null`,
  ) as SQL;
  const [kept, later] = await Promise.all([
    // One JSON value, not a row per lease: the embedded database copies each field of a result into a
    // buffer of its own, which for thousands of rows costs more than the query (listTenantsWithLease).
    db
      .execute(
        sql`select coalesce(json_agg(json_build_object('leaseId', ${leaseRentTotals.leaseId},
            'total', ${leaseRentTotals.amount}::text, 'lastDate', ${leaseRentTotals.lastDate})), '[]')::text as rows
          from ${leaseRentTotals}
          where ${leaseRentTotals.ownerId} = ${ownerId} and ${leaseRentTotals.count} > 0`,
      )
      .then(
        (result) =>
          JSON.parse(rowsOf<{ rows: string }>(result)[0]?.rows ?? '[]') as Array<{
            leaseId: string;
            total: string;
            lastDate: string | null;
          }>,
      ),
    db
      .select({
        leaseId: sql<string>`${incomes.leaseId}`,
        total: sql<string>`sum(${incomes.amount})::text`,
      })
      .from(incomes)
      .where(and(linkedRent, sql`${incomes.transactionDate} > ${asOf}`))
      .groupBy(incomes.leaseId),
  ]);
  if (later.length === 0)
    return kept.flatMap((row) => (row.lastDate ? [{ ...row, lastDate: row.lastDate }] : []));
  // Leases paid ahead of the day: their sums and last dates as of the day, from their own payments.
  const ahead = new Set(later.map((row) => row.leaseId));
  const asOfDay = await db
    .select({
      leaseId: sql<string>`${incomes.leaseId}`,
      total: sql<string>`sum(${incomes.amount})::text`,
      lastDate: sql<string>`max(${incomes.transactionDate})::text`,
    })
    .from(incomes)
    .where(and(linkedRent, inArray(incomes.leaseId, [...ahead]), sql`${incomes.transactionDate} <= ${asOf}`))
    .groupBy(incomes.leaseId);
  return [
    ...kept.flatMap((row) =>
      row.lastDate && !ahead.has(row.leaseId) ? [{ ...row, lastDate: row.lastDate }] : [],
    ),
    ...asOfDay,
  ];
}

/**
 * Rent incomes: all of the owner's, or those of the given properties and leases. `onlyUnlinkedOr`: just
 * those tied to no lease or to one of these leases (the others are read as sums).
 */
export async function listRentIncomes(
  db: Database,
  ownerId: string,
  scope: { propertyIds?: string[]; leaseIds?: string[] } = {},
  onlyUnlinkedOr?: string[],
): Promise<LedgerIncomeRow[]> {
  const conditions: SQL[] = [eq(incomes.ownerId, ownerId), isRentCategory];
  if (onlyUnlinkedOr) {
    const linked = onlyUnlinkedOr.filter(isUuid);
    conditions.push(
      linked.length
        ? (or(isNull(incomes.leaseId), inArray(incomes.leaseId, linked)) as SQL)
        : isNull(incomes.leaseId),
    );
  }
  if (scope.propertyIds || scope.leaseIds) {
    const propertyIds = (scope.propertyIds ?? []).filter(isUuid);
    const leaseIds = (scope.leaseIds ?? []).filter(isUuid);
    const either: SQL[] = [];
    if (propertyIds.length) either.push(inArray(incomes.propertyId, propertyIds));
    if (leaseIds.length) either.push(inArray(incomes.leaseId, leaseIds));
    if (either.length === 0) return [];
    conditions.push(or(...either) as SQL);
  }
  return db
    .select({
      id: incomes.id,
      propertyId: incomes.propertyId,
      address: sql<string | null>`coalesce(${properties.address}, ${incomes.formerPropertyAddress})`,
      tenantId: incomes.tenantId,
      leaseId: incomes.leaseId,
      date: incomes.transactionDate,
      amount: incomes.amount,
      description: incomes.description,
      entity: incomes.entity,
    })
    .from(incomes)
    .leftJoin(properties, eq(properties.id, incomes.propertyId))
    .where(and(...conditions))
    .orderBy(asc(incomes.transactionDate), asc(incomes.id));
}

/**
 * Payments recorded without an income (before Add Payment recorded one): money the incomes do not hold.
 * A payment row linked to an income is that income, counted once through it.
 */
export async function listLegacyPayments(
  db: Database,
  ownerId: string,
  scope: { propertyIds?: string[]; leaseIds?: string[] } = {},
): Promise<LegacyPaymentRow[]> {
  const conditions: SQL[] = [eq(payments.ownerId, ownerId), isNull(payments.incomeId)];
  if (scope.propertyIds || scope.leaseIds) {
    const propertyIds = (scope.propertyIds ?? []).filter(isUuid);
    const leaseIds = (scope.leaseIds ?? []).filter(isUuid);
    const either: SQL[] = [];
    if (propertyIds.length) either.push(inArray(payments.propertyId, propertyIds));
    if (leaseIds.length) either.push(inArray(payments.leaseId, leaseIds));
    if (either.length === 0) return [];
    conditions.push(or(...either) as SQL);
  }
  // One JSON value, as sumLinkedRentIncomes reads: there may be a row for each lease.
  const result = await db.execute(
    sql`select coalesce(json_agg(json_build_object('id', id, 'propertyId', property_id,
        'tenantId', tenant_id, 'leaseId', lease_id, 'date', paid_date, 'amount', amount::text)
        order by paid_date, id), '[]')::text as rows
      from payments where ${and(...conditions)}`,
  );
  return JSON.parse(rowsOf<{ rows: string }>(result)[0]?.rows ?? '[]') as LegacyPaymentRow[];
}

export async function listCharges(
  db: Database,
  ownerId: string,
  leaseIds?: string[],
): Promise<LeaseChargeRow[]> {
  const conditions: SQL[] = [eq(leaseCharges.ownerId, ownerId)];
  if (leaseIds) {
    const ids = leaseIds.filter(isUuid);
    if (ids.length === 0) return [];
    conditions.push(inArray(leaseCharges.leaseId, ids));
  }
  return db
    .select()
    .from(leaseCharges)
    .where(and(...conditions))
    .orderBy(asc(leaseCharges.dueDate), asc(leaseCharges.createdAt));
}

export async function insertCharge(
  db: Database,
  ownerId: string,
  values: { leaseId: string; description: string; amount: string; dueDate: string },
): Promise<LeaseChargeRow> {
  const [row] = await db
    .insert(leaseCharges)
    .values({ ...values, ownerId })
    .returning();
  if (!row) throw new Error('lease charge insert returned nothing');
  return row;
}

export async function deleteCharge(
  db: Database,
  ownerId: string,
  leaseId: string,
  id: string,
): Promise<boolean> {
  if (!isUuid(id) || !isUuid(leaseId)) return false;
  const rows = await db
    .delete(leaseCharges)
    .where(and(eq(leaseCharges.ownerId, ownerId), eq(leaseCharges.leaseId, leaseId), eq(leaseCharges.id, id)))
    .returning({ id: leaseCharges.id });
  return rows.length > 0;
}
