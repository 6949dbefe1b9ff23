import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { fileURLToPath } from 'node:url';
import { assertDataDirWritable } from '../config/paths.js';
import * as schema from './schema.js';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock.js';

/** The one database type the repositories see, whichever engine is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  engine: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /**
   * The embedded database's files as an uncompressed tarball, after a checkpoint (PGlite's
   * `dumpDataDir`): the tests migrate one database and open a copy of it per test file (`loadDataDir`).
   */
  dumpDataDir?: () => Promise<Blob>;
};

export type DatabaseOptions =
  | { engine: 'postgres'; url: string }
  /**
   * `dataDir` undefined: an in-memory database (tests), which starts as a copy of `loadDataDir` when given
   * (a tarball of `dumpDataDir`) instead of an empty database: migrations already applied are not redone.
   */
  | { engine: 'pglite'; dataDir: string | undefined; loadDataDir?: Blob };

const MIGRATIONS_FOLDER = resolveMigrationsFolder();

/** How many migrations the code ships with (drizzle-kit's journal). */
export function shippedMigrationCount(): number {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

/** How many are applied to this database (drizzle's own bookkeeping table). */
export async function appliedMigrationCount(db: Database): Promise<number> {
  const result = (await db.execute(
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  )) as unknown as {
    rows: { n: number }[];
  };
  return result.rows[0]?.n ?? 0;
}

// The bundle copies migrations beside itself (dist/migrations); from source they sit beside this file.
function resolveMigrationsFolder(): string {
  return fileURLToPath(new URL('./migrations', import.meta.url));
}

/**
 * PGlite starts PostgreSQL with the settings of a dedicated database server, and 128 MB of shared buffers
 * is most of the embedded server's memory: the pool is carved out of the WebAssembly memory and touched
 * at start, then filled as tables are read. The data files stay in the operating system's page cache all
 * the same (PGlite reads them with ordinary file calls), so a small pool costs a system call per page it
 * misses, not a disk read. Measured on the large benchmark portfolio (86 MB of data), PGlite alone: RSS
 * after opening 280 MB → 157 MB, after reading every table 372 MB → 244 MB; the server after start 420 MB
 * → 300 MB, with no measurable change in query time.
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

// Any fixed number: serialises migrations when several instances start against one PostgreSQL.
const MIGRATION_LOCK_KEY = 7_402_115_001;

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.engine === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    pool.on('error', () => {
      // An idle client lost its connection; the pool replaces it. Nothing to do.
    });
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      await migratePg(drizzlePg(client), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
      client.release();
    }
    return {
      db: drizzlePg(pool, { schema }) as unknown as Database,
      engine: 'postgres',
      close: () => pool.end(),
    };
  }

  let lock: DataDirLock | undefined;
  let client: PGlite;
  if (options.dataDir) {
    await assertDataDirWritable(options.dataDir);
    lock = acquireDataDirLock(options.dataDir);
    client = new PGlite(path.join(options.dataDir, 'db'), { startParams: PGLITE_START_PARAMS });
  } else {
    client = new PGlite({ startParams: PGLITE_START_PARAMS, loadDataDir: options.loadDataDir });
  }
  try {
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
    return {
      db: db as unknown as Database,
      engine: 'pglite',
      close: async () => {
        await client.close();
        lock?.release();
      },
      dumpDataDir: async () => {
        await client.exec('checkpoint');
        return client.dumpDataDir('none');
      },
    };
  } catch (error) {
    await client.close().catch(() => undefined);
    lock?.release();
    throw error;
  }
}

/** The rows of a raw `db.execute(sql...)` result: both drivers answer `{ rows }`. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
