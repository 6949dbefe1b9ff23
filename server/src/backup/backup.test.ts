import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import { strFromU8, strToU8, unzipSync, zipSync, type Zippable } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskStorage, storageKey, type FileStorage } from '../adapters/storage/storage.js';
import { buildApp } from '../app.js';
import type { Config } from '../config/env.js';
import { rowsOf } from '../db/client.js';
import { documents, passwordResetTokens } from '../db/schema.js';
import {
  apiAs,
  createProperty,
  openIsolatedDatabase,
  signUp,
  buildTestApp,
  type TestContext,
} from '../testing/build-test-app.js';
import { checkRepliesAgainstOpenApi } from '../testing/openapi-replies.js';
import {
  BACKUP_FORMAT,
  BackupFormatError,
  createBackup,
  restoreBackup,
  SECRET_TABLES,
  tablesInDependencyOrder,
  writeBackup,
} from './backup.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function countsOf(db: TestContext['database']['db']) {
  const counts: Record<string, number> = {};
  for (const { name } of tablesInDependencyOrder()) {
    const result = (await db.execute(
      sql`select count(*)::int as n from ${sql.identifier(name)}`,
    )) as unknown as { rows: { n: number }[] };
    counts[name] = result.rows[0]?.n ?? 0;
  }
  return counts;
}

type Db = TestContext['database']['db'];
/** A backup as the first versions wrote it: every table read whole, its driver-parsed rows stringified. */
async function backupAsFirstWritten(db: Db, storage: FileStorage): Promise<Uint8Array> {
  const files: Zippable = {};
  const tables: Record<string, number> = {};
  const keys = await db.transaction(
    async (tx) => {
      let documentRows: Record<string, unknown>[] = [];
      for (const { name } of tablesInDependencyOrder()) {
        const rows = rowsOf<Record<string, unknown>>(
          await tx.execute(sql`select * from ${sql.identifier(name)}`),
        );
        if (name === 'documents') documentRows = rows;
        tables[name] = rows.length;
        files[`tables/${name}.json`] = strToU8(JSON.stringify(rows));
      }
      return documentRows.map((row) => row.storage_key as string | null);
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  let fileCount = 0;
  for (const key of keys) {
    const bytes = key ? await storage.get(key) : undefined;
    if (!key || !bytes) continue;
    files[`files/${key}`] = new Uint8Array(bytes);
    fileCount += 1;
  }
  const manifest = { format: BACKUP_FORMAT, created_at: new Date().toISOString(), tables, files: fileCount };
  files['manifest.json'] = strToU8(JSON.stringify(manifest, null, 2));
  return zipSync(files, { level: 6 });
}

/** A digest of each table's rows that belong to `owner`, every column included. */
async function contentsOf(db: Db, owner: string) {
  const digests: Record<string, string | null> = {};
  for (const name of ['properties', 'tenants', 'leases', 'incomes', 'calendar_events', 'documents']) {
    const result = await db.execute(
      sql`select md5(string_agg(t::text, '|' order by t.id)) as digest from ${sql.identifier(name)} t where t.owner_id = ${owner}`,
    );
    digests[name] = rowsOf<{ digest: string | null }>(result)[0]?.digest ?? null;
  }
  return digests;
}

/** The owner's daily totals (derived, not in backups): rebuilt by the restore's inserts. */
async function dailyTotalsOf(db: Db, owner: string) {
  return rowsOf(
    await db.execute(sql`select kind, day::text, amount::text, count from ledger_daily_totals
      where owner_id = ${owner} order by kind, day`),
  );
}

describe('backup and restore', () => {
  it('orders tables so that every table follows the ones it references', () => {
    const order = tablesInDependencyOrder().map((t) => t.name);
    expect(order.indexOf('users')).toBeLessThan(order.indexOf('properties'));
    expect(order.indexOf('properties')).toBeLessThan(order.indexOf('leases'));
    expect(order.indexOf('documents')).toBeLessThan(order.indexOf('leases'));
    expect(order.indexOf('expenses')).toBeLessThan(order.indexOf('invoices'));
  });

  it('writes one file with every row and document, and restores it into another database: counts, contents and checksums match', async () => {
    const user = await signUp(ctx.app);
    const api = apiAs(ctx.app, user.token);
    const owner = (await api('GET', '/api/users/me')).json().id as string;
    const property = await createProperty(ctx.app, user.token, { purchase_price: 123456.78 });
    const tenant = (
      await api('POST', '/api/tenants/manual', {
        first_name: 'Back',
        last_name: 'Up',
        property_id: property.id,
      })
    ).json();
    await api('POST', '/api/leases', {
      property_id: property.id,
      tenant_id: tenant.id,
      rent_amount_monthly: 1999.99,
      start_date: '2026-01-01',
      special_lease_terms: { late_payment: { initial_fee: 50, daily_late_charge: 5 }, additional_fees: [] },
    });
    await api('POST', '/api/incomes', {
      property_id: property.id,
      amount: 0.1,
      transaction_date: '2026-02-28',
    });
    // More rows than one cursor fetch, so that a table is written in several chunks.
    await ctx.database.db.execute(
      sql`insert into incomes (owner_id, property_id, amount, transaction_date, description)
          select ${owner}, ${property.id}, 1.5, date '2026-01-01' + (n % 365), 'bulk ' || n
          from generate_series(1, 2500) as n`,
    );
    await api('POST', '/api/calendar/events', {
      title: 'Inspection',
      start: '2026-11-20T15:00:00Z',
      end: '2026-11-20T16:00:00Z',
    });
    const storage = createDiskStorage(ctx.config.storage.root);
    const docId = randomUUID();
    const key = storageKey(owner, docId);
    const original = new Uint8Array([0, 1, 2, 250, 251, 252, 37, 80, 68, 70]);
    await storage.put(key, original);
    await ctx.database.db.insert(documents).values({
      id: docId,
      ownerId: owner,
      propertyId: property.id,
      documentType: 'Lease',
      storageKey: key,
      fileName: 'l.pdf',
    });

    // Notifications are raised after each write, off the response's path; reading them waits for those
    // passes, so nothing is still being written while the backup and the counts are taken.
    expect((await api('GET', '/api/notifications')).statusCode).toBe(200);
    const archive = await createBackup(ctx.database.db, storage);
    const before = await countsOf(ctx.database.db);
    const contents = await contentsOf(ctx.database.db, owner);
    const totals = await dailyTotalsOf(ctx.database.db, owner);
    expect(totals).toHaveLength(365);
    const entries = unzipSync(archive);
    expect(entries['tables/ledger_daily_totals.json']).toBeUndefined();
    expect(JSON.parse(strFromU8(entries['tables/incomes.json'] as Uint8Array))).toHaveLength(
      before.incomes ?? -1,
    );

    const target = await openIsolatedDatabase();
    const targetRoot = mkdtempSync(path.join(tmpdir(), 'astor-restore-'));
    try {
      const targetStorage = createDiskStorage(targetRoot);
      const manifest = await restoreBackup(target.database.db, targetStorage, archive);
      expect(manifest.files).toBeGreaterThanOrEqual(1);
      expect(manifest.tables).toEqual(before);
      expect(await countsOf(target.database.db)).toEqual(before);
      // Every value comes back exactly (timestamps to the microsecond, money, JSON, dates).
      expect(await contentsOf(target.database.db, owner)).toEqual(contents);
      expect(await dailyTotalsOf(target.database.db, owner)).toEqual(totals);
      const restored = await targetStorage.get(key);
      expect(restored && sha(restored)).toBe(sha(original));
      const expectLease = async () => {
        const lease = (await target.database.db.execute(
          sql`select rent_amount_monthly, special_lease_terms from leases where tenant_id = ${tenant.id}`,
        )) as unknown as {
          rows: { rent_amount_monthly: string; special_lease_terms: unknown }[];
        };
        expect(lease.rows[0]).toEqual({
          rent_amount_monthly: '1999.99',
          special_lease_terms: {
            late_payment: { initial_fee: 50, daily_late_charge: 5 },
            additional_fees: [],
          },
        });
      };
      await expectLease();
      // Restoring twice is the same as once.
      await restoreBackup(target.database.db, targetStorage, archive);
      expect(await countsOf(target.database.db)).toEqual(before);
      expect(await dailyTotalsOf(target.database.db, owner)).toEqual(totals);

      // Files written by earlier versions (rows as the driver parsed them) still restore.
      const older = await backupAsFirstWritten(ctx.database.db, storage);
      await restoreBackup(target.database.db, targetStorage, older);
      expect(await countsOf(target.database.db)).toEqual(before);
      expect(await dailyTotalsOf(target.database.db, owner)).toEqual(totals);
      await expectLease();
    } finally {
      await target.drop();
      rmSync(targetRoot, { recursive: true, force: true });
    }
  });

  it('is one snapshot: a row written while the backup is being read is not in it', async () => {
    const user = await signUp(ctx.app);
    const api = apiAs(ctx.app, user.token);
    const property = await createProperty(ctx.app, user.token);
    const countIncomes = async () =>
      rowsOf<{ n: number }>(
        await ctx.database.db.execute(
          sql`select count(*)::int as n from incomes where property_id = ${property.id}`,
        ),
      )[0]?.n;
    await api('POST', '/api/incomes', {
      property_id: property.id,
      amount: 1,
      transaction_date: '2026-03-01',
    });

    // As soon as the first bytes of the archive are out, another request writes an income (on
    // PostgreSQL it commits while the backup is still reading; the embedded engine makes it wait).
    let write: Promise<unknown> | undefined;
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        write ??= api('POST', '/api/incomes', {
          property_id: property.id,
          amount: 2,
          transaction_date: '2026-03-02',
        });
        chunks.push(chunk);
        callback();
      },
    });
    await writeBackup(ctx.database.db, createDiskStorage(ctx.config.storage.root), sink);
    sink.end();
    await finished(sink);
    await write;
    expect(await countIncomes()).toBe(2);

    const incomes = JSON.parse(
      strFromU8(unzipSync(Buffer.concat(chunks))['tables/incomes.json'] as Uint8Array),
    ) as { property_id: string; amount: number }[];
    expect(incomes.filter((row) => row.property_id === property.id).map((row) => row.amount)).toEqual([1]);
  });

  it('refuses a file that is not a backup, changing nothing', async () => {
    const target = await openIsolatedDatabase();
    try {
      await expect(
        restoreBackup(target.database.db, createDiskStorage(tmpdir()), new Uint8Array([1, 2, 3])),
      ).rejects.toThrow(BackupFormatError);
    } finally {
      await target.drop();
    }
  });
});

describe('secrets and sign-ins', () => {
  const secretNames = [
    'app_secrets',
    'auth_sessions',
    'refresh_tokens',
    'password_reset_tokens',
    'demo_chat_messages',
  ];

  /** The access-token signing key the test app uses: JWT_SECRET, or the one kept in the database. */
  async function signingKey(): Promise<string> {
    if (ctx.config.jwtSecret) return ctx.config.jwtSecret;
    const rows = rowsOf<{ value: string }>(
      await ctx.database.db.execute(sql`select value from app_secrets where name = 'jwt_signing_key'`),
    );
    return rows[0]?.value as string;
  }

  /** The app on a restored database, as the server starts on it (with the given JWT_SECRET, or none). */
  const appOn = async (database: TestContext['database'], jwtSecret: string | undefined) => {
    const app = await buildApp({ ...ctx.config, databaseUrl: undefined, jwtSecret } satisfies Config, {
      database,
      logger: false,
      scheduler: false,
    });
    checkRepliesAgainstOpenApi(app);
    return app;
  };

  it('leaves out the signing key, sessions, refresh tokens and reset links', async () => {
    expect(SECRET_TABLES.length).toBe(secretNames.length);
    const user = await signUp(ctx.app);
    const owner = (await apiAs(ctx.app, user.token)('GET', '/api/users/me')).json().id as string;
    const resetHash = `reset-${randomUUID()}`;
    await ctx.database.db
      .insert(passwordResetTokens)
      .values({ userId: owner, tokenHash: resetHash, expiresAt: new Date(Date.now() + 3_600_000) });
    const [session] = rowsOf<{ id: string; token_hash: string }>(
      await ctx.database.db.execute(sql`select s.id, r.token_hash from auth_sessions s
        join refresh_tokens r on r.session_id = s.id where s.user_id = ${owner}`),
    );
    const key = await signingKey();
    expect(key).toBeTruthy();
    expect(session).toBeDefined();

    const entries = unzipSync(
      await createBackup(ctx.database.db, createDiskStorage(ctx.config.storage.root)),
    );
    const manifest = JSON.parse(strFromU8(entries['manifest.json'] as Uint8Array)) as {
      tables: Record<string, number>;
    };
    expect(manifest.tables).toHaveProperty('users');
    for (const name of secretNames) {
      expect(entries[`tables/${name}.json`], name).toBeUndefined();
      expect(manifest.tables, name).not.toHaveProperty(name);
    }
    const text = Object.entries(entries)
      .filter(([name]) => !name.startsWith('files/'))
      .map(([, bytes]) => strFromU8(bytes))
      .join('\n');
    expect(text).toContain(owner);
    for (const secret of [key, session?.id, session?.token_hash, resetHash]) {
      expect(text).not.toContain(secret);
    }
  });

  it('restores signed out: a token from before is refused, a password opens everything again, feed links change', async () => {
    const user = await signUp(ctx.app);
    const api = apiAs(ctx.app, user.token);
    const property = await createProperty(ctx.app, user.token);
    const feed = (await api('GET', '/api/calendar/feed')).json().url as string;
    const storage = createDiskStorage(ctx.config.storage.root);
    const archive = await createBackup(ctx.database.db, storage);

    // A file made before secrets were left out holds them: they are not read back from it either.
    const older = unzipSync(archive) as Zippable;
    for (const { name } of tablesInDependencyOrder({ secrets: true })) {
      if (!secretNames.includes(name)) continue;
      const rows = rowsOf<{ json: string }>(
        await ctx.database.db.execute(
          sql`select coalesce(json_agg(t), '[]')::text as json from ${sql.identifier(name)} t`,
        ),
      );
      older[`tables/${name}.json`] = strToU8(rows[0]?.json ?? '[]');
    }

    const target = await openIsolatedDatabase();
    try {
      for (const file of [archive, zipSync(older)]) {
        await restoreBackup(target.database.db, storage, file);
        const app = await appOn(target.database, undefined);
        try {
          expect((await apiAs(app, user.token)('GET', '/api/properties')).statusCode).toBe(401);
          const refreshed = await app.inject({
            method: 'POST',
            url: '/api/auth/refresh',
            cookies: { astor_refresh: user.refreshCookie },
          });
          expect(refreshed.statusCode).toBe(401);
          const login = await app.inject({
            method: 'POST',
            url: '/api/auth/login',
            payload: { email: user.username, password: user.password },
          });
          expect(login.statusCode, login.body).toBe(200);
          const again = apiAs(app, login.json<{ access_token: string }>().access_token);
          const ids = (await again('GET', '/api/properties')).json<{ id: string }[]>().map((p) => p.id);
          expect(ids).toContain(property.id);

          // Feed links come from the signing key, which the restore did not bring: the old link stops
          // and the calendar page shows a new one.
          expect((await app.inject({ method: 'GET', url: new URL(feed).pathname })).statusCode).toBe(404);
          const shown = (await again('GET', '/api/calendar/feed')).json().url as string;
          expect(shown).not.toBe(feed);
          expect((await app.inject({ method: 'GET', url: new URL(shown).pathname })).statusCode).toBe(200);
        } finally {
          await app.close();
        }
      }
    } finally {
      await target.drop();
    }
  });

  it('with the same JWT_SECRET, keeps feed links but still signs everyone out', async () => {
    const user = await signUp(ctx.app);
    const api = apiAs(ctx.app, user.token);
    const feed = (await api('GET', '/api/calendar/feed')).json().url as string;
    const storage = createDiskStorage(ctx.config.storage.root);
    const archive = await createBackup(ctx.database.db, storage);
    const target = await openIsolatedDatabase();
    try {
      await restoreBackup(target.database.db, storage, archive);
      const app = await appOn(target.database, await signingKey());
      try {
        expect((await apiAs(app, user.token)('GET', '/api/users/me')).statusCode).toBe(401);
        expect((await app.inject({ method: 'GET', url: new URL(feed).pathname })).statusCode).toBe(200);
      } finally {
        await app.close();
      }
    } finally {
      await target.drop();
    }
  });
});
