import { useEffect, useRef } from 'react';
import type { CalendarEvent } from '@astor/contract/calendar';
import { todayIso } from '@/lib/format';
import { cn } from '@/lib/cn';
import { dayOfMonth, describeDay, weekdayName } from '../lib/calendar-dates';
import { formatHour } from '../lib/event-display';
import {
  axisHeight,
  axisHours,
  eventsOnDay,
  layoutTimedEvents,
  nowLinePosition,
  positionOnAxis,
  type HourAxis,
} from '../lib/event-layout';
import { EventChip } from './event-chip';

/**
 * The hour grid of the day and week views: an all-day strip on top, then one column per day with its
 * timed events placed on the hour axis, and the current-time line in today's column.
 */
export function TimeGrid({
  days,
  axis,
  events,
  now,
  onOpenEvent,
  onOpenDay,
}: {
  days: readonly string[];
  axis: HourAxis;
  events: readonly CalendarEvent[];
  now: Date;
  onOpenEvent: (event: CalendarEvent) => void;
  /** When given, each column has a header that opens that day (the week view). */
  onOpenDay?: (day: string) => void;
}) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const today = todayIso(now);
  const nowTop = days.includes(today) ? nowLinePosition(now, axis) : null;
  const height = axisHeight(axis);
  const columns = { gridTemplateColumns: `4rem repeat(${days.length}, minmax(0, 1fr))` };

  // Open on the current time when it is in view, else at 8 AM; only when the grid first shows.
  const initialScroll = useRef(nowTop ?? positionOnAxis(8 * 60, axis));
  useEffect(() => {
    scrollRef.current?.scrollTo?.({ top: Math.max(initialScroll.current - 2 * axis.pixelsPerHour, 0) });
  }, [axis.pixelsPerHour]);

  return (
    <div>
      {onOpenDay && (
        <div className="grid border-b border-slate-200" style={columns}>
          <div />
          {days.map((day) => (
            <button
              key={day}
              type="button"
              aria-label={describeDay(day)}
              aria-current={day === today ? 'date' : undefined}
              onClick={() => onOpenDay(day)}
              className="cursor-pointer py-2 text-center hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-indigo-600"
            >
              <span className="block text-xs font-medium text-slate-500">{weekdayName(day)}</span>
              <span
                className={cn(
                  'mx-auto mt-0.5 flex size-8 items-center justify-center rounded-full text-base font-semibold',
                  day === today ? 'bg-indigo-600 text-white' : 'text-slate-900',
                )}
              >
                {dayOfMonth(day)}
              </span>
            </button>
          ))}
        </div>
      )}

      <div className="grid border-b border-slate-200" style={columns} data-testid="all-day-strip">
        <div className="py-1.5 pr-2 text-right text-[11px] text-slate-500">All day</div>
        {days.map((day) => (
          <div key={day} className="min-h-8 space-y-0.5 border-l border-slate-100 p-0.5">
            {eventsOnDay(events, day)
              .filter((event) => event.all_day)
              .map((event) => (
                <EventChip key={event.id} event={event} onOpen={onOpenEvent} />
              ))}
          </div>
        ))}
      </div>

      <div ref={scrollRef} className="max-h-[65vh] overflow-y-auto">
        <div className="relative grid" style={{ ...columns, height }}>
          <div className="relative" aria-hidden>
            {axisHours(axis).map((hour, index) => (
              <span
                key={hour}
                className="absolute right-2 -translate-y-1/2 text-[11px] whitespace-nowrap text-slate-500 first:translate-y-0"
                style={{ top: index * axis.pixelsPerHour }}
              >
                {formatHour(hour)}
              </span>
            ))}
          </div>
          {days.map((day) => (
            <div
              key={day}
              data-testid="day-column"
              data-date={day}
              className="relative border-l border-slate-100"
              style={{
                // One line per hour, drawn by the background so the column stays one element.
                backgroundImage: `repeating-linear-gradient(to bottom, rgb(241 245 249) 0 1px, transparent 1px ${axis.pixelsPerHour}px)`,
              }}
            >
              {layoutTimedEvents(events, day, axis).map((box) => (
                <EventChip
                  key={box.event.id}
                  event={box.event}
                  onOpen={onOpenEvent}
                  showTime
                  isPositioned
                  style={{
                    top: box.top,
                    height: box.height,
                    left: `calc(${(box.column / box.columns) * 100}% + 2px)`,
                    width: `calc(${100 / box.columns}% - 4px)`,
                  }}
                />
              ))}
              {day === today && nowTop !== null && (
                <div
                  data-testid="now-line"
                  aria-hidden
                  className="pointer-events-none absolute inset-x-0 z-10 h-0.5 bg-red-500"
                  style={{ top: nowTop }}
                >
                  <span className="absolute -top-1 -left-1 size-2.5 rounded-full bg-red-500" />
                </div>
              )}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
