import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { toast, Toaster } from 'sonner';
import type { Lease } from '@astor/contract/leases';
import type { UnmatchedPayment } from '@astor/contract/rent-ledger';
import { fakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render-with-providers';
import { UnmatchedPaymentsPanel } from './unmatched-payments-panel';

const lease = (id: string, propertyId: string, address: string, tenant: string | null): Lease => ({
  id,
  property_id: propertyId,
  tenant_id: tenant ? `t-${id}` : null,
  lease_type: 'Residential',
  start_date: '2026-01-01',
  end_date: '2026-12-31',
  rent_amount_monthly: 1500,
  security_deposit: null,
  rent_due_day: 1,
  grace_period_days: 5,
  is_active: true,
  special_lease_terms: null,
  ledger_start_date: null,
  opening_balance: 0,
  property: { id: propertyId, address },
  tenant: tenant
    ? {
        id: `t-${id}`,
        first_name: tenant.split(' ')[0] ?? '',
        last_name: tenant.split(' ')[1] ?? '',
        company_name: null,
      }
    : null,
  created_at: '2026-01-01T00:00:00.000Z',
});

const LEASES = [
  lease('l1', 'p1', '12 Elm Street', 'Ada Lovelace'),
  lease('l2', 'p2', '4 Oak Avenue', 'Grace Hopper'),
  lease('l3', 'p1', '12 Elm Street', null),
];

const payment = (
  overrides: Partial<UnmatchedPayment> & Pick<UnmatchedPayment, 'income_id'>,
): UnmatchedPayment => ({
  date: '2026-03-02',
  amount: 1500,
  property_id: 'p1',
  property_address: '12 Elm Street',
  description: 'Zelle from A LOVELACE',
  entity: null,
  candidate_lease_ids: [],
  ...overrides,
});

function serve(payments: UnmatchedPayment[], routes: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({
    'GET /api/rent-payments/unmatched': { status: 200, body: payments },
    'GET /api/leases': { status: 200, body: LEASES },
    ...routes,
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

function renderPanel() {
  renderWithProviders(
    <>
      <UnmatchedPaymentsPanel />
      <Toaster />
    </>,
  );
}

const optionLabels = (select: HTMLElement) =>
  Array.from(select.querySelectorAll('optgroup')).map((group) => [
    group.label,
    Array.from(group.querySelectorAll('option')).map((option) => option.textContent),
  ]);

describe('UnmatchedPaymentsPanel', () => {
  afterEach(() => {
    toast.dismiss();
    cleanup();
    vi.unstubAllGlobals();
  });

  it("offers the server's suggestions first, then the property's leases, then the others", async () => {
    serve([payment({ income_id: 'i1', candidate_lease_ids: ['l3', 'l1'] })]);
    renderPanel();
    const item = (await screen.findByText('$1,500.00 on Mar 2, 2026')).closest('li') as HTMLElement;
    const select = within(item).getByLabelText('Lease');
    await within(item).findByRole('option', { name: /Grace Hopper/ });

    expect(optionLabels(select)).toEqual([
      [
        'Suggested',
        [
          'Ada Lovelace · 12 Elm Street · Jan 1, 2026 – Dec 31, 2026',
          'No tenant · 12 Elm Street · Jan 1, 2026 – Dec 31, 2026',
        ],
      ],
      ['Other leases', ['Grace Hopper · 4 Oak Avenue · Jan 1, 2026 – Dec 31, 2026']],
    ]);
    // Two suggestions: the landlord chooses.
    expect((select as HTMLSelectElement).value).toBe('');
  });

  it('assigns a payment to the lease chosen, with a single suggestion chosen already', async () => {
    const api = serve([payment({ income_id: 'i1', candidate_lease_ids: ['l1'] })], {
      'PATCH /api/incomes/i1': { status: 200, body: { id: 'i1', lease_id: 'l2' } },
    });
    renderPanel();
    const item = within((await screen.findByText('$1,500.00 on Mar 2, 2026')).closest('li') as HTMLElement);
    await item.findByRole('option', { name: /Grace Hopper/ });
    expect((item.getByLabelText('Lease') as HTMLSelectElement).value).toBe('l1');

    fireEvent.change(item.getByLabelText('Lease'), { target: { value: 'l2' } });
    fireEvent.click(item.getByRole('button', { name: 'Assign $1,500.00 on Mar 2, 2026' }));

    expect(await screen.findByText('Payment assigned to the lease')).toBeTruthy();
    expect(api.writes()).toEqual([{ method: 'PATCH', url: '/api/incomes/i1', body: { lease_id: 'l2' } }]);
  });

  it('asks for a lease before sending anything, and shows a refusal beside the payment', async () => {
    const api = serve([payment({ income_id: 'i1' })], {
      'PATCH /api/incomes/i1': { status: 422, body: { detail: 'The lease is not in force on Mar 2, 2026' } },
    });
    renderPanel();
    const item = within((await screen.findByText('$1,500.00 on Mar 2, 2026')).closest('li') as HTMLElement);
    await item.findByRole('option', { name: /Grace Hopper/ });

    fireEvent.click(item.getByRole('button', { name: /^Assign/ }));
    expect(item.getByRole('alert').textContent).toBe('Choose the lease this payment is for.');
    expect(api.writes()).toEqual([]);

    fireEvent.change(item.getByLabelText('Lease'), { target: { value: 'l1' } });
    fireEvent.click(item.getByRole('button', { name: /^Assign/ }));
    await vi.waitFor(() =>
      expect(item.getByRole('alert').textContent).toBe('The lease is not in force on Mar 2, 2026'),
    );
  });

  it('says when every rent payment is matched, without asking for the leases', async () => {
    const api = serve([]);
    renderPanel();
    expect(await screen.findByText('Every rent payment is matched to a lease.')).toBeTruthy();
    expect(api.callsTo('GET /api/leases')).toEqual([]);
  });
});
