/**
 * One owner with a record in every collection, for the ownership and cross-reference suites. Test-only.
 * Every text field carries the owner's `marker`, so a leak shows up as the marker in another user's reply.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { createDiskStorage, storageKey } from '../adapters/storage/storage.js';
import { documents, notifications } from '../db/schema.js';
import {
  apiAs,
  bearer,
  multipartBody,
  signUp,
  type SignedUpUser,
  type TestContext,
} from '../testing/build-test-app.js';
import { makeTextPdf } from '../testing/fixtures/make-documents.js';

/** Collections by their path under /api (what comes before `{id}` in a path template). */
export const SEEDED_COLLECTIONS = [
  'properties',
  'tenants',
  'leases',
  'contracts',
  'maintenance',
  'incomes',
  'expenses',
  'payments',
  'invoices',
  'vendors',
  'documents',
  'calendar/events',
  'compliance',
  'notifications',
  'users/me/sessions',
  'processor/progress',
] as const;
export type Collection = (typeof SEEDED_COLLECTIONS)[number];

export type SeededOwner = {
  user: SignedUpUser;
  userId: string;
  /** A unique word inside every text field of this owner's records. */
  marker: string;
  ids: Record<Collection, string>;
  /** The date of the owner's calendar event and transactions (queries cover it). */
  day: string;
  /** The secret calendar feed URL (its token is a credential). */
  feedUrl: string;
  /** The property's tenant line (a public link whose token is the credential), when the app has one. */
  tenantLine?: { token: string; conversationId: string };
  /** Every request body used to create a record, by `METHOD path`, for replays by another user. */
  creations: Record<string, Record<string, unknown>>;
  /** The lease's security deposit entry (received), whose description carries the marker. */
  depositEntryId: string;
  /** A one-off charge of the lease (rent ledger), whose description carries the marker. */
  leaseChargeId: string;
  /** A rent income no lease claims (listed by GET /api/rent-payments/unmatched), with the marker. */
  unmatchedIncomeId: string;
};

type Json = Record<string, unknown>;

/**
 * A client address of the caller's own for sign-ins: on PostgreSQL, failed sign-ins of every test run in
 * the last 15 minutes count towards one address's limit, so 127.0.0.1 may already be throttled.
 */
export const uniqueAddress = (): string =>
  `10.${[1, 2, 3].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;

async function expectCreated(response: { statusCode: number; body: string }, what: string): Promise<Json> {
  if (response.statusCode !== 200 && response.statusCode !== 201) {
    throw new Error(`seeding ${what} failed: ${response.statusCode} ${response.body}`);
  }
  return JSON.parse(response.body) as Json;
}

export async function seedOwner(ctx: TestContext, name = 'Alice Owner'): Promise<SeededOwner> {
  const { app } = ctx;
  const user = await signUp(app, name);
  const api = apiAs(app, user.token);
  const marker = `mk${randomUUID().replace(/-/g, '').slice(0, 14)}`;
  const day = '2026-03-10';
  const creations: SeededOwner['creations'] = {};
  const create = async (path: string, body: Json, what: string): Promise<Json> => {
    creations[`POST ${path}`] = body;
    return expectCreated(await api('POST', path, body), what);
  };

  const me = (await api('GET', '/api/users/me')).json<{ id: string }>();
  const property = await create(
    '/api/properties',
    { address: `1 ${marker} Street`, city: 'Austin', state: 'TX', zipCode: '78701', purchase_price: 250000 },
    'property',
  );
  const vendor = await create('/api/vendors', { name: `${marker} Plumbing`, category: 'Plumbing' }, 'vendor');
  const tenant = await create(
    '/api/tenants/manual',
    {
      first_name: 'Tina',
      last_name: `${marker}son`,
      email: `${marker}@example.test`,
      property_id: property.id,
    },
    'tenant',
  );
  const lease = await create(
    '/api/leases',
    {
      property_id: property.id,
      tenant_id: tenant.id,
      lease_type: 'residential',
      rent_amount_monthly: 1500,
      start_date: '2026-01-01',
      end_date: '2026-12-31',
    },
    'lease',
  );
  const depositEntry = await create(
    `/api/leases/${lease.id as string}/deposit/entries`,
    { kind: 'received', amount: 1500, date: '2025-12-20', description: `Deposit ${marker}` },
    'deposit entry',
  );
  const contract = await create(
    '/api/contracts',
    {
      property_id: property.id,
      vendor_id: vendor.id,
      contract_type: 'Landscaping',
      description: marker,
      amount: 90,
    },
    'contract',
  );
  const maintenance = await create(
    '/api/maintenance',
    { property_id: property.id, title: `Leak ${marker}`, description: `Under the sink ${marker}` },
    'maintenance request',
  );
  const income = await create(
    '/api/incomes',
    {
      property_id: property.id,
      tenant_id: tenant.id,
      lease_id: lease.id,
      amount: 1500,
      transaction_date: day,
      description: `Rent ${marker}`,
      category: 'Rent',
    },
    'income',
  );
  const expense = await create(
    '/api/expenses',
    {
      property_id: property.id,
      vendor_id: vendor.id,
      amount: 120.5,
      transaction_date: day,
      description: `Repair ${marker}`,
      category: 'Repairs',
    },
    'expense',
  );
  const payment = await create(
    '/api/payments',
    // The same rent as the income above, recorded on purpose (allow_duplicate, contract/src/finances.ts).
    {
      property_id: property.id,
      tenant_id: tenant.id,
      lease_id: lease.id,
      amount: 1500,
      paid_date: day,
      allow_duplicate: true,
    },
    'payment',
  );

  // The rent ledger: a one-off charge of the lease, and a rent income that names no tenant (unmatched).
  const leaseCharge = await expectCreated(
    await api('POST', `/api/leases/${lease.id as string}/charges`, {
      description: `Key ${marker}`,
      amount: 25,
      due_date: day,
    }),
    'lease charge',
  );
  const unmatchedIncome = await expectCreated(
    await api('POST', '/api/incomes', {
      property_id: property.id,
      amount: 42,
      transaction_date: day,
      description: `Cash ${marker}`,
      category: 'Rent',
    }),
    'unmatched rent income',
  );

  // A document row with its file, as the processor would store it (no extraction needed here).
  const documentId = randomUUID();
  const key = storageKey(me.id, documentId);
  await createDiskStorage(ctx.config.storage.root).put(key, Buffer.from(`lease text ${marker}`));
  await ctx.database.db.insert(documents).values({
    id: documentId,
    ownerId: me.id,
    propertyId: property.id as string,
    documentType: 'Lease',
    description: `Lease ${marker}`,
    fileName: `${marker}.txt`,
    contentType: 'text/plain',
    sizeBytes: 20,
    storageKey: key,
    extractedText: `lease text ${marker}`,
    extractionMethod: 'text',
  });

  const invoice = await create(
    '/api/invoices',
    {
      vendor_id: vendor.id,
      property_id: property.id,
      document_id: documentId,
      expense_id: expense.id,
      invoice_number: `INV-${marker}`,
      amount: 120.5,
      due_date: day,
    },
    'invoice',
  );
  const event = await create(
    '/api/calendar/events',
    {
      title: `Inspection ${marker}`,
      start: day,
      end: day,
      all_day: true,
      property_id: property.id,
      notes: marker,
    },
    'calendar event',
  );
  const compliance = await create(
    '/api/compliance',
    { property_id: property.id, title: `Smoke check ${marker}`, due_date: day, interval_months: 12 },
    'compliance item',
  );
  creations['POST /api/compliance/checklist'] = { property_id: property.id };

  const notificationId = randomUUID();
  await ctx.database.db.insert(notifications).values({
    id: notificationId,
    ownerId: me.id,
    kind: 'custom',
    title: `Reminder ${marker}`,
    body: marker,
    dedupeKey: `security-suite:${notificationId}`,
  });

  await expectCreated(
    await api('POST', '/api/chat/copilot', { message: `How many properties ${marker}?` }),
    'chat',
  );
  const feed = await expectCreated(await api('GET', '/api/calendar/feed'), 'calendar feed');

  // A second session (another device): the one a stranger tries to sign out.
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.username, password: user.password },
    remoteAddress: uniqueAddress(),
  });
  const secondToken = (await expectCreated(login, 'second session')).access_token as string;
  const sessions = await app.inject({
    method: 'GET',
    url: '/api/users/me/sessions',
    headers: bearer(secondToken),
  });
  const secondSession = sessions.json<{ id: string; current: boolean }[]>().find((s) => s.current);
  if (!secondSession) throw new Error('seeding: the second session is not listed');

  const tenantLine = await seedTenantLine(app, api, property.id as string, marker);

  // The pages read of an upload (a dry run, which writes nothing), kept in memory under its progress_id.
  const progressId = `progress-${marker}`;
  const form = multipartBody(
    { document_type: 'Lease', property_id: property.id as string, dry_run: 'true', progress_id: progressId },
    {
      name: 'lease.pdf',
      type: 'application/pdf',
      content: Buffer.from(await makeTextPdf([`Lease of 1 ${marker} Street`])),
    },
  );
  await expectCreated(
    await app.inject({
      method: 'POST',
      url: '/api/processor/process',
      headers: { ...bearer(user.token), ...form.headers },
      payload: form.payload,
    }),
    'an upload with a progress id',
  );

  const idOf = (record: Json) => record.id as string;
  return {
    user,
    userId: me.id,
    marker,
    day,
    feedUrl: feed.url as string,
    tenantLine,
    creations,
    depositEntryId: depositEntry.id as string,
    leaseChargeId: leaseCharge.id as string,
    unmatchedIncomeId: unmatchedIncome.id as string,
    ids: {
      properties: idOf(property),
      tenants: idOf(tenant),
      leases: idOf(lease),
      contracts: idOf(contract),
      maintenance: idOf(maintenance),
      incomes: idOf(income),
      expenses: idOf(expense),
      payments: idOf(payment),
      invoices: idOf(invoice),
      vendors: idOf(vendor),
      documents: documentId,
      'calendar/events': idOf(event),
      compliance: idOf(compliance),
      notifications: notificationId,
      'users/me/sessions': secondSession.id,
      'processor/progress': progressId,
    },
  };
}

/** The tenant line of the property, with one conversation; undefined in an app without the tenant line. */
async function seedTenantLine(
  app: FastifyInstance,
  api: ReturnType<typeof apiAs>,
  propertyId: string,
  marker: string,
): Promise<SeededOwner['tenantLine']> {
  const link = await api('POST', `/api/properties/${propertyId}/tenant-link`);
  if (link.statusCode === 404 && link.json<{ detail: string }>().detail === 'Not Found') return undefined;
  const token = (await expectCreated(link, 'tenant link')).url as string;
  const tokenValue = token.split('/t/')[1] as string;
  const message = await app.inject({
    method: 'POST',
    url: `/api/tenant-line/${tokenValue}/messages`,
    payload: { message: `Hello, when is rent due? ${marker}` },
  });
  const conversationId = (await expectCreated(message, 'tenant line message')).conversation_id as string;
  return { token: tokenValue, conversationId };
}

/** The owner's ids by the name of the body or query field that refers to them. */
export function referenceIds(owner: SeededOwner): Record<string, string> {
  return {
    property_id: owner.ids.properties,
    tenant_id: owner.ids.tenants,
    lease_id: owner.ids.leases,
    vendor_id: owner.ids.vendors,
    document_id: owner.ids.documents,
    expense_id: owner.ids.expenses,
  };
}

export type OpenApiOperation = {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT';
  path: string;
  pathParams: string[];
  queryParams: { name: string; required: boolean }[];
  bodyProperties: string[];
  isPublic: boolean;
};

type OpenApiDocument = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string; required?: boolean }[];
        security?: unknown[];
        requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
      }
    >
  >;
};

/** Every operation of the real app's OpenAPI document. */
export async function listOperations(app: FastifyInstance): Promise<OpenApiOperation[]> {
  const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
  const document = response.json<OpenApiDocument>();
  const operations: OpenApiOperation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const parameters = operation.parameters ?? [];
      operations.push({
        method: method.toUpperCase() as OpenApiOperation['method'],
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: parameters
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, required: p.required === true })),
        bodyProperties: Object.keys(
          operation.requestBody?.content?.['application/json']?.schema?.properties ?? {},
        ),
        isPublic: !operation.security,
      });
    }
  }
  return operations;
}

export const describeOperation = (operation: { method: string; path: string }): string =>
  `${operation.method} ${operation.path}`;
