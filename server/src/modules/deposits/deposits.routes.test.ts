import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Deposit } from '@astor/contract/deposits';
import { pdfText } from '../../pdf/pdf-text.testing.js';
import {
  apiAs,
  buildTestApp,
  createProperty,
  signUp,
  type TestContext,
} from '../../testing/build-test-app.js';

let ctx: TestContext;
// Pinned: 2026-11-10 15:00 UTC.
beforeAll(async () => {
  ctx = await buildTestApp({}, { clock: () => new Date('2026-11-10T15:00:00Z') });
});
afterAll(async () => {
  await ctx.close();
});

async function leaseIn(state: string | null, extra: Record<string, unknown> = {}) {
  const user = await signUp(ctx.app, 'Lana Landlord');
  const api = apiAs(ctx.app, user.token);
  const property = await createProperty(ctx.app, user.token, {
    address: '12 Oak Street',
    city: 'Los Angeles',
    state,
    zipCode: '90012',
  });
  const tenant = (
    await api('POST', '/api/tenants/manual', {
      first_name: 'Rosa',
      last_name: 'Díaz',
      property_id: property.id,
    })
  ).json<{ id: string }>();
  const lease = (
    await api('POST', '/api/leases', {
      property_id: property.id,
      tenant_id: tenant.id,
      rent_amount_monthly: 2400,
      security_deposit: 2400,
      start_date: '2025-11-01',
      end_date: '2026-10-31',
      ...extra,
    })
  ).json<{ id: string }>();
  const deposit = async () => {
    const response = await api('GET', `/api/leases/${lease.id}/deposit`);
    expect(response.statusCode).toBe(200);
    return response.json<Deposit>();
  };
  const add = (body: Record<string, unknown>) => api('POST', `/api/leases/${lease.id}/deposit/entries`, body);
  return { user, api, property, lease, deposit, add };
}

describe('security deposits', () => {
  it('records received, deductions and returns, exact to the cent, with the held balance', async () => {
    const { deposit, add } = await leaseIn('CA');
    expect(await deposit()).toMatchObject({ agreed: 2400, received: 0, held: 0, entries: [] });
    expect((await add({ kind: 'received', amount: 2400.1, date: '2025-10-25' })).statusCode).toBe(201);
    const cleaning = await add({
      kind: 'deduction',
      amount: 0.1,
      date: '2026-11-05',
      description: 'Carpet cleaning',
    });
    expect(cleaning.statusCode).toBe(201);
    expect(cleaning.json()).toMatchObject({ kind: 'deduction', amount: 0.1, description: 'Carpet cleaning' });
    await add({ kind: 'deduction', amount: 0.2, date: '2026-11-05', description: 'Broken blind' });
    await add({ kind: 'returned', amount: 1000, date: '2026-11-06' });
    const state = await deposit();
    expect(state).toMatchObject({ received: 2400.1, deductions: 0.3, returned: 1000, held: 1399.8 });
    expect(state.entries.map((entry) => entry.kind)).toEqual([
      'received',
      'deduction',
      'deduction',
      'returned',
    ]);
  });

  it('refuses deductions and returns beyond what was received, with a clear 422', async () => {
    const { deposit, add } = await leaseIn('CA');
    const none = await add({ kind: 'deduction', amount: 10, date: '2026-11-05', description: 'Paint' });
    expect(none.statusCode).toBe(422);
    expect(none.json().detail).toBe(
      'This deduction cannot be recorded: no deposit has been received for this lease yet.',
    );
    await add({ kind: 'received', amount: 1500, date: '2025-10-25' });
    await add({ kind: 'deduction', amount: 500, date: '2026-11-05', description: 'Paint' });
    const over = await add({ kind: 'returned', amount: 1000.01, date: '2026-11-06' });
    expect(over.statusCode).toBe(422);
    expect(over.json().detail).toBe(
      'This return of $1,000.01 is more than the $1,000.00 still held: deductions and returns cannot exceed the $1,500.00 received.',
    );
    expect((await add({ kind: 'returned', amount: 1000, date: '2026-11-06' })).statusCode).toBe(201);
    expect((await deposit()).held).toBe(0);
  });

  it('holds the rule under concurrent writes: two returns of the whole deposit, only one lands', async () => {
    const { deposit, add } = await leaseIn('CA');
    await add({ kind: 'received', amount: 800, date: '2025-10-25' });
    const answers = await Promise.all([
      add({ kind: 'returned', amount: 800, date: '2026-11-06' }),
      add({ kind: 'returned', amount: 800, date: '2026-11-06' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 422]);
    expect(await deposit()).toMatchObject({ received: 800, returned: 800, held: 0 });
  });

  it('validates entries: kind, positive amount, cents, date, a reason for a deduction (422 by field)', async () => {
    const { add } = await leaseIn('CA');
    const cases: [Record<string, unknown>, string][] = [
      [{ kind: 'bonus', amount: 10, date: '2026-01-01' }, 'kind'],
      [{ kind: 'received', amount: 0, date: '2026-01-01' }, 'amount'],
      [{ kind: 'received', amount: -5, date: '2026-01-01' }, 'amount'],
      [{ kind: 'received', amount: 1.005, date: '2026-01-01' }, 'amount'],
      [{ kind: 'received', amount: 10, date: '2026-13-01' }, 'date'],
      [{ kind: 'deduction', amount: 10, date: '2026-01-01' }, 'description'],
      [{ kind: 'deduction', amount: 10, date: '2026-01-01', description: '   ' }, 'description'],
    ];
    for (const [body, field] of cases) {
      const response = await add(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      const detail = response.json<{ detail: { loc: string[]; msg: string }[] }>().detail;
      expect(detail.map((issue) => issue.loc.at(-1))).toContain(field);
    }
    const reason = await add({ kind: 'deduction', amount: 10, date: '2026-01-01' });
    expect(reason.json().detail[0].msg).toBe('A deduction needs a reason');
  });

  it('deletes entries, but not a receipt that deductions and returns depend on', async () => {
    const { deposit, add, api, lease } = await leaseIn('CA');
    const first = (await add({ kind: 'received', amount: 1000, date: '2025-10-25' })).json<{ id: string }>();
    const second = (await add({ kind: 'received', amount: 500, date: '2025-10-26' })).json<{ id: string }>();
    const deduction = (
      await add({ kind: 'deduction', amount: 1200, date: '2026-11-05', description: 'Repairs' })
    ).json<{ id: string }>();
    const url = (id: string) => `/api/leases/${lease.id}/deposit/entries/${id}`;
    const refused = await api('DELETE', url(second.id));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().detail).toContain('cannot be deleted');
    expect((await api('DELETE', url(deduction.id))).statusCode).toBe(200);
    expect((await api('DELETE', url(second.id))).statusCode).toBe(200);
    expect((await api('DELETE', url(second.id))).statusCode).toBe(404);
    expect((await api('DELETE', url('not-an-id'))).statusCode).toBe(404);
    const state = await deposit();
    expect(state.entries.map((entry) => entry.id)).toEqual([first.id]);
    expect(state.held).toBe(1000);
  });

  it('keeps an entry to its lease: another lease of the owner cannot delete it', async () => {
    const one = await leaseIn('CA');
    const entry = (await one.add({ kind: 'received', amount: 100, date: '2025-10-25' })).json<{
      id: string;
    }>();
    const otherLease = (
      await one.api('POST', '/api/leases', { property_id: one.property.id, rent_amount_monthly: 10 })
    ).json<{ id: string }>();
    const response = await one.api('DELETE', `/api/leases/${otherLease.id}/deposit/entries/${entry.id}`);
    expect(response.statusCode).toBe(404);
    expect((await one.deposit()).held).toBe(100);
  });

  it('gives the return deadline from the state rule and the lease end, with citation and note', async () => {
    const { deposit } = await leaseIn('CA');
    expect((await deposit()).return_deadline).toEqual({
      state: 'CA',
      move_out_date: '2026-10-31',
      due_date: '2026-11-21',
      rule: 'California: 21 days after move-out to return the deposit with an itemised statement of deductions.',
      citation: 'Cal. Civ. Code § 1950.5(g)',
      note: 'Verify with your state: rules change and have conditions.',
    });
    const unknown = (await (await leaseIn('Oregon')).deposit()).return_deadline;
    expect(unknown).toMatchObject({ state: 'OR', due_date: null, citation: null });
  });

  it('is never income: the ledger, dashboard and Schedule E are the same before and after', async () => {
    const { api, add } = await leaseIn('CA');
    const books = async () => ({
      incomes: (await api('GET', '/api/incomes')).json(),
      expenses: (await api('GET', '/api/expenses')).json(),
      transactions: (await api('GET', '/api/transactions')).json(),
      dashboard: (await api('GET', '/api/dashboard/summary')).json(),
      scheduleE: (await api('GET', '/api/reports/schedule-e?year=2026')).json(),
    });
    const before = await books();
    await add({ kind: 'received', amount: 2400, date: '2026-11-02' });
    await add({ kind: 'deduction', amount: 300, date: '2026-11-05', description: 'Repairs' });
    await add({ kind: 'returned', amount: 2100, date: '2026-11-06' });
    const after = await books();
    expect(after).toEqual(before);
    expect(after.incomes).toEqual([]);
    expect(after.dashboard).toMatchObject({ monthly_income: 0, ytd: 0 });
    expect(after.scheduleE.totals.total_income).toBe(0);
  });

  it('puts "Deposit return due" on the calendar while a deposit is held, ended leases included', async () => {
    const { api, add, lease } = await leaseIn('CA');
    const events = async () =>
      (await api('GET', '/api/calendar/events?from=2026-10-01&to=2026-12-31'))
        .json<{ kind: string; start: string; title: string; source_id: string }[]>()
        .filter((event) => event.kind === 'deposit_return');
    expect(await events()).toEqual([]);
    await add({ kind: 'received', amount: 2400, date: '2025-10-25' });
    await api('PATCH', `/api/leases/${lease.id}`, { is_active: false });
    expect(await events()).toMatchObject([
      {
        start: '2026-11-21',
        source_id: lease.id,
        title: 'Deposit return due: Rosa Díaz, 12 Oak Street ($2,400.00 held)',
      },
    ]);
    await add({ kind: 'returned', amount: 2400, date: '2026-11-06' });
    expect(await events()).toEqual([]);
  });

  it('writes the itemised deduction letter as a PDF whose figures read back', async () => {
    const { api, add, lease } = await leaseIn('CA');
    await add({ kind: 'received', amount: 12345.67, date: '2025-10-25' });
    await add({ kind: 'deduction', amount: 1234.5, date: '2026-11-05', description: 'Repaint living room' });
    await add({ kind: 'deduction', amount: 0.17, date: '2026-11-05', description: 'Key copy' });
    await add({ kind: 'returned', amount: 11111, date: '2026-11-06' });
    const response = await api('GET', `/api/leases/${lease.id}/deposit/letter.pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="deposit-letter-2026-10-31.pdf"',
    );
    const text = await pdfText(response.rawPayload);
    for (const expected of [
      'Lana Landlord',
      'November 10, 2026',
      'To: Rosa Díaz',
      'Property: 12 Oak Street, Los Angeles, CA 90012',
      'Security deposit received $12,345.67',
      'November 5, 2026 Repaint living room $1,234.50',
      'Key copy $0.17',
      'Total deductions $1,234.67',
      'Amount returned to you (November 6, 2026) $11,111.00',
      'Cal. Civ. Code § 1950.5(g)',
      'Due by: November 21, 2026',
      'Verify with your state: rules change and have conditions.',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Still held');
  });

  it('answers 404 for a lease that is not the caller’s, on every deposit route', async () => {
    const { lease, add } = await leaseIn('CA');
    const entry = (await add({ kind: 'received', amount: 100, date: '2025-10-25' })).json<{ id: string }>();
    const stranger = apiAs(ctx.app, (await signUp(ctx.app)).token);
    const answers = [
      await stranger('GET', `/api/leases/${lease.id}/deposit`),
      await stranger('GET', `/api/leases/${lease.id}/deposit/letter.pdf`),
      await stranger('POST', `/api/leases/${lease.id}/deposit/entries`, {
        kind: 'received',
        amount: 1,
        date: '2026-01-01',
      }),
      await stranger('DELETE', `/api/leases/${lease.id}/deposit/entries/${entry.id}`),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([404, 404, 404, 404]);
  });
});
