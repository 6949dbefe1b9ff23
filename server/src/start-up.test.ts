import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findServerRoot } from './config/paths.js';
import { freePort } from './testing/server-process.js';

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
  DEMO: 'off',
});

// Generous: starting means building a database on a CI machine other jobs keep busy.
const START_TIMEOUT_MS = 150_000;

async function waitUntilReady(port: number, exited: () => string | undefined): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    const ready = await fetch(`http://127.0.0.1:${port}/api/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    const early = exited();
    if (early !== undefined) throw new Error(`the server exited instead of starting:\n${early}`);
    if (Date.now() > deadline) throw new Error(`the server on port ${port} did not become ready`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Runs the server until it exits by itself; its exit code and stderr. */
async function runUntilExit(dataDir: string): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    cwd: root,
    env: serverEnv(dataDir, await freePort()),
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), START_TIMEOUT_MS);
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

describe('start with a data folder it cannot write', () => {
  const expectOneClearLine = (result: { code: number | null; stderr: string }, dataDir: string) => {
    expect(result.code).not.toBe(0);
    const lines = result.stderr.trim().split('\n');
    expect(lines, result.stderr).toHaveLength(1);
    expect(lines[0]).toContain(`Astor cannot write to its data folder ${dataDir}: `);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  };

  it(
    'exits with one line on stderr, no stack trace, when a file is in the way',
    async () => {
      const file = path.join(newTempDir(), 'not-a-folder');
      writeFileSync(file, '');
      const dataDir = path.join(file, 'data');
      const result = await runUntilExit(dataDir);
      expectOneClearLine(result, dataDir);
      expect(result.stderr).toContain('a file is in the way');
    },
    START_TIMEOUT_MS + 30_000,
  );

  // Root writes whatever the permissions say; the case above covers root.
  it.skipIf(process.getuid?.() === 0)(
    'exits with one line on stderr, no stack trace, when the folder is read-only',
    async () => {
      const dataDir = path.join(newTempDir(), 'data');
      mkdirSync(dataDir);
      chmodSync(dataDir, 0o500);
      const result = await runUntilExit(dataDir);
      chmodSync(dataDir, 0o700);
      expectOneClearLine(result, dataDir);
      expect(result.stderr).toContain('permission denied');
    },
    START_TIMEOUT_MS + 30_000,
  );
});

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
        await waitUntilReady(port, () => (parent.exitCode === null ? undefined : ''));
        const crashed = JSON.parse(readFileSync(path.join(dataDir, 'astor.lock'), 'utf8')).pid as number;
        process.kill(crashed, 'SIGKILL');
        for (let waited = 0; procState(crashed) !== 'Z'; waited += 50) {
          if (waited > 20_000)
            throw new Error(`the killed server did not become a zombie: ${procState(crashed)}`);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }

        const restartPort = await freePort();
        const restarted = spawn(process.execPath, ['--import', 'tsx', main], {
          cwd: root,
          env: serverEnv(dataDir, restartPort),
          stdio: ['ignore', 'ignore', 'pipe'],
        });
        let stderr = '';
        restarted.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
        const stopped = new Promise((resolve) => restarted.once('exit', resolve));
        try {
          await waitUntilReady(restartPort, () => (restarted.exitCode === null ? undefined : stderr));
          expect(procState(crashed)).toBe('Z');
          const second = await runUntilExit(dataDir);
          expect(second.code).not.toBe(0);
          expect(second.stderr).toContain(
            `Another Astor process (pid ${restarted.pid}) is already using the data folder`,
          );
        } finally {
          restarted.kill('SIGTERM');
          await stopped;
        }
      } finally {
        parent.kill('SIGKILL');
      }
    },
    4 * START_TIMEOUT_MS,
  );
});
