import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * `npm start` runs scripts/start.mjs, which starts the server as a child process with two malloc arenas
 * and passes signals on (docs/decisions/0005-memory.md). A supervisor sees only the launcher: its
 * SIGTERM must reach the server, and the launcher must exit as the server did.
 */

const launcher = path.resolve(import.meta.dirname, '..', 'scripts', 'start.mjs');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Launched processes, ended after each test whatever its outcome (a failure may leave a server orphaned). */
const launched: number[] = [];
test.afterEach(() => {
  for (const pid of launched.splice(0)) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Already gone, as it should be.
    }
  }
});

type Launched = {
  process: ChildProcess;
  port: number;
  exited: Promise<{ code: number | null; signal: string | null }>;
};

async function launch(env: Record<string, string>): Promise<Launched> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'astor-launcher-'));
  // The launcher's own default is under test: the operator's value only where the test gives one.
  const inherited = { ...process.env };
  delete inherited.MALLOC_ARENA_MAX;
  const child = spawn(process.execPath, [launcher], {
    env: {
      ...inherited,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  if (child.pid) launched.push(child.pid);
  const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
    child.once('exit', (code, signal) => {
      rmSync(dataDir, { recursive: true, force: true });
      resolve({ code, signal });
    }),
  );
  await expect
    .poll(async () => (await fetch(`http://127.0.0.1:${port}/api/readyz`).catch(() => undefined))?.status, {
      timeout: 45_000,
    })
    .toBe(200);
  return { process: child, port, exited };
}

/** The server: the launcher's only child. */
function serverPid(launcherPid: number): number {
  const children = readFileSync(`/proc/${launcherPid}/task/${launcherPid}/children`, 'utf8')
    .trim()
    .split(/\s+/);
  expect(children).toHaveLength(1);
  launched.push(Number(children[0]));
  return Number(children[0]);
}

function environmentOf(pid: number): Map<string, string> {
  const entries = readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').filter(Boolean);
  return new Map(
    entries.map((entry) => [entry.slice(0, entry.indexOf('=')), entry.slice(entry.indexOf('=') + 1)]),
  );
}

test.describe.configure({ timeout: 90_000 });

test('npm start runs the server with two malloc arenas; SIGTERM reaches it and both exit cleanly', async () => {
  const started = await launch({});
  const server = serverPid(started.process.pid!);
  expect(environmentOf(server).get('MALLOC_ARENA_MAX')).toBe('2');

  const stopping = Date.now();
  started.process.kill('SIGTERM');
  expect(await started.exited).toEqual({ code: 0, signal: null });
  expect(Date.now() - stopping).toBeLessThan(10_000);
  // The server went with it: nothing answers on its port, and its process is gone.
  await expect(fetch(`http://127.0.0.1:${started.port}/api/healthz`)).rejects.toThrow();
  expect(() => readFileSync(`/proc/${server}/environ`)).toThrow();
});

test('an operator’s MALLOC_ARENA_MAX wins, and Ctrl-C (SIGINT) stops the server too', async () => {
  const started = await launch({ MALLOC_ARENA_MAX: '4' });
  const server = serverPid(started.process.pid!);
  expect(environmentOf(server).get('MALLOC_ARENA_MAX')).toBe('4');

  started.process.kill('SIGINT');
  expect(await started.exited).toEqual({ code: 0, signal: null });
  expect(() => readFileSync(`/proc/${server}/environ`)).toThrow();
});
