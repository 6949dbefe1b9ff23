import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { incomes, properties } from '../db/schema.js';
import {
  apiAs,
  bearer,
  buildTestApp,
  createProperty,
  signUp,
  type SignedUpUser,
  type TestContext,
} from '../testing/build-test-app.js';
import { CACHED_ROUTES } from './dependencies.js';

describe('what each cached answer reads, what each write touches', () => {
  let ctx: TestContext;
  let owner: SignedUpUser;
  let propertyId: string;

  beforeAll(async () => {
    ctx = await buildTestApp({}, { clock: () => new Date('2026-03-10T12:00:00Z') });
    owner = await signUp(ctx.app);
    propertyId = (await createProperty(ctx.app, owner.token, { address: '1 Ledger Lane' })).id;
  });
  afterAll(() => ctx.close());

  const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(owner.token) });
  const renameBehindTheBack = (address: string) =>
    ctx.database.db.update(properties).set({ address }).where(eq(properties.id, propertyId));

  it('names only routes the API has', () => {
    for (const url of CACHED_ROUTES.keys()) expect(ctx.app.hasRoute({ method: 'GET', url }), url).toBe(true);
  });

  it('has expense writes declare expenses only (the rent ledger never reads them), other ledger writes the ledger', () => {
    const effectsOf = (method: string, url: string) =>
      ctx.app.writeRoutes.find((route) => route.method === method && route.url === url)?.effects;
    expect(effectsOf('POST', '/api/expenses')).toContain('expenses');
    expect(effectsOf('DELETE', '/api/expenses/:id')).toContain('expenses');
    expect(effectsOf('POST', '/api/incomes')).toContain('ledger');
    expect(effectsOf('POST', '/api/payments')).toContain('ledger');
    expect(effectsOf('POST', '/api/transactions/import')).toContain('ledger');
    expect(effectsOf('PATCH', '/api/leases/:id')).toContain('owner-data');
  });

  it('keeps the tenant list (rent data) through an expense, and refreshes it after a rent income', async () => {
    const landlord = await signUp(ctx.app);
    const api = apiAs(ctx.app, landlord.token);
    const home = (await createProperty(ctx.app, landlord.token, { address: '2 Rent Row' })).id;
    const list = () =>
      ctx.app.inject({ method: 'GET', url: '/api/tenants', headers: bearer(landlord.token) });
    const created = await api('POST', '/api/tenants/manual', {
      first_name: 'Cache',
      last_name: 'Tenant',
      property_id: home,
    });
    expect(created.statusCode, created.body).toBe(201);
    // Due on the 1st, five days' grace: late on the 10th.
    const lease = await api('POST', '/api/leases', {
      property_id: home,
      tenant_id: created.json().id,
      rent_amount_monthly: 100,
      start_date: '2026-03-01',
      end_date: '2027-02-28',
    });
    expect(lease.statusCode, lease.body).toBe(201);
    const before = await list();
    expect(before.json()[0]).toMatchObject({ first_name: 'Cache', status: 'late' });
    // Not through the API: only a computed answer can see it.
    await ctx.database.db.insert(incomes).values({
      ownerId: (await api('GET', '/api/users/me')).json().id,
      propertyId: home,
      leaseId: lease.json().id,
      amount: '60.00',
      transactionDate: '2026-03-06',
      category: 'Rent',
    });
    const expense = await api('POST', '/api/expenses', {
      property_id: home,
      amount: 80,
      transaction_date: '2026-03-06',
      category: 'Repairs',
    });
    expect(expense.statusCode).toBe(201);
    expect((await list()).body).toBe(before.body);
    const income = await api('POST', '/api/incomes', {
      property_id: home,
      lease_id: lease.json().id,
      amount: 40,
      transaction_date: '2026-03-07',
      category: 'Rent',
    });
    expect(income.statusCode).toBe(201);
    expect((await list()).json()[0]).toMatchObject({ first_name: 'Cache', status: 'current' });
  });

  it('keeps the answers that do not read the ledger through a ledger write, and refreshes those that do', async () => {
    const list = await get('/api/properties');
    const search = await get('/api/search?q=Ledger');
    const detail = await get(`/api/properties/${propertyId}`);
    const ledger = await get('/api/transactions');
    const dashboard = await get('/api/dashboard/summary');
    expect(detail.json().deletion_impact.transactions_kept).toBe(0);
    expect(dashboard.json().monthly_income).toBe(0);

    // Not through the API: only a computed answer can see it.
    await renameBehindTheBack('1 Renamed Lane');
    const income = await apiAs(ctx.app, owner.token)('POST', '/api/incomes', {
      property_id: propertyId,
      amount: 1250,
      transaction_date: '2026-03-05',
      category: 'Rent',
      description: 'March rent',
    });
    expect(income.statusCode).toBe(201);

    expect((await get('/api/properties')).body).toBe(list.body);
    // The search finds transactions too: it is computed afresh (and sees the renamed property).
    expect((await get('/api/search?q=Ledger')).body).not.toBe(search.body);
    expect((await get(`/api/properties/${propertyId}`)).json().deletion_impact.transactions_kept).toBe(1);
    expect((await get('/api/transactions')).body).not.toBe(ledger.body);
    expect((await get('/api/transactions')).body).toContain('March rent');
    expect((await get('/api/dashboard/summary')).json().monthly_income).toBe(1250);

    // Any other write refreshes everything of the owner's.
    const vendor = await apiAs(ctx.app, owner.token)('POST', '/api/vendors', { name: 'Ace Plumbing' });
    expect(vendor.statusCode).toBe(201);
    expect((await get('/api/properties')).json()[0].address).toBe('1 Renamed Lane');
    expect((await get('/api/search?q=Ledger')).body).not.toBe(search.body);
  });

  it('refreshes every answer of the owner’s on a write beyond the ledger', async () => {
    const list = await get('/api/properties');
    await renameBehindTheBack('1 Second Name Lane');
    // A deleted payment that does not exist touches nothing; the list stays as it was.
    const missing = await apiAs(ctx.app, owner.token)(
      'DELETE',
      '/api/payments/00000000-0000-4000-8000-000000000000',
    );
    expect(missing.statusCode).toBe(404);
    expect((await get('/api/properties')).body).toBe(list.body);
    const tenant = await apiAs(ctx.app, owner.token)('POST', '/api/tenants/manual', {
      first_name: 'Ada',
      last_name: 'Lovelace',
      property_id: propertyId,
    });
    expect(tenant.statusCode).toBe(201);
    expect((await get('/api/properties')).json()[0].address).toBe('1 Second Name Lane');
  });

  it('refreshes the tenant list on a rent payment: its status reads the rent ledger', async () => {
    const api = apiAs(ctx.app, owner.token);
    const tenant = (
      await api('POST', '/api/tenants/manual', {
        first_name: 'Rita',
        last_name: 'Rent',
        property_id: propertyId,
      })
    ).json();
    const lease = await api('POST', '/api/leases', {
      property_id: propertyId,
      tenant_id: tenant.id,
      rent_amount_monthly: 1000,
      start_date: '2026-02-01',
    });
    expect(lease.statusCode).toBe(201);
    const statusOfRita = async () =>
      (await get('/api/tenants')).json().find((t: { id: string }) => t.id === tenant.id).status;
    expect(await statusOfRita()).toBe('late');
    for (const date of ['2026-02-01', '2026-03-01']) {
      const paid = await api('POST', '/api/incomes', {
        property_id: propertyId,
        amount: 1000,
        transaction_date: date,
        category: 'Rent',
        entity: 'Rita Rent',
      });
      expect(paid.statusCode, paid.body).toBe(201);
    }
    expect(await statusOfRita()).toBe('current');
  });
});
