import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents } from '../../db/schema.js';
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

describe('GET /api/search', () => {
  it('finds the owner’s properties, tenants and vendors, best matches first, at most 10', async () => {
    const user = await signUp(ctx.app);
    const api = apiAs(ctx.app, user.token);
    await createProperty(ctx.app, user.token, { address: '12 Oak Street' });
    await createProperty(ctx.app, user.token, { address: '900 Royal Oak Avenue' });
    await api('POST', '/api/tenants/manual', { first_name: 'Oakley', last_name: 'Smith' });
    await api('POST', '/api/vendors', { name: 'Big Oak Landscaping' });
    for (let i = 0; i < 12; i += 1)
      await createProperty(ctx.app, user.token, { address: `${i} Boakes Lane` });

    const { results } = (await api('GET', '/api/search?q=oak')).json();
    expect(results).toHaveLength(10);
    // 'Oakley Smith' starts with the text; '12 Oak Street' and 'Big Oak...' have a word that does.
    expect(results[0]).toMatchObject({ type: 'tenant', label: 'Oakley Smith' });
    expect(
      results
        .slice(1, 4)
        .map((r: { label: string }) => r.label)
        .sort(),
    ).toEqual(['12 Oak Street', '900 Royal Oak Avenue', 'Big Oak Landscaping'].sort());
    expect((await api('GET', '/api/search?q=oak&limit=3')).json().results).toHaveLength(3);
  });

  it('finds transactions by description, payer or vendor and amount, vendors, and documents by name, type and text', async () => {
    const user = await signUp(ctx.app);
    const api = apiAs(ctx.app, user.token);
    const me = (await api('GET', '/api/users/me')).json();
    const home = await createProperty(ctx.app, user.token, { address: '4 Quiet Lane' });
    await api('POST', '/api/vendors', { name: 'Northside Plumbing', category: 'Repairs' });
    await api('POST', '/api/expenses', {
      property_id: home.id,
      amount: 1250.5,
      transaction_date: '2026-09-02',
      description: 'Burst pipe',
      entity: 'Northside Plumbing',
      category: 'Repairs',
    });
    await api('POST', '/api/incomes', {
      property_id: home.id,
      amount: 900,
      transaction_date: '2026-09-01',
      description: 'September rent',
      entity: 'Plumb Family',
    });
    await ctx.database.db.insert(documents).values({
      ownerId: me.id,
      propertyId: home.id,
      documentType: 'Invoice',
      fileName: 'scan-0042.pdf',
      extractedText:
        'INVOICE 42\n\nLabour: replaced the    plumbing under the kitchen sink.\nTotal due $1,250.50',
    });

    const { results } = (await api('GET', '/api/search?q=plumb')).json();
    const found = (type: string) => results.filter((result: { type: string }) => result.type === type);
    expect(found('vendor')).toEqual([
      expect.objectContaining({ label: 'Northside Plumbing', sublabel: 'Repairs' }),
    ]);
    expect(found('expense')).toEqual([
      expect.objectContaining({
        label: 'Burst pipe',
        sublabel: 'Northside Plumbing',
        date: '2026-09-02',
        amount: -1250.5,
        currency: 'USD',
      }),
    ]);
    expect(found('income')).toEqual([expect.objectContaining({ label: 'September rent', amount: 900 })]);
    // A document found by its text shows the words around the match, on one line.
    expect(found('document')).toEqual([
      expect.objectContaining({
        label: 'scan-0042.pdf',
        sublabel: expect.stringContaining('replaced the plumbing under'),
      }),
    ]);

    // A transaction recorded since is found at once (the cached answer follows the ledger).
    await api('POST', '/api/expenses', {
      property_id: home.id,
      amount: 12,
      transaction_date: '2026-09-03',
      description: 'Plumber’s tape',
    });
    expect(
      (await api('GET', '/api/search?q=plumb'))
        .json()
        .results.filter((r: { type: string }) => r.type === 'expense'),
    ).toHaveLength(2);

    // By amount, as typed with or without its dollar sign and separators.
    for (const q of ['1250.5', '$1,250.50'])
      expect(
        (await api('GET', `/api/search?q=${encodeURIComponent(q)}`))
          .json()
          .results.map((r: { type: string }) => r.type),
      ).toContain('expense');
    // By type and file name.
    expect((await api('GET', '/api/search?q=invoice')).json().results[0]).toMatchObject({ type: 'document' });
    expect((await api('GET', '/api/search?q=scan-00')).json().results).toHaveLength(1);
  });

  it('gives each kind its best matches in turn, so a kind with many matches cannot crowd out the others', async () => {
    const user = await signUp(ctx.app);
    const api = apiAs(ctx.app, user.token);
    const home = await createProperty(ctx.app, user.token, { address: '1 Harbor View' });
    for (let day = 1; day <= 12; day += 1)
      await api('POST', '/api/incomes', {
        property_id: home.id,
        amount: 1000 + day,
        transaction_date: `2026-01-${String(day).padStart(2, '0')}`,
        description: 'Rent',
        entity: 'Harbor Tenant',
      });
    const types = (await api('GET', '/api/search?q=harbor'))
      .json()
      .results.map((r: { type: string }) => r.type);
    expect(types).toHaveLength(10);
    expect(types.slice(0, 2).sort()).toEqual(['income', 'property']);
  });

  it('treats SQL and LIKE metacharacters as text, and needs a query', async () => {
    const user = await signUp(ctx.app);
    const api = apiAs(ctx.app, user.token);
    await createProperty(ctx.app, user.token, { address: '100% Main_St' });
    expect((await api('GET', `/api/search?q=${encodeURIComponent('100%')}`)).json().results).toHaveLength(1);
    expect((await api('GET', `/api/search?q=${encodeURIComponent("' or 1=1 --")}`)).json().results).toEqual(
      [],
    );
    expect((await api('GET', '/api/search?q=%25')).json().results).toHaveLength(1);
    expect((await api('GET', '/api/search')).statusCode).toBe(422);
  });

  it('never returns another owner’s records', async () => {
    const alice = await signUp(ctx.app);
    const mallory = await signUp(ctx.app);
    await createProperty(ctx.app, alice.token, { address: '77 Secret Garden Rd' });
    expect((await apiAs(ctx.app, mallory.token)('GET', '/api/search?q=secret')).json().results).toEqual([]);
    expect((await apiAs(ctx.app, alice.token)('GET', '/api/search?q=secret')).json().results).toHaveLength(1);
  });
});
