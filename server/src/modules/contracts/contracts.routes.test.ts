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

describe('contracts', () => {
  it('creates, lists by property, edits and deletes a contract', async () => {
    const user = await signUp(ctx.app);
    const api = apiAs(ctx.app, user.token);
    const property = await createProperty(ctx.app, user.token);
    const created = await api('POST', '/api/contracts', {
      property_id: property.id,
      contract_type: 'Gutter cleaning',
      start_date: '2026-03-01',
      end_date: '2027-02-28',
      amount: 480,
    });
    expect(created.statusCode).toBe(201);
    const contract = created.json();
    expect(contract).toMatchObject({ contract_type: 'Gutter cleaning', is_active: true, amount: 480 });
    expect((await api('GET', `/api/contracts?property_id=${property.id}`)).json()).toHaveLength(1);
    const edited = await api('PATCH', `/api/contracts/${contract.id}`, { is_active: false });
    expect(edited.json().is_active).toBe(false);
    expect((await api('PATCH', `/api/contracts/${contract.id}`, { end_date: '2020-01-01' })).statusCode).toBe(
      422,
    );
    expect((await api('DELETE', `/api/contracts/${contract.id}`)).statusCode).toBe(200);
    expect((await api('GET', '/api/contracts')).json()).toEqual([]);
  });

  it('requires a property and keeps contracts private to their owner', async () => {
    const alice = await signUp(ctx.app);
    const mallory = await signUp(ctx.app);
    const property = await createProperty(ctx.app, alice.token);
    const asAlice = apiAs(ctx.app, alice.token);
    expect((await asAlice('POST', '/api/contracts', { contract_type: 'x' })).statusCode).toBe(422);
    const contract = (await asAlice('POST', '/api/contracts', { property_id: property.id })).json();
    const asMallory = apiAs(ctx.app, mallory.token);
    expect((await asMallory('GET', '/api/contracts')).json()).toEqual([]);
    expect((await asMallory('GET', `/api/contracts/${contract.id}`)).statusCode).toBe(404);
    expect((await asMallory('PATCH', `/api/contracts/${contract.id}`, { is_active: false })).statusCode).toBe(
      404,
    );
    expect((await asMallory('DELETE', `/api/contracts/${contract.id}`)).statusCode).toBe(404);
    expect((await asMallory('POST', '/api/contracts', { property_id: property.id })).statusCode).toBe(404);
    expect((await asAlice('GET', `/api/contracts/${contract.id}`)).json().is_active).toBe(true);
  });
});
