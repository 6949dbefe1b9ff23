import { addDays, addMonths, daysInMonth } from '@astor/contract/calendar-date';
import { formatDateWith, parseDateOnly, todayIso } from '@/lib/format';

/**
 * The calendar's views over calendar dates, written `YYYY-MM-DD` (pure: table-tested). Days are moved by
 * the arithmetic shared with the server (`@astor/contract/calendar-date`), built from their parts, never
 * by adding 24 hours, so a daylight-saving change cannot skip or repeat a day.
 */

/** 'list' is the agenda of a month, one day after another (docs/product.md#phones). */
export type CalendarView = 'day' | 'week' | 'month' | 'list';

/** An inclusive range of calendar dates. */
export interface DateRange {
  from: string;
  to: string;
}

/** docs/product.md#calendar-layout: the month grid has 35 cells and the day selector shows 7 days. */
export const MONTH_GRID_CELLS = 35;
export const DAY_SELECTOR_DAYS = 7;

function partsOf(day: string): [number, number, number] {
  const date = parseDateOnly(day);
  if (!date) throw new RangeError(`Not a calendar date: ${day}`);
  return [date.getFullYear(), date.getMonth(), date.getDate()];
}

/** 0 for Sunday to 6 for Saturday. */
export function weekdayOf(day: string): number {
  const [year, month, date] = partsOf(day);
  return new Date(year, month, date).getDay();
}

/** The Sunday on or before `day` (docs/product.md#calendar-views: weeks run Sunday to Saturday). */
export function startOfWeek(day: string): string {
  return addDays(day, -weekdayOf(day));
}

/** Sunday to Saturday of the week holding `day`. */
export function weekDays(day: string): string[] {
  const sunday = startOfWeek(day);
  return Array.from({ length: 7 }, (_, index) => addDays(sunday, index));
}

/** docs/product.md#calendar-views: the 7-day selector around the chosen date (three days either side). */
export function daySelectorDays(day: string): string[] {
  const half = Math.floor(DAY_SELECTOR_DAYS / 2);
  return Array.from({ length: DAY_SELECTOR_DAYS }, (_, index) => addDays(day, index - half));
}

/**
 * The month grid of the month holding `day`: whole weeks from the Sunday on or before the 1st.
 * docs/product.md#calendar-layout: 35 cells, but a month that needs six weeks (a 31-day month starting on a
 * Friday or Saturday, a 30-day month starting on a Saturday) gets 42 so that its last days are not cut off.
 */
export function monthGridDays(day: string): string[] {
  const [year, month] = partsOf(day);
  const first = todayIso(new Date(year, month, 1));
  const offset = weekdayOf(first);
  const weeks = Math.ceil((offset + daysInMonth(year, month + 1)) / 7);
  const cells = Math.max(MONTH_GRID_CELLS, weeks * 7);
  return Array.from({ length: cells }, (_, index) => addDays(first, index - offset));
}

export const isSameMonth = (a: string, b: string) => a.slice(0, 7) === b.slice(0, 7);

/** Every day of the month holding `day`, the 1st to the last. */
export function monthDays(day: string): string[] {
  const [year, month] = partsOf(day);
  return Array.from({ length: daysInMonth(year, month + 1) }, (_, index) =>
    todayIso(new Date(year, month, index + 1)),
  );
}

/** The dates a view shows around its anchor day (the day view's selector marks its days with events). */
export function visibleRange(view: CalendarView, day: string): DateRange {
  if (view === 'day') {
    const days = daySelectorDays(day);
    return { from: days[0]!, to: days[days.length - 1]! };
  }
  if (view === 'week') {
    const days = weekDays(day);
    return { from: days[0]!, to: days[6]! };
  }
  const days = view === 'list' ? monthDays(day) : monthGridDays(day);
  return { from: days[0]!, to: days[days.length - 1]! };
}

/**
 * What to ask the API for: the visible range and one day either side, because the server files a timed
 * event under its UTC date, which may be the next or previous local day. Screens filter by local date.
 */
export function fetchRange(view: CalendarView, day: string): DateRange {
  const range = visibleRange(view, day);
  return { from: addDays(range.from, -1), to: addDays(range.to, 1) };
}

/**
 * The previous or next step of a view: a day, a week or a month (docs/product.md#calendar-views); the list
 * steps by a month.
 */
export function stepDate(view: CalendarView, day: string, direction: 1 | -1): string {
  if (view === 'day') return addDays(day, direction);
  if (view === 'week') return addDays(day, 7 * direction);
  return addMonths(day, direction);
}

const MONTH_TITLE: Intl.DateTimeFormatOptions = { month: 'long', year: 'numeric' };
const DAY_TITLE: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
};
const SHORT_DAY: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric' };
const SHORT_DAY_YEAR: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', year: 'numeric' };

/** The toolbar's title: 'May 2026', 'May 3 – 9, 2026' or 'Tuesday, May 5, 2026'. */
export function describePeriod(view: CalendarView, day: string): string {
  if (view === 'month' || view === 'list') return formatDateWith(day, MONTH_TITLE);
  if (view === 'day') return formatDateWith(day, DAY_TITLE);
  const { from, to } = visibleRange('week', day);
  const sameYear = from.slice(0, 4) === to.slice(0, 4);
  return `${formatDateWith(from, sameYear ? SHORT_DAY : SHORT_DAY_YEAR)} – ${formatDateWith(to, SHORT_DAY_YEAR)}`;
}

/** 'Tuesday, May 5', for a day's accessible name. */
export const describeDay = (day: string) =>
  formatDateWith(day, { weekday: 'long', month: 'long', day: 'numeric' });

export const weekdayName = (day: string) => formatDateWith(day, { weekday: 'short' });

export const dayOfMonth = (day: string) => Number(day.slice(8, 10));
