import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage } from '../adapters/storage/storage.js';
import type { Database } from '../db/client.js';
import { createBackup } from './backup.js';

export const BACKUP_PREFIX = 'astor-backup-';

/** Writes a backup into `dir` (atomically: temp file, then rename) and returns its path. */
export async function writeBackupFile(db: Database, storage: FileStorage, dir: string): Promise<string> {
  await mkdir(dir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = path.join(dir, `${BACKUP_PREFIX}${stamp}.zip`);
  const temp = `${file}.partial`;
  await writeFile(temp, await createBackup(db, storage), { mode: 0o600 });
  await rename(temp, file);
  return file;
}

/** Keeps the newest `keep` backups in `dir` (names sort by time). */
export async function pruneBackups(dir: string, keep: number): Promise<void> {
  const names = (await readdir(dir))
    .filter((name) => name.startsWith(BACKUP_PREFIX) && name.endsWith('.zip'))
    .sort();
  for (const name of names.slice(0, Math.max(0, names.length - keep)))
    await rm(path.join(dir, name), { force: true });
}
