import type { DashboardSummary } from '@astor/contract/dashboard';
import { cn } from '@/lib/cn';
import { formatMoneyWhole } from '@/lib/format';
import { formatPercentChange, isPositiveChange } from '../lib/dashboard-labels';

/** docs/product.md#dashboard-charts: the sub-metric cards Net Income, YoY Growth and Avg. per Property. */
export function SubMetricCards({ summary }: { summary: DashboardSummary }) {
  return (
    <div className="grid gap-4 sm:grid-cols-3 lg:grid-cols-1">
      <SubMetric
        title="Net Income"
        value={formatMoneyWhole(summary.net_income)}
        note="This month's income minus expenses"
        tone={summary.net_income < 0 ? 'negative' : 'neutral'}
        testId="metric-net-income"
      />
      <SubMetric
        title="YoY Growth"
        value={formatPercentChange(summary.yoy_growth)}
        note="Income this year to date vs the same period last year"
        tone={
          // Null when last year had no income to compare with: "-", neither up nor down.
          summary.yoy_growth === null
            ? 'neutral'
            : isPositiveChange(summary.yoy_growth)
              ? 'positive'
              : 'negative'
        }
        testId="metric-yoy-growth"
      />
      <SubMetric
        title="Avg. per Property"
        value={formatMoneyWhole(summary.avg_per_property)}
        note="Monthly revenue divided by properties"
        tone="neutral"
        testId="metric-avg-per-property"
      />
    </div>
  );
}

function SubMetric({
  title,
  value,
  note,
  tone,
  testId,
}: {
  title: string;
  value: string;
  note: string;
  tone: 'positive' | 'negative' | 'neutral';
  testId: string;
}) {
  return (
    <section aria-label={title} className="rounded-xl border border-slate-200 bg-white px-5 py-4 shadow-xs">
      <h2 className="text-sm font-medium text-slate-500">{title}</h2>
      <p
        data-testid={testId}
        className={cn(
          'mt-1 text-2xl font-semibold tracking-tight',
          tone === 'positive' && 'positive text-emerald-700',
          tone === 'negative' && 'negative text-red-600',
          tone === 'neutral' && 'text-slate-900',
        )}
      >
        {value}
      </p>
      <p className="mt-0.5 text-xs text-slate-500">{note}</p>
    </section>
  );
}
