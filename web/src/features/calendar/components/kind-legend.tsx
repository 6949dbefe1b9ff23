import { EVENT_KINDS } from '@astor/contract/calendar';
import { cn } from '@/lib/cn';
import { EVENT_KIND_STYLES } from '../lib/event-display';

/** What each colour means. */
export function KindLegend({ className }: { className?: string }) {
  return (
    <ul
      aria-label="Event colours"
      className={cn('flex flex-wrap gap-x-4 gap-y-1.5 text-xs text-slate-600', className)}
    >
      {EVENT_KINDS.map((kind) => (
        <li key={kind} className="flex items-center gap-1.5">
          <span aria-hidden className={cn('size-2.5 rounded-full', EVENT_KIND_STYLES[kind].swatch)} />
          {EVENT_KIND_STYLES[kind].label}
        </li>
      ))}
    </ul>
  );
}
