import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findServerRoot } from './config/paths.js';
import { freePort, startServerProcess } from './testing/server-process.js';

/** Starting the server as a supervisor would: its exit code and what it says when it refuses to start. */
const root = findServerRoot();
const main = path.join(root, 'src', 'main.ts');
const tempDirs: string[] = [];
const newTempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'astor-start-'));
  tempDirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

// Always the embedded database: these are about DATA_DIR, which PostgreSQL deployments do not lock.
const serverEnv = (dataDir: string, port: number): Record<string, string> => ({
  // eslint-disable-next-line no-restricted-properties
  ...(process.env as Record<string, string>),
  DATABASE_URL: '',
  DATA_DIR: dataDir,
  PORT: String(port),
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
});

/** Runs the server until it exits by itself; its exit code and stderr. */
async function runUntilExit(dataDir: string): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    cwd: root,
    env: serverEnv(dataDir, await freePort()),
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  clearTimeout(timer);
  return { code, stderr };
}

const procState = (pid: number): string | undefined => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0];
  } catch {
    return undefined;
  }
};

describe('restart right after a crash', () => {
  // A zombie is told apart from a live process through /proc.
  it.skipIf(!existsSync('/proc/self/stat'))(
    'starts while the killed server is a zombie not yet reaped, and still refuses a live one',
    async () => {
      const dataDir = newTempDir();
      const port = await freePort();
      // The shell starts the server in the background and becomes `sleep`, which never reaps it: once
      // killed, the server stays a zombie, as it does until its new parent reaps it after `npm start`'s
      // process group is killed.
      const parent = spawn('sh', ['-c', '"$0" --import tsx "$1" & exec sleep 300', process.execPath, main], {
        cwd: root,
        env: serverEnv(dataDir, port),
        stdio: 'ignore',
      });
      try {
        const deadline = Date.now() + 60_000;
        for (;;) {
          const ready = await fetch(`http://127.0.0.1:${port}/api/readyz`).then(
            (response) => response.ok,
            () => false,
          );
          if (ready) break;
          if (Date.now() > deadline) throw new Error('the first server did not become ready');
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        const crashed = JSON.parse(readFileSync(path.join(dataDir, 'astor.lock'), 'utf8')).pid as number;
        process.kill(crashed, 'SIGKILL');
        for (let waited = 0; procState(crashed) !== 'Z'; waited += 50) {
          if (waited > 20_000)
            throw new Error(`the killed server did not become a zombie: ${procState(crashed)}`);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }

        const restarted = await startServerProcess({ DATABASE_URL: '', DATA_DIR: dataDir });
        try {
          expect(procState(crashed)).toBe('Z');
          const second = await runUntilExit(dataDir);
          expect(second.code).not.toBe(0);
          expect(second.stderr).toContain(
            `Another Astor process (pid ${restarted.child.pid}) is already using the data folder`,
          );
        } finally {
          restarted.child.kill('SIGTERM');
          await restarted.exited;
        }
      } finally {
        parent.kill('SIGKILL');
      }
    },
    180_000,
  );
});
