import type { DashboardSummary } from '@astor/contract/dashboard';
import { cn } from '@/lib/cn';
import { displayValue, formatDate, formatMoneyWhole } from '@/lib/format';
import { formatDaysLeft } from '../lib/dashboard-labels';
import { DashboardPanel, EmptyPanelMessage } from './dashboard-panel';

/**
 * docs/product.md#renewals-and-tasks: 'Upcoming Renewals', the active leases that end within the next
 * 30 days, soonest first.
 */
export function UpcomingRenewals({
  renewals,
  className,
}: {
  renewals: DashboardSummary['upcoming_renewals'];
  className?: string;
}) {
  return (
    <DashboardPanel title="Upcoming Renewals" label="Next 30 days" className={className}>
      {renewals.length === 0 ? (
        <EmptyPanelMessage>No leases end in the next 30 days.</EmptyPanelMessage>
      ) : (
        <ul className="divide-y divide-slate-100">
          {renewals.map((renewal) => (
            <li key={renewal.lease_id} className="flex items-center justify-between gap-4 py-3 first:pt-0">
              <div className="min-w-0">
                <p className="truncate text-sm font-medium text-slate-900">{displayValue(renewal.tenant)}</p>
                <p className="truncate text-sm text-slate-500" title={renewal.property_address}>
                  {renewal.property_address}
                </p>
              </div>
              <div className="shrink-0 text-right">
                <p className="text-sm font-medium text-slate-900">
                  {formatMoneyWhole(renewal.rent_amount_monthly)}
                  <span className="font-normal text-slate-500">/mo</span>
                </p>
                <p className="text-xs text-slate-500">
                  Ends {formatDate(renewal.end_date)} ·{' '}
                  <span
                    className={cn(renewal.days_left <= 7 ? 'font-medium text-amber-700' : 'text-slate-500')}
                  >
                    {formatDaysLeft(renewal.days_left)}
                  </span>
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </DashboardPanel>
  );
}
