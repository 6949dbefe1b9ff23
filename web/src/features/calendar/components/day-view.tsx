import type { CalendarEvent } from '@astor/contract/calendar';
import { cn } from '@/lib/cn';
import { dayOfMonth, daySelectorDays, describeDay, weekdayName } from '../lib/calendar-dates';
import { DAY_AXIS, eventsOnDay } from '../lib/event-layout';
import { TimeGrid } from './time-grid';

/**
 * The day view (docs/product.md#calendar-views): a 7-day selector around the chosen date, then the hours from
 * 7 AM to 11 PM.
 */
export function DayView({
  day,
  today,
  now,
  events,
  onSelectDay,
  onOpenEvent,
}: {
  day: string;
  today: string;
  now: Date;
  events: readonly CalendarEvent[];
  onSelectDay: (day: string) => void;
  onOpenEvent: (event: CalendarEvent) => void;
}) {
  return (
    <div>
      <div
        role="group"
        aria-label="Choose a day"
        className="grid grid-cols-7 gap-1 border-b border-slate-200 p-2"
      >
        {daySelectorDays(day).map((option) => {
          const isSelected = option === day;
          const count = eventsOnDay(events, option).length;
          return (
            <button
              key={option}
              type="button"
              aria-label={describeDay(option)}
              aria-pressed={isSelected}
              aria-current={option === today ? 'date' : undefined}
              onClick={() => onSelectDay(option)}
              className={cn(
                'flex cursor-pointer flex-col items-center rounded-lg py-1.5 transition-colors',
                'focus-visible:outline-2 focus-visible:outline-indigo-600',
                isSelected ? 'bg-indigo-600 text-white' : 'text-slate-700 hover:bg-slate-100',
              )}
            >
              <span className={cn('text-xs', isSelected ? 'text-indigo-100' : 'text-slate-500')}>
                {weekdayName(option)}
              </span>
              <span
                className={cn('text-lg font-semibold', !isSelected && option === today && 'text-indigo-600')}
              >
                {dayOfMonth(option)}
              </span>
              {/* A dot for days with events (the day view fetches the selector's seven days). */}
              <span
                aria-hidden
                className={cn(
                  'mt-0.5 size-1.5 rounded-full',
                  count > 0 ? (isSelected ? 'bg-white' : 'bg-indigo-400') : 'bg-transparent',
                )}
              />
            </button>
          );
        })}
      </div>
      <TimeGrid days={[day]} axis={DAY_AXIS} events={events} now={now} onOpenEvent={onOpenEvent} />
    </div>
  );
}
