import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The server package folder, found from this file whether it runs from src/ or from the dist/ bundle. */
export function findServerRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      const { name } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string };
      if (name === '@astor/server') return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Cannot find the @astor/server package folder');
    dir = parent;
  }
}

export class DataDirUnwritableError extends Error {}

/**
 * Creates `dir` if needed, then writes and removes a small file in it; throws the file system's error
 * when it cannot. Asking for permission (access W_OK) says nothing of a full disk, and root passes it.
 */
export async function probeWritableFolder(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  const probe = path.join(dir, `.astor-write-check-${process.pid}-${randomUUID()}`);
  try {
    await writeFile(probe, 'astor');
  } finally {
    await rm(probe, { force: true }).catch(() => undefined);
  }
}

/** Why a folder cannot be written, in words, from the file system's error. */
export function unwritableReason(error: unknown): string {
  const { code, message } = error as NodeJS.ErrnoException;
  switch (code) {
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    case 'EROFS':
      return 'the file system is read-only';
    case 'ENOSPC':
    case 'EDQUOT':
      return 'the disk is full';
    case 'ENOTDIR':
    case 'EEXIST':
      return 'a file is in the way (the path, or a folder on it, is a file)';
    default:
      return code ?? message;
  }
}

/** The embedded database's folder at start: one clear sentence instead of a stack trace when unusable. */
export async function assertDataDirWritable(dataDir: string): Promise<void> {
  try {
    await probeWritableFolder(dataDir);
  } catch (error) {
    throw new DataDirUnwritableError(
      `Astor cannot write to its data folder ${dataDir}: ${unwritableReason(error)}. ` +
        'Make it writable by the user running Astor, or set DATA_DIR to another folder.',
    );
  }
}
