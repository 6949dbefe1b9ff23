import type { DashboardSummary } from '@astor/contract/dashboard';

/** A summary of an account with nothing in it; tests override what they look at. */
export function makeSummary(overrides: Partial<DashboardSummary> = {}): DashboardSummary {
  return {
    today: '2026-06-15',
    month: '2026-06',
    monthly_revenue: 0,
    ytd: 0,
    revenue_trend: 0,
    monthly_income: 0,
    monthly_expenses: 0,
    net_income: 0,
    yoy_growth: 0,
    avg_per_property: 0,
    target: 0,
    properties: { total: 0, residential: 0, commercial: 0 },
    active_tenants: 0,
    new_tenants_this_month: 0,
    moving_out: 0,
    paid_rents: 0,
    late: 0,
    outstanding: 0,
    revenue_vs_expenses: ['2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06'].map((month) => ({
      month,
      revenue: 0,
      expenses: 0,
    })),
    expense_breakdown: [],
    maintenance: { pending: 0, in_progress: 0, completed: 0 },
    upcoming_renewals: [],
    tasks_today: [],
    ...overrides,
  };
}
