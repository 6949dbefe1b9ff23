import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { maintenanceRequests } from '../../db/schema.js';
import { isUuid } from '../../db/values.js';

export type MaintenanceRow = typeof maintenanceRequests.$inferSelect;
export type MaintenanceValues = Omit<
  typeof maintenanceRequests.$inferInsert,
  'id' | 'ownerId' | 'createdAt' | 'updatedAt'
>;

export function listMaintenance(
  db: Database,
  ownerId: string,
  filters: { propertyId?: string; status?: string },
): Promise<MaintenanceRow[]> {
  if (filters.propertyId !== undefined && !isUuid(filters.propertyId)) return Promise.resolve([]);
  const conditions: SQL[] = [eq(maintenanceRequests.ownerId, ownerId)];
  if (filters.propertyId) conditions.push(eq(maintenanceRequests.propertyId, filters.propertyId));
  if (filters.status) conditions.push(eq(maintenanceRequests.status, filters.status));
  return db
    .select()
    .from(maintenanceRequests)
    .where(and(...conditions))
    .orderBy(desc(maintenanceRequests.createdAt));
}

export async function findMaintenance(
  db: Database,
  ownerId: string,
  id: string,
): Promise<MaintenanceRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(maintenanceRequests)
    .where(and(eq(maintenanceRequests.ownerId, ownerId), eq(maintenanceRequests.id, id)));
  return row;
}

export async function insertMaintenance(
  db: Database,
  ownerId: string,
  values: MaintenanceValues,
): Promise<MaintenanceRow> {
  const [row] = await db
    .insert(maintenanceRequests)
    .values({ ...values, ownerId })
    .returning();
  if (!row) throw new Error('maintenance insert returned nothing');
  return row;
}

export async function updateMaintenance(
  db: Database,
  ownerId: string,
  id: string,
  values: Partial<MaintenanceValues>,
): Promise<MaintenanceRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .update(maintenanceRequests)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(maintenanceRequests.ownerId, ownerId), eq(maintenanceRequests.id, id)))
    .returning();
  return row;
}

export async function deleteMaintenance(db: Database, ownerId: string, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const rows = await db
    .delete(maintenanceRequests)
    .where(and(eq(maintenanceRequests.ownerId, ownerId), eq(maintenanceRequests.id, id)))
    .returning({ id: maintenanceRequests.id });
  return rows.length > 0;
}
