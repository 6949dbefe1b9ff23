import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { invoices, vendors } from '../../db/schema.js';
import { isUuid } from '../../db/values.js';

export type VendorRow = typeof vendors.$inferSelect;
export type VendorValues = Omit<typeof vendors.$inferInsert, 'id' | 'ownerId' | 'createdAt' | 'updatedAt'>;
export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceValues = Omit<typeof invoices.$inferInsert, 'id' | 'ownerId' | 'createdAt' | 'updatedAt'>;
export type InvoiceWithVendor = { invoice: InvoiceRow; vendor: { id: string; name: string } | null };

export function listVendors(db: Database, ownerId: string): Promise<VendorRow[]> {
  return db.select().from(vendors).where(eq(vendors.ownerId, ownerId)).orderBy(asc(vendors.name));
}

export async function findVendor(db: Database, ownerId: string, id: string): Promise<VendorRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(vendors)
    .where(and(eq(vendors.ownerId, ownerId), eq(vendors.id, id)));
  return row;
}

/** The owner's vendor of this name, whatever its case ('ACME Plumbing' is 'Acme Plumbing'). */
export async function findVendorByName(
  db: Database,
  ownerId: string,
  name: string,
): Promise<VendorRow | undefined> {
  const [row] = await db
    .select()
    .from(vendors)
    .where(and(eq(vendors.ownerId, ownerId), sql`lower(${vendors.name}) = lower(${name})`));
  return row;
}

export async function insertVendor(db: Database, ownerId: string, values: VendorValues): Promise<VendorRow> {
  const [row] = await db
    .insert(vendors)
    .values({ ...values, ownerId })
    .returning();
  if (!row) throw new Error('vendor insert returned nothing');
  return row;
}

export async function updateVendor(
  db: Database,
  ownerId: string,
  id: string,
  values: Partial<VendorValues>,
): Promise<VendorRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .update(vendors)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(vendors.ownerId, ownerId), eq(vendors.id, id)))
    .returning();
  return row;
}

/** Fails with a foreign-key violation (answered 409) while invoices or contracts still name the vendor. */
export async function deleteVendor(db: Database, ownerId: string, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const rows = await db
    .delete(vendors)
    .where(and(eq(vendors.ownerId, ownerId), eq(vendors.id, id)))
    .returning({ id: vendors.id });
  return rows.length > 0;
}

const invoiceSelection = { invoice: invoices, vendor: { id: vendors.id, name: vendors.name } };

export function listInvoices(
  db: Database,
  ownerId: string,
  propertyId?: string,
): Promise<InvoiceWithVendor[]> {
  if (propertyId !== undefined && !isUuid(propertyId)) return Promise.resolve([]);
  const scope = eq(invoices.ownerId, ownerId);
  return db
    .select(invoiceSelection)
    .from(invoices)
    .leftJoin(vendors, eq(vendors.id, invoices.vendorId))
    .where(propertyId ? and(scope, eq(invoices.propertyId, propertyId)) : scope)
    .orderBy(desc(invoices.issueDate), desc(invoices.createdAt));
}

export async function findInvoice(
  db: Database,
  ownerId: string,
  id: string,
): Promise<InvoiceWithVendor | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select(invoiceSelection)
    .from(invoices)
    .leftJoin(vendors, eq(vendors.id, invoices.vendorId))
    .where(and(eq(invoices.ownerId, ownerId), eq(invoices.id, id)));
  return row;
}

export async function insertInvoice(db: Database, ownerId: string, values: InvoiceValues): Promise<string> {
  const [row] = await db
    .insert(invoices)
    .values({ ...values, ownerId })
    .returning({ id: invoices.id });
  if (!row) throw new Error('invoice insert returned nothing');
  return row.id;
}

export async function updateInvoice(
  db: Database,
  ownerId: string,
  id: string,
  values: Partial<InvoiceValues>,
): Promise<boolean> {
  if (!isUuid(id)) return false;
  const rows = await db
    .update(invoices)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(invoices.ownerId, ownerId), eq(invoices.id, id)))
    .returning({ id: invoices.id });
  return rows.length > 0;
}

export async function deleteInvoice(db: Database, ownerId: string, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const rows = await db
    .delete(invoices)
    .where(and(eq(invoices.ownerId, ownerId), eq(invoices.id, id)))
    .returning({ id: invoices.id });
  return rows.length > 0;
}
