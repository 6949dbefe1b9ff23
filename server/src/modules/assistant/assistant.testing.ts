/**
 * Test and benchmark support: the app with the assistant's routes, and a seeded portfolio whose figures
 * tests and the benchmark compute independently from the data below. Not used by the running server.
 */
import type { FastifyInstance } from 'fastify';
import type { LlmClient } from '../../adapters/llm/llm.js';
import { eq } from 'drizzle-orm';
import { documents, maintenanceRequests } from '../../db/schema.js';
import {
  apiAs,
  buildTestApp,
  createProperty,
  signUp,
  type TestContext,
} from '../../testing/build-test-app.js';
import { assistantRoutes } from './assistant.routes.js';
import { AssistantService } from './assistant.service.js';

/** Tuesday 10 November 2026, 15:00 UTC. */
export const PINNED_NOW = new Date('2026-11-10T15:00:00Z');

export type AssistantTestContext = TestContext & { service: AssistantService };

/** The real app on a fresh database; registers the chat routes unless app.ts already does. */
export async function buildAssistantTestApp(
  options: { clock?: () => Date; llm?: LlmClient; onLlmError?: (error: unknown) => void } = {},
): Promise<AssistantTestContext> {
  const clock = options.clock ?? (() => PINNED_NOW);
  const ctx = await buildTestApp({}, { clock });
  const service = new AssistantService(ctx.database.db, {
    clock,
    ...(options.llm ? { llm: options.llm } : {}),
    ...(options.onLlmError ? { onLlmError: options.onLlmError } : {}),
  });
  if (!ctx.app.hasRoute({ method: 'POST', url: '/api/chat/copilot' })) {
    await ctx.app.register(assistantRoutes(service), { prefix: '/api' });
  }
  return { ...ctx, service };
}

export type SeedProperty = {
  key: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  property_type: string;
  is_commercial?: boolean;
  num_bedrooms?: number;
  num_bathrooms?: number;
  is_hoa?: boolean;
  hoa_fee?: number;
  purchase_price?: number;
  purchase_date?: string;
};
export type SeedTenant = {
  key: string;
  property: string;
  first_name: string;
  last_name: string;
  email?: string;
  phone_number?: string;
  lease: {
    rent: number;
    start: string;
    end: string;
    due_day: number;
    deposit?: number;
    grace_period_days?: number;
    /** "Rent tracked from" (docs/decisions/0012-rent-tracked-from.md), with a balance of 0 then. */
    tracked_from?: string;
  };
};
export type SeedTransaction = {
  property: string;
  date: string;
  amount: number;
  category: string;
  entity?: string;
  description?: string;
};
export type SeedPayment = { tenant: string; date: string; amount: number };
export type SeedMaintenance = {
  property: string;
  title: string;
  status: 'Pending' | 'In Progress' | 'Completed';
  scheduled_for?: string;
  description?: string;
  /** The day it was reported (the request's creation day; today when not given). */
  date?: string;
};
export type SeedDocument = { property: string; type: string; file: string; uploaded: string };

export type Seed = {
  properties: SeedProperty[];
  tenants: SeedTenant[];
  payments: SeedPayment[];
  incomes: SeedTransaction[];
  expenses: SeedTransaction[];
  maintenance: SeedMaintenance[];
  documents: SeedDocument[];
};

/** The portfolio the tests ask about (today is 2026-11-10). */
export const PORTFOLIO: Seed = {
  properties: [
    {
      key: 'elm',
      address: '12 Elm St',
      city: 'Austin',
      state: 'TX',
      zipCode: '78701',
      property_type: 'Single Family',
      num_bedrooms: 3,
      num_bathrooms: 2,
      is_hoa: true,
      hoa_fee: 45,
      purchase_price: 250000,
      purchase_date: '2020-05-01',
    },
    {
      key: 'oak',
      address: '40 Oak Avenue',
      city: 'Austin',
      state: 'TX',
      zipCode: '78702',
      property_type: 'Condo',
    },
    {
      key: 'main',
      address: '7 Main Street',
      city: 'Dallas',
      state: 'TX',
      zipCode: '75201',
      property_type: 'Retail',
      is_commercial: true,
    },
  ],
  tenants: [
    {
      key: 'rosa',
      property: 'elm',
      first_name: 'Rosa',
      last_name: 'Parks',
      email: 'rosa@example.com',
      phone_number: '555-0101',
      lease: { rent: 1500, start: '2026-10-01', end: '2026-11-30', due_day: 1 },
    },
    {
      key: 'will',
      property: 'oak',
      first_name: 'Will',
      last_name: 'Turner',
      email: 'will@example.com',
      phone_number: '555-0102',
      lease: { rent: 1200.5, start: '2026-10-03', end: '2027-05-31', due_day: 3 },
    },
    {
      key: 'maria',
      property: 'main',
      first_name: 'Maria',
      last_name: 'Lopez',
      email: 'maria@example.com',
      phone_number: '555-0103',
      lease: { rent: 3000, start: '2026-10-15', end: '2027-01-15', due_day: 15 },
    },
  ],
  payments: [
    { tenant: 'rosa', date: '2026-10-01', amount: 1500 },
    { tenant: 'will', date: '2026-10-05', amount: 1200.5 },
    { tenant: 'maria', date: '2026-10-15', amount: 3000 },
    { tenant: 'rosa', date: '2026-11-02', amount: 1500 },
  ],
  incomes: [
    { property: 'oak', date: '2026-10-20', amount: 50, category: 'Late fees', entity: 'Will Turner' },
  ],
  expenses: [
    { property: 'elm', date: '2026-10-03', amount: 89.99, category: 'Repairs', entity: 'Joe Pipes' },
    { property: 'elm', date: '2026-10-04', amount: 10.01, category: 'Repairs', entity: 'Joe Pipes' },
    { property: 'main', date: '2026-10-12', amount: 300, category: 'Insurance', entity: 'State Farm' },
    { property: 'oak', date: '2026-09-15', amount: 120.4, category: 'Utilities', entity: 'Austin Energy' },
    { property: 'elm', date: '2026-07-20', amount: 2000, category: 'Taxes', entity: 'Travis County' },
    {
      property: 'oak',
      date: '2026-11-03',
      amount: 75,
      category: 'Cleaning and maintenance',
      entity: 'Sparkle Co',
    },
    { property: 'main', date: '2025-12-10', amount: 500, category: 'Repairs', entity: 'Fix-It Inc' },
  ],
  maintenance: [
    { property: 'elm', title: 'Fix sink', status: 'Pending', scheduled_for: '2026-11-12' },
    { property: 'oak', title: 'Paint hallway', status: 'In Progress' },
    { property: 'main', title: 'Replace lock', status: 'Completed' },
  ],
  documents: [
    { property: 'elm', type: 'Lease', file: 'elm-lease.pdf', uploaded: '2026-01-02' },
    { property: 'main', type: 'Invoice', file: 'insurance-invoice.pdf', uploaded: '2026-10-12' },
    { property: 'oak', type: 'Invoice', file: 'cleaning-invoice.pdf', uploaded: '2026-11-03' },
  ],
};

/** Another landlord with look-alike records, whose data must never show up in the first one's answers. */
export const LOOKALIKE: Seed = {
  properties: [
    {
      key: 'elm',
      address: '12 Elm Street',
      city: 'Austin',
      state: 'TX',
      zipCode: '78701',
      property_type: 'Condo',
    },
    {
      key: 'oak',
      address: '41 Oak Avenue',
      city: 'Austin',
      state: 'TX',
      zipCode: '78702',
      property_type: 'Condo',
    },
  ],
  tenants: [
    {
      key: 'rosa',
      property: 'elm',
      first_name: 'Rosa',
      last_name: 'Parker',
      phone_number: '555-9999',
      lease: { rent: 9999, start: '2026-01-01', end: '2026-11-20', due_day: 1 },
    },
  ],
  payments: [],
  incomes: [{ property: 'elm', date: '2026-10-10', amount: 77777.77, category: 'Rent' }],
  expenses: [
    { property: 'elm', date: '2026-10-10', amount: 8888.88, category: 'Repairs', entity: 'Other Plumber' },
  ],
  maintenance: [{ property: 'elm', title: 'Secret repair', status: 'Pending' }],
  documents: [{ property: 'elm', type: 'Invoice', file: 'secret-invoice.pdf', uploaded: '2026-10-10' }],
};

export type Seeded = {
  ownerId: string;
  token: string;
  property: Record<string, string>;
  tenant: Record<string, string>;
  lease: Record<string, string>;
};

async function ok<T>(response: Promise<{ statusCode: number; body: string; json: () => T }>): Promise<T> {
  const result = await response;
  if (result.statusCode >= 300) throw new Error(`seed call failed: ${result.statusCode} ${result.body}`);
  return result.json();
}

/** Signs a landlord up and creates the seed through the API (documents straight into the table). */
export async function seedPortfolio(ctx: TestContext, seed: Seed, name = 'Jane Landlord'): Promise<Seeded> {
  const app: FastifyInstance = ctx.app;
  const user = await signUp(app, name);
  const api = apiAs(app, user.token);
  const me = await ok<{ id: string }>(api('GET', '/api/users/me'));
  const property: Record<string, string> = {};
  const tenant: Record<string, string> = {};
  const lease: Record<string, string> = {};
  for (const { key, ...fields } of seed.properties)
    property[key] = (await createProperty(app, user.token, fields)).id;
  for (const t of seed.tenants) {
    const created = await ok<{ id: string }>(
      api('POST', '/api/tenants/manual', {
        first_name: t.first_name,
        last_name: t.last_name,
        property_id: property[t.property] as string,
        ...(t.email ? { email: t.email } : {}),
        ...(t.phone_number ? { phone_number: t.phone_number } : {}),
      }),
    );
    tenant[t.key] = created.id;
    const createdLease = await ok<{ id: string }>(
      api('POST', '/api/leases', {
        property_id: property[t.property] as string,
        tenant_id: created.id,
        rent_amount_monthly: t.lease.rent,
        start_date: t.lease.start,
        end_date: t.lease.end,
        rent_due_day: t.lease.due_day,
        ...(t.lease.deposit !== undefined ? { security_deposit: t.lease.deposit } : {}),
        ...(t.lease.grace_period_days !== undefined ? { grace_period_days: t.lease.grace_period_days } : {}),
        ...(t.lease.tracked_from !== undefined ? { ledger_start_date: t.lease.tracked_from } : {}),
      }),
    );
    lease[t.key] = createdLease.id;
  }
  for (const p of seed.payments) {
    const t = seed.tenants.find((candidate) => candidate.key === p.tenant) as SeedTenant;
    await ok(
      api('POST', '/api/payments', {
        property_id: property[t.property] as string,
        tenant_id: tenant[p.tenant] as string,
        lease_id: lease[p.tenant] as string,
        amount: p.amount,
        paid_date: p.date,
        // A rent paid in two equal halves a few days apart is two payments, confirmed as a landlord would.
        allow_duplicate: true,
      }),
    );
  }
  for (const [kind, rows] of [
    ['incomes', seed.incomes],
    ['expenses', seed.expenses],
  ] as const) {
    for (const row of rows) {
      await ok(
        api('POST', `/api/${kind}`, {
          property_id: property[row.property] as string,
          amount: row.amount,
          transaction_date: row.date,
          category: row.category,
          ...(row.entity ? { entity: row.entity } : {}),
          ...(row.description ? { description: row.description } : {}),
        }),
      );
    }
  }
  for (const m of seed.maintenance) {
    const created = await ok<{ id: string }>(
      api('POST', '/api/maintenance', {
        property_id: property[m.property] as string,
        title: m.title,
        status: m.status,
        ...(m.scheduled_for ? { scheduled_for: m.scheduled_for } : {}),
        ...(m.description ? { description: m.description } : {}),
      }),
    );
    // The API stamps a request with the day it is made; a seeded one was reported on its own day.
    if (m.date)
      await ctx.database.db
        .update(maintenanceRequests)
        .set({ createdAt: new Date(`${m.date}T12:00:00Z`) })
        .where(eq(maintenanceRequests.id, created.id));
  }
  if (seed.documents.length) {
    await ctx.database.db.insert(documents).values(
      seed.documents.map((d) => ({
        ownerId: me.id,
        propertyId: property[d.property] as string,
        documentType: d.type,
        fileName: d.file,
        uploadDate: d.uploaded,
      })),
    );
  }
  return { ownerId: me.id, token: user.token, property, tenant, lease };
}

/** Asks the assistant through the HTTP API. */
export async function ask(ctx: TestContext, token: string, message: string) {
  const response = await apiAs(ctx.app, token)('POST', '/api/chat/copilot', { message });
  if (response.statusCode !== 200) throw new Error(`chat failed: ${response.statusCode} ${response.body}`);
  return response.json<{
    response: string;
    sources: { type: string; id: string; label: string }[];
    emergency?: boolean;
  }>();
}
