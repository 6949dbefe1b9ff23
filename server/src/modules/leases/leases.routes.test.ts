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

  it('saves and reads "Rent tracked from" and the balance owed then (docs/decisions/0012-rent-tracked-from.md)', async () => {
    const user = await signUp(ctx.app);
    const api = apiAs(ctx.app, user.token);
    const property = await createProperty(ctx.app, user.token);
    const plain = await api('POST', '/api/leases', { property_id: property.id, start_date: '2022-03-01' });
    // Nothing existing changes: tracked from the start, nothing brought forward.
    expect(plain.json()).toMatchObject({ ledger_start_date: null, opening_balance: 0 });
    const created = await api('POST', '/api/leases', {
      property_id: property.id,
      start_date: '2022-03-01',
      end_date: '2027-02-28',
      ledger_start_date: '2026-05-01',
      opening_balance: 1234.56,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ ledger_start_date: '2026-05-01', opening_balance: 1234.56 });
    const id = created.json().id as string;
    const credit = await api('PATCH', `/api/leases/${id}`, { opening_balance: -200 });
    expect(credit.json()).toMatchObject({ ledger_start_date: '2026-05-01', opening_balance: -200 });
    expect((await api('GET', `/api/leases/${id}`)).json()).toMatchObject({ opening_balance: -200 });
    const cleared = await api('PATCH', `/api/leases/${id}`, { ledger_start_date: null, opening_balance: 0 });
    expect(cleared.json()).toMatchObject({ ledger_start_date: null, opening_balance: 0 });
  });

  it.each([
    [
      'rent tracked from before the start',
      { start_date: '2022-03-01', ledger_start_date: '2022-02-28' },
      'ledger_start_date',
      'Rent tracked from must be on or after the lease start date (2022-03-01)',
    ],
    [
      'rent tracked from after the end',
      { start_date: '2022-03-01', end_date: '2023-02-28', ledger_start_date: '2023-03-01' },
      'ledger_start_date',
      'Rent tracked from must be on or before the lease end date (2023-02-28)',
    ],
    [
      'a balance without the date',
      { start_date: '2022-03-01', opening_balance: 50 },
      'opening_balance',
      'A balance owed needs the date rent is tracked from (ledger_start_date)',
    ],
    [
      'a malformed rent tracked from',
      { ledger_start_date: '03/01/2026' },
      'ledger_start_date',
      'Must be a date in YYYY-MM-DD format',
    ],
    [
      'a balance in fractions of a cent',
      { ledger_start_date: '2026-01-01', opening_balance: 1.005 },
      'opening_balance',
      'At most 2 decimals (cents)',
    ],
  ])('refuses %s (422 naming the field)', async (_what, body, field, msg) => {
    const user = await signUp(ctx.app);
    const api = apiAs(ctx.app, user.token);
    const property = await createProperty(ctx.app, user.token);
    const bad = await api('POST', '/api/leases', { property_id: property.id, ...body });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail).toEqual([{ loc: ['body', field], msg, type: expect.any(String) }]);
  });

  it('refuses an edit that puts "Rent tracked from" outside the stored lease', async () => {
    const user = await signUp(ctx.app);
    const api = apiAs(ctx.app, user.token);
    const property = await createProperty(ctx.app, user.token);
    const lease = (
      await api('POST', '/api/leases', {
        property_id: property.id,
        start_date: '2022-03-01',
        end_date: '2027-02-28',
      })
    ).json();
    const early = await api('PATCH', `/api/leases/${lease.id}`, { ledger_start_date: '2021-12-01' });
    expect(early.statusCode).toBe(422);
    expect(early.json().detail).toBe(
      'Rent tracked from must be on or after the lease start date (2022-03-01)',
    );
    const balance = await api('PATCH', `/api/leases/${lease.id}`, { opening_balance: 80 });
    expect(balance.json().detail).toBe(
      'A balance owed needs the date rent is tracked from (ledger_start_date)',
    );
    expect(
      (
        await api('PATCH', `/api/leases/${lease.id}`, {
          ledger_start_date: '2026-05-01',
          opening_balance: 80,
        })
      ).statusCode,
    ).toBe(200);
    const moved = await api('PATCH', `/api/leases/${lease.id}`, { start_date: '2026-06-01' });
    expect(moved.statusCode).toBe(422);
    expect(moved.json().detail).toBe(
      'Rent tracked from must be on or after the lease start date (2026-06-01)',
    );
    const ended = await api('PATCH', `/api/leases/${lease.id}`, { end_date: '2026-04-30' });
    expect(ended.json().detail).toBe(
      'Rent tracked from must be on or before the lease end date (2026-04-30)',
    );
    expect((await api('GET', `/api/leases/${lease.id}`)).json()).toMatchObject({
      start_date: '2022-03-01',
      ledger_start_date: '2026-05-01',
      opening_balance: 80,
    });
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
