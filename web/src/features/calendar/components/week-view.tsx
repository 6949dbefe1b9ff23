import type { CalendarEvent } from '@astor/contract/calendar';
import { weekDays } from '../lib/calendar-dates';
import { WEEK_AXIS } from '../lib/event-layout';
import { TimeGrid } from './time-grid';

/**
 * The week view (docs/product.md#calendar-views): Sunday to Saturday, hours 6 AM to 11 PM; a day's header
 * opens its day view.
 */
export function WeekView({
  day,
  now,
  events,
  onOpenDay,
  onOpenEvent,
}: {
  day: string;
  now: Date;
  events: readonly CalendarEvent[];
  onOpenDay: (day: string) => void;
  onOpenEvent: (event: CalendarEvent) => void;
}) {
  return (
    <TimeGrid
      days={weekDays(day)}
      axis={WEEK_AXIS}
      events={events}
      now={now}
      onOpenEvent={onOpenEvent}
      onOpenDay={onOpenDay}
    />
  );
}
