import { eq, getTableColumns } from 'drizzle-orm';
import { strToU8, zipSync, type Zippable } from 'fflate';
import type { FileStorage } from '../../adapters/storage/storage.js';
import { csvNumber, toCsv, type CsvCell } from '../../csv-export.js';
import type { Database } from '../../db/client.js';
import * as schema from '../../db/schema.js';

/** Every collection a user owns, by the name used in the export. */
export const OWNED_TABLES = {
  properties: schema.properties,
  tenants: schema.tenants,
  leases: schema.leases,
  deposit_entries: schema.depositEntries,
  contracts: schema.contracts,
  maintenance_requests: schema.maintenanceRequests,
  incomes: schema.incomes,
  expenses: schema.expenses,
  payments: schema.payments,
  invoices: schema.invoices,
  vendors: schema.vendors,
  documents: schema.documents,
  calendar_events: schema.calendarEvents,
  compliance_items: schema.complianceItems,
  notifications: schema.notifications,
} as const;

// Every table above has an owner_id column; the cast lets one query serve them all.
type AnyOwned = typeof schema.properties;

export async function readOwnedRows(
  db: Database,
  ownerId: string,
): Promise<Record<string, Record<string, unknown>[]>> {
  const entries = await Promise.all(
    Object.entries(OWNED_TABLES).map(async ([name, table]) => {
      const owned = table as unknown as AnyOwned;
      const rows = await db.select().from(owned).where(eq(owned.ownerId, ownerId));
      return [name, rows as Record<string, unknown>[]] as const;
    }),
  );
  return Object.fromEntries(entries);
}

// numeric columns arrive as strings ('-97.50'): they are numbers in the CSV, not text to neutralise.
const cell = (value: unknown, numeric: boolean): CsvCell => {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'string') return numeric ? csvNumber(value) : value;
  return JSON.stringify(value);
};

function collectionCsv(rows: Record<string, unknown>[], table: AnyOwned): string {
  const first = rows[0];
  if (!first) return '';
  const columns = Object.keys(first);
  const types = getTableColumns(table) as Record<string, { columnType: string } | undefined>;
  const numeric = columns.map((column) => types[column]?.columnType === 'PgNumeric');
  return toCsv([
    columns,
    ...rows.map((row) => columns.map((column, index) => cell(row[column], numeric[index] === true))),
  ]);
}

/**
 * The account's data as a ZIP: account.json, every collection as JSON and CSV, and the original
 * documents under documents/. Everything the user put in, in open formats.
 */
export async function buildAccountExport(
  db: Database,
  storage: FileStorage,
  user: { id: string; name: string; username: string; createdAt: Date },
): Promise<Uint8Array> {
  const collections = await readOwnedRows(db, user.id);
  const files: Zippable = {
    'account.json': strToU8(
      JSON.stringify(
        {
          id: user.id,
          name: user.name,
          username: user.username,
          created_at: user.createdAt,
          exported_at: new Date(),
        },
        null,
        2,
      ),
    ),
  };
  for (const [name, rows] of Object.entries(collections)) {
    files[`json/${name}.json`] = strToU8(JSON.stringify(rows, null, 2));
    const table = OWNED_TABLES[name as keyof typeof OWNED_TABLES] as unknown as AnyOwned;
    files[`csv/${name}.csv`] = strToU8(collectionCsv(rows, table));
  }
  for (const row of collections.documents ?? []) {
    const key = row.storageKey as string | null;
    if (!key) continue;
    const bytes = await storage.get(key);
    if (!bytes) continue;
    const safeName = String(row.fileName ?? 'document')
      .replace(/[^\w.-]+/g, '_')
      .slice(0, 120);
    files[`documents/${row.id as string}-${safeName}`] = new Uint8Array(bytes);
  }
  return zipSync(files, { level: 6 });
}
