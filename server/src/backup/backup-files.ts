import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import type { FileStorage } from '../adapters/storage/storage.js';
import type { Database } from '../db/client.js';
import { writeBackup } from './backup.js';

export const BACKUP_PREFIX = 'astor-backup-';

/**
 * Writes a backup into `dir`, streamed to disk as it is read (see `writeBackup`), atomically: a temp file,
 * renamed once complete, and removed if anything fails. Returns the backup's path.
 */
export async function writeBackupFile(db: Database, storage: FileStorage, dir: string): Promise<string> {
  await mkdir(dir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = path.join(dir, `${BACKUP_PREFIX}${stamp}.zip`);
  const temp = `${file}.partial`;
  const out = createWriteStream(temp, { mode: 0o600 });
  try {
    await writeBackup(db, storage, out);
    out.end();
    await finished(out);
  } catch (error) {
    out.destroy();
    await rm(temp, { force: true });
    throw error;
  }
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
