import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { is, sql } from 'drizzle-orm';
import { PgTable as PgTableClass } from 'drizzle-orm/pg-core';
import { strFromU8, strToU8, unzipSync, zipSync, type Zippable } from 'fflate';
import type { FileStorage } from '../adapters/storage/storage.js';
import type { Database } from '../db/client.js';
import * as schema from '../db/schema.js';

/**
 * One consistent backup file of the whole database and every stored document: a ZIP with
 * manifest.json, tables/<name>.json (rows read in one transaction, so they agree with each other) and
 * files/<storage key>. The same format restores on the embedded database or PostgreSQL.
 */

export const BACKUP_FORMAT = 1;

type Manifest = { format: number; created_at: string; tables: Record<string, number>; files: number };

/** Tables in an order where every table comes after the tables it references. */
export function tablesInDependencyOrder(): { name: string; table: PgTable }[] {
  const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable =>
    is(value, PgTableClass),
  );
  const byName = new Map(tables.map((table) => [getTableConfig(table).name, table]));
  const ordered: string[] = [];
  const visit = (name: string, path: Set<string>) => {
    if (ordered.includes(name)) return;
    if (path.has(name)) throw new Error(`foreign keys form a cycle through ${name}`);
    path.add(name);
    const table = byName.get(name);
    if (!table) throw new Error(`unknown table ${name}`);
    for (const fk of getTableConfig(table).foreignKeys) {
      const target = getTableConfig(fk.reference().foreignTable).name;
      if (target !== name) visit(target, path);
    }
    path.delete(name);
    ordered.push(name);
  };
  for (const name of [...byName.keys()].sort()) visit(name, new Set());
  return ordered.map((name) => ({ name, table: byName.get(name) as PgTable }));
}

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

export async function createBackup(db: Database, storage: FileStorage): Promise<Uint8Array> {
  const tables = tablesInDependencyOrder();
  const data = await db.transaction(
    async (tx) => {
      const out: Record<string, Record<string, unknown>[]> = {};
      for (const { name } of tables)
        out[name] = rowsOf(await tx.execute(sql`select * from ${sql.identifier(name)}`));
      return out;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );

  const files: Zippable = {};
  const manifest: Manifest = {
    format: BACKUP_FORMAT,
    created_at: new Date().toISOString(),
    tables: {},
    files: 0,
  };
  for (const { name } of tables) {
    const rows = data[name] ?? [];
    manifest.tables[name] = rows.length;
    files[`tables/${name}.json`] = strToU8(JSON.stringify(rows));
  }
  // Files are written before their rows, so every row read above has its file by now.
  for (const row of data.documents ?? []) {
    const key = row.storage_key as string | null;
    if (!key) continue;
    const bytes = await storage.get(key);
    if (!bytes) continue;
    files[`files/${key}`] = new Uint8Array(bytes);
    manifest.files += 1;
  }
  files['manifest.json'] = strToU8(JSON.stringify(manifest, null, 2));
  return zipSync(files, { level: 6 });
}

export class BackupFormatError extends Error {}

/**
 * Replaces everything in the database and file storage with the backup's contents, in one database
 * transaction. The database must already have the schema (migrations run when it is opened).
 */
export async function restoreBackup(
  db: Database,
  storage: FileStorage,
  archive: Uint8Array,
): Promise<Manifest> {
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(archive);
  } catch {
    throw new BackupFormatError('This file is not an Astor backup (not a ZIP archive).');
  }
  const manifestBytes = entries['manifest.json'];
  if (!manifestBytes) throw new BackupFormatError('This file is not an Astor backup (no manifest.json).');
  const manifest = JSON.parse(strFromU8(manifestBytes)) as Manifest;
  if (manifest.format !== BACKUP_FORMAT)
    throw new BackupFormatError(`Unsupported backup format ${manifest.format}.`);

  const tables = tablesInDependencyOrder();
  await db.transaction(async (tx) => {
    for (const { name } of [...tables].reverse()) await tx.execute(sql`delete from ${sql.identifier(name)}`);
    for (const { name } of tables) {
      const bytes = entries[`tables/${name}.json`];
      if (!bytes) continue;
      const json = strFromU8(bytes);
      // json_populate_recordset turns each JSON object into a row of the table's own types.
      await tx.execute(
        sql`insert into ${sql.identifier(name)} select * from json_populate_recordset(null::${sql.identifier(name)}, ${json}::json)`,
      );
    }
  });
  for (const [path, bytes] of Object.entries(entries)) {
    if (path.startsWith('files/') && !path.endsWith('/'))
      await storage.put(path.slice('files/'.length), bytes);
  }
  return manifest;
}
