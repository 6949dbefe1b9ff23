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

const terms = {
  late_payment: { initial_fee: 50, daily_late_charge: 10 },
  additional_fees: [
    { fee_type: 'Pet Fee', amount: 25 },
    { fee_type: 'Animal Violation Fee', first_violation: 100, additional_violation: 250 },
  ],
};

describe('leases', () => {
  it('creates a lease with special terms and filters by property_id and lease_type', async () => {
    const user = await signUp(ctx.app);
    const api = apiAs(ctx.app, user.token);
    const a = await createProperty(ctx.app, user.token, { address: '1 A St' });
    const b = await createProperty(ctx.app, user.token, { address: '2 B St' });
    const created = await api('POST', '/api/leases', {
      property_id: a.id,
      lease_type: 'residential',
      rent_amount_monthly: 2100,
      security_deposit: 2100,
      start_date: '2026-02-01',
      end_date: '2027-01-31',
      special_lease_terms: terms,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      property: { id: a.id, address: '1 A St' },
      rent_amount_monthly: 2100,
      rent_due_day: 1,
      is_active: true,
      special_lease_terms: terms,
    });
    await api('POST', '/api/leases', { property_id: a.id, lease_type: 'commercial' });
    await api('POST', '/api/leases', { property_id: b.id, lease_type: 'residential' });

    const both = (await api('GET', `/api/leases?property_id=${a.id}&lease_type=residential`)).json();
    expect(both).toHaveLength(1);
    expect((await api('GET', `/api/leases?property_id=${a.id}`)).json()).toHaveLength(2);
    expect((await api('GET', '/api/leases')).json()).toHaveLength(3);
    expect((await api('GET', '/api/leases?property_id=bogus')).json()).toEqual([]);
  });

  it('validates special terms: an Animal Violation Fee needs first and additional violation amounts', async () => {
    const user = await signUp(ctx.app);
    const api = apiAs(ctx.app, user.token);
    const property = await createProperty(ctx.app, user.token);
    const bad = await api('POST', '/api/leases', {
      property_id: property.id,
      special_lease_terms: { additional_fees: [{ fee_type: 'Animal Violation Fee', amount: 100 }] },
    });
    expect(bad.statusCode).toBe(422);
    const negative = await api('POST', '/api/leases', {
      property_id: property.id,
      special_lease_terms: { late_payment: { initial_fee: -5, daily_late_charge: null } },
    });
    expect(negative.statusCode).toBe(422);
  });

  it('refuses an end date before the start, on create and on edit', async () => {
    const user = await signUp(ctx.app);
    const api = apiAs(ctx.app, user.token);
    const property = await createProperty(ctx.app, user.token);
    const bad = await api('POST', '/api/leases', {
      property_id: property.id,
      start_date: '2026-05-01',
      end_date: '2026-04-01',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail[0]).toMatchObject({
      loc: ['body', 'end_date'],
      msg: 'End date must be on or after the start date',
    });
    const lease = (
      await api('POST', '/api/leases', { property_id: property.id, start_date: '2026-05-01' })
    ).json();
    const edit = await api('PATCH', `/api/leases/${lease.id}`, { end_date: '2026-01-01' });
    expect(edit.statusCode).toBe(422);
    const ok = await api('PATCH', `/api/leases/${lease.id}`, { end_date: '2027-04-30', is_active: false });
    expect(ok.json()).toMatchObject({ end_date: '2027-04-30', is_active: false });
  });

  it('deletes a lease, and keeps leases private to their owner', async () => {
    const alice = await signUp(ctx.app);
    const mallory = await signUp(ctx.app);
    const property = await createProperty(ctx.app, alice.token);
    const lease = (
      await apiAs(ctx.app, alice.token)('POST', '/api/leases', { property_id: property.id })
    ).json();
    const asMallory = apiAs(ctx.app, mallory.token);
    expect((await asMallory('GET', '/api/leases')).json()).toEqual([]);
    expect((await asMallory('GET', `/api/leases?property_id=${property.id}`)).json()).toEqual([]);
    expect((await asMallory('GET', `/api/leases/${lease.id}`)).statusCode).toBe(404);
    expect((await asMallory('PATCH', `/api/leases/${lease.id}`, { rent_amount_monthly: 1 })).statusCode).toBe(
      404,
    );
    expect((await asMallory('DELETE', `/api/leases/${lease.id}`)).statusCode).toBe(404);
    expect((await asMallory('POST', '/api/leases', { property_id: property.id })).statusCode).toBe(404);

    const asAlice = apiAs(ctx.app, alice.token);
    expect((await asAlice('DELETE', `/api/leases/${lease.id}`)).statusCode).toBe(200);
    expect((await asAlice('GET', '/api/leases')).json()).toEqual([]);
  });
});
