import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { toast, Toaster } from 'sonner';
import type { LeaseStatement } from '@astor/contract/rent-ledger';
import { todayIso } from '@/lib/format';
import { fakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render-with-providers';
import { LeaseStatementDialog } from './lease-statement-dialog';

const STATEMENT: LeaseStatement = {
  lease_id: 'l1',
  property_address: '12 Elm Street',
  tenant_names: 'Ada Lovelace',
  from: '2026-01-01',
  to: '2026-03-10',
  opening_balance: 0,
  lines: [
    {
      date: '2026-01-01',
      kind: 'charge',
      charge_kind: 'rent',
      description: 'Rent for January 2026',
      amount: 1500,
      balance: 1500,
    },
    {
      date: '2026-01-03',
      kind: 'payment',
      description: 'Payment',
      amount: 1500,
      balance: 0,
      income_id: 'i1',
    },
    {
      date: '2026-01-20',
      kind: 'charge',
      charge_kind: 'one_off',
      description: 'Replacement key',
      amount: 45.5,
      balance: 45.5,
      charge_id: 'c1',
    },
    {
      date: '2026-02-01',
      kind: 'charge',
      charge_kind: 'rent',
      description: 'Rent for February 2026',
      amount: 1500,
      balance: 1545.5,
    },
    {
      date: '2026-02-02',
      kind: 'payment',
      description: 'Payment',
      amount: 1745.5,
      balance: -200,
      income_id: 'i2',
    },
  ],
  closing_balance: -200,
  credit: 200,
  tracked_from: null,
  payments_before_tracking: [],
};

function serve(routes: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({ 'GET /api/leases/l1/statement': { status: 200, body: STATEMENT }, ...routes });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

async function open() {
  renderWithProviders(
    <>
      <LeaseStatementDialog leaseId="l1" isOpen onClose={vi.fn()} />
      <Toaster />
    </>,
  );
  const dialog = within(screen.getByRole('dialog', { name: 'Statement' }));
  await dialog.findByRole('table');
  return dialog;
}

const rowOf = (dialog: ReturnType<typeof within>, text: string) =>
  dialog.getByText(text, { selector: 'span' }).closest('tr') as HTMLElement;
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('LeaseStatementDialog', () => {
  afterEach(() => {
    toast.dismiss();
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the balance brought forward and lists the payments before rent was tracked apart (docs/decisions/0012-rent-tracked-from.md)', async () => {
    serve({
      'GET /api/leases/l1/statement': {
        status: 200,
        body: {
          ...STATEMENT,
          from: '2026-03-01',
          lines: [
            {
              date: '2026-03-01',
              kind: 'charge',
              charge_kind: 'opening_balance',
              description: 'Credit brought forward',
              amount: -120,
              balance: -120,
            },
            {
              date: '2026-03-01',
              kind: 'charge',
              charge_kind: 'rent',
              description: 'Rent for March 2026',
              amount: 1500,
              balance: 1380,
            },
          ],
          closing_balance: 1380,
          credit: 0,
          tracked_from: '2026-03-01',
          payments_before_tracking: [
            { date: '2026-02-03', description: 'February rent', amount: 1500, income_id: 'i0' },
          ],
        } satisfies LeaseStatement,
      },
    });
    const dialog = await open();

    expect(cellsOf(rowOf(dialog, 'Credit brought forward'))).toEqual([
      'Mar 1, 2026',
      'Credit brought forwardMar 1, 2026 · Balance brought forward',
      '($120.00)',
      '($120.00)',
      '',
    ]);
    expect(dialog.getByText(/^Rent tracked from Mar 1, 2026: what was owed before/)).toBeTruthy();
    const earlier = dialog.getByRole('region', { name: 'Payments before rent was tracked' });
    expect(within(earlier).getByRole('listitem').textContent).toBe('Feb 3, 2026 · February rent$1,500.00');
  });

  it('shows charges and payments with the running balance, the opening and closing balance and the credit', async () => {
    const api = serve();
    const dialog = await open();

    expect(dialog.getByText('12 Elm Street · Ada Lovelace')).toBeTruthy();
    expect(dialog.getByText('Opening balance').nextElementSibling?.textContent).toBe('$0.00');
    expect(dialog.getByText('Closing balance').nextElementSibling?.textContent).toBe('($200.00)');
    expect(dialog.getByText('Credit').nextElementSibling?.textContent).toBe('$200.00');
    expect(dialog.getByText('The tenant has paid $200.00 ahead; it goes to the next charges.')).toBeTruthy();
    expect(cellsOf(rowOf(dialog, 'Rent for January 2026'))).toEqual([
      'Jan 1, 2026',
      'Rent for January 2026Jan 1, 2026 · Rent',
      '$1,500.00',
      '$1,500.00',
      '',
    ]);
    // A payment takes the amount off the balance: in parentheses, as the ledger shows money out.
    const [, , firstPayment, , , lastPayment] = dialog.getAllByRole('row') as HTMLElement[];
    expect(cellsOf(firstPayment as HTMLElement)).toEqual([
      'Jan 3, 2026',
      'PaymentJan 3, 2026 · Payment',
      '($1,500.00)',
      '$0.00',
      '',
    ]);
    expect(cellsOf(lastPayment as HTMLElement).slice(2, 4)).toEqual(['($1,745.50)', '($200.00)']);
    // With no range chosen, the server's defaults (the lease start, today).
    expect(api.queries('/api/leases/l1/statement')).toEqual([{}]);
  });

  it('asks for the chosen date range, and refuses a range that ends before it starts', async () => {
    const api = serve();
    const dialog = await open();

    fireEvent.change(dialog.getByLabelText('From'), { target: { value: '2026-02-01' } });
    fireEvent.change(dialog.getByLabelText('To'), { target: { value: '2026-02-28' } });
    await vi.waitFor(() =>
      expect(api.queries('/api/leases/l1/statement').at(-1)).toEqual({
        from: '2026-02-01',
        to: '2026-02-28',
      }),
    );

    const asked = api.callsTo('GET /api/leases/l1/statement').length;
    fireEvent.change(dialog.getByLabelText('To'), { target: { value: '2026-01-15' } });

    expect(dialog.getByRole('alert').textContent).toBe('The start date must be on or before the end date.');
    expect(dialog.getByLabelText('To').getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('GET /api/leases/l1/statement')).toHaveLength(asked);
  });

  it('downloads the statement as a PDF for the chosen range, with the bearer', async () => {
    const pdf = new TextEncoder().encode('%PDF-1.7');
    const api = serve({
      'GET /api/leases/l1/statement.pdf': new Response(pdf, {
        status: 200,
        headers: { 'Content-Type': 'application/pdf' },
      }),
    });
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:statement');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicks: HTMLAnchorElement[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push(this);
    });
    const dialog = await open();
    fireEvent.change(dialog.getByLabelText('From'), { target: { value: '2026-02-01' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Download PDF' }));
    await vi.waitFor(() => expect(clicks).toHaveLength(1));
    expect(clicks[0]?.download).toBe('tenant-statement.pdf');
    expect(api.queries('/api/leases/l1/statement.pdf')).toEqual([{ from: '2026-02-01' }]);
    const blob = createObjectURL.mock.calls[0]?.[0];
    expect(Array.from(new Uint8Array(await blob!.arrayBuffer()))).toEqual(Array.from(pdf));
    click.mockRestore();
  });

  it('only one-off charges can be deleted, after a confirmation', async () => {
    const api = serve({
      'DELETE /api/leases/l1/charges/c1': { status: 200, body: { message: 'Charge deleted' } },
    });
    const dialog = await open();
    expect(
      dialog
        .getAllByRole('button', { name: /^Delete charge/ })
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Delete charge Replacement key']);

    fireEvent.click(dialog.getByRole('button', { name: 'Delete charge Replacement key' }));
    const confirm = within(screen.getByRole('dialog', { name: 'Delete charge' }));
    expect(
      confirm.getByText("Delete 'Replacement key' ($45.50, due Jan 20, 2026)? This action cannot be undone."),
    ).toBeTruthy();
    fireEvent.click(confirm.getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Charge deleted')).toBeTruthy();
    expect(api.writes()).toEqual([{ method: 'DELETE', url: '/api/leases/l1/charges/c1', body: undefined }]);
    expect(screen.queryByRole('dialog', { name: 'Delete charge' })).toBeNull();
    // The statement is asked again.
    await vi.waitFor(() => expect(api.callsTo('GET /api/leases/l1/statement')).toHaveLength(2));
  });

  it('adds a one-off charge due today by default', async () => {
    const api = serve({
      'POST /api/leases/l1/charges': ({ body }) => ({
        status: 201,
        body: { id: 'c2', lease_id: 'l1', created_at: '2026-03-10T00:00:00.000Z', ...(body as object) },
      }),
    });
    const dialog = await open();

    fireEvent.click(dialog.getByRole('button', { name: 'Add charge' }));
    const form = within(dialog.getByRole('form', { name: 'New one-off charge' }));
    expect((form.getByLabelText('Due date') as HTMLInputElement).value).toBe(todayIso());
    fireEvent.change(form.getByLabelText('Description'), { target: { value: 'Broken window' } });
    fireEvent.change(form.getByLabelText('Amount'), { target: { value: '120.25' } });
    fireEvent.change(form.getByLabelText('Due date'), { target: { value: '2026-03-15' } });
    fireEvent.click(form.getByRole('button', { name: 'Add charge' }));

    expect(await screen.findByText('Charge added')).toBeTruthy();
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        url: '/api/leases/l1/charges',
        body: { description: 'Broken window', amount: 120.25, due_date: '2026-03-15' },
      },
    ]);
    expect(dialog.queryByRole('form', { name: 'New one-off charge' })).toBeNull();
  });

  it("shows the server's validation errors under the fields they name, and keeps the form", async () => {
    const api = serve({
      'POST /api/leases/l1/charges': {
        status: 422,
        body: {
          detail: [
            { loc: ['body', 'due_date'], msg: 'Must be within the lease term', type: 'custom' },
            { loc: ['body', 'amount'], msg: 'Is too large', type: 'too_big' },
          ],
        },
      },
    });
    const dialog = await open();
    fireEvent.click(dialog.getByRole('button', { name: 'Add charge' }));
    const form = within(dialog.getByRole('form', { name: 'New one-off charge' }));
    fireEvent.change(form.getByLabelText('Description'), { target: { value: 'Broken window' } });
    fireEvent.change(form.getByLabelText('Amount'), { target: { value: '120' } });
    fireEvent.change(form.getByLabelText('Due date'), { target: { value: '2030-01-01' } });
    fireEvent.click(form.getByRole('button', { name: 'Add charge' }));

    const dueDate = form.getByLabelText('Due date');
    await vi.waitFor(() => expect(dueDate.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(dueDate.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Must be within the lease term',
    );
    const amount = form.getByLabelText('Amount');
    expect(document.getElementById(amount.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Is too large',
    );
    expect(form.getByLabelText('Description').getAttribute('aria-invalid')).toBeNull();
    expect((form.getByLabelText('Description') as HTMLInputElement).value).toBe('Broken window');
    expect(api.writes()).toHaveLength(1);
  });

  it('checks the form before sending anything', async () => {
    const api = serve();
    const dialog = await open();
    fireEvent.click(dialog.getByRole('button', { name: 'Add charge' }));
    const form = within(dialog.getByRole('form', { name: 'New one-off charge' }));

    fireEvent.click(form.getByRole('button', { name: 'Add charge' }));

    expect(form.getByText('Description is required')).toBeTruthy();
    expect(form.getByText('Amount is required')).toBeTruthy();
    expect(api.writes()).toEqual([]);
  });

  it('says so when the statement cannot load', async () => {
    serve({ 'GET /api/leases/l1/statement': { status: 404, body: { detail: 'Lease not found' } } });
    renderWithProviders(<LeaseStatementDialog leaseId="l1" isOpen onClose={vi.fn()} />);
    expect((await screen.findByRole('alert')).textContent).toBe('Lease not found');
  });
});
