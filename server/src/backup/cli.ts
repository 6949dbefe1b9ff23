/**
 * `npm run backup` and `npm run restore FILE`.
 * - Embedded database with Astor running: asks the server for a backup (SIGUSR2) and waits for the file,
 *   since only one process may open DATA_DIR. Not running: opens the database itself.
 * - PostgreSQL (DATABASE_URL): connects directly.
 * Restore replaces everything and signs everyone out; with the embedded database the server must be
 * stopped first.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createStorage } from '../adapters/storage/s3-storage.js';
import { loadConfig } from '../config/env.js';
import { openDatabase } from '../db/client.js';
import { liveLockOwner } from '../db/data-dir-lock.js';
import { restoreBackup } from './backup.js';
import { BACKUP_PREFIX, writeBackupFile } from './backup-files.js';

const config = loadConfig();
const backupsDir = path.join(config.dataDir, 'backups');
const [command, file] = process.argv.slice(2);

const open = () =>
  openDatabase(
    config.databaseUrl
      ? { engine: 'postgres', url: config.databaseUrl }
      : { engine: 'pglite', dataDir: config.dataDir },
  );

const latestBackup = () =>
  existsSync(backupsDir)
    ? readdirSync(backupsDir)
        .filter((name) => name.startsWith(BACKUP_PREFIX) && name.endsWith('.zip'))
        .sort()
        .at(-1)
    : undefined;

async function backup(): Promise<void> {
  const owner = config.databaseUrl ? undefined : liveLockOwner(config.dataDir);
  if (owner) {
    const before = latestBackup();
    process.kill(owner, 'SIGUSR2');
    const deadline = Date.now() + 5 * 60_000;
    for (;;) {
      const latest = latestBackup();
      if (latest && latest !== before) {
        console.log(`Backup written by the running server: ${path.join(backupsDir, latest)}`);
        return;
      }
      if (Date.now() > deadline)
        throw new Error('The running server did not write a backup within 5 minutes; see its log.');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  const database = await open();
  try {
    const written = await writeBackupFile(database.db, createStorage(config.storage), backupsDir);
    console.log(`Backup written: ${written}`);
  } finally {
    await database.close();
  }
}

async function restore(source: string | undefined): Promise<void> {
  if (!source) throw new Error('Usage: npm run restore -- FILE');
  if (!config.databaseUrl && liveLockOwner(config.dataDir)) {
    throw new Error('Astor is running on this data folder. Stop it, then restore.');
  }
  const database = await open();
  try {
    const manifest = await restoreBackup(
      database.db,
      createStorage(config.storage),
      readFileSync(path.resolve(source)),
    );
    const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
    console.log(`Restored ${rows} rows and ${manifest.files} files from a backup of ${manifest.created_at}.`);
    console.log('Everyone is signed out: sessions and the signing key are not kept in backups.');
  } finally {
    await database.close();
  }
}

try {
  if (command === 'backup') await backup();
  else if (command === 'restore') await restore(file);
  else throw new Error('Usage: backup | restore FILE');
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
