import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config/env.js';
import { hashRefreshToken } from './modules/auth/tokens.js';
import { startFakeS3, type FakeS3 } from './testing/fake-s3.js';
import { makeDocx } from './testing/fixtures/make-documents.js';
import { startServerProcess, type ServerProcess } from './testing/server-process.js';

/**
 * Scale-out (docs/architecture.md#one-picture, many machines): two server processes, one PostgreSQL database,
 * one S3-compatible store. Whatever one instance writes or decides, the other sees; nothing lives only in one
 * process's memory. Needs PostgreSQL: skipped without DATABASE_URL (the CI sets it).
 */
const { databaseUrl } = loadConfig();
const BUCKET = 'astor-scale-out';
if (!databaseUrl) console.info('scale-out.test.ts skipped: it needs PostgreSQL; set DATABASE_URL to run it.');

// S3 needs STORAGE=s3 in config/env.ts; until it is there, both instances share one DATA_DIR instead
// (PostgreSQL mode takes no lock on DATA_DIR), which still proves the database side.
const s3Supported = Boolean(
  (
    loadConfig({ STORAGE: 's3', S3_ENDPOINT: 'http://127.0.0.1:9', S3_BUCKET: BUCKET }).storage as {
      s3?: unknown;
    }
  ).s3,
);

type Reply = { status: number; body: Record<string, unknown>; setCookie: string[] };

async function call(
  server: ServerProcess,
  method: string,
  url: string,
  options: { body?: unknown; token?: string; cookie?: string } = {},
): Promise<Reply> {
  const response = await fetch(`${server.baseUrl}${url}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
    setCookie: response.headers.getSetCookie(),
  };
}

const refreshCookieIn = (reply: Reply): string | undefined =>
  reply.setCookie.map((line) => /^astor_refresh=([^;]+)/.exec(line)?.[1]).find(Boolean);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!databaseUrl)(
  'scale-out: two instances, one PostgreSQL, one object store (needs DATABASE_URL)',
  () => {
    const dbName = `astor_scaleout_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
    const folders: string[] = [];
    let dbUrl: string;
    let sql: pg.Client;
    let s3: FakeS3 | undefined;
    let a: ServerProcess;
    let b: ServerProcess;
    let envA: Record<string, string>;
    let envB: Record<string, string>;
    const today = new Date().toISOString().slice(0, 10);
    const account = { email: `scale-${randomUUID().slice(0, 8)}`, password: 'scale out password' };
    let token = '';
    let ownerId = '';
    let propertyId = '';

    const folder = (name: string) => {
      const dir = mkdtempSync(path.join(tmpdir(), `astor-scale-${name}-`));
      folders.push(dir);
      return dir;
    };

    const startBoth = async () => {
      const started = await Promise.all([startServerProcess(envA), startServerProcess(envB)]);
      return { first: started[0], second: started[1], readyAt: Date.now() };
    };

    const stop = async (server: ServerProcess) => {
      if (server.child.exitCode !== null) return;
      server.child.kill('SIGTERM');
      await server.exited;
    };

    /** Notifications of the owner whose dedupe key is one of `keys`, counted per key. */
    const notificationCounts = async (owner: string, keys: string[]) => {
      const { rows } = await sql.query<{ dedupe_key: string; n: number }>(
        'select dedupe_key, count(*)::int as n from notifications where owner_id = $1 and dedupe_key = any($2) group by dedupe_key',
        [owner, keys],
      );
      return Object.fromEntries(rows.map((row) => [row.dedupe_key, row.n]));
    };

    /** Due items written behind the API's back: emergency maintenance and compliance items due today. */
    const insertDueItems = async (owner: string, property: string, count: number): Promise<string[]> => {
      const keys: string[] = [];
      for (let i = 0; i < count; i += 1) {
        const emergency = await sql.query<{ id: string }>(
          `insert into maintenance_requests (owner_id, property_id, title, priority) values ($1, $2, $3, 'emergency') returning id`,
          [owner, property, `Burst pipe ${i}`],
        );
        keys.push(`maintenance_emergency:${emergency.rows[0]?.id}`);
        const compliance = await sql.query<{ id: string }>(
          'insert into compliance_items (owner_id, property_id, title, due_date) values ($1, $2, $3, $4) returning id',
          [owner, property, `Smoke alarm check ${i}`, today],
        );
        keys.push(`compliance_due:${compliance.rows[0]?.id}:${today}`);
      }
      return keys;
    };

    beforeAll(async () => {
      const admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      await admin.query(`create database ${dbName}`);
      await admin.end();
      const url = new URL(databaseUrl as string);
      url.pathname = `/${dbName}`;
      dbUrl = url.href;
      sql = new pg.Client({ connectionString: dbUrl });
      await sql.connect();

      // Each instance its own DATA_DIR when the files are in S3 (nothing shared on disk); one shared
      // folder otherwise. JWT_SECRET unset: the instances must agree on the key kept in the database.
      const common = { DATABASE_URL: dbUrl, JWT_SECRET: '', NODE_ENV: 'production' };
      if (s3Supported) {
        s3 = await startFakeS3({ buckets: [BUCKET] });
        const storage = {
          STORAGE: 's3',
          S3_ENDPOINT: s3.url,
          S3_BUCKET: BUCKET,
          S3_REGION: s3.region,
          S3_ACCESS_KEY_ID: s3.accessKeyId,
          S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
          S3_FORCE_PATH_STYLE: 'true',
        };
        envA = { ...common, ...storage, DATA_DIR: folder('a') };
        envB = { ...common, ...storage, DATA_DIR: folder('b') };
      } else {
        console.warn('scale-out: STORAGE=s3 is not in config/env.ts yet; the instances share one DATA_DIR');
        const shared = folder('shared');
        envA = { ...common, STORAGE: '', DATA_DIR: shared };
        envB = { ...common, STORAGE: '', DATA_DIR: shared };
      }
      // Both start at once on an empty database: the migrations run once, under the advisory lock.
      ({ first: a, second: b } = await startBoth());
    }, 120_000);

    afterAll(async () => {
      await Promise.all([a, b].filter(Boolean).map(stop));
      await sql?.end();
      await s3?.close();
      const admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${dbName} with (force)`);
      await admin.end();
      for (const dir of folders) rmSync(dir, { recursive: true, force: true });
    }, 60_000);

    it('migrated the empty database once, though both instances started on it at the same time', async () => {
      const { rows } = await sql.query<{ n: number; distinct_hashes: number }>(
        'select count(*)::int as n, count(distinct hash)::int as distinct_hashes from drizzle.__drizzle_migrations',
      );
      expect(rows[0]?.n).toBeGreaterThan(0);
      expect(rows[0]?.n).toBe(rows[0]?.distinct_hashes);
      expect((await call(a, 'GET', '/api/readyz')).body).toEqual({ status: 'ready' });
      expect((await call(b, 'GET', '/api/readyz')).body).toEqual({ status: 'ready' });
    });

    it("signs in through B to an account created through A, and each accepts the other one's access token", async () => {
      const signup = await call(a, 'POST', '/api/auth/signup', { body: { ...account, name: 'Scale Out' } });
      expect(signup.status).toBe(201);
      const login = await call(b, 'POST', '/api/auth/login', { body: account });
      expect(login.status).toBe(200);
      token = login.body.access_token as string;
      const me = await call(a, 'GET', '/api/users/me', { token });
      expect(me.status).toBe(200);
      expect(me.body.email).toBe(account.email);
      ownerId = me.body.id as string;
      expect(
        (await call(b, 'GET', '/api/users/me', { token: signup.body.access_token as string })).status,
      ).toBe(200);
    });

    it('reads through B what was written through A, and the other way round', async () => {
      const created = await call(a, 'POST', '/api/properties', {
        token,
        body: { address: '12 Shared State St', city: 'Austin', state: 'TX', zipCode: '78701' },
      });
      expect(created.status).toBe(201);
      propertyId = created.body.id as string;
      const read = await call(b, 'GET', `/api/properties/${propertyId}`, { token });
      expect(read.status).toBe(200);
      expect(read.body.address).toBe('12 Shared State St');

      const income = await call(b, 'POST', '/api/incomes', {
        token,
        body: { property_id: propertyId, amount: 1250.5, transaction_date: today, description: 'Rent via B' },
      });
      expect(income.status).toBe(201);
      const listed = await call(a, 'GET', '/api/transactions?type=income', { token });
      expect((listed.body.items as { record_id: string }[]).map((item) => item.record_id)).toContain(
        income.body.id,
      );
    });

    it('drops what B had cached when the data changes through A (the change travels by NOTIFY)', async () => {
      const before = await call(b, 'GET', `/api/properties/${propertyId}`, { token });
      expect(before.status).toBe(200);
      expect((await call(b, 'GET', `/api/properties/${propertyId}`, { token })).body).toEqual(before.body);
      const patched = await call(a, 'PATCH', `/api/properties/${propertyId}`, {
        token,
        body: { property_type: 'Duplex via A' },
      });
      expect(patched.status).toBe(200);
      // The news crosses between instances in milliseconds; give it a bounded moment.
      let seen: unknown;
      for (let attempt = 0; attempt < 40 && seen !== 'Duplex via A'; attempt += 1) {
        if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 50));
        seen = (await call(b, 'GET', `/api/properties/${propertyId}`, { token })).body.property_type;
      }
      expect(seen).toBe('Duplex via A');
    });

    it('rotates through B a refresh token issued by A; the old one is then refused by A and ends the session', async () => {
      const login = await call(a, 'POST', '/api/auth/login', { body: account });
      const issuedByA = refreshCookieIn(login);
      expect(issuedByA).toBeDefined();

      const rotated = await call(b, 'POST', '/api/auth/refresh', { cookie: `astor_refresh=${issuedByA}` });
      expect(rotated.status).toBe(200);
      const rotatedByB = refreshCookieIn(rotated);
      expect(rotatedByB).toBeDefined();
      expect(rotatedByB).not.toBe(issuedByA);

      // Within the grace window (two tabs refreshing at once) A still answers, but issues no new cookie.
      const racing = await call(a, 'POST', '/api/auth/refresh', { cookie: `astor_refresh=${issuedByA}` });
      expect(racing.status).toBe(200);
      expect(refreshCookieIn(racing)).toBeUndefined();

      // Past it, the used token is a copied one: A refuses it and revokes the session for every instance.
      await sql.query(
        `update refresh_tokens set rotated_at = now() - interval '1 hour' where token_hash = $1`,
        [hashRefreshToken(issuedByA as string)],
      );
      const replayed = await call(a, 'POST', '/api/auth/refresh', { cookie: `astor_refresh=${issuedByA}` });
      expect(replayed.status).toBe(401);
      expect(
        (await call(b, 'POST', '/api/auth/refresh', { cookie: `astor_refresh=${rotatedByB}` })).status,
      ).toBe(401);
      const sessionToken = rotated.body.access_token as string;
      expect((await call(b, 'GET', '/api/users/me', { token: sessionToken })).status).toBe(401);
      expect((await call(a, 'GET', '/api/users/me', { token: sessionToken })).status).toBe(401);
      // The session signed in earlier through B is untouched.
      expect((await call(a, 'GET', '/api/users/me', { token })).status).toBe(200);
    });

    it('counts failed sign-ins from both instances together (throttling state is in the database)', async () => {
      const email = `throttle-${randomUUID().slice(0, 8)}`;
      expect(
        (
          await call(a, 'POST', '/api/auth/signup', {
            body: { email, password: 'the right password', name: 'T' },
          })
        ).status,
      ).toBe(201);
      const { failuresPerUsername } = loadConfig().auth;
      for (let i = 0; i < failuresPerUsername; i += 1) {
        const server = i % 2 === 0 ? a : b;
        expect(
          (await call(server, 'POST', '/api/auth/login', { body: { email, password: `wrong ${i}` } })).status,
        ).toBe(401);
      }
      // Neither instance alone has seen that many; together they have.
      const throttled = await call(a, 'POST', '/api/auth/login', {
        body: { email, password: 'the right password' },
      });
      expect(throttled.status).toBe(429);
    });

    it('downloads through B, byte for byte, a document uploaded through A', async () => {
      const docx = Buffer.from(await makeDocx(['Scale-out test document', `Written through A on ${today}.`]));
      const form = new FormData();
      form.append('document_type', 'Other');
      form.append('property_id', propertyId);
      form.append(
        'file',
        new Blob([docx], { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' }),
        'scale-out.docx',
      );
      const uploaded = await fetch(`${a.baseUrl}/api/processor/process`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      const result = (await uploaded.json()) as { document?: { id: string } };
      expect(uploaded.status, JSON.stringify(result)).toBe(200);
      const documentId = result.document?.id as string;

      const download = await fetch(`${b.baseUrl}/api/documents/${documentId}/file`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(download.status).toBe(200);
      expect(Buffer.from(await download.arrayBuffer()).equals(docx)).toBe(true);

      if (s3) {
        // In the object store, not on either instance's disk.
        expect(s3.objects.get(`${BUCKET}/${ownerId}/${documentId}`)?.equals(docx)).toBe(true);
        // Deleted through B: gone from the store and for A.
        expect((await call(b, 'DELETE', `/api/documents/${documentId}`, { token })).status).toBe(200);
        expect(s3.objects.has(`${BUCKET}/${ownerId}/${documentId}`)).toBe(false);
        expect((await call(a, 'GET', `/api/documents/${documentId}/file`, { token })).status).toBe(404);
      }
    }, 60_000);

    it('raises each notification once when both instances raise at the same time (after changes)', async () => {
      const keys = await insertDueItems(ownerId, propertyId, 3);
      // Every successful change that can make something due runs a raise pass: many at once, through both.
      const changes = Array.from({ length: 16 }, (_, i) =>
        call(i % 2 === 0 ? a : b, 'PATCH', `/api/properties/${propertyId}`, {
          token,
          body: { num_floors: i + 1 },
        }),
      );
      expect((await Promise.all(changes)).map((reply) => reply.status)).toEqual(Array(16).fill(200));
      // Each instance's notification list waits for the passes its own changes started.
      expect((await call(a, 'GET', '/api/notifications', { token })).status).toBe(200);
      expect((await call(b, 'GET', '/api/notifications', { token })).status).toBe(200);
      const counts = await notificationCounts(ownerId, keys);
      expect(Object.keys(counts).sort()).toEqual([...keys].sort());
      expect(Object.values(counts).every((n) => n === 1)).toBe(true);

      const listed = await call(b, 'GET', '/api/notifications', { token });
      const titles = (listed.body.items as { title: string }[]).map((item) => item.title);
      expect(titles.filter((title) => title.startsWith('Emergency: Burst pipe 0'))).toHaveLength(1);
    }, 60_000);

    it('raises each notification once when both schedulers run on data written behind the API', async () => {
      // A second account through B, then due items for both accounts straight into the database.
      const other = await call(b, 'POST', '/api/auth/signup', {
        body: { email: `sched-${randomUUID().slice(0, 8)}`, password: 'another password', name: 'Other' },
      });
      const otherToken = other.body.access_token as string;
      const otherId = (await call(a, 'GET', '/api/users/me', { token: otherToken })).body.id as string;
      const otherProperty = await call(a, 'POST', '/api/properties', {
        token: otherToken,
        body: { address: '99 Scheduler Rd', city: 'Austin', state: 'TX', zipCode: '78701' },
      });

      // Restarted together, both schedulers make their first pass 5 s after start, at about the same time.
      await Promise.all([stop(a), stop(b)]);
      const keys = await insertDueItems(ownerId, propertyId, 3);
      const otherKeys = await insertDueItems(otherId, otherProperty.body.id as string, 3);
      const restarted = await startBoth();
      a = restarted.first;
      b = restarted.second;

      const expected = (owner: string, wanted: string[]) =>
        notificationCounts(owner, wanted).then((counts) => Object.keys(counts).length === wanted.length);
      const deadline = Date.now() + 30_000;
      while (!((await expected(ownerId, keys)) && (await expected(otherId, otherKeys)))) {
        if (Date.now() > deadline)
          throw new Error(`schedulers raised nothing:\n${a.output()}\n${b.output()}`);
        await sleep(200);
      }
      // Both passes have started (each at most 5 s after its instance was ready) and finished.
      await sleep(Math.max(0, restarted.readyAt + 6_000 - Date.now()));
      for (const [owner, wanted] of [
        [ownerId, keys],
        [otherId, otherKeys],
      ] as const) {
        const counts = await notificationCounts(owner, wanted);
        expect(Object.keys(counts).sort()).toEqual([...wanted].sort());
        expect(Object.values(counts).every((n) => n === 1)).toBe(true);
      }
    }, 90_000);
  },
);
