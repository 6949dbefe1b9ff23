import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { fakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render-with-providers';
import { makeTenant } from '../testing/fixtures';
import { TenantsView } from './tenants-view';

const ADA = makeTenant({
  id: 't1',
  first_name: 'Ada',
  last_name: 'Lovelace',
  title: 'Engineer',
  email: 'ada@example.com',
  phone_number: '+1 (555) 010-2000',
  property_id: 'p1',
  property: { id: 'p1', address: '12 Elm Street' },
  lease: {
    id: 'l1',
    lease_type: 'Residential',
    rent_amount_monthly: 1250.5,
    start_date: '2026-01-01',
    end_date: '2026-12-31',
  },
});
const GRACE = makeTenant({ id: 't2', first_name: 'Grace', last_name: 'Hopper', status: 'late' });

function serve(tenants: unknown[], extra: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({ 'GET /api/tenants': { status: 200, body: tenants }, ...extra });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

const footer = () => screen.getByText(/^Showing \d+ of \d+ tenants$/).textContent;

describe('TenantsView', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows each tenant as a card with its facts and contact links', async () => {
    serve([ADA, GRACE]);
    renderWithProviders(<TenantsView />);

    const card = (await screen.findByRole('button', { name: 'Ada Lovelace' })).closest('article')!;
    const inCard = within(card as HTMLElement);
    expect(inCard.getByText('Engineer')).toBeTruthy();
    expect(inCard.getByText('12 Elm Street')).toBeTruthy();
    expect(inCard.getByText('$1,251')).toBeTruthy();
    expect(inCard.getByText('Dec 31, 2026')).toBeTruthy();
    expect(inCard.getByText('Current')).toBeTruthy();
    expect(inCard.getByRole('link', { name: 'Phone' }).getAttribute('href')).toBe('tel:+15550102000');
    expect(inCard.getByRole('link', { name: 'Email' }).getAttribute('href')).toBe('mailto:ada@example.com');
    // Grace has neither: the buttons are there, greyed out, and not links.
    const graceCard = within(
      screen.getByRole('button', { name: 'Grace Hopper' }).closest('article') as HTMLElement,
    );
    expect(graceCard.queryByRole('link')).toBeNull();
    expect(graceCard.getByText('Phone').closest('[aria-disabled="true"]')).toBeTruthy();
    expect(footer()).toBe('Showing 2 of 2 tenants');
  });

  it('shows a company tenant by its one name, on its card and in its detail, and finds it by that name', async () => {
    const company = makeTenant({
      id: 't9',
      first_name: '',
      last_name: '',
      company_name: 'Pedal & Pint Bicycle Co. LLC',
    });
    serve([ADA, company]);
    renderWithProviders(<TenantsView />);

    const card = (await screen.findByRole('button', { name: 'Pedal & Pint Bicycle Co. LLC' })).closest(
      'article',
    )!;
    expect(within(card as HTMLElement).getByText('PP')).toBeTruthy();
    fireEvent.change(screen.getByPlaceholderText(/search/i), { target: { value: 'bicycle' } });
    expect(footer()).toBe('Showing 1 of 2 tenants');

    fireEvent.click(screen.getByRole('button', { name: 'Pedal & Pint Bicycle Co. LLC' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Pedal & Pint Bicycle Co. LLC' })).toBeTruthy();
    expect(within(dialog).getByText('Company Name')).toBeTruthy();
    expect(within(dialog).queryByText('First Name')).toBeNull();
  });

  it('filters by status and searches by name, counting in the footer', async () => {
    serve([ADA, GRACE]);
    renderWithProviders(<TenantsView />);
    await screen.findByRole('button', { name: 'Ada Lovelace' });
    const filter = screen.getByRole('group', { name: 'Filter' });

    fireEvent.click(within(filter).getByRole('button', { name: 'Late' }));
    expect(within(filter).getByRole('button', { name: 'Late' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByRole('button', { name: 'Ada Lovelace' })).toBeNull();
    expect(footer()).toBe('Showing 1 of 2 tenants');

    fireEvent.click(within(filter).getByRole('button', { name: 'All' }));
    fireEvent.change(screen.getByPlaceholderText('Search tenants...'), { target: { value: 'love' } });
    expect(screen.queryByRole('button', { name: 'Grace Hopper' })).toBeNull();
    expect(footer()).toBe('Showing 1 of 2 tenants');
  });

  it('switches between grid and list views', async () => {
    serve([ADA]);
    renderWithProviders(<TenantsView />);
    await screen.findByRole('button', { name: 'Ada Lovelace' });
    expect(screen.getByRole('button', { name: 'Grid view' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByRole('table')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'List view' }));

    expect(screen.getByRole('button', { name: 'List view' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(screen.getByRole('table')).getByText('12 Elm Street')).toBeTruthy();
  });

  it('has an honest empty state with no tenants', async () => {
    serve([]);
    renderWithProviders(<TenantsView />);
    expect(await screen.findByText('No tenants yet')).toBeTruthy();
    expect(footer()).toBe('Showing 0 of 0 tenants');
  });

  it('opens the detail popup with its Information and Financials tabs', async () => {
    serve([ADA], {
      'GET /api/payments': {
        status: 200,
        body: [
          {
            id: 'pay1',
            tenant_id: 't1',
            lease_id: 'l1',
            property_id: 'p1',
            income_id: 'i1',
            amount: 1250.5,
            paid_date: '2026-03-01',
            method: 'Card',
            created_at: '2026-03-01T00:00:00.000Z',
          },
        ],
      },
      'GET /api/expenses': { status: 200, body: [] },
      'GET /api/leases/l1/deposit': {
        status: 200,
        body: {
          lease_id: 'l1',
          agreed: 1250.5,
          received: 0,
          deductions: 0,
          returned: 0,
          held: 0,
          entries: [],
          return_deadline: {
            state: null,
            move_out_date: '2026-12-31',
            due_date: null,
            rule: "The property has no state: check your state's law.",
            citation: null,
            note: 'Verify with your state: rules change and have conditions.',
          },
        },
      },
    });
    renderWithProviders(<TenantsView />);
    fireEvent.click(await screen.findByRole('button', { name: 'Ada Lovelace' }));

    const popup = within(screen.getByRole('dialog', { name: 'Ada Lovelace' }));
    expect(popup.getByRole('tab', { name: 'Information' }).getAttribute('aria-selected')).toBe('true');
    expect(popup.getByText('$1,250.50')).toBeTruthy();
    expect(popup.getByRole('link', { name: 'Send Message' }).getAttribute('href')).toBe(
      'mailto:ada@example.com',
    );

    fireEvent.click(popup.getByRole('tab', { name: 'Financials' }));

    const payments = await popup.findByRole('table', { name: 'Payments' });
    expect(within(payments).getByText('Mar 1, 2026')).toBeTruthy();
    expect(within(payments).getAllByText('$1,250.50')).toHaveLength(2);
    expect(await popup.findByText('No expenses recorded for this property yet.')).toBeTruthy();
    // The lease's security deposit comes first.
    const deposit = within(popup.getByRole('region', { name: 'Security deposit' }));
    expect(await deposit.findByText('No deposit recorded for this lease yet.')).toBeTruthy();
    expect(deposit.getByText('The lease sets a deposit of $1,250.50.')).toBeTruthy();
  });

  it('downloads the receipt of a payment from the Financials tab', async () => {
    const pdf = new TextEncoder().encode('%PDF-1.7');
    const api = serve([ADA], {
      'GET /api/payments': {
        status: 200,
        body: [
          {
            id: 'pay1',
            tenant_id: 't1',
            lease_id: 'l1',
            property_id: 'p1',
            income_id: 'i1',
            amount: 1250.5,
            paid_date: '2026-03-01',
            method: 'Card',
            created_at: '2026-03-01T00:00:00.000Z',
          },
        ],
      },
      'GET /api/expenses': { status: 200, body: [] },
      'GET /api/incomes/i1/receipt.pdf': new Response(pdf, {
        status: 200,
        headers: { 'Content-Type': 'application/pdf' },
      }),
    });
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:receipt');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicks: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this);
    });
    renderWithProviders(<TenantsView />);
    fireEvent.click(await screen.findByRole('button', { name: 'Ada Lovelace' }));
    const popup = within(screen.getByRole('dialog', { name: 'Ada Lovelace' }));
    fireEvent.click(popup.getByRole('tab', { name: 'Financials' }));

    fireEvent.click(
      await popup.findByRole('button', { name: 'Download receipt for $1,250.50 on Mar 1, 2026' }),
    );
    await vi.waitFor(() => expect(clicks).toHaveLength(1));
    expect(clicks[0]?.download).toBe('receipt-2026-03-01.pdf');
    expect(api.callsTo('GET /api/incomes/i1/receipt.pdf')).toHaveLength(1);
  });

  it('deletes a tenant only after the browser confirm', async () => {
    const api = serve([ADA], {
      'DELETE /api/tenants/t1': { status: 200, body: { message: 'Tenant successfully deleted' } },
    });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    renderWithProviders(<TenantsView />);
    fireEvent.click(await screen.findByRole('button', { name: 'Ada Lovelace' }));
    const popup = within(screen.getByRole('dialog'));

    fireEvent.click(popup.getByRole('button', { name: 'Delete Tenant' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this tenant?');
    expect(api.writes()).toEqual([]);

    fireEvent.click(popup.getByRole('button', { name: 'Delete Tenant' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.writes()).toMatchObject([{ method: 'DELETE', url: '/api/tenants/t1' }]);
  });

  it.each([
    [{ status: 404, body: { detail: 'Tenant not found' } }, 'Tenant not found'],
    [new TypeError('Failed to fetch'), 'Failed to delete tenant. Please try again.'],
  ])('shows a delete failure in the popup', async (reply, message) => {
    serve([ADA], { 'DELETE /api/tenants/t1': reply });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderWithProviders(<TenantsView />);
    fireEvent.click(await screen.findByRole('button', { name: 'Ada Lovelace' }));

    fireEvent.click(screen.getByRole('button', { name: 'Delete Tenant' }));

    expect((await within(screen.getByRole('dialog')).findByRole('alert')).textContent).toBe(message);
  });

  it('disables Send Message, Add Payment and Add Expense with a hint when the tenant lacks email and property', async () => {
    serve([GRACE]);
    renderWithProviders(<TenantsView />);
    fireEvent.click(await screen.findByRole('button', { name: 'Grace Hopper' }));
    const popup = within(screen.getByRole('dialog'));

    expect(popup.queryByRole('link', { name: 'Send Message' })).toBeNull();
    expect((popup.getByRole('button', { name: 'Add Payment' }) as HTMLButtonElement).disabled).toBe(true);
    expect((popup.getByRole('button', { name: 'Add Expense' }) as HTMLButtonElement).disabled).toBe(true);
    expect(popup.getByText(/Send Message needs an email address/)).toBeTruthy();
    // No lease, no statement.
    expect(popup.queryByRole('button', { name: 'Statement' })).toBeNull();
  });

  it("opens the statement of the tenant's active lease", async () => {
    const api = serve([ADA], {
      'GET /api/leases/l1/statement': {
        status: 200,
        body: {
          lease_id: 'l1',
          property_address: '12 Elm Street',
          tenant_names: 'Ada Lovelace',
          from: '2026-01-01',
          to: '2026-03-10',
          opening_balance: 0,
          lines: [],
          closing_balance: 0,
          credit: 0,
        },
      },
    });
    renderWithProviders(<TenantsView />);
    fireEvent.click(await screen.findByRole('button', { name: 'Ada Lovelace' }));
    fireEvent.click(screen.getByRole('button', { name: 'Statement' }));

    const statement = within(screen.getByRole('dialog', { name: 'Statement' }));
    expect(
      await statement.findByText('No charges or payments from Jan 1, 2026 – Mar 10, 2026.'),
    ).toBeTruthy();
    expect(api.callsTo('GET /api/leases/l1/statement')).toHaveLength(1);
  });

  it('records a payment against the active lease and the property', async () => {
    const api = serve([ADA], {
      'GET /api/payments': { status: 200, body: [] },
      'POST /api/payments': ({ body }) => ({
        status: 201,
        body: {
          id: 'pay1',
          income_id: 'i1',
          created_at: '2026-03-01T00:00:00.000Z',
          method: null,
          ...(body as object),
        },
      }),
    });
    renderWithProviders(<TenantsView />);
    fireEvent.click(await screen.findByRole('button', { name: 'Ada Lovelace' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add Payment' }));
    const form = within(screen.getByRole('dialog', { name: 'Add Payment' }));

    fireEvent.change(form.getByLabelText('Amount'), { target: { value: '1250.50' } });
    fireEvent.change(form.getByLabelText('Date'), { target: { value: '2026-03-01' } });
    fireEvent.change(form.getByLabelText('Method'), { target: { value: 'Card' } });
    fireEvent.click(form.getByRole('button', { name: 'Record Payment' }));

    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Payment' })).toBeNull());
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        url: '/api/payments',
        body: {
          tenant_id: 't1',
          lease_id: 'l1',
          property_id: 'p1',
          amount: 1250.5,
          paid_date: '2026-03-01',
          method: 'Card',
        },
      },
    ]);
  });
});
