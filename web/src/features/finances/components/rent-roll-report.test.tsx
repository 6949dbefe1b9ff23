import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { LeaseStatement } from '@astor/contract/rent-ledger';
import { todayIso } from '@/lib/format';
import { fakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render-with-providers';
import { makeRentRoll, makeRentRollRow } from '../testing/fixtures';
import { RentRollReport } from './rent-roll-report';

const PAID = makeRentRollRow({ lease_id: 'l1' });
const LATE = makeRentRollRow({
  lease_id: 'l2',
  property_id: 'p2',
  property_address: '4 Oak Avenue',
  tenant_names: 'Grace Hopper, Alan Turing',
  rent: 2400,
  charged: 4850,
  paid: 2400,
  balance: 2450,
  status: 'late',
  days_late: 12,
  aging: { current: 50, d1_30: 2400, d31_60: 0, d61_90: 0, d90_plus: 0 },
});
const AHEAD = makeRentRollRow({
  lease_id: 'l3',
  property_address: '9 Pine Road',
  tenant_names: '',
  rent: 800,
  charged: 800,
  paid: 1000,
  balance: -200,
});

const STATEMENT: LeaseStatement = {
  lease_id: 'l2',
  property_address: '4 Oak Avenue',
  tenant_names: 'Grace Hopper, Alan Turing',
  from: '2026-02-01',
  to: '2026-03-10',
  opening_balance: 0,
  lines: [],
  closing_balance: 2450,
  credit: 0,
  tracked_from: null,
  payments_before_tracking: [],
};

function serve(routes: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({
    'GET /api/reports/rent-roll': ({ url }) => ({
      status: 200,
      body: makeRentRoll([PAID, LATE, AHEAD], new URL(url, 'http://test').searchParams.get('as_of') ?? ''),
    }),
    'GET /api/rent-payments/unmatched': { status: 200, body: [] },
    ...routes,
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

const table = async () => within(await screen.findByRole('table', { name: /^Rent roll as of/ }));
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('RentRollReport', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("shows today's roll: money, status, days late, aging by lease, and the totals", async () => {
    const api = serve();
    renderWithProviders(<RentRollReport />);
    const roll = await table();

    expect(api.queries('/api/reports/rent-roll')).toEqual([{ as_of: todayIso() }]);
    expect(
      within(roll.getAllByRole('rowgroup')[0] as HTMLElement)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Property',
      'Tenants',
      'Rent',
      'Charged',
      'Paid',
      'Balance',
      'Status',
      'Days late',
      'Unpaid by age',
      'Statement',
      'Current',
      '1–30 days',
      '31–60 days',
      '61–90 days',
      '90+ days',
    ]);
    const late = roll.getByRole('rowheader', { name: '4 Oak Avenue' }).closest('tr') as HTMLElement;
    expect(cellsOf(late)).toEqual([
      'Grace Hopper, Alan Turing',
      '$2,400.00',
      '$4,850.00',
      '$2,400.00',
      '$2,450.00',
      'Late',
      '12 days',
      '$50.00',
      '$2,400.00',
      '$0.00',
      '$0.00',
      '$0.00',
      'Statement',
    ]);
    const paid = roll.getByRole('rowheader', { name: '12 Elm Street' }).closest('tr') as HTMLElement;
    expect(cellsOf(paid).slice(4, 7)).toEqual(['$0.00', 'Paid', '–']);
    // A credit (paid ahead) is in parentheses, as in the ledger; a lease without tenants says so.
    const ahead = roll.getByRole('rowheader', { name: '9 Pine Road' }).closest('tr') as HTMLElement;
    expect(cellsOf(ahead).slice(0, 5)).toEqual(['No tenant', '$800.00', '$800.00', '$1,000.00', '($200.00)']);
    const totals = roll.getByRole('rowheader', { name: 'Total' }).closest('tr') as HTMLElement;
    expect(cellsOf(totals)).toEqual([
      '$4,700.00',
      '$7,150.00',
      '$4,900.00',
      '$2,250.00',
      '',
      '',
      '$50.00',
      '$2,400.00',
      '$0.00',
      '$0.00',
      '$0.00',
      '',
    ]);
  });

  it('shows the same leases as cards for a phone, each with its status and statement', async () => {
    serve();
    renderWithProviders(<RentRollReport />);
    const cards = within(await screen.findByRole('list', { name: /^Rent roll as of/ }));
    const card = cards.getByText('4 Oak Avenue').closest('li') as HTMLElement;
    expect(within(card).getByText('Late')).toBeTruthy();
    expect(within(card).getByText('Balance').nextElementSibling?.textContent).toBe('$2,450.00');
    expect(within(card).getByText('1–30 days').nextElementSibling?.textContent).toBe('$2,400.00');
    expect(within(card).getByRole('button', { name: 'Statement for 4 Oak Avenue' })).toBeTruthy();
    const totals = within(screen.getByRole('region', { name: 'Rent roll totals' }));
    expect(totals.getByText('Paid').nextElementSibling?.textContent).toBe('$4,900.00');
  });

  it('asks for the roll of the day chosen in As of', async () => {
    const api = serve();
    renderWithProviders(<RentRollReport />);
    await table();

    fireEvent.change(screen.getByLabelText('As of'), { target: { value: '2026-01-31' } });

    await vi.waitFor(() =>
      expect(api.queries('/api/reports/rent-roll').map((query) => query.as_of)).toEqual([
        todayIso(),
        '2026-01-31',
      ]),
    );
    expect(await screen.findByRole('table', { name: 'Rent roll as of Jan 31, 2026' })).toBeTruthy();
  });

  it('exports the CSV of the chosen day through the bearer client', async () => {
    const csv = 'property,tenants,rent\n';
    const api = serve({ 'GET /api/reports/rent-roll.csv': { status: 200, text: csv } });
    const saved: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => (saved.push(blob), 'blob:rent-roll'));
    URL.revokeObjectURL = vi.fn();
    const links: string[][] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      links.push([this.href, this.download]);
    });
    renderWithProviders(<RentRollReport />);
    await table();
    fireEvent.change(screen.getByLabelText('As of'), { target: { value: '2026-02-28' } });

    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));

    await vi.waitFor(() => expect(links).toEqual([['blob:rent-roll', 'astor-rent-roll-2026-02-28.csv']]));
    expect(await saved[0]?.text()).toBe(csv);
    expect(api.queries('/api/reports/rent-roll.csv')).toEqual([{ as_of: '2026-02-28' }]);
  });

  it("opens a lease's statement from its row", async () => {
    const api = serve({ 'GET /api/leases/l2/statement': { status: 200, body: STATEMENT } });
    renderWithProviders(<RentRollReport />);
    const roll = await table();

    fireEvent.click(roll.getByRole('button', { name: 'Statement for 4 Oak Avenue' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Statement' }));
    expect(await dialog.findByText('4 Oak Avenue · Grace Hopper, Alan Turing')).toBeTruthy();
    expect(api.callsTo('GET /api/leases/l2/statement')).toHaveLength(1);
  });

  it('says when no lease is in force, and when the roll cannot load', async () => {
    serve({ 'GET /api/reports/rent-roll': { status: 200, body: makeRentRoll([]) } });
    renderWithProviders(<RentRollReport />);
    expect(await screen.findByText(/^No leases in force on /)).toBeTruthy();
    cleanup();

    serve({ 'GET /api/reports/rent-roll': { status: 500, body: { detail: 'Internal Server Error' } } });
    renderWithProviders(<RentRollReport />);
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to fetch the rent roll.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
