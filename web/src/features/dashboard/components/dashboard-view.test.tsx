import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { fakeApi } from '@/testing/fake-api';
import { makeProperty } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render-with-providers';
import { makeSummary } from '../testing/fixtures';
import { DashboardView } from './dashboard-view';

// Leaflet is not what these tests look at (and needs a real layout): the map is a stub listing its input.
vi.mock('@/components/map/property-map', () => ({
  PropertyMap: ({ properties }: { properties: ReadonlyArray<{ address: string }> }) => (
    <ul data-testid="property-map">
      {properties.map((property) => (
        <li key={property.address}>{property.address}</li>
      ))}
    </ul>
  ),
}));

const SEEDED = makeSummary({
  monthly_revenue: 4250,
  ytd: 18420.5,
  revenue_trend: 12.5,
  monthly_income: 2650,
  monthly_expenses: 900,
  net_income: 1750,
  yoy_growth: -3,
  avg_per_property: 2125,
  target: 3200,
  properties: { total: 2, residential: 1, commercial: 1 },
  active_tenants: 3,
  new_tenants_this_month: 1,
  moving_out: 1,
  paid_rents: 1,
  late: 1,
  outstanding: 1600,
  revenue_vs_expenses: [
    { month: '2026-01', revenue: 1000, expenses: 200 },
    { month: '2026-02', revenue: 1200, expenses: 300 },
    { month: '2026-03', revenue: 0, expenses: 0 },
    { month: '2026-04', revenue: 2400, expenses: 150 },
    { month: '2026-05', revenue: 2355.56, expenses: 700 },
    { month: '2026-06', revenue: 2650, expenses: 900 },
  ],
  expense_breakdown: [
    {
      category: 'Maintenance',
      amount: 600,
      items: [
        { name: 'Roof repair', amount: 450 },
        { name: 'Plumbing', amount: 150 },
      ],
    },
    { category: 'Insurance', amount: 300, items: [{ name: 'Liability', amount: 300 }] },
  ],
  maintenance: { pending: 2, in_progress: 1, completed: 4 },
  upcoming_renewals: [
    {
      lease_id: 'l1',
      tenant: 'Ada Lovelace',
      property_id: 'p1',
      property_address: '12 Elm Street',
      end_date: '2026-06-30',
      rent_amount_monthly: 1600,
      days_left: 15,
    },
  ],
  tasks_today: [
    { kind: 'maintenance', title: 'Maintenance: Fix the boiler', property_id: 'p1', source_id: 'm1' },
  ],
});

const PROPERTIES = ['12 Elm Street', '9 Oak Avenue'].map((address, index) =>
  makeProperty({
    id: `p${index + 1}`,
    address,
    is_commercial: index === 1,
    latitude: 30.27,
    longitude: -97.74,
  }),
);

function serve(routes: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi(routes);
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

function renderDashboard() {
  return renderWithProviders(
    <Routes>
      <Route path="/dashboard" element={<DashboardView />} />
      <Route path="/dashboard/properties" element={<h1>Properties page</h1>} />
    </Routes>,
    { route: '/dashboard' },
  );
}

describe('DashboardView', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    window.sessionStorage.clear();
  });

  it('with zero properties shows the welcome overlay; its button leaves the marker and goes to Properties', async () => {
    const api = serve({ 'GET /api/dashboard/summary': { status: 200, body: makeSummary() } });
    renderDashboard();

    expect(await screen.findByRole('heading', { name: 'Welcome to Your Dashboard' })).toBeTruthy();
    expect(
      screen.getByText('Get started by adding your first property to unlock powerful management features.'),
    ).toBeTruthy();
    for (const title of [
      'Financial Tracking',
      'Tenant Management',
      'Payment Processing',
      'Property Insights',
    ]) {
      expect(screen.getByRole('heading', { name: title })).toBeTruthy();
    }
    expect(screen.queryByText('Monthly Revenue')).toBeNull();
    expect(api.calls[0]?.url).toMatch(/^\/api\/dashboard\/summary\?tz=.+/);

    fireEvent.click(screen.getByRole('button', { name: 'Add Your First Property' }));

    expect(window.sessionStorage.getItem('pendingAction')).toBe('addProperty');
    expect(await screen.findByRole('heading', { name: 'Properties page' })).toBeTruthy();
  });

  it('with properties shows the server figures in the cards, panels and map', async () => {
    serve({
      'GET /api/dashboard/summary': { status: 200, body: SEEDED },
      'GET /api/properties': { status: 200, body: PROPERTIES },
    });
    renderDashboard();

    expect((await screen.findByTestId('metric-monthly-revenue')).textContent).toBe('$4,250');
    expect(screen.getByTestId('metric-total-properties').textContent).toBe('2');
    expect(screen.getByTestId('metric-active-tenants').textContent).toBe('3');
    expect(screen.getByTestId('metric-paid-rents').textContent).toBe('1');

    const revenue = within(screen.getByRole('region', { name: 'Monthly Revenue' }));
    const trend = revenue.getByTestId('revenue-trend');
    expect(trend.textContent).toBe('+12.5%');
    expect(trend.className).toContain('positive');
    expect(revenue.getByText('vs last month')).toBeTruthy();
    expect(revenue.getByText('YTD')).toBeTruthy();
    expect(revenue.getByText('$18,421')).toBeTruthy();
    expect(revenue.getByText('Target: $3,200')).toBeTruthy();

    const properties = within(screen.getByRole('region', { name: 'Total Properties' }));
    expect(properties.getByText('Residential').nextElementSibling?.textContent).toBe('1');
    expect(properties.getByText('Commercial').nextElementSibling?.textContent).toBe('1');

    const tenants = within(screen.getByRole('region', { name: 'Active Tenants' }));
    expect(tenants.getByText('New this month').nextElementSibling?.textContent).toBe('1');
    expect(tenants.getByText('1 Moving out')).toBeTruthy();

    const rents = within(screen.getByRole('region', { name: 'Paid Rents' }));
    expect(rents.getByText('1 Late')).toBeTruthy();
    expect(rents.getByText('$1,600 Outstanding')).toBeTruthy();

    expect(screen.getByTestId('metric-net-income').textContent).toBe('$1,750');
    expect(screen.getByTestId('metric-yoy-growth').textContent).toBe('-3.0%');
    expect(screen.getByTestId('metric-avg-per-property').textContent).toBe('$2,125');

    const revenueChart = within(screen.getByRole('region', { name: 'Revenue vs Expenses' }));
    expect(revenueChart.getByText('Last 6 months')).toBeTruthy();

    const expenses = within(screen.getByRole('region', { name: 'Expense Breakdown' }));
    expect(expenses.getByText('Current month')).toBeTruthy();
    expect(expenses.getByTestId('expense-total').textContent).toBe('$900');
    const maintenanceRow = expenses.getByText('Maintenance').closest('li')!;
    expect(within(maintenanceRow).getByText('66.7%')).toBeTruthy();
    expect(within(maintenanceRow).getByText('Roof repair')).toBeTruthy();
    // docs/product.md#dashboard-charts: hovering a category row makes it the active category; leaving clears
    // it.
    fireEvent.mouseEnter(maintenanceRow);
    expect(maintenanceRow.getAttribute('data-active')).toBe('true');
    fireEvent.mouseLeave(maintenanceRow);
    expect(maintenanceRow.getAttribute('data-active')).toBe('false');

    expect(screen.getByTestId('maintenance-pending').textContent).toBe('2');
    expect(screen.getByTestId('maintenance-in_progress').textContent).toBe('1');
    expect(screen.getByTestId('maintenance-completed').textContent).toBe('4');

    const renewals = within(screen.getByRole('region', { name: 'Upcoming Renewals' }));
    expect(renewals.getByText('Next 30 days')).toBeTruthy();
    expect(renewals.getByText('Ada Lovelace')).toBeTruthy();
    expect(renewals.getByText('15 days')).toBeTruthy();

    const tasks = within(screen.getByRole('region', { name: 'Task Summary' }));
    expect(tasks.getByText("Today's overview")).toBeTruthy();
    expect(tasks.getByText('Maintenance: Fix the boiler')).toBeTruthy();

    const map = within(screen.getByRole('region', { name: 'Property Map' }));
    expect(await map.findByText('9 Oak Avenue')).toBeTruthy();
  });

  it('says so honestly when there is nothing to chart or list', async () => {
    serve({
      'GET /api/dashboard/summary': {
        status: 200,
        body: makeSummary({ properties: { total: 1, residential: 1, commercial: 0 } }),
      },
      'GET /api/properties': { status: 200, body: PROPERTIES.slice(0, 1) },
    });
    renderDashboard();

    expect(await screen.findByText('No expenses recorded this month.')).toBeTruthy();
    expect(screen.getByText('No income or expenses recorded in the last 6 months.')).toBeTruthy();
    expect(screen.getByText('No maintenance requests yet.')).toBeTruthy();
    expect(screen.getByText('No leases end in the next 30 days.')).toBeTruthy();
    expect(screen.getByText('Nothing scheduled for today.')).toBeTruthy();
    expect(screen.getByText('Target: $0')).toBeTruthy();
    expect(screen.getByText('0 Moving out')).toBeTruthy();
    expect(screen.getByText('0 Late')).toBeTruthy();
    expect(screen.getByText('$0 Outstanding')).toBeTruthy();
    expect(screen.getByTestId('revenue-trend').textContent).toBe('0.0%');
  });

  it('shows the failure with a retry that loads the dashboard', async () => {
    let replies = 0;
    serve({
      'GET /api/dashboard/summary': () =>
        replies++ === 0
          ? { status: 500, body: { detail: 'Internal Server Error' } }
          : { status: 200, body: makeSummary() },
    });
    renderDashboard();

    expect((await screen.findByRole('alert')).textContent).toBe('Internal Server Error');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { name: 'Welcome to Your Dashboard' })).toBeTruthy();
  });
});
