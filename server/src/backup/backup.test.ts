import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskStorage, storageKey } from '../adapters/storage/storage.js';
import { documents } from '../db/schema.js';
import {
  apiAs,
  createProperty,
  openIsolatedDatabase,
  signUp,
  buildTestApp,
  type TestContext,
} from '../testing/build-test-app.js';
import { BackupFormatError, createBackup, restoreBackup, tablesInDependencyOrder } from './backup.js';

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

describe('backup and restore', () => {
  it('orders tables so that every table follows the ones it references', () => {
    const order = tablesInDependencyOrder().map((t) => t.name);
    expect(order.indexOf('users')).toBeLessThan(order.indexOf('properties'));
    expect(order.indexOf('properties')).toBeLessThan(order.indexOf('leases'));
    expect(order.indexOf('documents')).toBeLessThan(order.indexOf('leases'));
    expect(order.indexOf('expenses')).toBeLessThan(order.indexOf('invoices'));
  });

  it('writes one file with every row and document, and restores it into another database: counts and checksums match', async () => {
    const user = await signUp(ctx.app);
    const api = apiAs(ctx.app, user.token);
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
    await api('POST', '/api/calendar/events', {
      title: 'Inspection',
      start: '2026-11-20T15:00:00Z',
      end: '2026-11-20T16:00:00Z',
    });
    const owner = (await api('GET', '/api/users/me')).json().id as string;
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

    const archive = await createBackup(ctx.database.db, storage);
    const before = await countsOf(ctx.database.db);

    const target = await openIsolatedDatabase();
    const targetRoot = mkdtempSync(path.join(tmpdir(), 'astor-restore-'));
    try {
      const targetStorage = createDiskStorage(targetRoot);
      const manifest = await restoreBackup(target.database.db, targetStorage, archive);
      expect(manifest.files).toBeGreaterThanOrEqual(1);
      expect(await countsOf(target.database.db)).toEqual(before);
      const restored = await targetStorage.get(key);
      expect(restored && sha(restored)).toBe(sha(original));
      const lease = (await target.database.db.execute(
        sql`select rent_amount_monthly, special_lease_terms from leases where tenant_id = ${tenant.id}`,
      )) as unknown as {
        rows: { rent_amount_monthly: string; special_lease_terms: unknown }[];
      };
      expect(lease.rows[0]).toEqual({
        rent_amount_monthly: '1999.99',
        special_lease_terms: { late_payment: { initial_fee: 50, daily_late_charge: 5 }, additional_fees: [] },
      });
      // Restoring twice is the same as once.
      await restoreBackup(target.database.db, targetStorage, archive);
      expect(await countsOf(target.database.db)).toEqual(before);
    } finally {
      await target.drop();
      rmSync(targetRoot, { recursive: true, force: true });
    }
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
