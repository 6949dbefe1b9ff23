import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { toast, Toaster } from 'sonner';
import { EXPENSE_CATEGORIES, INCOME_CATEGORIES } from '@astor/contract/categories';
import { todayIso } from '@/lib/format';
import { fakeApi } from '@/testing/fake-api';
import { PROPERTY } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render-with-providers';
import { AddTransactionDialog } from './add-transaction-dialog';

const CREATED = {
  id: 'x1',
  property_id: 'p1',
  property: { id: 'p1', address: '12 Elm Street' },
  former_property_address: null,
  transaction_date: '2026-03-01',
  amount: 125.5,
  category: null,
  description: null,
  entity: null,
  bank_account: null,
  method: null,
  created_at: '2026-03-01T00:00:00.000Z',
};

function serve(routes: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({ 'GET /api/properties': { status: 200, body: [PROPERTY] }, ...routes });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

async function openForm() {
  const onClose = vi.fn();
  renderWithProviders(
    <>
      <AddTransactionDialog isOpen onClose={onClose} />
      <Toaster />
    </>,
  );
  await screen.findByRole('option', { name: '12 Elm Street' });
  return onClose;
}

const form = () => within(screen.getByRole('dialog', { name: 'Add Transaction' }));
const change = (label: string, value: string) =>
  fireEvent.change(form().getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(form().getByRole('button', { name: 'Add Transaction' }));
const optionsOf = (label: string) =>
  Array.from((form().getByLabelText(label) as HTMLSelectElement).options).map((option) => option.value);

describe('AddTransactionDialog', () => {
  afterEach(() => {
    // Sonner keeps its toasts in a module store; a toast of one test must not show in the next.
    toast.dismiss();
    cleanup();
    vi.unstubAllGlobals();
  });

  it('has the documented fields, an expense dated today by default', async () => {
    serve();
    await openForm();
    expect((form().getByLabelText('Type') as HTMLSelectElement).value).toBe('expense');
    expect((form().getByLabelText('Transaction Date') as HTMLInputElement).value).toBe(todayIso());
    const amount = form().getByLabelText('Amount') as HTMLInputElement;
    expect([amount.type, amount.step, amount.required]).toEqual(['number', '0.01', true]);
    expect(optionsOf('Bank account')).toEqual(['', 'Company savings', 'Debit account']);
    expect(optionsOf('Method')).toEqual(['', 'Card', 'Payment savings', 'Other']);
    expect(optionsOf('Category')).toEqual(['', ...EXPENSE_CATEGORIES]);

    change('Type', 'income');

    expect(optionsOf('Category')).toEqual(['', ...INCOME_CATEGORIES]);
  });

  it('posts an income to /incomes, toasts and closes', async () => {
    const api = serve({
      'POST /api/incomes': { status: 201, body: { ...CREATED, tenant_id: null, lease_id: null } },
    });
    const onClose = await openForm();
    change('Type', 'income');
    change('Property', 'p1');
    change('Amount', '125.50');
    change('Description', 'March rent');
    change('Category', 'Rent');
    change('Transaction Date', '2026-03-01');
    change('Entity', 'Ada Lovelace');
    change('Bank account', 'Company savings');
    change('Method', 'Card');

    submit();

    expect(await screen.findByText('Transaction added')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        url: '/api/incomes',
        body: {
          property_id: 'p1',
          amount: 125.5,
          description: 'March rent',
          category: 'Rent',
          transaction_date: '2026-03-01',
          entity: 'Ada Lovelace',
          bank_account: 'Company savings',
          method: 'Card',
        },
      },
    ]);
  });

  describe('a rent income that looks like one already recorded', () => {
    const QUESTION = 'This looks like the same payment as one recorded on Mar 1, 2026. Save it anyway?';
    const duplicateThenCreated = () => {
      let calls = 0;
      return () =>
        ++calls === 1
          ? { status: 409, body: { detail: QUESTION } }
          : { status: 201, body: { ...CREATED, tenant_id: null, lease_id: null } };
    };

    async function submitRent() {
      const onClose = await openForm();
      change('Type', 'income');
      change('Property', 'p1');
      change('Amount', '1500');
      change('Category', 'Rent');
      change('Transaction Date', '2026-03-02');
      submit();
      return onClose;
    }

    it("asks with the server's sentence; Save anyway sends it again with allow_duplicate", async () => {
      const api = serve({ 'POST /api/incomes': duplicateThenCreated() });
      const onClose = await submitRent();

      const confirm = within(await screen.findByRole('dialog', { name: 'Possible duplicate payment' }));
      expect(confirm.getByText(QUESTION)).toBeTruthy();
      expect(onClose).not.toHaveBeenCalled();
      fireEvent.click(confirm.getByRole('button', { name: 'Save anyway' }));

      expect(await screen.findByText('Transaction added')).toBeTruthy();
      expect(onClose).toHaveBeenCalled();
      const [first, second] = api.writes();
      expect(first?.body).not.toHaveProperty('allow_duplicate');
      expect(second?.body).toEqual({ ...(first?.body as object), allow_duplicate: true });
    });

    it('Cancel goes back to the form, still filled in, and records nothing more', async () => {
      const api = serve({ 'POST /api/incomes': duplicateThenCreated() });
      const onClose = await submitRent();

      const confirm = within(await screen.findByRole('dialog', { name: 'Possible duplicate payment' }));
      fireEvent.click(confirm.getByRole('button', { name: 'Cancel' }));

      expect(screen.queryByRole('dialog', { name: 'Possible duplicate payment' })).toBeNull();
      expect((form().getByLabelText('Amount') as HTMLInputElement).value).toBe('1500');
      expect(screen.queryByText('Failed to create transaction')).toBeNull();
      expect(onClose).not.toHaveBeenCalled();
      expect(api.writes()).toHaveLength(1);
    });
  });

  it.each([
    ['a server error', { status: 500, body: { detail: 'Internal Server Error' } }],
    [
      'a refusal',
      { status: 422, body: { detail: [{ loc: ['body', 'amount'], msg: 'Is too large', type: 'x' }] } },
    ],
    ['no reply at all', new TypeError('Failed to fetch')],
  ])('shows the documented failure message on %s and keeps the form', async (_name, reply) => {
    const api = serve({ 'POST /api/expenses': reply });
    const onClose = await openForm();
    change('Property', 'p1');
    change('Amount', '40');

    submit();

    expect(await screen.findByText('Failed to create transaction')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect((form().getByLabelText('Amount') as HTMLInputElement).value).toBe('40');
    expect(api.writes()).toMatchObject([{ method: 'POST', url: '/api/expenses' }]);
  });

  it.each([
    ['no property', {}, 'Property is required'],
    ['no amount', { Property: 'p1' }, 'Amount is required'],
  ])('sends nothing with %s', async (_name, values: Record<string, string>, message) => {
    const api = serve();
    await openForm();
    for (const [label, value] of Object.entries(values)) change(label, value);

    submit();

    expect((await form().findByRole('alert')).textContent).toBe(message);
    expect(api.writes()).toEqual([]);
  });

  it('says so when the property list cannot load', async () => {
    serve({ 'GET /api/properties': { status: 500, body: { detail: 'Internal Server Error' } } });
    renderWithProviders(<AddTransactionDialog isOpen onClose={vi.fn()} />);
    expect((await form().findByRole('alert')).textContent).toBe('Failed to fetch properties');
  });
});
