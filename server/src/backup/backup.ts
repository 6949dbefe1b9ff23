import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { is, sql } from 'drizzle-orm';
import { PgTable as PgTableClass } from 'drizzle-orm/pg-core';
import { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { strFromU8, unzipSync } from 'fflate';
import type { FileStorage } from '../adapters/storage/storage.js';
import { rowsOf, type Database } from '../db/client.js';
import * as schema from '../db/schema.js';
import { createZipStream } from './zip-stream.js';

/**
 * One consistent backup file of the database (but for its secrets and sign-ins, SECRET_TABLES) and
 * every stored document: a ZIP with manifest.json, tables/<name>.json (a JSON array of the table's rows,
 * all read in one transaction, so they agree with each other) and files/<storage key>. The same format
 * restores on the embedded database or PostgreSQL.
 */

export const BACKUP_FORMAT = 1;

type Manifest = { format: number; created_at: string; tables: Record<string, number>; files: number };

/**
 * Tables the database derives from others and keeps by triggers: not in backups, since restoring their
 * sources rebuilds them (and inserting them as well would count everything twice).
 */
const DERIVED_TABLES: readonly PgTable[] = [schema.ledgerDailyTotals, schema.leaseRentTotals];

/**
 * Tables never written to a backup nor read from one (files made before they were left out hold them):
 * the server's secrets (the signing key when JWT_SECRET is unset, from which the calendar feed key is
 * derived) and what signs someone in. A copy of a backup then lets no one sign in or mint a token. A
 * restore empties them: everyone is signed out and the next start makes a new key (README, Backups).
 * A demo visitor's conversation belongs to their session and goes with it.
 */
export const SECRET_TABLES: readonly PgTable[] = [
  schema.appSecrets,
  schema.authSessions,
  schema.refreshTokens,
  schema.passwordResetTokens,
  schema.demoChatMessages,
];

/**
 * Tables backed up (with `secrets`, the secret tables too), in an order where every table comes after
 * the tables it references.
 */
export function tablesInDependencyOrder(options: { secrets?: boolean } = {}): {
  name: string;
  table: PgTable;
}[] {
  const tables = (Object.values(schema) as unknown[]).filter(
    (value): value is PgTable =>
      is(value, PgTableClass) &&
      !DERIVED_TABLES.includes(value) &&
      (options.secrets === true || !SECRET_TABLES.includes(value)),
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

/** Rows per round trip while a table is read: a few hundred kilobytes of JSON at a time. */
const ROWS_PER_FETCH = 1000;

/**
 * Writes the backup into `out` as it reads it, with bounded memory: rows come in chunks through a cursor
 * and go straight into the archive; compression runs on the thread pool. All tables are read in one
 * read-only REPEATABLE READ transaction, so they agree with each other. PostgreSQL serves other requests
 * meanwhile; the embedded engine has one connection, which requests wait for while the rows are read
 * (most of that time is PostgreSQL's own), not while the archive is compressed or the files are copied.
 * Each row is turned into JSON by PostgreSQL itself (row_to_json), which json_populate_recordset reads
 * back exactly. `out` is not ended.
 */
export async function writeBackup(db: Database, storage: FileStorage, out: Writable): Promise<Manifest> {
  const zip = createZipStream(out);
  const manifest: Manifest = {
    format: BACKUP_FORMAT,
    created_at: new Date().toISOString(),
    tables: {},
    files: 0,
  };
  const storageKeys = await db.transaction(
    async (tx) => {
      for (const { name } of tablesInDependencyOrder()) {
        let rows = 0;
        await zip.add(
          `tables/${name}.json`,
          tableJson(tx, name, (count) => (rows += count)),
        );
        manifest.tables[name] = rows;
      }
      const keys = await tx.execute(
        sql`select storage_key from documents where storage_key is not null order by storage_key`,
      );
      return rowsOf<{ storage_key: string }>(keys).map((row) => row.storage_key);
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  // Files are written before their rows, so every row read above has its file by now (unless it was
  // deleted since, and then the file is simply missing from the backup).
  for (const key of storageKeys) {
    const bytes = await storage.get(key);
    if (!bytes) continue;
    await zip.add(`files/${key}`, [bytes]);
    manifest.files += 1;
  }
  await zip.add('manifest.json', [JSON.stringify(manifest, null, 2)]);
  await zip.end();
  return manifest;
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** One table as a JSON array of row objects, in chunks. */
async function* tableJson(tx: Transaction, name: string, counted: (rows: number) => void) {
  await tx.execute(
    sql`declare astor_backup no scroll cursor for select row_to_json(t)::text as json from ${sql.identifier(name)} t`,
  );
  let separator = '[';
  for (;;) {
    const rows = rowsOf<{ json: string }>(
      await tx.execute(sql.raw(`fetch forward ${ROWS_PER_FETCH} from astor_backup`)),
    );
    if (rows.length === 0) break;
    counted(rows.length);
    yield separator + rows.map((row) => row.json).join(',');
    separator = ',';
  }
  await tx.execute(sql`close astor_backup`);
  yield separator === '[' ? '[]' : ']';
}

/** The whole backup in memory: for tests and small databases; the server writes files (backup-files.ts). */
export async function createBackup(db: Database, storage: FileStorage): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk);
      callback();
    },
  });
  await writeBackup(db, storage, sink);
  sink.end();
  await finished(sink);
  return Buffer.concat(chunks);
}

export class BackupFormatError extends Error {}

/**
 * Replaces everything in the database and file storage with the backup's contents, in one database
 * transaction, and leaves no session, reset link or server secret (SECRET_TABLES). The database must
 * already have the schema (migrations run when it is opened).
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

  await db.transaction(async (tx) => {
    for (const { name } of tablesInDependencyOrder({ secrets: true }).reverse())
      await tx.execute(sql`delete from ${sql.identifier(name)}`);
    for (const { name } of tablesInDependencyOrder()) {
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
