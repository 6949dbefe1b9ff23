import { and, asc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { depositEntries, leases, properties, tenants, users } from '../../db/schema.js';
import { isUuid } from '../../db/values.js';
import { SHOWN_FIRST_NAME_SQL } from '../tenants/tenant-name.js';

export type DepositEntryRow = typeof depositEntries.$inferSelect;
export type DepositEntryValues = Pick<
  typeof depositEntries.$inferInsert,
  'kind' | 'amount' | 'entryDate' | 'description'
>;

/** What the deposit screens and letter need of a lease: its dates, deposit, property and tenant. */
export type LeaseForDeposit = {
  id: string;
  startDate: string | null;
  endDate: string | null;
  securityDeposit: string | null;
  property: { address: string; city: string | null; state: string | null; zip: string | null };
  tenant: { firstName: string; lastName: string } | null;
};

export async function findLeaseForDeposit(
  db: Database,
  ownerId: string,
  leaseId: string,
): Promise<LeaseForDeposit | undefined> {
  if (!isUuid(leaseId)) return undefined;
  const [row] = await db
    .select({
      id: leases.id,
      startDate: leases.startDate,
      endDate: leases.endDate,
      securityDeposit: leases.securityDeposit,
      property: {
        address: properties.address,
        city: properties.city,
        state: properties.state,
        zip: properties.zip,
      },
      tenant: { firstName: SHOWN_FIRST_NAME_SQL, lastName: tenants.lastName },
    })
    .from(leases)
    .innerJoin(properties, eq(properties.id, leases.propertyId))
    .leftJoin(tenants, eq(tenants.id, leases.tenantId))
    .where(and(eq(leases.ownerId, ownerId), eq(leases.id, leaseId)));
  return row;
}

export function listEntries(db: Database, ownerId: string, leaseId: string): Promise<DepositEntryRow[]> {
  return db
    .select()
    .from(depositEntries)
    .where(and(eq(depositEntries.ownerId, ownerId), eq(depositEntries.leaseId, leaseId)))
    .orderBy(asc(depositEntries.entryDate), asc(depositEntries.createdAt), asc(depositEntries.id));
}

/**
 * Runs `work` with the lease row locked (select ... for update), so that two writes to one deposit check
 * the received total one after the other. Undefined when the owner has no such lease.
 */
export async function withLockedLease<T>(
  db: Database,
  ownerId: string,
  leaseId: string,
  work: (tx: Database) => Promise<T>,
): Promise<T | undefined> {
  if (!isUuid(leaseId)) return undefined;
  return db.transaction(async (tx) => {
    const [lease] = await tx
      .select({ id: leases.id })
      .from(leases)
      .where(and(eq(leases.ownerId, ownerId), eq(leases.id, leaseId)))
      .for('update');
    if (!lease) return undefined;
    return work(tx as unknown as Database);
  });
}

export async function insertEntry(
  db: Database,
  ownerId: string,
  leaseId: string,
  values: DepositEntryValues,
): Promise<DepositEntryRow> {
  const [row] = await db
    .insert(depositEntries)
    .values({ ...values, ownerId, leaseId })
    .returning();
  if (!row) throw new Error('deposit entry insert returned nothing');
  return row;
}

export async function deleteEntry(
  db: Database,
  ownerId: string,
  leaseId: string,
  entryId: string,
): Promise<boolean> {
  if (!isUuid(entryId)) return false;
  const rows = await db
    .delete(depositEntries)
    .where(
      and(
        eq(depositEntries.ownerId, ownerId),
        eq(depositEntries.leaseId, leaseId),
        eq(depositEntries.id, entryId),
      ),
    )
    .returning({ id: depositEntries.id });
  return rows.length > 0;
}

export async function findEntry(
  db: Database,
  ownerId: string,
  leaseId: string,
  entryId: string,
): Promise<DepositEntryRow | undefined> {
  if (!isUuid(entryId)) return undefined;
  const [row] = await db
    .select()
    .from(depositEntries)
    .where(
      and(
        eq(depositEntries.ownerId, ownerId),
        eq(depositEntries.leaseId, leaseId),
        eq(depositEntries.id, entryId),
      ),
    );
  return row;
}

/** What a letter says of its landlord: name, and the time zone and currency of its dates and figures. */
export type OwnerForLetters = { name: string; timezone: string; currency: string };

export async function ownerForLetters(db: Database, ownerId: string): Promise<OwnerForLetters> {
  const [row] = await db
    .select({ name: users.name, timezone: users.timezone, currency: users.currency })
    .from(users)
    .where(eq(users.id, ownerId));
  return row ?? { name: '', timezone: 'UTC', currency: 'USD' };
}

/** Per lease with an end date: the deposit still held (exact numeric text) and whether anything was deducted. */
export type HeldDeposit = {
  leaseId: string;
  propertyId: string;
  address: string;
  state: string | null;
  tenant: string | null;
  endDate: string;
  held: string;
  hasDeductions: boolean;
};

/** Leases (active or ended) with an end date and a deposit still held, for the calendar. */
export async function heldDepositsWithEndDate(db: Database, ownerId: string): Promise<HeldDeposit[]> {
  const signed = sql<string>`sum(case when ${depositEntries.kind} = 'received' then ${depositEntries.amount} else -${depositEntries.amount} end)`;
  const rows = await db
    .select({
      leaseId: leases.id,
      propertyId: leases.propertyId,
      address: properties.address,
      state: properties.state,
      firstName: SHOWN_FIRST_NAME_SQL,
      lastName: tenants.lastName,
      endDate: leases.endDate,
      held: signed,
      deductions: sql<number>`count(*) filter (where ${depositEntries.kind} = 'deduction')::int`,
    })
    .from(depositEntries)
    .innerJoin(leases, eq(leases.id, depositEntries.leaseId))
    .innerJoin(properties, eq(properties.id, leases.propertyId))
    .leftJoin(tenants, eq(tenants.id, leases.tenantId))
    .where(and(eq(depositEntries.ownerId, ownerId), isNotNull(leases.endDate)))
    .groupBy(leases.id, properties.id, tenants.id)
    .having(gt(signed, sql`0`));
  return rows.map((row) => ({
    leaseId: row.leaseId,
    propertyId: row.propertyId,
    address: row.address,
    state: row.state,
    tenant: row.firstName ? `${row.firstName} ${row.lastName ?? ''}`.trim() : null,
    endDate: row.endDate as string,
    held: String(row.held),
    hasDeductions: Number(row.deductions) > 0,
  }));
}
