/**
 * The next day a schedule the lease writes falls on: "on the second Wednesday of January, April, July, and
 * October", "the first Monday of each month", "every Tuesday". Read from one sentence; none when the
 * sentence states no schedule this reads.
 */
import { MONTH_NAMES } from '@astor/contract/calendar-date';

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const ORDINALS: Record<string, number> = { first: 1, second: 2, third: 3, fourth: 4, last: -1 };
const MONTHS = MONTH_NAMES.map((name) => name.toLowerCase());

const NTH_WEEKDAY = new RegExp(
  `\\b(first|second|third|fourth|last) (${WEEKDAYS.join('|')}) of (?:(each|every|the) month|((?:(?:${MONTHS.join('|')})(?:,? (?:and |& )?)?)+))`,
  'i',
);
const WEEKLY = new RegExp(
  `\\b(?:every|each) (${WEEKDAYS.join('|')})\\b|\\bon (${WEEKDAYS.join('|')})s\\b`,
  'i',
);

const isoOf = (date: Date) => date.toISOString().slice(0, 10);

/** The nth weekday of a month (n = -1: the last), as an ISO day. */
function nthWeekday(year: number, month: number, weekday: number, n: number): string {
  if (n > 0) {
    const first = new Date(Date.UTC(year, month, 1));
    const offset = (weekday - first.getUTCDay() + 7) % 7;
    return isoOf(new Date(Date.UTC(year, month, 1 + offset + (n - 1) * 7)));
  }
  const last = new Date(Date.UTC(year, month + 1, 0));
  const back = (last.getUTCDay() - weekday + 7) % 7;
  return isoOf(new Date(Date.UTC(year, month + 1, -back)));
}

/** The first day on or after `today` the schedule in `sentence` falls on. */
export function nextScheduledDay(sentence: string, today: string): string | undefined {
  const nth = NTH_WEEKDAY.exec(sentence);
  if (nth) {
    const n = ORDINALS[(nth[1] ?? '').toLowerCase()] ?? 1;
    const weekday = WEEKDAYS.indexOf((nth[2] ?? '').toLowerCase());
    const months = nth[3]
      ? MONTHS.map((_, i) => i)
      : MONTHS.map((name, i) => (new RegExp(`\\b${name}\\b`, 'i').test(nth[4] ?? '') ? i : -1)).filter(
          (i) => i >= 0,
        );
    const year = Number(today.slice(0, 4));
    for (const y of [year, year + 1])
      for (const month of months) {
        const day = nthWeekday(y, month, weekday, n);
        if (day >= today) return day;
      }
    return undefined;
  }
  const weekly = WEEKLY.exec(sentence);
  if (weekly) {
    const weekday = WEEKDAYS.indexOf((weekly[1] ?? weekly[2] ?? '').toLowerCase());
    const start = new Date(`${today}T00:00:00Z`);
    const offset = (weekday - start.getUTCDay() + 7) % 7;
    return isoOf(new Date(start.getTime() + offset * 86_400_000));
  }
  return undefined;
}
