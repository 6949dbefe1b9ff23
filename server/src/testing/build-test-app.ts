import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig, type Config } from '../config/env.js';
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import type { PasswordCost } from '../modules/auth/password.js';
import { checkRepliesAgainstOpenApi } from './openapi-replies.js';

/**
 * scrypt at 1/32 of the production cost (1 MiB, about a millisecond a hash instead of tens), so that the
 * hundreds of sign-ups of the suite do not spend minutes hashing. Production always hashes at
 * PRODUCTION_PASSWORD_COST (config/env.test.ts; security/auth-attacks.test.ts signs in at it); a test may pass
 * `{ passwordCost }` to buildTestApp to run at another cost.
 */
export const TEST_PASSWORD_COST: PasswordCost = { N: 2 ** 10, r: 8, p: 1 };

/** Which migrated template the global setup (global-setup.ts) made; none outside vitest (benchmarks). */
function provided(key: 'pgliteTemplate' | 'postgresTemplate'): string | undefined {
  try {
    return inject(key);
  } catch {
    return undefined;
  }
}

let pgliteTemplate: Blob | undefined;

/**
 * A new in-memory embedded database, migrated: a copy of the global setup's migrated template when there
 * is one (loading a tarball is several times faster than PGlite's initdb plus every migration).
 */
function openPglite(): Promise<DatabaseHandle> {
  const file = provided('pgliteTemplate');
  if (file && !pgliteTemplate) pgliteTemplate = new Blob([new Uint8Array(readFileSync(file))]);
  return openDatabase({ engine: 'pglite', dataDir: undefined, loadDataDir: pgliteTemplate });
}

/** The test database, migrated: a copy of the template in memory, or the PostgreSQL of DATABASE_URL. */
export function openTestDatabase(): Promise<DatabaseHandle> {
  const { databaseUrl } = loadConfig();
  return databaseUrl ? openDatabase({ engine: 'postgres', url: databaseUrl }) : openPglite();
}

export type TestContext = {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  close: () => Promise<void>;
};

/**
 * The real app on the real engine: in-memory PGlite, or PostgreSQL when DATABASE_URL is set (the CI runs
 * both). Tests never assume an empty database: every test creates its own users.
 */
export async function buildTestApp(
  overrides: Partial<Config['auth']> = {},
  options: {
    clock?: () => Date;
    smtpUrl?: string;
    oidc?: Config['oidc'];
    llmBaseUrl?: string;
    /** The configured PUBLIC_URL; `null` runs without one. */
    publicUrl?: string | null;
    /**
     * Per-address limits (signup, forgot-password, contact): off unless a test sets them, as every test
     * signs up from one inject address and, on PostgreSQL, counts outlive the run.
     */
    limits?: Partial<Config['limits']>;
    /** Where addresses are found; the bundled offline data unless a test sets it. */
    geocoder?: Config['geocoder'];
    /** MAP_TILE_URL; none (the bundled basemap alone) unless a test sets it. */
    mapTileUrl?: string;
  } = {},
): Promise<TestContext> {
  const base = loadConfig();
  const filesRoot = mkdtempSync(path.join(tmpdir(), 'astor-test-files-'));
  const config: Config = {
    ...base,
    nodeEnv: 'test',
    auth: { ...base.auth, passwordCost: TEST_PASSWORD_COST, ...overrides },
    limits: {
      signupPerIp: 0,
      forgotPasswordPerIp: 0,
      forgotPasswordPerAddress: 0,
      contactPerIp: 0,
      ...options.limits,
    },
    storage: { root: path.join(filesRoot, 'files') },
    mail: {
      smtpUrl: options.smtpUrl,
      from: 'Astor <astor@example.test>',
      outboxDir: path.join(filesRoot, 'outbox'),
    },
    publicUrl: options.publicUrl === null ? undefined : (options.publicUrl ?? 'http://astor.test'),
    oidc: options.oidc,
    llm: { baseUrl: options.llmBaseUrl, apiKey: 'test-key', model: 'test-model' },
    geocoder: options.geocoder ?? { provider: 'offline', url: undefined, userAgent: base.geocoder.userAgent },
    map: { ...base.map, tileUrl: options.mapTileUrl },
  };
  const database = await openTestDatabase();
  const app = await buildApp(config, { database, logger: false, clock: options.clock, scheduler: false });
  // Every reply a test gets is checked against the OpenAPI document (openapi-replies.ts).
  checkRepliesAgainstOpenApi(app);
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
      rmSync(filesRoot, { recursive: true, force: true });
    },
  };
}

export const uniqueUsername = (prefix = 'user'): string => `${prefix}-${randomUUID().slice(0, 12)}`;

export type SignedUpUser = { username: string; password: string; token: string; refreshCookie: string };

export function refreshCookieOf(response: LightMyRequestResponse): string | undefined {
  return response.cookies.find((c) => c.name === 'astor_refresh')?.value;
}

export async function signUp(app: FastifyInstance, name = 'Jane Landlord'): Promise<SignedUpUser> {
  const username = uniqueUsername();
  const password = 'correct horse battery';
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { email: username, password, name },
  });
  if (response.statusCode !== 201) throw new Error(`signup failed: ${response.statusCode} ${response.body}`);
  const refreshCookie = refreshCookieOf(response);
  if (!refreshCookie) throw new Error('signup set no refresh cookie');
  return { username, password, token: response.json<{ access_token: string }>().access_token, refreshCookie };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

type Json = Record<string, unknown>;

/** A signed-in API caller: `call('POST', '/api/properties', body)` with the user's bearer token. */
export function apiAs(app: FastifyInstance, token: string) {
  return (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: Json) =>
    app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
}

export async function createProperty(
  app: FastifyInstance,
  token: string,
  overrides: Json = {},
): Promise<Json & { id: string }> {
  const response = await apiAs(app, token)('POST', '/api/properties', {
    address: '500 Congress Ave',
    city: 'Austin',
    state: 'TX',
    zipCode: '78701',
    ...overrides,
  });
  if (response.statusCode !== 201)
    throw new Error(`property create failed: ${response.statusCode} ${response.body}`);
  return response.json();
}

/** A multipart/form-data body: text fields first (the server reads them before the file), then the file. */
export function multipartBody(
  fields: Record<string, string>,
  file?: { field?: string; name: string; type: string; content: Buffer | string },
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----astor${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type}\r\n\r\n`,
      ),
      Buffer.isBuffer(file.content) ? file.content : Buffer.from(file.content),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/**
 * A database of its own, for tests that change every row (restore): in memory on the embedded engine,
 * a newly created database on PostgreSQL (dropped by the returned `drop`).
 */
export async function openIsolatedDatabase(): Promise<{
  database: DatabaseHandle;
  drop: () => Promise<void>;
}> {
  const { databaseUrl } = loadConfig();
  if (!databaseUrl) {
    const database = await openPglite();
    return { database, drop: () => database.close() };
  }
  const { default: pg } = await import('pg');
  const name = `astor_isolated_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  const template = provided('postgresTemplate');
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ engine: 'postgres', url: url.href });
  return {
    database,
    drop: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: databaseUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
