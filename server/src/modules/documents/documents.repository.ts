import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { documents } from '../../db/schema.js';
import { isUuid } from '../../db/values.js';

export type DocumentRow = typeof documents.$inferSelect;

export type DocumentValues = Omit<typeof documents.$inferInsert, 'ownerId' | 'createdAt'>;

export async function insertDocument(
  db: Database,
  ownerId: string,
  values: DocumentValues,
): Promise<DocumentRow> {
  const [row] = await db
    .insert(documents)
    .values({ ...values, ownerId })
    .returning();
  if (!row) throw new Error('document insert returned nothing');
  return row;
}

export function listDocuments(db: Database, ownerId: string, propertyId?: string): Promise<DocumentRow[]> {
  if (propertyId !== undefined && !isUuid(propertyId)) return Promise.resolve([]);
  const conditions: SQL[] = [eq(documents.ownerId, ownerId)];
  if (propertyId) conditions.push(eq(documents.propertyId, propertyId));
  return db
    .select()
    .from(documents)
    .where(and(...conditions))
    .orderBy(desc(documents.uploadDate), desc(documents.createdAt));
}

export async function findDocument(
  db: Database,
  ownerId: string,
  id: string,
): Promise<DocumentRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.ownerId, ownerId), eq(documents.id, id)));
  return row;
}

/** The deleted row's storage key (null without a file), or undefined when there was no such document. */
export async function deleteDocument(
  db: Database,
  ownerId: string,
  id: string,
): Promise<{ storageKey: string | null } | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .delete(documents)
    .where(and(eq(documents.ownerId, ownerId), eq(documents.id, id)))
    .returning({ storageKey: documents.storageKey });
  return row;
}
