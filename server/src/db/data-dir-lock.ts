import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

export class DataDirLockedError extends Error {}

export type DataDirLock = { release: () => void };

const LOCK_FILE = 'astor.lock';

/** Locks this process holds: a second database on the same folder in one process is refused too. */
const heldByThisProcess = new Set<string>();

/**
 * PGlite has no lock between processes: two processes on one data folder silently lose rows
 * (ARCHITECTURE.md). So one live process owns DATA_DIR; a lock left by a killed process is taken over.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  const lockPath = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      if (heldByThisProcess.has(lockPath)) {
        throw new DataDirLockedError(`The data folder ${dataDir} is already open in this process.`);
      }
      const fd = openSync(lockPath, 'wx');
      writeSync(
        fd,
        JSON.stringify({ pid: process.pid, host: hostname(), startedAt: new Date().toISOString() }),
      );
      closeSync(fd);
      heldByThisProcess.add(lockPath);
      let released = false;
      return {
        release: () => {
          if (released) return;
          released = true;
          heldByThisProcess.delete(lockPath);
          if (readOwner(lockPath)?.pid === process.pid) unlinkSync(lockPath);
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(lockPath);
      if (owner && owner.host === hostname() && owner.pid !== process.pid && isAlive(owner.pid)) {
        throw new DataDirLockedError(
          `Another Astor process (pid ${owner.pid}) is already using the data folder ${dataDir}. ` +
            'Stop it first, or start this one with a different DATA_DIR.',
        );
      }
      // Stale: its process is gone (a file naming our own pid that we do not hold was left by an earlier
      // process that had the same pid, as in a container), the file is unreadable, or it names another host (a container that
      // restarted gets a new hostname; sharing one folder between live machines is unsupported). Take over.
      try {
        unlinkSync(lockPath);
      } catch {
        // Another starter removed it first; try again.
      }
    }
  }
  throw new DataDirLockedError(`Could not lock the data folder ${dataDir}`);
}

function readOwner(lockPath: string): { pid: number; host: string } | undefined {
  try {
    const parsed = JSON.parse(readFileSync(lockPath, 'utf8')) as { pid?: unknown; host?: unknown };
    if (typeof parsed.pid === 'number' && typeof parsed.host === 'string')
      return { pid: parsed.pid, host: parsed.host };
  } catch {
    // Unreadable or half-written: treated as stale.
  }
  return undefined;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid of a live process holding the data folder on this host, if any. */
export function liveLockOwner(dataDir: string): number | undefined {
  const owner = readOwner(path.join(dataDir, LOCK_FILE));
  return owner && owner.host === hostname() && owner.pid !== process.pid && isAlive(owner.pid)
    ? owner.pid
    : undefined;
}
