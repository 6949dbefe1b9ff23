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

describe('vendors and invoices', () => {
  it('creates a vendor and an invoice, and refuses to delete a vendor still referenced (409)', async () => {
    const user = await signUp(ctx.app);
    const api = apiAs(ctx.app, user.token);
    const property = await createProperty(ctx.app, user.token);
    const vendor = await api('POST', '/api/vendors', {
      name: 'Sparky Electric',
      category: 'Repairs',
      email: 'hi@sparky.test',
      phone: '555-0101',
    });
    expect(vendor.statusCode).toBe(201);
    const vendorId = vendor.json().id;
    const invoice = await api('POST', '/api/invoices', {
      vendor_id: vendorId,
      property_id: property.id,
      invoice_number: 'INV-1001',
      issue_date: '2026-11-02',
      due_date: '2026-12-02',
      amount: 412.5,
    });
    expect(invoice.statusCode).toBe(201);
    expect(invoice.json()).toMatchObject({
      status: 'unpaid',
      amount: 412.5,
      vendor: { id: vendorId, name: 'Sparky Electric' },
    });

    const refused = await api('DELETE', `/api/vendors/${vendorId}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe('This record is referenced by other items and cannot be deleted.');
    expect((await api('GET', '/api/vendors')).json()).toHaveLength(1);

    const paid = await api('PATCH', `/api/invoices/${invoice.json().id}`, { status: 'paid' });
    expect(paid.json().status).toBe('paid');
    await api('DELETE', `/api/invoices/${invoice.json().id}`);
    expect((await api('DELETE', `/api/vendors/${vendorId}`)).statusCode).toBe(200);
  });

  it('reads an invoice whose expense is recorded as paid, refuses to mark it unpaid, and follows the expense', async () => {
    const user = await signUp(ctx.app);
    const api = apiAs(ctx.app, user.token);
    const property = await createProperty(ctx.app, user.token);
    const expense = (
      await api('POST', '/api/expenses', {
        property_id: property.id,
        amount: 120.5,
        transaction_date: '2026-11-03',
        description: 'Invoice INV-7',
      })
    ).json();
    const invoice = await api('POST', '/api/invoices', { amount: 120.5, expense_id: expense.id });
    expect(invoice.json().status).toBe('paid');
    const id = invoice.json().id;
    expect((await api('GET', '/api/invoices')).json()).toEqual([
      expect.objectContaining({ id, status: 'paid' }),
    ]);
    expect((await api('GET', `/api/invoices/${id}`)).json().status).toBe('paid');

    const refused = await api('PATCH', `/api/invoices/${id}`, { status: 'unpaid' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().detail).toBe(
      'This invoice is paid: its expense is recorded. Delete the expense or unlink it to mark it unpaid.',
    );
    expect(
      (await api('POST', '/api/invoices', { amount: 1, expense_id: expense.id, status: 'unpaid' }))
        .statusCode,
    ).toBe(422);
    // Unlinking the expense and marking it unpaid in one change is fine.
    expect(
      (await api('PATCH', `/api/invoices/${id}`, { expense_id: null, status: 'unpaid' })).json().status,
    ).toBe('unpaid');
    await api('PATCH', `/api/invoices/${id}`, { expense_id: expense.id });
    expect((await api('GET', `/api/invoices/${id}`)).json().status).toBe('paid');

    // Deleting the expense makes the invoice what it was set to: unpaid.
    expect((await api('DELETE', `/api/expenses/${expense.id}`)).statusCode).toBe(200);
    expect((await api('GET', `/api/invoices/${id}`)).json()).toMatchObject({
      expense_id: null,
      status: 'unpaid',
    });
  });

  it('validates vendors and invoices (422)', async () => {
    const user = await signUp(ctx.app);
    const api = apiAs(ctx.app, user.token);
    expect((await api('POST', '/api/vendors', { name: '', email: 'nope' })).statusCode).toBe(422);
    expect((await api('POST', '/api/invoices', { amount: -1, status: 'maybe' })).statusCode).toBe(422);
  });

  it('keeps vendors and invoices private to their owner', async () => {
    const alice = await signUp(ctx.app);
    const mallory = await signUp(ctx.app);
    const asAlice = apiAs(ctx.app, alice.token);
    const vendor = (await asAlice('POST', '/api/vendors', { name: 'Alice Plumbing' })).json();
    const invoice = (await asAlice('POST', '/api/invoices', { amount: 10 })).json();
    const asMallory = apiAs(ctx.app, mallory.token);
    for (const [collection, id] of [
      ['vendors', vendor.id],
      ['invoices', invoice.id],
    ]) {
      expect((await asMallory('GET', `/api/${collection}`)).json()).toEqual([]);
      expect((await asMallory('GET', `/api/${collection}/${id}`)).statusCode).toBe(404);
      expect((await asMallory('PATCH', `/api/${collection}/${id}`, {})).statusCode).toBe(404);
      expect((await asMallory('DELETE', `/api/${collection}/${id}`)).statusCode).toBe(404);
    }
    expect((await asMallory('POST', '/api/invoices', { amount: 1, vendor_id: vendor.id })).statusCode).toBe(
      404,
    );
    expect((await asAlice('GET', '/api/vendors')).json()).toHaveLength(1);
  });
});
