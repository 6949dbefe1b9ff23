import { Banknote, CalendarClock, CalendarX, ShieldCheck, Wrench, type LucideIcon } from 'lucide-react';
import type { DashboardSummary } from '@astor/contract/dashboard';
import { DashboardPanel, EmptyPanelMessage } from './dashboard-panel';

type Task = DashboardSummary['tasks_today'][number];

const KINDS: Record<Task['kind'], { icon: LucideIcon; label: string; className: string }> = {
  rent_due: { icon: Banknote, label: 'Rent due', className: 'bg-emerald-50 text-emerald-600' },
  lease_end: { icon: CalendarX, label: 'Lease ends', className: 'bg-amber-50 text-amber-700' },
  maintenance: { icon: Wrench, label: 'Maintenance', className: 'bg-sky-50 text-sky-600' },
  event: { icon: CalendarClock, label: 'Event', className: 'bg-indigo-50 text-indigo-600' },
  compliance: { icon: ShieldCheck, label: 'Compliance', className: 'bg-rose-50 text-rose-600' },
};

/**
 * docs/product.md#renewals-and-tasks: 'Task Summary', today's rent due dates, lease ends, maintenance, events
 * and compliance items.
 */
export function TaskSummary({ tasks }: { tasks: DashboardSummary['tasks_today'] }) {
  return (
    <DashboardPanel title="Task Summary" label="Today's overview">
      {tasks.length === 0 ? (
        <EmptyPanelMessage>Nothing scheduled for today.</EmptyPanelMessage>
      ) : (
        <ul className="space-y-3">
          {tasks.map((task) => {
            const kind = KINDS[task.kind];
            const Icon = kind.icon;
            return (
              <li key={`${task.kind}-${task.source_id}`} className="flex items-start gap-3">
                <span
                  title={kind.label}
                  className={`flex size-8 shrink-0 items-center justify-center rounded-lg ${kind.className}`}
                >
                  <Icon className="size-4" aria-label={kind.label} />
                </span>
                <p className="pt-1.5 text-sm text-slate-700">{task.title}</p>
              </li>
            );
          })}
        </ul>
      )}
    </DashboardPanel>
  );
}
