import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { unzipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { findServerRoot } from '../config/paths.js';
import { loadConfig } from '../config/env.js';
import { startServerProcess } from '../testing/server-process.js';

// The CLI against a running embedded server, then a restore into a fresh data folder. On PostgreSQL a
// restore would replace the shared test database, so this runs on the embedded engine only.
const onPostgres = Boolean(loadConfig().databaseUrl);
const dirs: string[] = [];
const newDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'astor-backup-cli-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function cli(dataDir: string, ...args: string[]) {
  const root = findServerRoot();
  return spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'src', 'backup', 'cli.ts'), ...args],
    {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, LOG_LEVEL: 'silent' }, // eslint-disable-line no-restricted-properties
      encoding: 'utf8',
      timeout: 120_000,
    },
  );
}

async function call(baseUrl: string, method: string, url: string, body?: unknown, token?: string) {
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as Record<string, unknown>;
}

describe.skipIf(onPostgres)('npm run backup / npm run restore', () => {
  it('backs up while the server runs, and restores into a new data folder with everything there', async () => {
    const source = newDir();
    const server = await startServerProcess({ DATA_DIR: source });
    const username = `backup-${randomUUID().slice(0, 8)}`;
    const { access_token: token } = await call(server.baseUrl, 'POST', '/api/auth/signup', {
      email: username,
      password: 'backup password',
      name: 'B',
    });
    const property = await call(
      server.baseUrl,
      'POST',
      '/api/properties',
      { address: '5 Backup Lane' },
      token as string,
    );
    await call(
      server.baseUrl,
      'POST',
      '/api/incomes',
      { property_id: property.id, amount: 42.42, transaction_date: '2026-11-01' },
      token as string,
    );

    const made = cli(source, 'backup');
    expect(made.status, made.stderr).toBe(0);
    expect(made.stdout).toContain('Backup written by the running server');
    const [file] = readdirSync(path.join(source, 'backups')).filter((name) => name.endsWith('.zip'));
    expect(file).toBeDefined();
    // The server's own backups (daily, and on this signal) leave the key and sign-ins out too.
    const entries = Object.keys(unzipSync(readFileSync(path.join(source, 'backups', file as string))));
    expect(entries).toContain('tables/users.json');
    expect(entries).not.toContain('tables/app_secrets.json');
    expect(entries).not.toContain('tables/auth_sessions.json');

    // Restoring onto a folder in use is refused.
    expect(cli(source, 'restore', path.join(source, 'backups', file as string)).status).toBe(1);
    server.child.kill('SIGTERM');
    await server.exited;

    const target = newDir();
    const restored = cli(target, 'restore', path.join(source, 'backups', file as string));
    expect(restored.status, restored.stderr).toBe(0);
    expect(restored.stdout).toContain('Everyone is signed out');
    const copy = await startServerProcess({ DATA_DIR: target });
    try {
      const before = await fetch(`${copy.baseUrl}/api/users/me`, {
        headers: { authorization: `Bearer ${token as string}` },
      });
      expect(before.status).toBe(401);
      const login = await call(copy.baseUrl, 'POST', '/api/auth/login', {
        email: username,
        password: 'backup password',
      });
      const page = await call(
        copy.baseUrl,
        'GET',
        '/api/transactions',
        undefined,
        login.access_token as string,
      );
      expect(page.summary).toMatchObject({ income: 42.42, count: 1 });
    } finally {
      copy.child.kill('SIGTERM');
      await copy.exited;
    }
  }, 480_000); // two server starts, each allowed 150 s (startServerProcess), and the CLI twice
});
