import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { toast, Toaster } from 'sonner';
import { fakeApi } from '@/testing/fake-api';
import { PROPERTY } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render-with-providers';
import { makePage, makeRow } from '../testing/fixtures';
import { LedgerPanel } from './ledger-panel';

const RENT = makeRow({
  type: 'income',
  record_id: 'i1',
  transaction_date: '2026-03-01',
  description: 'March rent',
  category: 'Rent',
  entity: 'Ada Lovelace',
  amount: 1250,
  bank_account: 'Company savings',
  method: 'Card',
});
const REPAIR = makeRow({
  type: 'expense',
  record_id: 'e1',
  transaction_date: '2026-03-04',
  description: 'Boiler repair',
  amount: -1342.5,
});
const TAX = makeRow({ type: 'expense', record_id: 'e2', description: 'County tax', amount: -99.99 });
const ROWS = [RENT, REPAIR, TAX];

function serve(routes: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({
    'GET /api/transactions': { status: 200, body: makePage(ROWS) },
    'GET /api/properties': { status: 200, body: [PROPERTY] },
    ...routes,
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

function renderLedger() {
  return renderWithProviders(
    <>
      <LedgerPanel />
      <Toaster />
    </>,
  );
}

const table = () => screen.getByRole('table');
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('LedgerPanel', () => {
  afterEach(() => {
    // Sonner keeps its toasts in a module store; a toast of one test must not show in the next.
    toast.dismiss();
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the summary boxes and the rows in the ledger format, N/A for empty cells', async () => {
    serve();
    renderLedger();
    await screen.findByText('March rent');

    const box = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
    expect(box('Total Income')).toBe('$1,250.00');
    expect(box('Total Expenses')).toBe('$1,442.49');
    expect(box('Net')).toBe('($192.49)');
    expect(box('Score')).toBe('Review');

    const headers = within(table())
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Select all',
      'Date',
      'Description',
      'Property',
      'Category',
      'Entity',
      'Amount',
      'Bank account',
      'Method',
      'Actions',
    ]);
    expect(
      within(rowOf('March rent'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Select March rent on Mar 1, 2026',
      'Mar 1, 2026',
      'March rent',
      '12 Elm Street',
      'Rent',
      'Ada Lovelace',
      '$1,250.00',
      'Company savings',
      'Card',
      '⋯',
    ]);
    const repair = within(rowOf('Boiler repair'));
    expect(repair.getByText('($1,342.50)')).toBeTruthy();
    expect(repair.getAllByText('N/A')).toHaveLength(4);
    expect(screen.getByText('Showing 1–3 of 3')).toBeTruthy();
  });

  it('sends the search, debounced, and the summary follows it', async () => {
    const api = serve({
      'GET /api/transactions': ({ url }) =>
        url.includes('q=rent')
          ? { status: 200, body: makePage([RENT]) }
          : { status: 200, body: makePage(ROWS) },
    });
    renderLedger();
    await screen.findByText('Boiler repair');

    const search = screen.getByPlaceholderText('Search transactions...');
    fireEvent.change(search, { target: { value: 'r' } });
    fireEvent.change(search, { target: { value: 'rent' } });

    await vi.waitFor(() => expect(screen.queryByText('Boiler repair')).toBeNull());
    expect(screen.getByText('Total Expenses').nextElementSibling?.textContent).toBe('$0.00');
    expect(screen.getByText('Score').nextElementSibling?.textContent).toBe('Good');
    // One request for the typed word, none for the keystroke before it.
    expect(api.queries('/api/transactions').map((query) => query.q)).toEqual([undefined, 'rent']);
    expect(api.queries('/api/transactions')[1]).toMatchObject({ limit: '50', offset: '0' });
  });

  it('sorts the whole ledger by a clicked column, turns it round on a second click, and filters by category', async () => {
    const api = serve();
    renderLedger();
    await screen.findByText('March rent');
    const header = (name: string) => screen.getByRole('columnheader', { name });
    expect(header('Date').getAttribute('aria-sort')).toBe('descending');
    expect(header('Property').getAttribute('aria-sort')).toBe('none');

    fireEvent.click(screen.getByRole('button', { name: 'Property' }));
    await vi.waitFor(() =>
      expect(api.queries('/api/transactions').at(-1)).toMatchObject({ sort: 'property', order: 'asc' }),
    );
    expect(header('Property').getAttribute('aria-sort')).toBe('ascending');
    expect(header('Date').getAttribute('aria-sort')).toBe('none');

    fireEvent.click(screen.getByRole('button', { name: 'Property' }));
    await vi.waitFor(() =>
      expect(api.queries('/api/transactions').at(-1)).toMatchObject({ sort: 'property', order: 'desc' }),
    );

    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'Repairs' } });
    await vi.waitFor(() =>
      expect(api.queries('/api/transactions').at(-1)).toMatchObject({
        category: 'Repairs',
        sort: 'property',
        order: 'desc',
        offset: '0',
      }),
    );
    expect(screen.getByRole('button', { name: 'Clear' })).toBeTruthy();
  });

  it('pages 50 rows at a time with Previous and Next', async () => {
    const api = serve({
      'GET /api/transactions': ({ url }) => ({
        status: 200,
        body: makePage(url.includes('offset=50') ? [TAX] : [RENT, REPAIR], { total: 51 }),
      }),
    });
    renderLedger();
    expect(await screen.findByText('Showing 1–2 of 51')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText('Showing 51–51 of 51')).toBeTruthy();
    expect(screen.getByText('County tax')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    expect(api.queries('/api/transactions').at(-1)).toMatchObject({ limit: '50', offset: '50' });
  });

  it('starts a new search on the first page, and clearing it does not bring the old page back', async () => {
    const api = serve({
      'GET /api/transactions': ({ url }) => ({
        status: 200,
        body: makePage(url.includes('offset=50') ? [TAX] : [RENT, REPAIR], { total: 51 }),
      }),
    });
    renderLedger();
    await screen.findByText('Showing 1–2 of 51');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Showing 51–51 of 51');
    const search = screen.getByPlaceholderText('Search transactions...');

    fireEvent.change(search, { target: { value: 'rent' } });
    await vi.waitFor(() =>
      expect(api.queries('/api/transactions').at(-1)).toMatchObject({ q: 'rent', offset: '0' }),
    );
    fireEvent.change(search, { target: { value: '' } });

    await vi.waitFor(() =>
      expect(api.queries('/api/transactions').at(-1)).toEqual({ limit: '50', offset: '0' }),
    );
    expect(await screen.findByText('Showing 1–2 of 51')).toBeTruthy();
  });

  it('deletes every row of the page after the confirm: one call per row, then the bulk toast', async () => {
    const api = serve({
      'DELETE /api/incomes/i1': { status: 200, body: { message: 'Income deleted' } },
      'DELETE /api/expenses/e1': { status: 200, body: { message: 'Expense deleted' } },
      'DELETE /api/expenses/e2': { status: 200, body: { message: 'Expense deleted' } },
    });
    renderLedger();
    await screen.findByText('March rent');
    expect(screen.queryByRole('button', { name: /Delete Selected/ })).toBeNull();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));

    const checkboxes = within(table()).getAllByRole('checkbox') as HTMLInputElement[];
    expect(checkboxes.every((checkbox) => checkbox.checked)).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Selected (3)' }));
    const dialog = within(screen.getByRole('dialog'));
    expect(
      dialog.getByText(
        'Are you sure you want to delete 3 selected transaction(s)? This action cannot be undone.',
      ),
    ).toBeTruthy();
    expect(api.writes()).toEqual([]);

    fireEvent.click(dialog.getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Successfully deleted 3 transactions')).toBeTruthy();
    expect(
      api
        .writes()
        .map((call) => `${call.method} ${call.url}`)
        .sort(),
    ).toEqual(['DELETE /api/expenses/e1', 'DELETE /api/expenses/e2', 'DELETE /api/incomes/i1']);
    expect(screen.queryByRole('dialog')).toBeNull();
    // The ledger was asked again.
    await vi.waitFor(() => expect(api.queries('/api/transactions').length).toBeGreaterThan(1));
  });

  it('clears the page with the header checkbox when all rows are selected', async () => {
    serve();
    renderLedger();
    await screen.findByText('March rent');
    const selectAll = screen.getByRole('checkbox', { name: 'Select all' }) as HTMLInputElement;

    fireEvent.click(within(rowOf('March rent')).getByRole('checkbox'));
    expect(selectAll.indeterminate).toBe(true);
    expect(screen.getByRole('button', { name: 'Delete Selected (1)' })).toBeTruthy();
    fireEvent.click(selectAll);
    expect(selectAll.checked).toBe(true);
    fireEvent.click(selectAll);

    expect(selectAll.checked).toBe(false);
    expect(screen.queryByRole('button', { name: /Delete Selected/ })).toBeNull();
  });

  it('says some failed when any call of a bulk delete fails', async () => {
    const api = serve({
      'DELETE /api/incomes/i1': { status: 200, body: { message: 'Income deleted' } },
      'DELETE /api/expenses/e1': { status: 500, body: { detail: 'Internal Server Error' } },
    });
    renderLedger();
    await screen.findByText('March rent');
    fireEvent.click(within(rowOf('March rent')).getByRole('checkbox'));
    fireEvent.click(within(rowOf('Boiler repair')).getByRole('checkbox'));

    fireEvent.click(screen.getByRole('button', { name: 'Delete Selected (2)' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Failed to delete some transactions')).toBeTruthy();
    expect(api.writes()).toHaveLength(2);
  });

  it.each([
    [{ status: 200, body: { message: 'Expense deleted' } }, 'Transaction deleted successfully'],
    [{ status: 404, body: { detail: 'Expense not found' } }, 'Failed to delete transaction'],
  ])('deletes one row from its menu', async (reply, message) => {
    const api = serve({ 'DELETE /api/expenses/e1': reply });
    renderLedger();
    await screen.findByText('Boiler repair');

    fireEvent.click(within(rowOf('Boiler repair')).getByRole('button', { name: 'Row actions' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = within(screen.getByRole('dialog'));
    expect(
      dialog.getByText(
        'Are you sure you want to delete 1 selected transaction(s)? This action cannot be undone.',
      ),
    ).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText(message)).toBeTruthy();
    expect(api.writes()).toMatchObject([{ method: 'DELETE', url: '/api/expenses/e1' }]);
  });

  it('sends nothing when the confirm is cancelled', async () => {
    const api = serve();
    renderLedger();
    await screen.findByText('Boiler repair');
    fireEvent.click(within(rowOf('Boiler repair')).getByRole('button', { name: 'Row actions' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));

    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.writes()).toEqual([]);
  });

  it('downloads the CSV export for the chosen property and dates, with the bearer client', async () => {
    const csv = 'id,type,date,description,entity,category,amount\n';
    const api = serve({ 'GET /api/transactions/export.csv': { status: 200, text: csv } });
    const saved: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => (saved.push(blob), 'blob:export'));
    URL.revokeObjectURL = vi.fn();
    const links: string[][] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      links.push([this.href, this.download]);
    });
    renderLedger();
    await screen.findByRole('option', { name: '12 Elm Street' });
    fireEvent.change(screen.getByLabelText('Property'), { target: { value: 'p1' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-01-01' } });

    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));

    await vi.waitFor(() => expect(links).toEqual([['blob:export', 'astor-transactions.csv']]));
    expect(await saved[0]?.text()).toBe(csv);
    expect(api.queries('/api/transactions/export.csv')).toEqual([{ property_id: 'p1', from: '2026-01-01' }]);
    click.mockRestore();
  });

  it('shows the documented message when the ledger cannot load', async () => {
    serve({ 'GET /api/transactions': { status: 500, body: { detail: 'Internal Server Error' } } });
    renderLedger();
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to fetch transactions');
  });

  it('has an honest empty state', async () => {
    serve({ 'GET /api/transactions': { status: 200, body: makePage([]) } });
    renderLedger();
    expect(await screen.findByText('No transactions yet.')).toBeTruthy();
    expect(screen.getByText('Score').nextElementSibling?.textContent).toBe('Good');
  });

  it('shows each amount in its own currency, never converted', async () => {
    const rows = [
      makeRow({ type: 'expense', record_id: 'e7', description: 'Hinges', amount: -21.6, currency: 'GBP' }),
      makeRow({ type: 'income', record_id: 'i7', description: 'Deposit', amount: 300, currency: 'EUR' }),
      makeRow({
        type: 'expense',
        record_id: 'e8',
        description: 'Snow removal',
        amount: -80,
        currency: 'CAD',
      }),
    ];
    serve({ 'GET /api/transactions': { status: 200, body: makePage(rows) } });
    renderLedger();
    await screen.findByText('Hinges');
    const amount = (text: string) => within(rowOf(text)).getAllByRole('cell')[6]?.textContent;
    expect(amount('Hinges')).toBe('(£21.60)');
    expect(amount('Deposit')).toBe('€300.00');
    expect(amount('Snow removal')).toBe('(CA$80.00)');
  });
});
