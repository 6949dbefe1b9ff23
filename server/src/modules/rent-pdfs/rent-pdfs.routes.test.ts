import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeaseStatement } from '@astor/contract/rent-ledger';
import { pdfText } from '../../pdf/pdf-text.testing.js';
import { formatCents, formatDay } from '../../pdf/pdf-writer.js';
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

/** A lease of $1,250.50 a month from 2026-09-01 with three rent payments: $250.50 still due on Nov 10. */
async function rentedLease() {
  const user = await signUp(ctx.app, 'Lana Landlord');
  const api = apiAs(ctx.app, user.token);
  const property = await createProperty(ctx.app, user.token, {
    address: '12 Oak Street',
    city: 'Austin',
    state: 'TX',
    zipCode: '78701',
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
      rent_amount_monthly: 1250.5,
      start_date: '2026-09-01',
      end_date: '2027-08-31',
    })
  ).json<{ id: string }>();
  const pay = async (amount: number, day: string) => {
    const response = await api('POST', '/api/payments', {
      property_id: property.id,
      tenant_id: tenant.id,
      lease_id: lease.id,
      amount,
      paid_date: day,
      method: 'Card',
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ income_id: string }>();
  };
  await pay(1250.5, '2026-09-01');
  await pay(1250.5, '2026-10-03');
  const last = await pay(1000, '2026-11-02');
  return { api, property, tenant, lease, lastIncomeId: last.income_id };
}

describe('tenant statement PDF', () => {
  it('prints the rent ledger statement: every line, its running balance, opening and closing balances', async () => {
    const { api, lease } = await rentedLease();
    const json = (await api('GET', `/api/leases/${lease.id}/statement`)).json<LeaseStatement>();
    expect(json.closing_balance).toBe(250.5);
    const response = await api('GET', `/api/leases/${lease.id}/statement.pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="statement-2026-09-01-to-2026-11-10.pdf"',
    );
    const text = await pdfText(response.rawPayload);
    for (const expected of [
      'Lana Landlord',
      'November 10, 2026',
      'Tenant: Rosa Díaz',
      'Property: 12 Oak Street',
      'Period: September 1, 2026 to November 10, 2026',
      'Opening balance on September 1, 2026 $0.00',
      'Closing balance on November 10, 2026 $250.50',
      '$1,250.50',
      '$1,000.00',
    ]) {
      expect(text).toContain(expected);
    }
    expect(json.lines.length).toBeGreaterThanOrEqual(6);
    for (const line of json.lines) {
      expect(text).toContain(`${formatDay(line.date)} ${line.description}`);
      expect(text).toContain(formatCents(Math.round(line.balance * 100)));
    }
  });

  it('takes the statement period (from, to) and refuses a reversed one', async () => {
    const { api, lease } = await rentedLease();
    const october = await api('GET', `/api/leases/${lease.id}/statement.pdf?from=2026-10-01&to=2026-10-31`);
    expect(october.statusCode).toBe(200);
    const text = await pdfText(october.rawPayload);
    expect(text).toContain('Period: October 1, 2026 to October 31, 2026');
    expect(text).toContain('Opening balance on October 1, 2026 $0.00');
    expect(text).toContain('Closing balance on October 31, 2026 $0.00');
    expect(text).not.toContain('$1,000.00');
    const reversed = await api('GET', `/api/leases/${lease.id}/statement.pdf?from=2026-10-31&to=2026-10-01`);
    expect(reversed.statusCode).toBe(422);
  });
});

describe('payment receipt PDF', () => {
  it('gives the payment, the payer, the property and the lease balance after it', async () => {
    const { api, lastIncomeId } = await rentedLease();
    const response = await api('GET', `/api/incomes/${lastIncomeId}/receipt.pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(response.rawPayload);
    for (const expected of [
      'Rent payment receipt',
      `Receipt no. ${lastIncomeId.slice(0, 8).toUpperCase()}`,
      'Date received November 2, 2026',
      'Received from Rosa Díaz',
      'Property 12 Oak Street, Austin, TX 78701',
      'Method Card',
      'Amount received $1,000.00',
      'Balance due after this payment $250.50',
      'Received by Lana Landlord.',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('writes a receipt for any income, without a balance when it is on no lease', async () => {
    const { api, property } = await rentedLease();
    const income = (
      await api('POST', '/api/incomes', {
        property_id: property.id,
        amount: 12345.6,
        transaction_date: '2026-11-05',
        category: 'Laundry',
        description: 'Coin machines',
        entity: 'Wash Co',
      })
    ).json<{ id: string }>();
    const text = await pdfText((await api('GET', `/api/incomes/${income.id}/receipt.pdf`)).rawPayload);
    expect(text).toContain('Payment receipt');
    expect(text).not.toContain('Rent payment receipt');
    expect(text).toContain('Received from Wash Co');
    expect(text).toContain('For Laundry: Coin machines');
    expect(text).toContain('Amount received $12,345.60');
    expect(text).not.toContain('after this payment');
  });

  it('answers 404 for another owner’s income or lease, and for an unknown id', async () => {
    const { lease, lastIncomeId } = await rentedLease();
    const stranger = apiAs(ctx.app, (await signUp(ctx.app)).token);
    expect((await stranger('GET', `/api/incomes/${lastIncomeId}/receipt.pdf`)).statusCode).toBe(404);
    expect((await stranger('GET', `/api/leases/${lease.id}/statement.pdf`)).statusCode).toBe(404);
    expect((await stranger('GET', '/api/incomes/not-an-id/receipt.pdf')).statusCode).toBe(404);
  });
});
