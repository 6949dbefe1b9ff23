import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { getErrorDetail } from '@/lib/api-client';
import { useDashboardSummary } from '../api/get-dashboard-summary';
import { getBrowserTimeZone } from '../lib/time-zone';
import { DashboardEmptyState } from './dashboard-empty-state';
import { ExpenseBreakdown } from './expense-breakdown';
import { MaintenanceOverview } from './maintenance-overview';
import { MetricCards } from './metric-cards';
import { PropertyMapSection } from './property-map-section';
import { RevenueExpensesChart } from './revenue-expenses-chart';
import { SubMetricCards } from './sub-metric-cards';
import { TaskSummary } from './task-summary';
import { UpcomingRenewals } from './upcoming-renewals';

/**
 * docs/product.md#empty-dashboard: the welcome overlay with zero properties, otherwise the metrics dashboard
 * and the map. Every figure is the server's, computed for the browser's time zone.
 */
export function DashboardView() {
  const summaryQuery = useDashboardSummary(getBrowserTimeZone());

  if (summaryQuery.isPending) return <DashboardSkeleton />;

  if (summaryQuery.isError) {
    return (
      <section className="mx-auto max-w-7xl space-y-3">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Dashboard</h1>
        <FormError message={getErrorDetail(summaryQuery.error) ?? 'Failed to load the dashboard.'} />
        <Button variant="secondary" onClick={() => void summaryQuery.refetch()}>
          Try again
        </Button>
      </section>
    );
  }

  const summary = summaryQuery.data;
  if (summary.properties.total === 0) {
    return (
      <div className="mx-auto max-w-7xl">
        <DashboardEmptyState />
      </div>
    );
  }

  return (
    <section className="mx-auto max-w-7xl space-y-6">
      <h1 className="sr-only">Dashboard</h1>
      <MetricCards summary={summary} />

      <div className="grid gap-6 lg:grid-cols-3">
        <RevenueExpensesChart
          series={summary.revenue_vs_expenses}
          monthlyIncome={summary.monthly_income}
          monthlyExpenses={summary.monthly_expenses}
          className="lg:col-span-2"
        />
        <SubMetricCards summary={summary} />
      </div>

      <div className="grid gap-6 lg:grid-cols-3">
        <ExpenseBreakdown breakdown={summary.expense_breakdown} className="lg:col-span-2" />
        <MaintenanceOverview counts={summary.maintenance} />
      </div>

      <div className="grid gap-6 lg:grid-cols-3">
        <UpcomingRenewals renewals={summary.upcoming_renewals} className="lg:col-span-2" />
        <TaskSummary tasks={summary.tasks_today} />
      </div>

      <PropertyMapSection />
    </section>
  );
}

/** The loading state: 'Loading...' for screen readers and the dashboard's outline as skeletons. */
function DashboardSkeleton() {
  const block = 'animate-pulse rounded-xl border border-slate-200 bg-white';
  return (
    <section className="mx-auto max-w-7xl space-y-6" aria-busy="true">
      <p role="status" className="text-sm text-slate-500">
        Loading...
      </p>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {[0, 1, 2, 3].map((index) => (
          <div key={index} className={`${block} h-40`} />
        ))}
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className={`${block} h-72 lg:col-span-2`} />
        <div className={`${block} h-72`} />
      </div>
    </section>
  );
}
