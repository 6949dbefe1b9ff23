import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { contracts } from '../../db/schema.js';
import { isUuid } from '../../db/values.js';

export type ContractRow = typeof contracts.$inferSelect;
export type ContractValues = Omit<
  typeof contracts.$inferInsert,
  'id' | 'ownerId' | 'createdAt' | 'updatedAt'
>;

export function listContracts(db: Database, ownerId: string, propertyId?: string): Promise<ContractRow[]> {
  if (propertyId !== undefined && !isUuid(propertyId)) return Promise.resolve([]);
  const scope = eq(contracts.ownerId, ownerId);
  return db
    .select()
    .from(contracts)
    .where(propertyId ? and(scope, eq(contracts.propertyId, propertyId)) : scope)
    .orderBy(desc(contracts.startDate), desc(contracts.createdAt));
}

export async function findContract(
  db: Database,
  ownerId: string,
  id: string,
): Promise<ContractRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(contracts)
    .where(and(eq(contracts.ownerId, ownerId), eq(contracts.id, id)));
  return row;
}

export async function insertContract(
  db: Database,
  ownerId: string,
  values: ContractValues,
): Promise<ContractRow> {
  const [row] = await db
    .insert(contracts)
    .values({ ...values, ownerId })
    .returning();
  if (!row) throw new Error('contract insert returned nothing');
  return row;
}

export async function updateContract(
  db: Database,
  ownerId: string,
  id: string,
  values: Partial<ContractValues>,
): Promise<ContractRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .update(contracts)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(contracts.ownerId, ownerId), eq(contracts.id, id)))
    .returning();
  return row;
}

export async function deleteContract(db: Database, ownerId: string, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const rows = await db
    .delete(contracts)
    .where(and(eq(contracts.ownerId, ownerId), eq(contracts.id, id)))
    .returning({ id: contracts.id });
  return rows.length > 0;
}
