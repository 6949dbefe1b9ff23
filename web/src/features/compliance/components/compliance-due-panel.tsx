import { Link } from 'react-router';
import { ShieldCheck } from 'lucide-react';
import type { ComplianceItem } from '@astor/contract/calendar';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format';
import { useComplianceItems } from '../api/get-compliance-items';
import { dueComplianceItems } from '../lib/compliance-rules';
import { ComplianceStatusBadge, useMarkComplianceDone } from './compliance-list';

/** The calendar's side panel: overdue and due-soon compliance items across every property. */
export function ComplianceDuePanel() {
  const items = useComplianceItems();
  const due = items.data ? dueComplianceItems(items.data) : [];
  return (
    <section
      aria-labelledby="compliance-due-heading"
      className="rounded-xl border border-slate-200 bg-white p-4"
    >
      <h2
        id="compliance-due-heading"
        className="flex items-center gap-2 text-sm font-semibold text-slate-900"
      >
        <ShieldCheck className="size-4 text-indigo-600" aria-hidden />
        Compliance due
      </h2>
      {items.isPending ? (
        <p className="flex items-center gap-2 py-4 text-sm text-slate-500">
          <Spinner /> Loading...
        </p>
      ) : items.isError ? (
        <p role="alert" className="py-4 text-sm text-red-700">
          Failed to load compliance items.
        </p>
      ) : due.length === 0 ? (
        <p className="py-4 text-sm text-slate-500">
          Nothing overdue or due soon. Track inspections and renewals from a property's Compliance tab.
        </p>
      ) : (
        <ul className="mt-3 space-y-3">
          {due.map((item) => (
            <DueItem key={item.id} item={item} />
          ))}
        </ul>
      )}
    </section>
  );
}

function DueItem({ item }: { item: ComplianceItem }) {
  const { markDone, isPending } = useMarkComplianceDone();
  return (
    <li className="rounded-lg border border-slate-100 p-3">
      <div className="flex items-start justify-between gap-2">
        <p className="text-sm font-medium text-slate-900">{item.title}</p>
        <ComplianceStatusBadge status={item.status} />
      </div>
      <Link
        to={paths.app.properties.getHref({ property: item.property_id })}
        className="mt-0.5 block truncate text-xs text-indigo-600 hover:underline"
      >
        {item.property_address}
      </Link>
      <div className="mt-2 flex items-center justify-between gap-2">
        <span className="text-xs text-slate-500">Due {formatDate(item.due_date)}</span>
        <Button
          variant="secondary"
          size="sm"
          disabled={isPending}
          // The item's due date moves on the calendar too (invalidateCompliance).
          onClick={() => markDone(item)}
        >
          {isPending && <Spinner />}
          Mark done
        </Button>
      </div>
    </li>
  );
}
