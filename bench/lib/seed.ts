/**
 * A large portfolio written straight into a DATA_DIR's embedded database (before the server opens it: one
 * process at a time), in chunks of 1,000 rows through Drizzle and the server's own schema. Deterministic:
 * the same sizes give the same rows. Dates spread over the two years up to today.
 */
import { EXPENSE_CATEGORIES } from '@astor/contract/categories';
import { openDatabase } from '../../server/src/db/client.js';
import * as schema from '../../server/src/db/schema.js';
import { hashPassword, PRODUCTION_PASSWORD_COST } from '../../server/src/modules/auth/password.js';
import { prng } from './common.js';

export type SeedSizes = {
  properties: number;
  /** Tenants, each with one lease. */
  tenants: number;
  /** Incomes plus expenses. */
  transactions: number;
  documents: number;
};

export const LARGE_PORTFOLIO: SeedSizes = {
  properties: 500,
  tenants: 2_000,
  transactions: 50_000,
  documents: 1_000,
};

export const BENCH_USER = { username: 'bench-owner', password: 'bench-password-1', name: 'Bench Owner' };

export type SeedResult = {
  ownerId: string;
  propertyIds: string[];
  /** Wall time of the inserts, and of the whole (database open and migrations included). */
  insertMs: number;
  totalMs: number;
  rows: number;
};

const STREETS = [
  'Elm',
  'Oak',
  'Maple',
  'Pine',
  'Cedar',
  'Main',
  'Lake',
  'Hill',
  'Park',
  'Walnut',
  'Birch',
  'River',
];
const SUFFIXES = ['St', 'Ave', 'Rd', 'Blvd', 'Ln', 'Dr'];
const CITIES: [string, string, string, number, number][] = [
  ['Austin', 'TX', '78701', 30.27, -97.74],
  ['Denver', 'CO', '80202', 39.75, -104.99],
  ['Columbus', 'OH', '43215', 39.96, -82.99],
  ['Raleigh', 'NC', '27601', 35.78, -78.64],
  ['Portland', 'OR', '97204', 45.52, -122.68],
  ['Tampa', 'FL', '33602', 27.95, -82.46],
];
const FIRST = [
  'Maria',
  'James',
  'Rosa',
  'Will',
  'Aisha',
  'Chen',
  'Olga',
  'Sam',
  'Priya',
  'Diego',
  'Emma',
  'Noah',
];
const LAST = ['Lopez', 'Turner', 'Parks', 'Nguyen', 'Smith', 'Khan', 'Novak', 'Garcia', 'Brown', 'Ito'];
const VENDORS = [
  'Ace Plumbing',
  'Bright Electric',
  'City Water',
  'State Farm',
  'Green Lawn Co',
  'Tax Collector',
];
const DOC_TYPES = ['Lease', 'Invoice', 'Receipt', 'Insurance', 'Inspection Report', 'Other'];

const iso = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);
const money = (value: number) => value.toFixed(2);

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += 1000) await insert(rows.slice(i, i + 1000));
}

/** Seeds `dataDir` (which must not be open elsewhere) and closes it again. */
export async function seedPortfolio(
  dataDir: string,
  sizes: SeedSizes = LARGE_PORTFOLIO,
): Promise<SeedResult> {
  const started = performance.now();
  const handle = await openDatabase({ engine: 'pglite', dataDir });
  const { db } = handle;
  const random = prng(13);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const now = new Date();
  const todayDate = new Date(`${iso(now)}T00:00:00Z`);
  let rows = 0;
  try {
    const passwordHash = await hashPassword(BENCH_USER.password, PRODUCTION_PASSWORD_COST);
    const insertStarted = performance.now();
    const [user] = await db
      .insert(schema.users)
      .values({ username: BENCH_USER.username, name: BENCH_USER.name, passwordHash })
      .returning({ id: schema.users.id });
    const ownerId = (user as { id: string }).id;

    const vendorRows = VENDORS.map((name, i) => ({
      id: crypto.randomUUID(),
      ownerId,
      name,
      category: EXPENSE_CATEGORIES[i % EXPENSE_CATEGORIES.length],
      email: `billing@${name.toLowerCase().replace(/\W+/g, '')}.test`,
    }));
    await db.insert(schema.vendors).values(vendorRows);

    const propertyRows = Array.from({ length: sizes.properties }, (_, i) => {
      const [city, state, zip, lat, lng] = pick(CITIES);
      const isCommercial = i % 10 === 0;
      return {
        id: crypto.randomUUID(),
        ownerId,
        address: `${100 + i} ${pick(STREETS)} ${pick(SUFFIXES)}`,
        city,
        state,
        zip,
        propertyType: isCommercial
          ? 'Commercial'
          : pick(['Single Family', 'Condo', 'Townhouse', 'Multi-Family']),
        purchasePrice: money(150_000 + Math.floor(random() * 600_000)),
        purchaseDate: iso(addDays(todayDate, -Math.floor(random() * 3650) - 30)),
        numBedrooms: 1 + Math.floor(random() * 5),
        numBathrooms: String(1 + Math.floor(random() * 3)),
        numFloors: 1 + Math.floor(random() * 3),
        isCommercial,
        latitude: lat + (random() - 0.5) * 0.3,
        longitude: lng + (random() - 0.5) * 0.3,
        // Spread creation times so lists sort on distinct values.
        createdAt: new Date(now.getTime() - (sizes.properties - i) * 60_000),
      };
    });
    await insertChunked(propertyRows, (chunk) => db.insert(schema.properties).values(chunk));
    const propertyIds = propertyRows.map((p) => p.id);

    const tenantRows = Array.from({ length: sizes.tenants }, (_, i) => {
      const first = pick(FIRST);
      const last = pick(LAST);
      return {
        id: crypto.randomUUID(),
        ownerId,
        propertyId: propertyIds[i % propertyIds.length] as string,
        firstName: first,
        lastName: `${last}${i}`,
        email: `${first.toLowerCase()}.${last.toLowerCase()}${i}@mail.test`,
        phoneNumber: `555-${String(1000 + (i % 9000)).padStart(4, '0')}`,
        status: random() < 0.08 ? 'late' : 'current',
        createdAt: new Date(now.getTime() - Math.floor(random() * 700) * 86_400_000),
      };
    });
    await insertChunked(tenantRows, (chunk) => db.insert(schema.tenants).values(chunk));

    const leaseRows = tenantRows.map((tenant) => {
      const start = addDays(todayDate, -Math.floor(random() * 700));
      return {
        id: crypto.randomUUID(),
        ownerId,
        propertyId: tenant.propertyId,
        tenantId: tenant.id,
        leaseType: 'Fixed',
        startDate: iso(start),
        endDate: iso(addDays(start, 365 + Math.floor(random() * 365))),
        rentAmountMonthly: money(900 + Math.floor(random() * 2600)),
        securityDeposit: money(1000 + Math.floor(random() * 2000)),
        rentDueDay: 1 + Math.floor(random() * 5),
      };
    });
    await insertChunked(leaseRows, (chunk) => db.insert(schema.leases).values(chunk));

    // Incomes (mostly rent, linked to a lease) and expenses (Schedule E categories), ~70/30.
    const incomeCount = Math.round(sizes.transactions * 0.7);
    const incomeRows = Array.from({ length: incomeCount }, () => {
      const lease = pick(leaseRows);
      const category = random() < 0.9 ? 'Rent' : pick(['Late fees', 'Other']);
      return {
        ownerId,
        propertyId: lease.propertyId,
        tenantId: lease.tenantId,
        leaseId: lease.id,
        transactionDate: iso(addDays(todayDate, -Math.floor(random() * 730))),
        amount: category === 'Rent' ? (lease.rentAmountMonthly as string) : money(25 + random() * 200),
        category,
        description: category === 'Rent' ? 'Monthly rent' : `${category} payment`,
        method: pick(['Card', 'Payment savings', 'Other'] as const),
        bankAccount: pick(['Company savings', 'Debit account'] as const),
      };
    });
    await insertChunked(incomeRows, (chunk) => db.insert(schema.incomes).values(chunk));
    const expenseRows = Array.from({ length: sizes.transactions - incomeCount }, () => {
      const vendor = pick(vendorRows);
      return {
        ownerId,
        propertyId: pick(propertyIds),
        vendorId: vendor.id,
        transactionDate: iso(addDays(todayDate, -Math.floor(random() * 730))),
        amount: money(20 + random() * 1500),
        category: pick(EXPENSE_CATEGORIES),
        description: `Work order ${Math.floor(random() * 100_000)}`,
        entity: vendor.name,
        method: pick(['Card', 'Payment savings', 'Other'] as const),
        bankAccount: pick(['Company savings', 'Debit account'] as const),
      };
    });
    await insertChunked(expenseRows, (chunk) => db.insert(schema.expenses).values(chunk));

    // This month's rent payments for ~80% of leases (the dashboard's paid / late / outstanding).
    const monthStart = `${iso(todayDate).slice(0, 8)}01`;
    const paymentRows = leaseRows
      .filter(() => random() < 0.8)
      .map((lease) => ({
        ownerId,
        tenantId: lease.tenantId,
        leaseId: lease.id,
        propertyId: lease.propertyId,
        amount: lease.rentAmountMonthly as string,
        paidDate: monthStart,
        method: 'Card',
      }));
    await insertChunked(paymentRows, (chunk) => db.insert(schema.payments).values(chunk));

    const documentRows = Array.from({ length: sizes.documents }, (_, i) => {
      const type = pick(DOC_TYPES);
      return {
        ownerId,
        propertyId: pick(propertyIds),
        documentType: type,
        uploadDate: iso(addDays(todayDate, -Math.floor(random() * 730))),
        description: `${type} ${i}`,
        fileName: `${type.toLowerCase().replace(/\s+/g, '-')}-${i}.pdf`,
        contentType: 'application/pdf',
        sizeBytes: 20_000 + Math.floor(random() * 200_000),
        pageCount: 1 + Math.floor(random() * 6),
        extractedText: `${type} for the property. Amount due ${money(random() * 2000)}.`,
        extractionMethod: 'pdf-text',
      };
    });
    await insertChunked(documentRows, (chunk) => db.insert(schema.documents).values(chunk));

    const maintenanceRows = Array.from({ length: Math.round(sizes.properties * 0.6) }, (_, i) => ({
      ownerId,
      propertyId: pick(propertyIds),
      title: `${pick(['Fix sink', 'Paint hallway', 'Replace filter', 'Roof check'])} #${i}`,
      status: pick(['Pending', 'In Progress', 'Completed']),
      scheduledFor: iso(addDays(todayDate, Math.floor(random() * 60) - 30)),
    }));
    await insertChunked(maintenanceRows, (chunk) => db.insert(schema.maintenanceRequests).values(chunk));

    rows =
      1 +
      vendorRows.length +
      propertyRows.length +
      tenantRows.length +
      leaseRows.length +
      incomeRows.length +
      expenseRows.length +
      paymentRows.length +
      documentRows.length +
      maintenanceRows.length;
    const insertMs = performance.now() - insertStarted;
    // No ANALYZE: the embedded database runs no autovacuum, so the server sees what a user's would.
    return { ownerId, propertyIds, insertMs, totalMs: performance.now() - started, rows };
  } finally {
    await handle.close();
  }
}
