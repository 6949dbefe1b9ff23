import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  contracts,
  documents,
  expenses,
  incomes,
  leases,
  maintenanceRequests,
  properties,
  tenants,
} from '../../db/schema.js';
import { isUuid } from '../../db/values.js';

export type PropertyRow = typeof properties.$inferSelect;
export type PropertyValues = Omit<
  typeof properties.$inferInsert,
  'id' | 'ownerId' | 'createdAt' | 'updatedAt'
>;

type PropertyJson = Omit<PropertyRow, 'createdAt' | 'updatedAt'> & { createdAt: string; updatedAt: string };

/**
 * The owner's properties, oldest first, read as one JSON value: the embedded database copies every field
 * of a result into a buffer of its own, which for hundreds of rows cost three times the query (bench:api,
 * GET /api/properties computed afresh). Numerics come as their exact text and timestamps become Dates,
 * as a plain select gives them.
 */
export async function listProperties(db: Database, ownerId: string): Promise<PropertyRow[]> {
  const result = await db.execute(sql`select json_agg(p order by p."createdAt", p.id)::text as properties
    from (select id, owner_id as "ownerId", address, city, state, zip, property_type as "propertyType",
        purchase_price::text as "purchasePrice", purchase_date as "purchaseDate",
        num_bedrooms as "numBedrooms", num_bathrooms::text as "numBathrooms", num_floors as "numFloors",
        is_commercial as "isCommercial", is_hoa as "isHoa", hoa_fee::text as "hoaFee", is_nnn as "isNnn",
        latitude, longitude, location_approximate as "locationApproximate",
        created_at as "createdAt", updated_at as "updatedAt"
      from properties where owner_id = ${ownerId}) p`);
  const [row] = (result as unknown as { rows: { properties: string | null }[] }).rows;
  const list = JSON.parse(row?.properties ?? '[]') as PropertyJson[];
  return list.map((property) => ({
    ...property,
    createdAt: new Date(property.createdAt),
    updatedAt: new Date(property.updatedAt),
  }));
}

export async function findProperty(
  db: Database,
  ownerId: string,
  id: string,
): Promise<PropertyRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(properties)
    .where(and(eq(properties.ownerId, ownerId), eq(properties.id, id)));
  return row;
}

/** The subset of `ids` that exist and belong to the owner. */
export async function ownedPropertyIds(db: Database, ownerId: string, ids: string[]): Promise<Set<string>> {
  const valid = ids.filter(isUuid);
  if (valid.length === 0) return new Set();
  const rows = await db
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.ownerId, ownerId), inArray(properties.id, valid)));
  return new Set(rows.map((row) => row.id));
}

export async function insertProperty(
  db: Database,
  ownerId: string,
  values: PropertyValues,
): Promise<PropertyRow> {
  const [row] = await db
    .insert(properties)
    .values({ ...values, ownerId })
    .returning();
  if (!row) throw new Error('property insert returned nothing');
  return row;
}

export async function updateProperty(
  db: Database,
  ownerId: string,
  id: string,
  values: Partial<PropertyValues>,
): Promise<PropertyRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .update(properties)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(properties.ownerId, ownerId), eq(properties.id, id)))
    .returning();
  return row;
}

export async function countPropertyDependents(db: Database, ownerId: string, propertyId: string) {
  const countWhere = async (
    table: typeof tenants | typeof leases | typeof contracts | typeof maintenanceRequests | typeof documents,
  ) => {
    const [row] = await db
      .select({ n: count() })
      .from(table)
      .where(and(eq(table.ownerId, ownerId), eq(table.propertyId, propertyId)));
    return row?.n ?? 0;
  };
  const countTransactions = async (table: typeof incomes | typeof expenses) => {
    const [row] = await db
      .select({ n: count() })
      .from(table)
      .where(and(eq(table.ownerId, ownerId), eq(table.propertyId, propertyId)));
    return row?.n ?? 0;
  };
  const [tenantCount, leaseCount, contractCount, maintenanceCount, documentCount, incomeCount, expenseCount] =
    await Promise.all([
      countWhere(tenants),
      countWhere(leases),
      countWhere(contracts),
      countWhere(maintenanceRequests),
      countWhere(documents),
      countTransactions(incomes),
      countTransactions(expenses),
    ]);
  return {
    tenants: tenantCount,
    leases: leaseCount,
    contracts: contractCount,
    maintenance_requests: maintenanceCount,
    documents: documentCount,
    transactions_kept: incomeCount + expenseCount,
  };
}

/**
 * Deletes a property with its tenants, leases, contracts, maintenance requests and documents, in one
 * transaction. Its income and expense records stay in the books, unlinked and marked with the address.
 */
export async function deletePropertyCascade(
  db: Database,
  ownerId: string,
  property: PropertyRow,
): Promise<string[]> {
  const fullAddress = [property.address, property.city, property.state, property.zip]
    .filter(Boolean)
    .join(', ');
  return db.transaction(async (tx) => {
    for (const table of [incomes, expenses]) {
      await tx
        .update(table)
        .set({ propertyId: null, formerPropertyAddress: fullAddress, updatedAt: new Date() })
        .where(and(eq(table.ownerId, ownerId), eq(table.propertyId, property.id)));
    }
    const scoped = <
      T extends
        typeof maintenanceRequests | typeof contracts | typeof leases | typeof tenants | typeof documents,
    >(
      table: T,
    ) => and(eq(table.ownerId, ownerId), eq(table.propertyId, property.id));
    await tx.delete(maintenanceRequests).where(scoped(maintenanceRequests));
    await tx.delete(contracts).where(scoped(contracts));
    await tx.delete(leases).where(scoped(leases));
    await tx.delete(tenants).where(scoped(tenants));
    const removed = await tx
      .delete(documents)
      .where(scoped(documents))
      .returning({ key: documents.storageKey });
    await tx.delete(properties).where(and(eq(properties.ownerId, ownerId), eq(properties.id, property.id)));
    return removed.flatMap((row) => (row.key ? [row.key] : []));
  });
}
