import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { leases, properties, tenants } from '../../db/schema.js';
import { isUuid } from '../../db/values.js';

export type LeaseRow = typeof leases.$inferSelect;
export type LeaseValues = Omit<typeof leases.$inferInsert, 'id' | 'ownerId' | 'createdAt' | 'updatedAt'>;
export type LeaseWithParties = {
  lease: LeaseRow;
  property: { id: string; address: string };
  tenant: { id: string; firstName: string; lastName: string; companyName: string | null } | null;
};

export type LeaseFilters = {
  propertyId?: string;
  leaseType?: string;
  tenantId?: string;
  activeOnly?: boolean;
};

/** Leases with their property's address and their tenant's names, the shape of a list and of one lease. */
function selectLeasesWithParties(db: Database, where: SQL | undefined) {
  return db
    .select({
      lease: leases,
      property: { id: properties.id, address: properties.address },
      tenant: {
        id: tenants.id,
        firstName: tenants.firstName,
        lastName: tenants.lastName,
        companyName: tenants.companyName,
      },
    })
    .from(leases)
    .innerJoin(properties, eq(properties.id, leases.propertyId))
    .leftJoin(tenants, eq(tenants.id, leases.tenantId))
    .where(where);
}

export async function listLeases(
  db: Database,
  ownerId: string,
  filters: LeaseFilters = {},
): Promise<LeaseWithParties[]> {
  const conditions: SQL[] = [eq(leases.ownerId, ownerId)];
  for (const id of [filters.propertyId, filters.tenantId]) if (id !== undefined && !isUuid(id)) return [];
  if (filters.propertyId) conditions.push(eq(leases.propertyId, filters.propertyId));
  if (filters.tenantId) conditions.push(eq(leases.tenantId, filters.tenantId));
  if (filters.leaseType !== undefined) conditions.push(eq(leases.leaseType, filters.leaseType));
  if (filters.activeOnly) conditions.push(eq(leases.isActive, true));
  return selectLeasesWithParties(db, and(...conditions)).orderBy(
    desc(leases.startDate),
    desc(leases.createdAt),
  );
}

export async function findLease(
  db: Database,
  ownerId: string,
  id: string,
): Promise<LeaseWithParties | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await selectLeasesWithParties(db, and(eq(leases.ownerId, ownerId), eq(leases.id, id)));
  return row;
}

export async function insertLease(db: Database, ownerId: string, values: LeaseValues): Promise<string> {
  const [row] = await db
    .insert(leases)
    .values({ ...values, ownerId })
    .returning({ id: leases.id });
  if (!row) throw new Error('lease insert returned nothing');
  return row.id;
}

export async function updateLease(
  db: Database,
  ownerId: string,
  id: string,
  values: Partial<LeaseValues>,
): Promise<boolean> {
  if (!isUuid(id)) return false;
  const rows = await db
    .update(leases)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(leases.ownerId, ownerId), eq(leases.id, id)))
    .returning({ id: leases.id });
  return rows.length > 0;
}

export async function deleteLease(db: Database, ownerId: string, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const rows = await db
    .delete(leases)
    .where(and(eq(leases.ownerId, ownerId), eq(leases.id, id)))
    .returning({ id: leases.id });
  return rows.length > 0;
}

/** A tenant who leaves ends their leases; the records stay for the books. */
export async function endLeasesOfTenant(db: Database, ownerId: string, tenantId: string): Promise<void> {
  if (!isUuid(tenantId)) return;
  await db
    .update(leases)
    .set({ isActive: false, updatedAt: new Date() })
    .where(and(eq(leases.ownerId, ownerId), eq(leases.tenantId, tenantId), eq(leases.isActive, true)));
}
