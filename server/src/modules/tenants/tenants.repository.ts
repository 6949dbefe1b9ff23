import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { properties, tenants } from '../../db/schema.js';
import { isUuid } from '../../db/values.js';

export type TenantRow = typeof tenants.$inferSelect;
export type TenantValues = Omit<typeof tenants.$inferInsert, 'id' | 'ownerId' | 'createdAt' | 'updatedAt'>;
export type TenantWithProperty = { tenant: TenantRow; property: { id: string; address: string } | null };

const selection = { tenant: tenants, property: { id: properties.id, address: properties.address } };

export function listTenants(db: Database, ownerId: string): Promise<TenantWithProperty[]> {
  return db
    .select(selection)
    .from(tenants)
    .leftJoin(properties, eq(properties.id, tenants.propertyId))
    .where(eq(tenants.ownerId, ownerId))
    .orderBy(asc(tenants.lastName), asc(tenants.firstName));
}

export async function findTenantWithProperty(
  db: Database,
  ownerId: string,
  id: string,
): Promise<TenantWithProperty | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select(selection)
    .from(tenants)
    .leftJoin(properties, eq(properties.id, tenants.propertyId))
    .where(and(eq(tenants.ownerId, ownerId), eq(tenants.id, id)));
  return row;
}

export async function findTenant(db: Database, ownerId: string, id: string): Promise<TenantRow | undefined> {
  return (await findTenantWithProperty(db, ownerId, id))?.tenant;
}

export async function insertTenant(db: Database, ownerId: string, values: TenantValues): Promise<string> {
  const [row] = await db
    .insert(tenants)
    .values({ ...values, ownerId })
    .returning({ id: tenants.id });
  if (!row) throw new Error('tenant insert returned nothing');
  return row.id;
}

export async function updateTenant(
  db: Database,
  ownerId: string,
  id: string,
  values: Partial<TenantValues>,
): Promise<boolean> {
  if (!isUuid(id)) return false;
  const rows = await db
    .update(tenants)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(tenants.ownerId, ownerId), eq(tenants.id, id)))
    .returning({ id: tenants.id });
  return rows.length > 0;
}

export async function deleteTenant(db: Database, ownerId: string, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const rows = await db
    .delete(tenants)
    .where(and(eq(tenants.ownerId, ownerId), eq(tenants.id, id)))
    .returning({ id: tenants.id });
  return rows.length > 0;
}
