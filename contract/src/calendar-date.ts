import { wordTable } from './word-table.js';

/**
 * A calendar day (YYYY-MM-DD) as people read it in the product's texts: "Oct 1, 2026", the way the web
 * app writes dates (docs/product.md#phones: one way for money and dates). Pure: no time zone can shift it.
 */

/** The months' names, January first: `MONTH_NAMES[month - 1]`. */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** Their three-letter forms, January first: 'Jan', 'Feb' … 'Dec'. */
export const SHORT_MONTH_NAMES: readonly string[] = MONTH_NAMES.map((name) => name.slice(0, 3));

/** A month's number (1 to 12) from its short form in lower case, 'sept' too: 'jan' → 1, 'sept' → 9. */
export const MONTH_NUMBERS: Readonly<Record<string, number>> = wordTable({
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  sept: 9,
  oct: 10,
  nov: 11,
  dec: 12,
});

export function readableDay(day: string, withYear = true): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const month = match ? SHORT_MONTH_NAMES[Number(match[2]) - 1] : undefined;
  if (!match || !month) return day;
  return withYear ? `${month} ${Number(match[3])}, ${match[1]}` : `${month} ${Number(match[3])}`;
}

/*
 * Calendar arithmetic on days written YYYY-MM-DD, shared by the server and the web app. Days are counted
 * in UTC, never by adding 24 hours to a local time, so a daylight-saving change cannot skip or repeat one.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** Today's calendar day in a time zone. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** The number of days in a month (1 to 12). */
export const daysInMonth = (year: number, month: number): number =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();

export type MonthRange = { month: string; first: string; last: string };

/** The calendar month `offset` months from the month of `day` (-1: last month; January → December). */
export function monthOf(day: string, offset = 0): MonthRange {
  const [y, m] = day.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + offset;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return {
    month: `${year}-${pad(month)}`,
    first: `${year}-${pad(month)}-01`,
    last: `${year}-${pad(month)}-${pad(daysInMonth(year, month))}`,
  };
}

/** `day` moved by `days` days (negative goes back). */
export function addDays(day: string, days: number): string {
  return dayOfNumber(dayNumber(day) + days);
}

/** The same day `months` later (or earlier), clamped to the month's end (Jan 31 + 1 month → Feb 28/29). */
export function addMonths(day: string, months: number): string {
  const target = monthOf(day, months);
  const [y, m] = target.month.split('-').map(Number) as [number, number];
  return `${target.month}-${pad(Math.min(Number(day.slice(8, 10)), daysInMonth(y, m)))}`;
}

/** Days from `from` to `to` (negative when `to` comes first). */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/**
 * Days as day numbers and back, remembered: the rent ledger does date arithmetic for every period of
 * every lease on each read, over a few thousand distinct dates, and parsing a date each time cost a
 * quarter of its time on a 2,000-lease portfolio. The memories are emptied when they grow large.
 */
const dayNumbers = new Map<string, number>();
const daysOfNumbers = new Map<number, string>();
const MAX_REMEMBERED_DAYS = 50_000;

function dayNumber(day: string): number {
  let number = dayNumbers.get(day);
  if (number === undefined) {
    number = Math.round(Date.parse(`${day}T00:00:00Z`) / 86_400_000);
    if (dayNumbers.size >= MAX_REMEMBERED_DAYS) dayNumbers.clear();
    dayNumbers.set(day, number);
  }
  return number;
}

function dayOfNumber(number: number): string {
  let day = daysOfNumbers.get(number);
  if (day === undefined) {
    day = new Date(number * 86_400_000).toISOString().slice(0, 10);
    if (daysOfNumbers.size >= MAX_REMEMBERED_DAYS) daysOfNumbers.clear();
    daysOfNumbers.set(number, day);
  }
  return day;
}
