import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { DashboardSummary } from '@astor/contract/dashboard';
import { formatMoney, formatMoneyWhole } from '@/lib/format';
import {
  CHART_ANIMATION_MS,
  CHART_THROTTLE_MS,
  EXPENSES_COLOR,
  LINE_CHART_HEIGHT,
  REVENUE_COLOR,
} from '../lib/chart-settings';
import { formatMonthLabel, formatMonthYearLabel } from '../lib/dashboard-labels';
import { DashboardPanel, EmptyPanelMessage } from './dashboard-panel';

type Series = DashboardSummary['revenue_vs_expenses'];

/**
 * docs/product.md#dashboard-charts: 'Revenue vs Expenses', the last 6 months of recorded income and expenses,
 * oldest first.
 */
export function RevenueExpensesChart({
  series,
  monthlyIncome,
  monthlyExpenses,
  className,
}: {
  series: Series;
  /** This month's recorded income and expenses, shown under the chart. */
  monthlyIncome: number;
  monthlyExpenses: number;
  className?: string;
}) {
  const hasData = series.some((point) => point.revenue !== 0 || point.expenses !== 0);
  return (
    <DashboardPanel title="Revenue vs Expenses" label="Last 6 months" className={className}>
      {hasData ? (
        <LineChart
          responsive
          data={series}
          style={{ width: '100%', height: LINE_CHART_HEIGHT }}
          margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
          throttleDelay={CHART_THROTTLE_MS}
        >
          <CartesianGrid stroke="#e2e8f0" strokeDasharray="3 3" vertical={false} />
          <XAxis
            dataKey="month"
            tickFormatter={(month: string) => formatMonthLabel(month)}
            tick={{ fontSize: 12, fill: '#64748b' }}
            tickLine={false}
            axisLine={{ stroke: '#e2e8f0' }}
          />
          <YAxis
            width={72}
            tickFormatter={(value: number) => formatMoneyWhole(value)}
            tick={{ fontSize: 12, fill: '#64748b' }}
            tickLine={false}
            axisLine={false}
          />
          <Tooltip
            formatter={(value) => formatMoney(value)}
            labelFormatter={(month) => formatMonthYearLabel(String(month))}
          />
          <Legend iconType="circle" itemSorter={null} wrapperStyle={{ fontSize: 12 }} />
          <Line
            type="monotone"
            dataKey="revenue"
            name="Revenue"
            stroke={REVENUE_COLOR}
            strokeWidth={2}
            dot={{ r: 3 }}
            animationDuration={CHART_ANIMATION_MS}
          />
          <Line
            type="monotone"
            dataKey="expenses"
            name="Expenses"
            stroke={EXPENSES_COLOR}
            strokeWidth={2}
            dot={{ r: 3 }}
            animationDuration={CHART_ANIMATION_MS}
          />
        </LineChart>
      ) : (
        <EmptyPanelMessage height={LINE_CHART_HEIGHT}>
          No income or expenses recorded in the last 6 months.
        </EmptyPanelMessage>
      )}
      <dl className="mt-4 grid grid-cols-2 gap-3 border-t border-slate-100 pt-4 text-sm">
        <MonthFigure label="Income this month" value={monthlyIncome} color={REVENUE_COLOR} />
        <MonthFigure label="Expenses this month" value={monthlyExpenses} color={EXPENSES_COLOR} />
      </dl>
    </DashboardPanel>
  );
}

function MonthFigure({ label, value, color }: { label: string; value: number; color: string }) {
  return (
    <div>
      <dt className="flex items-center gap-1.5 text-slate-500">
        <span aria-hidden className="size-2 rounded-full" style={{ backgroundColor: color }} />
        {label}
      </dt>
      <dd className="mt-0.5 text-lg font-semibold text-slate-900">{formatMoneyWhole(value)}</dd>
    </div>
  );
}
