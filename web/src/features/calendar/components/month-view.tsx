import type { CalendarEvent } from '@astor/contract/calendar';
import { cn } from '@/lib/cn';
import { dayOfMonth, describeDay, isSameMonth, monthGridDays, weekdayName } from '../lib/calendar-dates';
import { monthCellEvents } from '../lib/event-layout';
import { EventChip } from './event-chip';

/**
 * The month view (docs/product.md#calendar-views): a grid of 35 cells (42 when the month spans six weeks), up
 * to 3 events per day and '+N more'. Clicking a day opens its day view.
 */
export function MonthView({
  day,
  today,
  events,
  onOpenDay,
  onOpenEvent,
}: {
  day: string;
  today: string;
  events: readonly CalendarEvent[];
  onOpenDay: (day: string) => void;
  onOpenEvent: (event: CalendarEvent) => void;
}) {
  const days = monthGridDays(day);
  return (
    <div>
      <div className="grid grid-cols-7 border-b border-slate-200 text-center text-xs font-medium text-slate-500">
        {days.slice(0, 7).map((cell) => (
          <div key={cell} className="py-2">
            {weekdayName(cell)}
          </div>
        ))}
      </div>
      <div className="grid grid-cols-7" data-testid="month-grid">
        {days.map((cell, index) => {
          const { shown, hiddenCount } = monthCellEvents(events, cell);
          const isToday = cell === today;
          const isOtherMonth = !isSameMonth(cell, day);
          return (
            <div
              key={cell}
              data-testid="month-cell"
              data-date={cell}
              onClick={() => onOpenDay(cell)}
              className={cn(
                'min-h-28 cursor-pointer space-y-1 border-slate-100 p-1.5 transition-colors hover:bg-slate-50',
                index % 7 !== 6 && 'border-r',
                index < days.length - 7 && 'border-b',
                isOtherMonth && 'bg-slate-50/60',
              )}
            >
              <button
                type="button"
                aria-label={describeDay(cell)}
                aria-current={isToday ? 'date' : undefined}
                onClick={(event) => {
                  event.stopPropagation();
                  onOpenDay(cell);
                }}
                className={cn(
                  'flex size-7 cursor-pointer items-center justify-center rounded-full text-sm',
                  'focus-visible:outline-2 focus-visible:outline-indigo-600',
                  isToday
                    ? 'bg-indigo-600 font-semibold text-white'
                    : isOtherMonth
                      ? 'text-slate-400 hover:bg-slate-200'
                      : 'text-slate-800 hover:bg-slate-200',
                )}
              >
                {dayOfMonth(cell)}
              </button>
              {shown.map((event) => (
                <EventChip key={event.id} event={event} onOpen={onOpenEvent} showTime />
              ))}
              {hiddenCount > 0 && (
                <button
                  type="button"
                  onClick={(event) => {
                    event.stopPropagation();
                    onOpenDay(cell);
                  }}
                  className="cursor-pointer rounded px-1.5 text-xs font-medium text-slate-500 hover:bg-slate-200 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-indigo-600"
                >
                  +{hiddenCount} more
                </button>
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}
