import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

export class DataDirLockedError extends Error {}

export type DataDirLock = { release: () => void };

const LOCK_FILE = 'astor.lock';

/** Locks this process holds: a second database on the same folder in one process is refused too. */
const heldByThisProcess = new Set<string>();

/**
 * How long a starter waits for an owner that looks alive to go away before refusing: a killed process
 * is not gone the instant its killer returns, and without /proc (macOS) a zombie cannot be told apart.
 */
const OWNER_GRACE_MS = 2_000;

type Owner = { pid: number; host: string; startTime?: string; bootId?: string };

/**
 * PGlite has no lock between processes: two processes on one data folder silently lose rows
 * (docs/architecture.md#platform-notes). So one live process owns DATA_DIR; a lock left by a process that is
 * gone (killed, a zombie not yet reaped, or a pid now used by another process) is taken over.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  const lockPath = path.join(dataDir, LOCK_FILE);
  if (heldByThisProcess.has(lockPath)) {
    throw new DataDirLockedError(`The data folder ${dataDir} is already open in this process.`);
  }
  const graceEnds = Date.now() + OWNER_GRACE_MS;
  let takeovers = 0;
  while (takeovers < 3) {
    try {
      const fd = openSync(lockPath, 'wx');
      const self = processInfo(process.pid);
      writeSync(
        fd,
        JSON.stringify({
          pid: process.pid,
          host: hostname(),
          startTime: self?.startTime,
          bootId: bootId(),
          startedAt: new Date().toISOString(),
        }),
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
      if (owner && ownerIsAlive(owner)) {
        if (Date.now() < graceEnds) {
          sleep(100);
          continue;
        }
        throw new DataDirLockedError(
          `Another Astor process (pid ${owner.pid}) is already using the data folder ${dataDir}. ` +
            'Stop it first, or start this one with a different DATA_DIR.',
        );
      }
      // Stale: see ownerIsAlive, or the file is unreadable. Take over.
      takeovers += 1;
      try {
        unlinkSync(lockPath);
      } catch {
        // Another starter removed it first; try again.
      }
    }
  }
  throw new DataDirLockedError(`Could not lock the data folder ${dataDir}`);
}

function readOwner(lockPath: string): Owner | undefined {
  try {
    const parsed = JSON.parse(readFileSync(lockPath, 'utf8')) as Record<string, unknown>;
    if (typeof parsed.pid === 'number' && typeof parsed.host === 'string') {
      return {
        pid: parsed.pid,
        host: parsed.host,
        ...(typeof parsed.startTime === 'string' ? { startTime: parsed.startTime } : {}),
        ...(typeof parsed.bootId === 'string' ? { bootId: parsed.bootId } : {}),
      };
    }
  } catch {
    // Unreadable or half-written: treated as stale.
  }
  return undefined;
}

/**
 * Whether the process a lock names still runs. Not if it names another host (a container that restarted
 * gets a new hostname; sharing one folder between live machines is unsupported) or our own pid (left by
 * an earlier process that had the same pid, as in a container). Where /proc tells more (Linux), not if
 * that pid is a zombie (killed, not yet reaped by its parent), nor if it now belongs to a process that
 * started at another time or before another boot (the pid was reused).
 */
function ownerIsAlive(owner: Owner): boolean {
  if (owner.host !== hostname() || owner.pid === process.pid || !signalable(owner.pid)) return false;
  const now = processInfo(owner.pid);
  // No /proc, or not readable by this process: kill(0) is all we know.
  if (!now) return true;
  if (now.state === 'Z' || now.state === 'X' || now.state === 'x') return false;
  const boot = bootId();
  if (owner.bootId && boot && owner.bootId !== boot) return false;
  return !(owner.startTime && owner.startTime !== now.startTime);
}

function signalable(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A process's state and start time (clock ticks after boot) from /proc; undefined without /proc. */
function processInfo(pid: number): { state: string; startTime: string } | undefined {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // "pid (comm) state ppid ...": comm may hold spaces and parentheses, so fields are counted after the
  // last ')'; the state is field 3 and the start time field 22 (proc(5)).
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const [state, startTime] = [fields[0], fields[19]];
  return state && startTime ? { state, startTime } : undefined;
}

function bootId(): string | undefined {
  try {
    return readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}

/** Blocks the thread: the lock is taken once, at start, before anything else runs. */
function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** The pid of a live process holding the data folder on this host, if any. */
export function liveLockOwner(dataDir: string): number | undefined {
  const owner = readOwner(path.join(dataDir, LOCK_FILE));
  return owner && ownerIsAlive(owner) ? owner.pid : undefined;
}
