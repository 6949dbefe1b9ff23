import { and, asc, eq, gte, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  calendarEvents,
  calendarFeeds,
  complianceItems,
  leases,
  maintenanceRequests,
  properties,
  tenants,
} from '../../db/schema.js';
import { isUuid } from '../../db/values.js';
import type { ComplianceForCalendar, LeaseForCalendar, MaintenanceForCalendar } from './calendar-events.js';
import { SHOWN_FIRST_NAME_SQL } from '../tenants/tenant-name.js';

export type CustomEventRow = typeof calendarEvents.$inferSelect;
export type CustomEventValues = Omit<
  typeof calendarEvents.$inferInsert,
  'id' | 'ownerId' | 'createdAt' | 'updatedAt'
>;
export type ComplianceRow = typeof complianceItems.$inferSelect;
export type ComplianceValues = Omit<
  typeof complianceItems.$inferInsert,
  'id' | 'ownerId' | 'createdAt' | 'updatedAt'
>;

const cents = (value: string | null) => Math.round(Number(value ?? 0) * 100);

export async function activeLeasesForCalendar(db: Database, ownerId: string): Promise<LeaseForCalendar[]> {
  const rows = await db
    .select({
      id: leases.id,
      propertyId: leases.propertyId,
      address: properties.address,
      firstName: SHOWN_FIRST_NAME_SQL,
      lastName: tenants.lastName,
      rent: leases.rentAmountMonthly,
      dueDay: leases.rentDueDay,
      startDate: leases.startDate,
      endDate: leases.endDate,
      ledgerStartDate: leases.ledgerStartDate,
    })
    .from(leases)
    .innerJoin(properties, eq(properties.id, leases.propertyId))
    .leftJoin(tenants, eq(tenants.id, leases.tenantId))
    .where(and(eq(leases.ownerId, ownerId), eq(leases.isActive, true)));
  return rows.map((row) => ({
    id: row.id,
    propertyId: row.propertyId,
    address: row.address,
    tenant: row.firstName ? `${row.firstName} ${row.lastName ?? ''}`.trim() : null,
    rentCents: cents(row.rent),
    dueDay: row.dueDay,
    startDate: row.startDate,
    endDate: row.endDate,
    ledgerStartDate: row.ledgerStartDate,
  }));
}

export async function scheduledMaintenance(
  db: Database,
  ownerId: string,
  from: string,
  to: string,
): Promise<MaintenanceForCalendar[]> {
  const rows = await db
    .select({
      id: maintenanceRequests.id,
      propertyId: maintenanceRequests.propertyId,
      title: maintenanceRequests.title,
      scheduledFor: maintenanceRequests.scheduledFor,
      address: properties.address,
    })
    .from(maintenanceRequests)
    .innerJoin(properties, eq(properties.id, maintenanceRequests.propertyId))
    .where(
      and(
        eq(maintenanceRequests.ownerId, ownerId),
        isNotNull(maintenanceRequests.scheduledFor),
        gte(maintenanceRequests.scheduledFor, from),
        lte(maintenanceRequests.scheduledFor, to),
      ),
    );
  return rows.map((row) => ({ ...row, scheduledFor: row.scheduledFor as string }));
}

export async function openCompliance(
  db: Database,
  ownerId: string,
  to: string,
): Promise<ComplianceForCalendar[]> {
  return db
    .select({
      id: complianceItems.id,
      propertyId: complianceItems.propertyId,
      title: complianceItems.title,
      dueDate: complianceItems.dueDate,
      address: properties.address,
    })
    .from(complianceItems)
    .innerJoin(properties, eq(properties.id, complianceItems.propertyId))
    .where(
      and(
        eq(complianceItems.ownerId, ownerId),
        isNull(complianceItems.completedAt),
        lte(complianceItems.dueDate, to),
      ),
    );
}

/** Custom events that may occur in [from, to]: one-offs starting before `to` and ending after `from`, and every recurring one that started by `to`. */
export function customEventsUpTo(
  db: Database,
  ownerId: string,
  from: Date,
  to: Date,
): Promise<CustomEventRow[]> {
  return db
    .select()
    .from(calendarEvents)
    .where(
      and(
        eq(calendarEvents.ownerId, ownerId),
        lte(calendarEvents.startAt, to),
        or(isNotNull(calendarEvents.recurrence), gte(calendarEvents.endAt, from)),
      ),
    );
}

export async function findCustomEvent(
  db: Database,
  ownerId: string,
  id: string,
): Promise<CustomEventRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(calendarEvents)
    .where(and(eq(calendarEvents.ownerId, ownerId), eq(calendarEvents.id, id)));
  return row;
}

export async function insertCustomEvent(
  db: Database,
  ownerId: string,
  values: CustomEventValues,
): Promise<CustomEventRow> {
  const [row] = await db
    .insert(calendarEvents)
    .values({ ...values, ownerId })
    .returning();
  if (!row) throw new Error('event insert returned nothing');
  return row;
}

export async function updateCustomEvent(
  db: Database,
  ownerId: string,
  id: string,
  values: Partial<CustomEventValues>,
) {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .update(calendarEvents)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(calendarEvents.ownerId, ownerId), eq(calendarEvents.id, id)))
    .returning();
  return row;
}

export async function deleteCustomEvent(db: Database, ownerId: string, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const rows = await db
    .delete(calendarEvents)
    .where(and(eq(calendarEvents.ownerId, ownerId), eq(calendarEvents.id, id)))
    .returning({ id: calendarEvents.id });
  return rows.length > 0;
}

// ---- compliance

const complianceSelection = { item: complianceItems, address: properties.address };

export function listCompliance(db: Database, ownerId: string, propertyId?: string) {
  if (propertyId !== undefined && !isUuid(propertyId)) return Promise.resolve([]);
  const scope = eq(complianceItems.ownerId, ownerId);
  return db
    .select(complianceSelection)
    .from(complianceItems)
    .innerJoin(properties, eq(properties.id, complianceItems.propertyId))
    .where(propertyId ? and(scope, eq(complianceItems.propertyId, propertyId)) : scope)
    .orderBy(asc(complianceItems.dueDate));
}

export async function findCompliance(db: Database, ownerId: string, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select(complianceSelection)
    .from(complianceItems)
    .innerJoin(properties, eq(properties.id, complianceItems.propertyId))
    .where(and(eq(complianceItems.ownerId, ownerId), eq(complianceItems.id, id)));
  return row;
}

export async function insertCompliance(
  db: Database,
  ownerId: string,
  values: ComplianceValues[],
): Promise<string[]> {
  if (values.length === 0) return [];
  const rows = await db
    .insert(complianceItems)
    .values(values.map((v) => ({ ...v, ownerId })))
    .returning({ id: complianceItems.id });
  return rows.map((row) => row.id);
}

export async function updateCompliance(
  db: Database,
  ownerId: string,
  id: string,
  values: Partial<ComplianceValues>,
) {
  await db
    .update(complianceItems)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(complianceItems.ownerId, ownerId), eq(complianceItems.id, id)));
}

export async function deleteCompliance(db: Database, ownerId: string, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const rows = await db
    .delete(complianceItems)
    .where(and(eq(complianceItems.ownerId, ownerId), eq(complianceItems.id, id)))
    .returning({ id: complianceItems.id });
  return rows.length > 0;
}

// ---- feed

export async function findFeedByOwner(db: Database, ownerId: string) {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.ownerId, ownerId));
  return row;
}

export async function findFeedByTokenHash(db: Database, tokenHash: string) {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.tokenHash, tokenHash));
  return row;
}

/** The owner's feed row, made with this nonce and hash unless one exists (then that one is kept). */
export async function insertFeedIfMissing(
  db: Database,
  ownerId: string,
  nonce: string,
  tokenHash: string,
): Promise<{ nonce: string | null; tokenHash: string }> {
  await db.insert(calendarFeeds).values({ ownerId, nonce, tokenHash }).onConflictDoNothing();
  const row = await findFeedByOwner(db, ownerId);
  return row ?? { nonce, tokenHash };
}

export async function deleteFeed(db: Database, ownerId: string): Promise<void> {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.ownerId, ownerId));
}
