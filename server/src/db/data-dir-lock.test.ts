import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock.js';

const dirs: string[] = [];
const newDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'astor-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const writeLock = (dir: string, pid: number, more: Record<string, string> = {}) =>
  writeFileSync(
    path.join(dir, 'astor.lock'),
    JSON.stringify({ pid, host: hostname(), startedAt: '', ...more }),
  );
const lockPid = (dir: string): number => JSON.parse(readFileSync(path.join(dir, 'astor.lock'), 'utf8')).pid;

// Zombies and start times are read from /proc; elsewhere a lock can only be judged by kill(pid, 0).
const hasProc = existsSync('/proc/self/stat');
const procState = (pid: number): string | undefined => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0];
  } catch {
    return undefined;
  }
};

async function withChild<T>(run: (pid: number) => T | Promise<T>): Promise<T> {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
  try {
    return await run(child.pid as number);
  } finally {
    child.kill('SIGKILL');
  }
}

describe('acquireDataDirLock', () => {
  it('writes a lock naming this process and removes it on release', () => {
    const dir = newDir();
    const lock = acquireDataDirLock(dir);
    const lockFile = path.join(dir, 'astor.lock');
    expect(JSON.parse(readFileSync(lockFile, 'utf8'))).toMatchObject({ pid: process.pid });
    lock.release();
    expect(existsSync(lockFile)).toBe(false);
  });

  it('refuses a second lock on the same folder in the same process', () => {
    const dir = newDir();
    const lock = acquireDataDirLock(dir);
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    lock.release();
    acquireDataDirLock(dir).release();
  });

  it('refuses a folder held by another live process, with a clear message', async () => {
    const dir = newDir();
    await withChild((pid) => {
      writeLock(dir, pid);
      expect(() => acquireDataDirLock(dir)).toThrow(
        `Another Astor process (pid ${pid}) is already using the data folder`,
      );
    });
  });

  it('takes over a stale lock left by a killed process', async () => {
    const dir = newDir();
    const deadPid = await withChild((pid) => pid);
    await new Promise((resolve) => setTimeout(resolve, 100));
    writeLock(dir, deadPid);
    const lock = acquireDataDirLock(dir);
    expect(JSON.parse(readFileSync(path.join(dir, 'astor.lock'), 'utf8')).pid).toBe(process.pid);
    lock.release();
  });

  it('takes over a lock file that is empty or corrupt', () => {
    const dir = newDir();
    writeFileSync(path.join(dir, 'astor.lock'), '');
    acquireDataDirLock(dir).release();
  });

  it.skipIf(!hasProc)(
    'refuses a live holder, then takes over once it is killed even if its parent has not reaped it',
    async () => {
      const dir = newDir();
      const lockModule = fileURLToPath(new URL('./data-dir-lock.ts', import.meta.url));
      const holder = `import(${JSON.stringify(lockModule)}).then((m) => { m.acquireDataDirLock(process.argv[1]); console.log('locked'); setInterval(() => {}, 1e9); })`;
      // The shell starts the holder in the background and becomes `sleep`, which never reaps it: once
      // killed, the holder stays a zombie (its pid still answers kill(pid, 0)) until the test ends.
      const parent = spawn(
        'sh',
        ['-c', '"$0" --import tsx -e "$1" "$2" & exec sleep 120', process.execPath, holder, dir],
        { stdio: ['ignore', 'pipe', 'inherit'] },
      );
      try {
        const [line] = (await once(parent.stdout, 'data')) as [Buffer];
        expect(line.toString()).toContain('locked');
        const pid = lockPid(dir);
        expect(() => acquireDataDirLock(dir)).toThrow(
          `Another Astor process (pid ${pid}) is already using the data folder`,
        );

        process.kill(pid, 'SIGKILL');
        for (let waited = 0; procState(pid) !== 'Z'; waited += 50) {
          if (waited > 20_000) throw new Error(`pid ${pid} did not become a zombie: ${procState(pid)}`);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        const lock = acquireDataDirLock(dir);
        expect(lockPid(dir)).toBe(process.pid);
        lock.release();
      } finally {
        parent.kill('SIGKILL');
      }
    },
    120_000,
  );

  it.skipIf(!hasProc)('takes over a lock whose pid now belongs to a process started later', async () => {
    const dir = newDir();
    await withChild((pid) => {
      writeLock(dir, pid, { startTime: '1' });
      acquireDataDirLock(dir).release();
      writeLock(dir, pid, { bootId: 'another boot' });
      acquireDataDirLock(dir).release();
    });
  });
});
