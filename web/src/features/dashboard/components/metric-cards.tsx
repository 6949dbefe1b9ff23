import type { ReactNode } from 'react';
import { Building, CreditCard, TrendingDown, TrendingUp, Users, Wallet, type LucideIcon } from 'lucide-react';
import type { DashboardSummary } from '@astor/contract/dashboard';
import { cn } from '@/lib/cn';
import { formatMoneyWhole } from '@/lib/format';
import { formatPercentChange, isPositiveChange } from '../lib/dashboard-labels';

/** docs/product.md#metric-cards: the four metric cards, from the server's figures. */
export function MetricCards({ summary }: { summary: DashboardSummary }) {
  const isTrendPositive = isPositiveChange(summary.revenue_trend);
  const TrendIcon = isTrendPositive ? TrendingUp : TrendingDown;
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <MetricCard
        title="Monthly Revenue"
        icon={Wallet}
        value={formatMoneyWhole(summary.monthly_revenue)}
        testId="metric-monthly-revenue"
      >
        <p className="flex items-center gap-1.5 text-sm">
          <span
            data-testid="revenue-trend"
            className={cn(
              'inline-flex items-center gap-1 font-medium',
              isTrendPositive ? 'positive text-emerald-700' : 'negative text-red-700',
            )}
          >
            <TrendIcon className="size-4" aria-hidden />
            {formatPercentChange(summary.revenue_trend)}
          </span>
          <span className="text-slate-500">vs last month</span>
        </p>
        <Facts>
          <Fact label="YTD" value={formatMoneyWhole(summary.ytd)} />
        </Facts>
        <p className="mt-2 text-sm text-slate-500">{`Target: ${formatMoneyWhole(summary.target)}`}</p>
      </MetricCard>

      <MetricCard
        title="Total Properties"
        icon={Building}
        value={String(summary.properties.total)}
        testId="metric-total-properties"
      >
        <Facts>
          <Fact label="Residential" value={String(summary.properties.residential)} />
          <Fact label="Commercial" value={String(summary.properties.commercial)} />
        </Facts>
      </MetricCard>

      <MetricCard
        title="Active Tenants"
        icon={Users}
        value={String(summary.active_tenants)}
        testId="metric-active-tenants"
      >
        <Facts>
          <Fact label="New this month" value={String(summary.new_tenants_this_month)} />
        </Facts>
        <p className="mt-2 text-sm text-slate-500">{`${summary.moving_out} Moving out`}</p>
      </MetricCard>

      <MetricCard
        title="Paid Rents"
        icon={CreditCard}
        value={String(summary.paid_rents)}
        testId="metric-paid-rents"
      >
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <span className={summary.late > 0 ? 'font-medium text-red-600' : 'text-slate-500'}>
            {`${summary.late} Late`}
          </span>
          <span className={summary.outstanding > 0 ? 'font-medium text-amber-700' : 'text-slate-500'}>
            {`${formatMoneyWhole(summary.outstanding)} Outstanding`}
          </span>
        </p>
      </MetricCard>
    </div>
  );
}

function MetricCard({
  title,
  icon: Icon,
  value,
  testId,
  children,
}: {
  title: string;
  icon: LucideIcon;
  value: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-label={title}
      className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-xs"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-sm font-medium text-slate-500">{title}</h2>
        <span className="flex size-9 items-center justify-center rounded-lg bg-indigo-50 text-indigo-600">
          <Icon className="size-5" aria-hidden />
        </span>
      </div>
      <p data-testid={testId} className="mt-2 text-3xl font-semibold tracking-tight text-slate-900">
        {value}
      </p>
      <div className="mt-3 space-y-1">{children}</div>
    </section>
  );
}

function Facts({ children }: { children: ReactNode }) {
  return <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">{children}</dl>;
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt className="text-slate-500">{label}</dt>
      <dd className="text-right font-medium text-slate-900">{value}</dd>
    </>
  );
}
