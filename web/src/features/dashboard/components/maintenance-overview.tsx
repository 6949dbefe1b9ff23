import { Bar, BarChart, Rectangle, Tooltip, XAxis, YAxis, type BarShapeProps } from 'recharts';
import type { DashboardSummary } from '@astor/contract/dashboard';
import { BAR_CHART_HEIGHT, CHART_ANIMATION_MS, CHART_THROTTLE_MS } from '../lib/chart-settings';
import { DashboardPanel, EmptyPanelMessage } from './dashboard-panel';

const STATUSES = [
  { key: 'pending', label: 'Pending', color: '#f59e0b' },
  { key: 'in_progress', label: 'In Progress', color: '#0ea5e9' },
  { key: 'completed', label: 'Completed', color: '#10b981' },
] as const;

/**
 * docs/product.md#dashboard-charts: 'Maintenance Overview', the owner's maintenance requests counted by
 * status.
 */
export function MaintenanceOverview({ counts }: { counts: DashboardSummary['maintenance'] }) {
  const bars = STATUSES.map((status) => ({ ...status, count: counts[status.key] }));
  const hasData = bars.some((bar) => bar.count > 0);
  return (
    <DashboardPanel title="Maintenance Overview" label="Requests by status">
      {hasData ? (
        <BarChart
          responsive
          data={bars}
          style={{ width: '100%', height: BAR_CHART_HEIGHT }}
          margin={{ top: 4, right: 4, bottom: 0, left: 0 }}
          throttleDelay={CHART_THROTTLE_MS}
        >
          <XAxis
            dataKey="label"
            tick={{ fontSize: 12, fill: '#64748b' }}
            tickLine={false}
            axisLine={{ stroke: '#e2e8f0' }}
          />
          <YAxis
            width={32}
            allowDecimals={false}
            tick={{ fontSize: 12, fill: '#64748b' }}
            tickLine={false}
            axisLine={false}
          />
          <Tooltip cursor={{ fill: '#f1f5f9' }} />
          <Bar
            dataKey="count"
            name="Requests"
            maxBarSize={48}
            animationDuration={CHART_ANIMATION_MS}
            shape={(props: BarShapeProps) => (
              <Rectangle {...props} radius={[4, 4, 0, 0]} fill={bars[props.index]?.color} />
            )}
          />
        </BarChart>
      ) : (
        <EmptyPanelMessage height={BAR_CHART_HEIGHT}>No maintenance requests yet.</EmptyPanelMessage>
      )}
      <dl className="mt-4 grid grid-cols-3 gap-2 text-center">
        {bars.map((bar) => (
          <div key={bar.key} className="rounded-lg bg-slate-50 px-2 py-2">
            <dt className="flex items-center justify-center gap-1.5 text-xs text-slate-500">
              <span aria-hidden className="size-2 rounded-full" style={{ backgroundColor: bar.color }} />
              {bar.label}
            </dt>
            <dd data-testid={`maintenance-${bar.key}`} className="text-lg font-semibold text-slate-900">
              {bar.count}
            </dd>
          </div>
        ))}
      </dl>
    </DashboardPanel>
  );
}
