import type { CalendarEvent } from '@astor/contract/calendar';
import { todayIso } from '@/lib/format';
import { addDays } from '@astor/contract/calendar-date';

/**
 * Where events go on the calendar (pure: table-tested): which local days an event covers, the month
 * cell's first three, and the top and height of a timed event on an hour axis.
 */

export interface HourAxis {
  /** The first hour row, 0–23. */
  firstHour: number;
  /** The last hour row, 0–23; the axis ends when that hour does. */
  lastHour: number;
  pixelsPerHour: number;
}

/**
 * docs/product.md#calendar-layout: Day view hours 7 to 23 at 100 px per hour; Week view hours 6 to 23 at
 * 80 px.
 */
export const DAY_AXIS: HourAxis = { firstHour: 7, lastHour: 23, pixelsPerHour: 100 };
export const WEEK_AXIS: HourAxis = { firstHour: 6, lastHour: 23, pixelsPerHour: 80 };

/** docs/product.md#calendar-layout: 3 events are shown per day in the month grid; the rest are '+N more'. */
export const EVENTS_PER_MONTH_CELL = 3;

/** A timed event is never drawn shorter than this, so its title stays readable. */
export const MIN_EVENT_HEIGHT = 22;

export const axisHours = (axis: HourAxis): number[] =>
  Array.from({ length: axis.lastHour - axis.firstHour + 1 }, (_, index) => axis.firstHour + index);

export const axisHeight = (axis: HourAxis): number =>
  (axis.lastHour - axis.firstHour + 1) * axis.pixelsPerHour;

/**
 * Minutes since midnight on the wall clock. Positions come from the clock's hours and minutes, not from
 * the time elapsed since midnight, so 9:30 sits at 9:30 even on the day the clocks change.
 */
export const wallClockMinutes = (date: Date): number => date.getHours() * 60 + date.getMinutes();

/** Pixels from the top of the axis for a wall-clock time, clamped to the axis. */
export function positionOnAxis(minutes: number, axis: HourAxis): number {
  const offset = ((minutes - axis.firstHour * 60) * axis.pixelsPerHour) / 60;
  return Math.min(Math.max(offset, 0), axisHeight(axis));
}

/** The current-time line's position, or null when the time is outside the axis. */
export function nowLinePosition(now: Date, axis: HourAxis): number | null {
  const minutes = wallClockMinutes(now);
  if (minutes < axis.firstHour * 60 || minutes >= (axis.lastHour + 1) * 60) return null;
  return positionOnAxis(minutes, axis);
}

/** The first and last local days an event covers (inclusive). */
export function eventDays(event: CalendarEvent): { first: string; last: string } {
  if (event.all_day) {
    const first = event.start.slice(0, 10);
    const last = event.end.slice(0, 10);
    return { first, last: last < first ? first : last };
  }
  const start = new Date(event.start);
  const end = new Date(event.end);
  const first = todayIso(start);
  let last = todayIso(end);
  // An event ending at midnight does not spill into the next day.
  if (end > start && wallClockMinutes(end) === 0 && end.getSeconds() === 0 && last > first) {
    last = addDays(last, -1);
  }
  return { first, last: last < first ? first : last };
}

export function occursOn(event: CalendarEvent, day: string): boolean {
  const { first, last } = eventDays(event);
  return first <= day && day <= last;
}

/** The events on a day: all-day ones first, then by start time, then by title. */
export function eventsOnDay(events: readonly CalendarEvent[], day: string): CalendarEvent[] {
  return events
    .filter((event) => occursOn(event, day))
    .sort((a, b) => {
      if (a.all_day !== b.all_day) return a.all_day ? -1 : 1;
      const byStart = a.all_day ? 0 : Date.parse(a.start) - Date.parse(b.start);
      return byStart || a.title.localeCompare(b.title);
    });
}

/** A month cell's events: the first three, and how many more there are. */
export function monthCellEvents(
  events: readonly CalendarEvent[],
  day: string,
  limit = EVENTS_PER_MONTH_CELL,
): { shown: CalendarEvent[]; hiddenCount: number } {
  const all = eventsOnDay(events, day);
  return { shown: all.slice(0, limit), hiddenCount: Math.max(0, all.length - limit) };
}

export interface PlacedEvent {
  event: CalendarEvent;
  top: number;
  height: number;
  /** Overlapping events sit side by side: this one's column and how many columns its group has. */
  column: number;
  columns: number;
}

/** The timed events of one day on an hour axis, overlapping ones side by side. */
export function layoutTimedEvents(
  events: readonly CalendarEvent[],
  day: string,
  axis: HourAxis,
): PlacedEvent[] {
  const height = axisHeight(axis);
  const boxes = eventsOnDay(events, day)
    .filter((event) => !event.all_day)
    .map((event) => {
      const { first, last } = eventDays(event);
      // A timed event running over several days fills the axis on the days in between.
      const startMinutes = first < day ? 0 : wallClockMinutes(new Date(event.start));
      const endMinutes = last > day ? 24 * 60 : wallClockMinutes(new Date(event.end));
      let top = positionOnAxis(startMinutes, axis);
      const bottom = Math.max(positionOnAxis(endMinutes, axis), top);
      // Early-morning and late-night events stay visible: pinned to the axis's top or bottom edge.
      top = Math.min(top, height - MIN_EVENT_HEIGHT);
      return { event, top, height: Math.max(bottom - top, MIN_EVENT_HEIGHT), column: 0, columns: 1 };
    })
    .sort((a, b) => a.top - b.top || b.height - a.height);

  const placed: PlacedEvent[] = [];
  let group: PlacedEvent[] = [];
  let groupBottom = -1;
  let columnBottoms: number[] = [];
  const closeGroup = () => {
    for (const box of group) box.columns = columnBottoms.length;
    placed.push(...group);
    group = [];
    columnBottoms = [];
  };
  for (const box of boxes) {
    if (box.top >= groupBottom) closeGroup();
    let column = columnBottoms.findIndex((bottom) => bottom <= box.top);
    if (column === -1) column = columnBottoms.length;
    columnBottoms[column] = box.top + box.height;
    box.column = column;
    group.push(box);
    groupBottom = Math.max(groupBottom, box.top + box.height);
  }
  closeGroup();
  return placed;
}
