import type { CalendarEvent } from '@astor/contract/calendar';
import { cn } from '@/lib/cn';
import { describeDay, monthDays } from '../lib/calendar-dates';
import { EVENT_KIND_STYLES, eventTitle, formatTime } from '../lib/event-display';
import { eventsOnDay } from '../lib/event-layout';

/**
 * The list view (docs/product.md#phones): the month holding `day` as an agenda, each day that has events
 * under its own heading, the events at full width with their time and kind, so nothing is cut short on a
 * phone. An event over several days is listed on each.
 */
export function AgendaView({
  day,
  today,
  events,
  onOpenEvent,
}: {
  day: string;
  today: string;
  events: readonly CalendarEvent[];
  onOpenEvent: (event: CalendarEvent) => void;
}) {
  const days = monthDays(day)
    .map((date) => ({ date, events: eventsOnDay(events, date) }))
    .filter((entry) => entry.events.length > 0);

  if (days.length === 0) {
    return <p className="px-4 py-12 text-center text-sm text-slate-500">No events this month.</p>;
  }
  return (
    <ol aria-label="Events by day" className="divide-y divide-slate-100">
      {days.map((entry) => (
        <li key={entry.date} data-testid="agenda-day" data-date={entry.date} className="px-4 py-3">
          <h3 className="flex items-center gap-2 text-sm font-semibold text-slate-900">
            {describeDay(entry.date)}
            {entry.date === today && (
              <span className="rounded-full bg-indigo-600 px-2 py-0.5 text-xs font-medium text-white">
                Today
              </span>
            )}
          </h3>
          <ul className="mt-2 space-y-1.5">
            {entry.events.map((event) => (
              <li key={event.id}>
                <AgendaEvent event={event} onOpen={onOpenEvent} />
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}

function AgendaEvent({ event, onOpen }: { event: CalendarEvent; onOpen: (event: CalendarEvent) => void }) {
  const kind = EVENT_KIND_STYLES[event.kind];
  return (
    <button
      type="button"
      data-kind={event.kind}
      onClick={() => onOpen(event)}
      className={cn(
        'flex w-full cursor-pointer items-start gap-3 rounded-md border-l-[3px] px-3 py-2 text-left text-sm',
        'hover:brightness-95 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-600',
        kind.chip,
      )}
    >
      <span className="w-16 shrink-0 font-normal tabular-nums">
        {event.all_day ? 'All day' : formatTime(event.start)}
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-medium [overflow-wrap:anywhere]">{eventTitle(event)}</span>
        <span className="block text-xs opacity-80">{kind.label}</span>
      </span>
    </button>
  );
}
