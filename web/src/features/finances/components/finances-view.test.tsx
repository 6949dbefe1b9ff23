import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { SCHEDULE_E_EXPENSE_LINES } from '@astor/contract/categories';
import type { ScheduleEReport } from '@astor/contract/ledger';
import { fakeApi } from '@/testing/fake-api';
import { PROPERTY } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render-with-providers';
import { makePage, makeRentRoll, makeRentRollRow } from '../testing/fixtures';
import { FinancesView } from './finances-view';

const zero = Object.fromEntries(SCHEDULE_E_EXPENSE_LINES.map((line) => [line, 0]));
const column = {
  income: { Rent: 1200, 'Late fees': 0, Other: 0 },
  expenses: { ...zero, Repairs: 300.5 },
  total_income: 1200,
  total_expenses: 300.5,
  net: 899.5,
};
const REPORT = (year: number): ScheduleEReport => ({
  year,
  properties: [{ property_id: 'p1', address: '12 Elm Street', ...column }],
  totals: column,
});

function serve() {
  const api = fakeApi({
    'GET /api/transactions': { status: 200, body: makePage([]) },
    'GET /api/properties': { status: 200, body: [PROPERTY] },
    'GET /api/reports/rent-roll': { status: 200, body: makeRentRoll([makeRentRollRow({ lease_id: 'l1' })]) },
    'GET /api/rent-payments/unmatched': { status: 200, body: [] },
    'GET /api/reports/schedule-e': ({ url }) => ({
      status: 200,
      body: REPORT(Number(new URL(url, 'http://test').searchParams.get('year'))),
    }),
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

describe('FinancesView', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('opens on the ledger; the Reports tab opens on the rent roll', async () => {
    const api = serve();
    renderWithProviders(<FinancesView />);

    expect(screen.getByRole('heading', { level: 1, name: 'Finances' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Ledger' }).getAttribute('aria-selected')).toBe('true');
    await screen.findByText('No transactions yet.');

    fireEvent.click(screen.getByRole('tab', { name: 'Reports' }));

    expect(screen.getByRole('tab', { name: 'Rent roll' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('table', { name: /^Rent roll as of/ })).toBeTruthy();
    expect(await screen.findByText('Every rent payment is matched to a lease.')).toBeTruthy();
    expect(api.callsTo('GET /api/reports/schedule-e')).toEqual([]);
  });

  it('shows the Schedule E report beside the rent roll, by year', async () => {
    const api = serve();
    renderWithProviders(<FinancesView />);
    fireEvent.click(screen.getByRole('tab', { name: 'Reports' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Schedule E' }));

    const report = within(await screen.findByRole('table'));
    const [head] = report.getAllByRole('rowgroup');
    expect(
      within(head as HTMLElement)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Line', '12 Elm Street', 'Total']);
    const cells = (label: string) =>
      within(report.getByRole('rowheader', { name: label }).closest('tr') as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells('Rent')).toEqual(['$1,200.00', '$1,200.00']);
    expect(cells('Repairs')).toEqual(['$300.50', '$300.50']);
    expect(cells('Net')).toEqual(['$899.50', '$899.50']);
    expect(report.getAllByRole('row').at(-1)?.textContent).toContain('Net');

    const year = screen.getByLabelText('Year') as HTMLSelectElement;
    const thisYear = new Date().getFullYear();
    expect(Array.from(year.options).map((option) => Number(option.value))).toEqual(
      [0, 1, 2, 3, 4, 5].map((back) => thisYear - back),
    );
    fireEvent.change(year, { target: { value: String(thisYear - 2) } });
    await vi.waitFor(() =>
      expect(api.queries('/api/reports/schedule-e').map((query) => query.year)).toEqual([
        String(thisYear),
        String(thisYear - 2),
      ]),
    );
  });
});
