import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { leases, notifications } from '../../db/schema.js';
import {
  apiAs,
  buildTestApp,
  createProperty,
  signUp,
  type TestContext,
} from '../../testing/build-test-app.js';
import { NotificationsService } from './notifications.service.js';

let ctx: TestContext;
const now = () => new Date('2026-11-10T12:00:00Z');
beforeAll(async () => {
  ctx = await buildTestApp({}, { clock: now });
});
afterAll(async () => {
  await ctx.close();
});

describe('notifications', () => {
  it('are raised once each as the data changes, unread first, and can be read', async () => {
    const user = await signUp(ctx.app);
    const api = apiAs(ctx.app, user.token);
    const property = await createProperty(ctx.app, user.token, { address: '8 Bell St' });
    expect((await api('GET', '/api/notifications')).json()).toEqual({ unread: 0, items: [] });

    // A lease ending within 30 days, whose rent (due the 1st) is unpaid since January.
    const lease = (
      await api('POST', '/api/leases', {
        property_id: property.id,
        rent_amount_monthly: 1000,
        start_date: '2026-01-01',
        end_date: '2026-11-30',
      })
    ).json();
    let list = (await api('GET', '/api/notifications')).json();
    expect(list.items.map((n: { kind: string }) => n.kind).sort()).toEqual(['lease_ending', 'rent_late']);
    expect(list.items.find((n: { kind: string }) => n.kind === 'rent_late').title).toBe(
      'Rent unpaid since Jan 1, 2026: 8 Bell St',
    );
    expect(list.unread).toBe(2);

    // Paying November clears nothing already raised, and raises nothing new; saving again raises no duplicates.
    await api('POST', '/api/payments', {
      property_id: property.id,
      lease_id: lease.id,
      amount: 1000,
      paid_date: '2026-11-10',
    });
    await api('PATCH', `/api/leases/${lease.id}`, { security_deposit: 500 });
    expect((await api('GET', '/api/notifications')).json().items).toHaveLength(2);

    // An emergency maintenance request and a compliance item due within 14 days.
    await api('POST', '/api/maintenance', {
      property_id: property.id,
      title: 'Gas smell in kitchen',
      priority: 'emergency',
    });
    await api('POST', '/api/compliance', {
      property_id: property.id,
      title: 'Smoke detector check',
      due_date: '2026-11-20',
    });
    list = (await api('GET', '/api/notifications')).json();
    expect(list.unread).toBe(4);
    expect(list.items.map((n: { kind: string }) => n.kind)).toEqual(
      expect.arrayContaining(['maintenance_emergency', 'compliance_due']),
    );

    const first = list.items[0];
    const read = await api('POST', `/api/notifications/${first.id}/read`);
    expect(read.json().read_at).not.toBeNull();
    list = (await api('GET', '/api/notifications')).json();
    expect(list.unread).toBe(3);
    expect(list.items.at(-1).id).toBe(first.id); // read ones go last

    await api('POST', '/api/notifications/read-all');
    expect((await api('GET', '/api/notifications')).json().unread).toBe(0);
  });

  it('say rent is unpaid and a late fee was applied from the rent ledger, whichever way rent was paid', async () => {
    const user = await signUp(ctx.app);
    const api = apiAs(ctx.app, user.token);
    const property = await createProperty(ctx.app, user.token, { address: '9 Fee St' });
    const tenant = (
      await api('POST', '/api/tenants/manual', {
        first_name: 'Lu',
        last_name: 'Wong',
        property_id: property.id,
      })
    ).json();
    // Rent paid in Finances for October, by name: no notice for it.
    await api('POST', '/api/incomes', {
      property_id: property.id,
      amount: 900,
      transaction_date: '2026-10-02',
      category: 'Rent',
      entity: 'Lu Wong',
    });
    await api('POST', '/api/leases', {
      property_id: property.id,
      tenant_id: tenant.id,
      rent_amount_monthly: 900,
      start_date: '2026-10-01',
      special_lease_terms: { late_payment: { initial_fee: 45, daily_late_charge: null } },
    });
    const list = (await api('GET', '/api/notifications')).json();
    // November's rent is unpaid past its 5 days of grace: the fee was charged on Nov 7 (not yet overdue).
    expect(list.items.map((n: { title: string }) => n.title).sort()).toEqual([
      'Late fee applied: $45.00, Lu Wong, 9 Fee St',
      'Rent unpaid since Nov 1, 2026: Lu Wong, 9 Fee St',
    ]);
    expect(list.items.find((n: { kind: string }) => n.kind === 'rent_late').body).toBe(
      '$900.00 is overdue; the oldest charge was due on Nov 1, 2026.',
    );
  });

  it('are raised again after a write when they were removed behind the API (a reset)', async () => {
    const user = await signUp(ctx.app);
    const api = apiAs(ctx.app, user.token);
    const property = await createProperty(ctx.app, user.token, { address: '3 Reset Rd' });
    await api('POST', '/api/leases', {
      property_id: property.id,
      rent_amount_monthly: 800,
      start_date: '2026-06-01',
      end_date: '2027-05-31',
    });
    const kinds = async () =>
      (await api('GET', '/api/notifications')).json().items.map((n: { kind: string }) => n.kind);
    expect(await kinds()).toEqual(['rent_late']);
    // A payment that settles nothing raises nothing new.
    const pay = (amount: number) =>
      api('POST', '/api/incomes', {
        property_id: property.id,
        amount,
        transaction_date: '2026-11-09',
        category: 'Rent',
      });
    expect((await pay(1)).statusCode).toBe(201);
    expect(await kinds()).toEqual(['rent_late']);
    const me = (await api('GET', '/api/users/me')).json();
    await ctx.database.db.delete(notifications).where(eq(notifications.ownerId, me.id));
    expect((await pay(2)).statusCode).toBe(201);
    expect(await kinds()).toEqual(['rent_late']);
  });

  it('are raised once even when several schedulers run at the same time', async () => {
    const user = await signUp(ctx.app);
    const property = await createProperty(ctx.app, user.token);
    const me = (await apiAs(ctx.app, user.token)('GET', '/api/users/me')).json();
    // Written behind the API's back: only the scheduler can notice it.
    await ctx.database.db
      .insert(leases)
      .values({ ownerId: me.id, propertyId: property.id, endDate: '2026-12-01', rentAmountMonthly: '0' });
    const schedulers = [1, 2, 3].map(() => new NotificationsService(ctx.database.db, now));
    const raised = await Promise.all(schedulers.map((s) => s.raiseDue(me.id)));
    expect(raised.reduce((a, b) => a + b, 0)).toBe(1);
    expect((await apiAs(ctx.app, user.token)('GET', '/api/notifications')).json().items).toHaveLength(1);
  });

  it('keep each owner’s notifications private', async () => {
    const alice = await signUp(ctx.app);
    const mallory = await signUp(ctx.app);
    const property = await createProperty(ctx.app, alice.token);
    await apiAs(ctx.app, alice.token)('POST', '/api/maintenance', {
      property_id: property.id,
      title: 'Flood',
      priority: 'emergency',
    });
    const [item] = (await apiAs(ctx.app, alice.token)('GET', '/api/notifications')).json().items;
    expect((await apiAs(ctx.app, mallory.token)('GET', '/api/notifications')).json()).toEqual({
      unread: 0,
      items: [],
    });
    expect(
      (await apiAs(ctx.app, mallory.token)('POST', `/api/notifications/${item.id}/read`)).statusCode,
    ).toBe(404);
  });
});
