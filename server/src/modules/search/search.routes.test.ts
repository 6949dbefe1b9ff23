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
