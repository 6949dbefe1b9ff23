import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
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

const writeLock = (dir: string, pid: number) =>
  writeFileSync(path.join(dir, 'astor.lock'), JSON.stringify({ pid, host: hostname(), startedAt: '' }));

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
});
