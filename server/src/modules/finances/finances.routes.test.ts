import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiAs,
  buildTestApp,
  createProperty,
  signUp,
  type TestContext,
} from '../../testing/build-test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const transaction = (propertyId: string, overrides: Record<string, unknown> = {}) => ({
  property_id: propertyId,
  amount: 1234.56,
  description: 'November rent',
  category: 'Rent',
  transaction_date: '2026-11-01',
  entity: 'Rosa Parks',
  bank_account: 'Company savings',
  method: 'Card',
  ...overrides,
});

describe('incomes and expenses', () => {
  it('creates with the documented payload, keeps cents exact, filters by property and dates, edits and deletes', async () => {
    const user = await signUp(ctx.app);
    const api = apiAs(ctx.app, user.token);
    const a = await createProperty(ctx.app, user.token);
    const b = await createProperty(ctx.app, user.token);
    const income = await api('POST', '/api/incomes', transaction(a.id));
    expect(income.statusCode).toBe(201);
    expect(income.json()).toMatchObject({
      amount: 1234.56,
      property: { id: a.id },
      bank_account: 'Company savings',
      method: 'Card',
    });
    await api('POST', '/api/incomes', transaction(b.id, { amount: 0.1, transaction_date: '2026-10-01' }));
    await api('POST', '/api/incomes', transaction(b.id, { amount: 0.2, transaction_date: '2026-10-02' }));

    const all = (await api('GET', '/api/incomes')).json();
    const cents = all.reduce((sum: number, i: { amount: number }) => sum + Math.round(i.amount * 100), 0);
    expect(cents).toBe(123486);
    expect((await api('GET', `/api/incomes?property_id=${b.id}`)).json()).toHaveLength(2);
    expect((await api('GET', '/api/incomes?from=2026-10-02&to=2026-10-31')).json()).toHaveLength(1);

    const expense = (
      await api('POST', '/api/expenses', transaction(a.id, { amount: 89.99, category: 'Repairs' }))
    ).json();
    const edited = await api('PATCH', `/api/expenses/${expense.id}`, { amount: 90, method: 'Other' });
    expect(edited.json()).toMatchObject({ amount: 90, method: 'Other', category: 'Repairs' });
    expect((await api('DELETE', `/api/expenses/${expense.id}`)).json()).toEqual({
      message: 'Expense deleted',
    });
    expect((await api('GET', '/api/expenses')).json()).toEqual([]);
  });

  it('validates amount, property, date, bank account and method (422)', async () => {
    const user = await signUp(ctx.app);
    const api = apiAs(ctx.app, user.token);
    const property = await createProperty(ctx.app, user.token);
    const bad = await api('POST', '/api/expenses', {
      amount: 'lots',
      transaction_date: 'yesterday',
      bank_account: 'Swiss account',
      method: 'Crypto',
    });
    expect(bad.statusCode).toBe(422);
    const locs = bad.json().detail.map((d: { loc: string[] }) => d.loc.join('.'));
    expect(locs).toEqual(
      expect.arrayContaining([
        'body.property_id',
        'body.amount',
        'body.transaction_date',
        'body.bank_account',
        'body.method',
      ]),
    );
    expect((await api('POST', '/api/incomes', transaction(property.id, { amount: 0 }))).statusCode).toBe(422);
    expect((await api('POST', '/api/incomes', transaction(property.id, { amount: 10.001 }))).statusCode).toBe(
      422,
    );
    expect((await api('GET', '/api/incomes')).json()).toEqual([]);
  });
});

describe('payments', () => {
  it('records the matching income with the payment, and deleting one removes the other', async () => {
    const user = await signUp(ctx.app);
    const api = apiAs(ctx.app, user.token);
    const property = await createProperty(ctx.app, user.token);
    const tenant = (
      await api('POST', '/api/tenants/manual', {
        first_name: 'Rosa',
        last_name: 'Parks',
        property_id: property.id,
      })
    ).json();
    const lease = (
      await api('POST', '/api/leases', {
        property_id: property.id,
        tenant_id: tenant.id,
        rent_amount_monthly: 1500,
      })
    ).json();
    const created = await api('POST', '/api/payments', {
      tenant_id: tenant.id,
      lease_id: lease.id,
      property_id: property.id,
      amount: 1500,
      paid_date: '2026-11-03',
      method: 'Card',
    });
    expect(created.statusCode).toBe(201);
    const payment = created.json();
    const [income] = (await api('GET', `/api/incomes?tenant_id=${tenant.id}`)).json();
    expect(income).toMatchObject({
      id: payment.income_id,
      amount: 1500,
      category: 'Rent',
      tenant_id: tenant.id,
      lease_id: lease.id,
      entity: 'Rosa Parks',
    });
    expect((await api('GET', `/api/payments?tenant_id=${tenant.id}`)).json()).toHaveLength(1);

    await api('DELETE', `/api/incomes/${income.id}`);
    expect((await api('GET', '/api/payments')).json()).toEqual([]);

    const second = (
      await api('POST', '/api/payments', { property_id: property.id, amount: 10, paid_date: '2026-11-04' })
    ).json();
    await api('DELETE', `/api/payments/${second.id}`);
    expect((await api('GET', '/api/incomes')).json()).toEqual([]);
  });
});

describe('ownership of incomes, expenses and payments', () => {
  it('hides each from other owners and refuses their properties and tenants', async () => {
    const alice = await signUp(ctx.app);
    const mallory = await signUp(ctx.app);
    const asAlice = apiAs(ctx.app, alice.token);
    const asMallory = apiAs(ctx.app, mallory.token);
    const property = await createProperty(ctx.app, alice.token);
    const tenant = (
      await asAlice('POST', '/api/tenants/manual', {
        first_name: 'T',
        last_name: 'T',
        property_id: property.id,
      })
    ).json();
    const income = (await asAlice('POST', '/api/incomes', transaction(property.id))).json();
    const expense = (await asAlice('POST', '/api/expenses', transaction(property.id))).json();
    const payment = (
      await asAlice('POST', '/api/payments', { property_id: property.id, amount: 5, paid_date: '2026-11-01' })
    ).json();

    for (const [collection, id] of [
      ['incomes', income.id],
      ['expenses', expense.id],
    ]) {
      expect((await asMallory('GET', `/api/${collection}`)).json()).toEqual([]);
      expect((await asMallory('GET', `/api/${collection}/${id}`)).statusCode).toBe(404);
      expect((await asMallory('PATCH', `/api/${collection}/${id}`, { amount: 1 })).statusCode).toBe(404);
      expect((await asMallory('DELETE', `/api/${collection}/${id}`)).statusCode).toBe(404);
      expect((await asMallory('POST', `/api/${collection}`, transaction(property.id))).statusCode).toBe(404);
    }
    expect((await asMallory('GET', '/api/payments')).json()).toEqual([]);
    expect((await asMallory('DELETE', `/api/payments/${payment.id}`)).statusCode).toBe(404);
    const ownMallory = await createProperty(ctx.app, mallory.token);
    const sneaky = await asMallory('POST', '/api/payments', {
      property_id: ownMallory.id,
      tenant_id: tenant.id,
      amount: 5,
      paid_date: '2026-11-01',
    });
    expect(sneaky.statusCode).toBe(404);
    expect((await asAlice('GET', '/api/incomes')).json()).toHaveLength(2);
    expect((await asAlice('GET', '/api/expenses')).json()[0].amount).toBe(1234.56);
  });
});

describe('currencies of incomes and expenses', () => {
  it('stores the ISO code given, defaults to the account currency, and shows it in the ledger unconverted', async () => {
    const user = await signUp(ctx.app);
    const api = apiAs(ctx.app, user.token);
    const property = await createProperty(ctx.app, user.token);

    const plain = (await api('POST', '/api/expenses', transaction(property.id))).json();
    expect(plain.currency).toBe('USD');
    const pounds = await api('POST', '/api/expenses', transaction(property.id, { currency: 'gbp' }));
    expect(pounds.statusCode).toBe(201);
    expect(pounds.json()).toMatchObject({ currency: 'GBP', amount: 1234.56 });
    const euros = (await api('POST', '/api/incomes', transaction(property.id, { currency: 'EUR' }))).json();
    expect(euros.currency).toBe('EUR');

    for (const currency of ['XYZ', 'US', '£', 'DOLLARS', 12]) {
      const refused = await api('POST', '/api/expenses', transaction(property.id, { currency }));
      expect(refused.statusCode, String(currency)).toBe(422);
      expect(refused.json().detail[0]).toMatchObject({ loc: ['body', 'currency'] });
      expect(refused.json().detail[0].msg).toMatch(/currency code of three letters/);
    }

    // Amounts stored without a currency are in the account's: a change of setting applies to them only.
    expect((await api('PATCH', '/api/users/me', { currency: 'CAD' })).statusCode).toBe(200);
    expect((await api('GET', `/api/expenses/${plain.id}`)).json().currency).toBe('CAD');
    expect((await api('POST', '/api/incomes', transaction(property.id))).json().currency).toBe('CAD');
    const byId = Object.fromEntries(
      (await api('GET', '/api/transactions'))
        .json()
        .items.map((row: { record_id: string }) => [row.record_id, row]),
    );
    expect(byId[pounds.json().id]).toMatchObject({ currency: 'GBP', amount: -1234.56 });
    expect(byId[euros.id]).toMatchObject({ currency: 'EUR', amount: 1234.56 });
    expect(byId[plain.id]).toMatchObject({ currency: 'CAD' });

    const edited = await api('PATCH', `/api/expenses/${plain.id}`, { currency: 'AUD' });
    expect(edited.json()).toMatchObject({ currency: 'AUD', amount: 1234.56 });
  });
});
