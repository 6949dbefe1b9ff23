import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { findServerRoot } from '../config/paths.js';

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export type ServerProcess = {
  child: ChildProcess;
  baseUrl: string;
  exited: Promise<number | null>;
  output: () => string;
};

/**
 * The real server as its own process (source run through tsx), for tests that kill or stop it.
 * `env` adds to the test's environment (DATA_DIR, DATABASE_URL...).
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const root = findServerRoot();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'src', 'main.ts')], {
    cwd: root,
    env: {
      // The child inherits the test's environment (PATH, DATABASE_URL...) like any spawned process.
      // eslint-disable-next-line no-restricted-properties
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      // Per-address limits off unless a test sets them: every test calls from 127.0.0.1, and on
      // PostgreSQL the counts of earlier runs are still there.
      SIGNUP_LIMIT_PER_IP: '0',
      FORGOT_PASSWORD_LIMIT_PER_IP: '0',
      FORGOT_PASSWORD_LIMIT_PER_ADDRESS: '0',
      CONTACT_LIMIT_PER_IP: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const baseUrl = `http://127.0.0.1:${port}`;
  // Loading the source, then (embedded engine) creating and migrating a database on disk: seconds on an
  // idle machine, over a minute on a busy one (60 s was seen exceeded at a load of 16 on 2 cores).
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      const response = await fetch(`${baseUrl}/api/readyz`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not become ready:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { child, baseUrl, exited, output: () => output };
}
