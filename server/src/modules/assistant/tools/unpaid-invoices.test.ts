import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiAs,
  buildTestApp,
  createProperty,
  signUp,
  type TestContext,
} from '../../../testing/build-test-app.js';
import { unpaidInvoices } from './unpaid-invoices.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => {
  await ctx.close();
});

describe('unpaidInvoices', () => {
  it('does not count an invoice whose expense is recorded: it is paid', async () => {
    const user = await signUp(ctx.app);
    const api = apiAs(ctx.app, user.token);
    const me = (await api('GET', '/api/users/me')).json();
    const property = await createProperty(ctx.app, user.token);
    const expense = (
      await api('POST', '/api/expenses', {
        property_id: property.id,
        amount: 300,
        transaction_date: '2026-11-03',
      })
    ).json();
    await api('POST', '/api/invoices', { amount: 300, expense_id: expense.id, invoice_number: 'PAID-1' });
    await api('POST', '/api/invoices', { amount: 45.5, invoice_number: 'OPEN-2', due_date: '2026-12-01' });

    const result = await unpaidInvoices(ctx.database.db, me.id, { today: '2026-11-10' });
    expect(result.figures).toMatchObject({ unpaid: 1, unpaid_cents: 4550 });
    expect(result.details.join('\n')).toContain('OPEN-2');
    expect(result.details.join('\n')).not.toContain('PAID-1');
  });
});
