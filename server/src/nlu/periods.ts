import { wordTable } from '@astor/contract/word-table';
import {
  addDays,
  addMonths,
  daysInMonth,
  MONTH_NAMES,
  MONTH_NUMBERS,
  monthOf,
  readableDay,
} from '@astor/contract/calendar-date';
import { NUMBER_WORDS_TO_TWELVE } from '../documents/fields/number-words.js';

/**
 * Periods named in a question ("last month", "Q3", "in March", "YTD", "last 90 days"), resolved against
 * today's date in the user's time zone. Pure: tests pin `today`.
 */

export type PeriodKind = 'day' | 'week' | 'month' | 'quarter' | 'year' | 'range' | 'all';

export type Period = {
  /** First and last day, inclusive (YYYY-MM-DD). */
  from: string;
  to: string;
  kind: PeriodKind;
  /** Stable id for sources: 2026-10, 2026-Q3, 2026, or from..to. */
  id: string;
  /** How a person says it: October 2026, Q3 2026, 2026 year to date. */
  label: string;
};

/** Which way a bare "March" or "Q3" points: finance looks back, calendars and renewals look ahead. */
export type Direction = 'past' | 'future';

export type PeriodMatch = { period: Period; start: number; end: number };

const MONTHS = MONTH_NAMES.map((name) => name.toLowerCase());

/** Words the period grammar reads; the typo corrector knows them. */
export const PERIOD_WORDS = [
  ...MONTHS,
  ...Object.keys(MONTH_NUMBERS),
  'wk',
  'mo',
  'mth',
  'qtr',
  'yr',
  'fy',
  'today',
  'yesterday',
  'tomorrow',
  'week',
  'weeks',
  'month',
  'months',
  'quarter',
  'quarters',
  'year',
  'years',
  'days',
  'day',
  'last',
  'past',
  'previous',
  'next',
  'coming',
  'upcoming',
  'this',
  'current',
  'since',
  'between',
  'through',
  'until',
  'date',
  'ytd',
  'mtd',
  'lifetime',
  'ever',
  'first',
  'second',
  'third',
  'fourth',
];

/** Counts written as words ("three months", "top five"). */
export const NUMBER_WORDS: Readonly<Record<string, number>> = wordTable({
  ...NUMBER_WORDS_TO_TWELVE,
  a: 1,
  an: 1,
  couple: 2,
  fourteen: 14,
  fifteen: 15,
  eighteen: 18,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fortyfive: 45,
  sixty: 60,
  ninety: 90,
});
const ORDINAL_QUARTERS = wordTable({ first: 1, second: 2, third: 3, fourth: 4, last: 4 });

const pad = (n: number) => String(n).padStart(2, '0');
const yearOf = (day: string) => Number(day.slice(0, 4));
const monthNumberOf = (day: string) => Number(day.slice(5, 7));

/** A day in an answer: "Oct 1, 2026" (or "Oct 1"), as every text of the product writes it. */
export const formatDay = (day: string, withYear = true): string => readableDay(day, withYear);

export function monthPeriod(year: number, month: number): Period {
  const range = monthOf(`${year}-${pad(month)}-01`);
  const name = (MONTHS[month - 1] as string).replace(/^./, (c) => c.toUpperCase());
  return { from: range.first, to: range.last, kind: 'month', id: range.month, label: `${name} ${year}` };
}

export function quarterPeriod(year: number, quarter: number): Period {
  const firstMonth = (quarter - 1) * 3 + 1;
  return {
    from: `${year}-${pad(firstMonth)}-01`,
    to: `${year}-${pad(firstMonth + 2)}-${pad(daysInMonth(year, firstMonth + 2))}`,
    kind: 'quarter',
    id: `${year}-Q${quarter}`,
    label: `Q${quarter} ${year}`,
  };
}

export function yearPeriod(year: number): Period {
  return { from: `${year}-01-01`, to: `${year}-12-31`, kind: 'year', id: String(year), label: String(year) };
}

export function rangePeriod(from: string, to: string, label?: string): Period {
  const sameYear = from.slice(0, 4) === to.slice(0, 4);
  return {
    from,
    to,
    kind: from === to ? 'day' : 'range',
    id: from === to ? from : `${from}..${to}`,
    label: label ?? (from === to ? formatDay(from) : `${formatDay(from, !sameYear)} – ${formatDay(to)}`),
  };
}

/**
 * The period one unit before ("and the month before?" after August: July; "the year before?" after August
 * 2026: August 2025; after 2026 to date: 2025); none for another stretch of days or all time.
 */
export function periodBefore(
  period: Period,
  unit: 'month' | 'quarter' | 'year' | 'same',
): Period | undefined {
  const year = Number(period.from.slice(0, 4));
  const month = Number(period.from.slice(5, 7));
  const step = unit === 'same' ? period.kind : unit;
  if (period.kind === 'year' && step === 'year') return yearPeriod(year - 1);
  if (period.kind === 'quarter' && (step === 'quarter' || step === 'year')) {
    const quarter = Math.ceil(month / 3);
    if (step === 'year') return quarterPeriod(year - 1, quarter);
    return quarter === 1 ? quarterPeriod(year - 1, 4) : quarterPeriod(year, quarter - 1);
  }
  if (period.kind === 'month' && (step === 'month' || step === 'year')) {
    if (step === 'year') return monthPeriod(year - 1, month);
    return month === 1 ? monthPeriod(year - 1, 12) : monthPeriod(year, month - 1);
  }
  // "so far this year", then "and the year before?": the whole year before, which is over.
  const yearToDate =
    period.kind === 'range' && period.from.endsWith('-01-01') && period.to.startsWith(`${year}-`);
  if (yearToDate && (step === 'year' || step === 'range')) return yearPeriod(year - 1);
  return undefined;
}

/**
 * The `count` whole months before a period: "the three months before I left", after August to October,
 * is May to July. `said` is how the count was typed ("3", "three").
 */
export function monthsBefore(period: Period, said: string): Period | undefined {
  const count = readNumber(said);
  if (!count || count > 24 || period.kind === 'all') return undefined;
  const first = monthOf(period.from, -count).first;
  const last = addDays(monthOf(period.from).first, -1);
  const monthLabel = (day: string) => monthPeriod(yearOf(day), monthNumberOf(day)).label;
  return rangePeriod(first, last, `${monthLabel(first)} to ${monthLabel(last)}`);
}

/** A quarter or half of a year in another year ("the second half", said beside 2025, is 2025's). */
export function sameStretchIn(period: Period, year: number): Period | undefined {
  if (period.kind === 'quarter') return quarterPeriod(year, Math.ceil(Number(period.from.slice(5, 7)) / 3));
  const half = /^the (first|second) half of \d{4}$/.exec(period.label);
  if (!half) return undefined;
  return half[1] === 'first'
    ? rangePeriod(`${year}-01-01`, `${year}-06-30`, `the first half of ${year}`)
    : rangePeriod(`${year}-07-01`, `${year}-12-31`, `the second half of ${year}`);
}

export const ALL_TIME: Period = {
  from: '1900-01-01',
  to: '9999-12-31',
  kind: 'all',
  id: 'all',
  label: 'all time',
};

export function thisMonth(today: string): Period {
  return monthPeriod(yearOf(today), monthNumberOf(today));
}

export function yearToDate(today: string): Period {
  const from = `${today.slice(0, 4)}-01-01`;
  return { ...rangePeriod(from, today), label: `${today.slice(0, 4)} year to date` };
}

/** Sunday to Saturday, as the calendar's week view shows it. */
function weekOf(today: string, offset: number): Period {
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  const sunday = addDays(today, -weekday + offset * 7);
  return rangePeriod(sunday, addDays(sunday, 6), `the week of ${formatDay(sunday)}`);
}

function quarterOfDay(day: string): number {
  return Math.floor((monthNumberOf(day) - 1) / 3) + 1;
}

function shiftQuarter(today: string, offset: number): Period {
  const index = yearOf(today) * 4 + (quarterOfDay(today) - 1) + offset;
  return quarterPeriod(Math.floor(index / 4), (index % 4) + 1);
}

function readYear(token: string | undefined): number | undefined {
  if (!token) return undefined;
  const match = /^(?:fy)?((?:19|20)\d\d)$/.exec(token);
  return match ? Number(match[1]) : undefined;
}

function readNumber(token: string | undefined): number | undefined {
  if (!token) return undefined;
  if (/^\d{1,3}$/.test(token)) return Number(token);
  return NUMBER_WORDS[token];
}

function readMonth(token: string | undefined): number | undefined {
  if (!token) return undefined;
  const index = MONTHS.indexOf(token);
  if (index >= 0) return index + 1;
  return MONTH_NUMBERS[token];
}

const LAST = new Set(['last', 'previous', 'past', 'prior']);
const NEXT = new Set(['next', 'coming', 'upcoming', 'following']);
const THIS = new Set(['this', 'current']);
const UNIT = wordTable<'day' | 'week' | 'month' | 'quarter' | 'year'>({
  day: 'day',
  days: 'day',
  week: 'week',
  weeks: 'week',
  month: 'month',
  months: 'month',
  quarter: 'quarter',
  quarters: 'quarter',
  year: 'year',
  years: 'year',
  // As typed in a hurry.
  wk: 'week',
  wks: 'week',
  mo: 'month',
  mos: 'month',
  mth: 'month',
  mths: 'month',
  qtr: 'quarter',
  qtrs: 'quarter',
  yr: 'year',
  yrs: 'year',
});
const PLURAL_UNITS = new Set([
  'days',
  'weeks',
  'months',
  'quarters',
  'years',
  'wks',
  'mos',
  'mths',
  'qtrs',
  'yrs',
]);
/** "may" is a month only where a month is expected, not in "may I ask". */
const MONTH_CONTEXT = new Set([
  'in',
  'for',
  'during',
  'since',
  'of',
  'last',
  'this',
  'next',
  'from',
  'to',
  'through',
  'until',
  'between',
  'and',
  'early',
  'late',
  'mid',
  'end',
]);

const STREET_WORDS = /^(st|street|ave|avenue|rd|road|dr|drive|ln|lane|blvd|boulevard|ct|court|way|pl|place)$/;

/** A period found at a token; `impliedYear`: a month or day whose year was not said. */
type Attempt = { period: Period; end: number; start?: number; impliedYear?: boolean } | undefined;

/** A real calendar day (no February 30). */
const isDay = (day: string): boolean =>
  Number(day.slice(8, 10)) <= daysInMonth(Number(day.slice(0, 4)), Number(day.slice(5, 7)));

/** The year named after a month or quarter that ends at `end` ("2025", "of 2025", "last year"), if any. */
function yearAfter(tokens: string[], end: number, today: string): { year: number | undefined; end: number } {
  const next = tokens[end] === 'of' ? end + 1 : end;
  const year = readYear(tokens[next]);
  if (year) return { year, end: next + 1 };
  if (['last', 'this', 'next'].includes(tokens[next] ?? '') && tokens[next + 1] === 'year')
    return {
      year: yearOf(today) + (tokens[next] === 'last' ? -1 : tokens[next] === 'next' ? 1 : 0),
      end: next + 2,
    };
  return { year, end };
}

/** A month, with or without a year, at `i`. */
function monthAt(tokens: string[], i: number, today: string, direction: Direction): Attempt {
  const month = readMonth(tokens[i]);
  if (!month) return undefined;
  const prefix = tokens[i - 1];
  // "July 1", "sept 30th": one day of the month.
  const dayMatch = /^(\d{1,2})(st|nd|rd|th)?$/.exec(tokens[i + 1] ?? '');
  const dayOfMonth =
    dayMatch && Number(dayMatch[1]) >= 1 && Number(dayMatch[1]) <= 31 ? Number(dayMatch[1]) : 0;
  if (tokens[i] === 'may' && !MONTH_CONTEXT.has(prefix ?? '') && !readYear(tokens[i + 1]) && !dayOfMonth)
    return undefined;
  const after = yearAfter(tokens, i + 1 + (dayOfMonth ? 1 : 0), today);
  let year = after.year;
  const currentYear = yearOf(today);
  const currentMonth = monthNumberOf(today);
  if (!year) {
    if (prefix && LAST.has(prefix)) year = month < currentMonth ? currentYear : currentYear - 1;
    else if (prefix && NEXT.has(prefix)) year = month > currentMonth ? currentYear : currentYear + 1;
    else if (prefix && THIS.has(prefix)) year = currentYear;
    else if (direction === 'past') year = month <= currentMonth ? currentYear : currentYear - 1;
    else year = month >= currentMonth ? currentYear : currentYear + 1;
  }
  const start = prefix && (LAST.has(prefix) || NEXT.has(prefix) || THIS.has(prefix)) ? i - 1 : i;
  if (dayOfMonth && dayOfMonth <= daysInMonth(year, month)) {
    const day = `${year}-${String(month).padStart(2, '0')}-${String(dayOfMonth).padStart(2, '0')}`;
    return { period: rangePeriod(day, day), end: after.end, start, impliedYear: !after.year };
  }
  return { period: monthPeriod(year, month), end: after.end, start, impliedYear: !after.year };
}

/** Q3, Q3 2025, third quarter (of 2025 / of last year), quarter 3. */
function quarterAt(tokens: string[], i: number, today: string, direction: Direction): Attempt {
  const token = tokens[i] ?? '';
  let quarter: number | undefined;
  let end = i + 1;
  const short = /^q([1-4])$/.exec(token);
  if (short) quarter = Number(short[1]);
  else if (token === 'quarter' && /^[1-4]$/.test(tokens[i + 1] ?? '')) {
    quarter = Number(tokens[i + 1]);
    end = i + 2;
  } else if (ORDINAL_QUARTERS[token] && token !== 'last' && tokens[i + 1] === 'quarter') {
    quarter = ORDINAL_QUARTERS[token];
    end = i + 2;
  }
  if (!quarter) return undefined;
  const after = yearAfter(tokens, end, today);
  let year = after.year ?? readYear(tokens[i - 1]); // "2025 Q3"
  if (!year) {
    const current = quarterOfDay(today);
    if (direction === 'past') year = quarter <= current ? yearOf(today) : yearOf(today) - 1;
    else year = quarter >= current ? yearOf(today) : yearOf(today) + 1;
  }
  return { period: quarterPeriod(year, quarter), end: after.end };
}

/**
 * "H1 2025", "the first half of 2025", "2nd half of last year", "back half": six months of a year. With no
 * year, the latest half that has begun (looking back) or the next that has not ended (looking ahead).
 */
function halfAt(tokens: string[], i: number, today: string, direction: Direction): Attempt {
  const token = tokens[i] ?? '';
  let half: number | undefined;
  let end = i + 1;
  const short = /^h([12])$/.exec(token) ?? /^([12])h$/.exec(token);
  if (short) half = Number(short[1]);
  else if (tokens[i + 1] === 'half') {
    half = /^(first|1st|front)$/.test(token) ? 1 : /^(second|2nd|back|last)$/.test(token) ? 2 : undefined;
    end = i + 2;
  }
  if (!half) return undefined;
  const after = yearAfter(tokens, end, today);
  let year = after.year ?? readYear(tokens[i - 1]);
  if (!year) {
    const current = monthNumberOf(today) <= 6 ? 1 : 2;
    if (direction === 'past') year = half <= current ? yearOf(today) : yearOf(today) - 1;
    else year = half >= current ? yearOf(today) : yearOf(today) + 1;
  }
  const [from, to] = half === 1 ? [`${year}-01-01`, `${year}-06-30`] : [`${year}-07-01`, `${year}-12-31`];
  return {
    period: rangePeriod(from, to, `the ${half === 1 ? 'first' : 'second'} half of ${year}`),
    end: after.end,
  };
}

/**
 * "since the 15th", "what went out on the 17th": that day of this month, or of the month before when it has
 * not come yet; only after "since" or a word of money moving, so "rent is due on the 1st" is no period.
 */
function dayOfMonthAt(tokens: string[], i: number, today: string): Attempt {
  const said = /^(\d{1,2})(st|nd|rd|th)$/.exec(tokens[i + 1] ?? '');
  if (tokens[i] !== 'the' || !said || tokens[i + 2] === 'of') return undefined;
  const before = tokens[i - 1] ?? '';
  const moved =
    before === 'on' && /^(out|in|spent|paid|spend|received|deposited|bought)$/.test(tokens[i - 2] ?? '');
  if (before !== 'since' && !moved) return undefined;
  const day = Number(said[1]);
  let year = yearOf(today);
  let month = monthNumberOf(today);
  if (day > Number(today.slice(8, 10))) [year, month] = month === 1 ? [year - 1, 12] : [year, month - 1];
  const date = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  if (!isDay(date)) return undefined;
  return { period: rangePeriod(date, date, formatDay(date)), end: i + 2 };
}

/** "thanksgiving wk", "the week of thanksgiving": the week (Sunday to Saturday) of the latest Thanksgiving. */
function thanksgivingWeekAt(tokens: string[], i: number, today: string): Attempt {
  const after = tokens[i] === 'thanksgiving' && /^(week|wk)$/.test(tokens[i + 1] ?? '');
  const before = tokens[i] === 'week' && tokens[i + 1] === 'of' && tokens[i + 2] === 'thanksgiving';
  if (!after && !before) return undefined;
  const thanksgivingOf = (year: number) => {
    const first = new Date(`${year}-11-01T00:00:00Z`).getUTCDay();
    return addDays(`${year}-11-01`, ((4 - first + 7) % 7) + 21);
  };
  const day =
    thanksgivingOf(yearOf(today)) <= today
      ? thanksgivingOf(yearOf(today))
      : thanksgivingOf(yearOf(today) - 1);
  const week = weekOf(day, 0);
  return { period: { ...week, label: `Thanksgiving week ${day.slice(0, 4)}` }, end: i + (after ? 2 : 3) };
}

/** "the first three months of next year", "the last 6 months of 2025": months counted from a year's end. */
function monthsOfYearAt(tokens: string[], i: number, today: string): Attempt {
  const side = /^(first|1st|last|final)$/.test(tokens[i] ?? '') ? tokens[i] : undefined;
  const count = /^\d{1,2}$/.test(tokens[i + 1] ?? '')
    ? Number(tokens[i + 1])
    : NUMBER_WORDS[tokens[i + 1] ?? ''];
  if (!side || !count || count > 12 || !/^months?$/.test(tokens[i + 2] ?? '') || tokens[i + 3] !== 'of')
    return undefined;
  const after = yearAfter(tokens, i + 3, today);
  if (!after.year) return undefined;
  const fromFirst = /^(first|1st)$/.test(side);
  const firstMonth = fromFirst ? 1 : 13 - count;
  const from = monthPeriod(after.year, firstMonth).from;
  const to = monthPeriod(after.year, firstMonth + count - 1).to;
  return {
    period: rangePeriod(from, to, `the ${fromFirst ? 'first' : 'last'} ${count} months of ${after.year}`),
    end: after.end,
  };
}

const SEASONS: ReadonlyMap<string, { first: number; name: string }> = new Map(
  Object.entries({
    spring: { first: 3, name: 'spring' },
    summer: { first: 6, name: 'summer' },
    fall: { first: 9, name: 'fall' },
    autumn: { first: 9, name: 'fall' },
    winter: { first: 12, name: 'winter' },
  }),
);

/** A season's three months from its first month's year: winter runs from December into the next year. */
function seasonPeriod(season: { first: number; name: string }, year: number): Period {
  const from = `${year}-${String(season.first).padStart(2, '0')}-01`;
  const lastMonth = monthPeriod(
    season.first === 12 ? year + 1 : year,
    season.first === 12 ? 2 : season.first + 2,
  );
  const label =
    season.first === 12 ? `winter ${year}–${String(year + 1).slice(2)}` : `${season.name} ${year}`;
  return rangePeriod(from, lastMonth.to, label);
}

/**
 * "last winter", "this summer", "over the summer", "summer 2025": three months. "Last" is the latest that
 * is over; "this", or no word, the one under way or the latest begun (looking back), or the next (ahead).
 */
function seasonAt(tokens: string[], i: number, today: string, direction: Direction): Attempt {
  const word = tokens[i] ?? '';
  const said = LAST.has(word) || THIS.has(word) || word === 'the' ? tokens[i + 1] : word;
  const season = SEASONS.get(said ?? '');
  if (!season) return undefined;
  const at = said === word ? i : i + 1;
  const after = yearAfter(tokens, at + 1, today);
  if (after.year && season.first !== 12 && said === word)
    return { period: seasonPeriod(season, after.year), end: after.end };
  // "over the summer", "in winter": a season said bare needs its preposition ("for the winter" plans ahead).
  const bare = said === word || word === 'the';
  if (bare && !/^(in|over|during|through|thru|since)$/.test(tokens[(word === 'the' ? i : at) - 1] ?? ''))
    return undefined;
  // The occurrences around today, latest first: the one begun this year or last, and the one before.
  const year = yearOf(today);
  const around = [year + 1, year, year - 1, year - 2].map((y) => seasonPeriod(season, y));
  const begun = around.filter((period) => period.from <= today);
  const period = LAST.has(word)
    ? begun.find((candidate) => candidate.to < today)
    : direction === 'future'
      ? around.filter((candidate) => candidate.to >= today).at(-1)
      : begun[0];
  return period && { period, end: at + 1 };
}

/** last/this/next + unit, last/next + N + units. */
function relativeAt(tokens: string[], i: number, today: string): Attempt {
  const word = tokens[i] ?? '';
  const isLast = LAST.has(word) || (word === 'this' && tokens[i + 1] === 'past');
  const isNext = NEXT.has(word);
  const isThis = THIS.has(word) && tokens[i + 1] !== 'past';
  if (!isLast && !isNext && !isThis) return undefined;
  const at = word === 'this' && tokens[i + 1] === 'past' ? i + 2 : i + 1;
  const count = readNumber(tokens[at]);
  if (count !== undefined && (isLast || isNext)) {
    // "ok and in the next 90": days, the unit left unsaid (a week or more of them).
    // "the last 6 full months": whole months, this one left out.
    const whole = /^(full|complete|completed|whole|entire)$/.test(tokens[at + 1] ?? '');
    const unitAt = whole ? at + 2 : at + 1;
    const unsaid = !whole && !(tokens[unitAt] ?? '') && count >= 7 && count <= 366;
    const unit = unsaid ? 'day' : UNIT[tokens[unitAt] ?? ''];
    if (!unit || count < 1 || count > 1000) return undefined;
    const end = unsaid ? unitAt : unitAt + 1;
    if (whole && isLast && unit === 'month') {
      const last = addDays(monthOf(today).first, -1);
      return {
        period: rangePeriod(monthOf(today, -count).first, last, `the last ${count} full months`),
        end,
      };
    }
    const many = count === 1 ? unit : `${unit}s`;
    const words = `${count} ${many}`;
    if (isLast) {
      const from =
        unit === 'day'
          ? addDays(today, -(count - 1))
          : unit === 'week'
            ? addDays(today, -(count * 7 - 1))
            : unit === 'month'
              ? monthOf(today, -(count - 1)).first
              : unit === 'quarter'
                ? monthOf(today, -(count * 3 - 1)).first
                : addDays(addMonths(today, -12 * count), 1);
      return { period: rangePeriod(from, today, `the last ${words}`), end };
    }
    const to =
      unit === 'day'
        ? addDays(today, count)
        : unit === 'week'
          ? addDays(today, count * 7)
          : addMonths(today, unit === 'month' ? count : unit === 'quarter' ? count * 3 : count * 12);
    return { period: rangePeriod(today, to, `the next ${words}`), end };
  }
  const unit = UNIT[tokens[at] ?? ''];
  // "last month", not "last months".
  if (!unit || PLURAL_UNITS.has(tokens[at] ?? '')) return undefined;
  const end = at + 1;
  const offset = isLast ? -1 : isNext ? 1 : 0;
  // "past month", "past week", "past year" mean the rolling window, not the calendar one.
  if (word === 'past' && unit !== 'quarter') {
    const from =
      unit === 'day'
        ? addDays(today, -1)
        : unit === 'week'
          ? addDays(today, -6)
          : unit === 'month'
            ? addDays(addMonths(today, -1), 1)
            : addDays(addMonths(today, -12), 1);
    return { period: rangePeriod(from, today, `the past ${unit}`), end };
  }
  switch (unit) {
    case 'day':
      return { period: rangePeriod(addDays(today, offset), addDays(today, offset)), end };
    case 'week':
      return { period: weekOf(today, offset), end };
    case 'month': {
      const month = monthOf(today, offset);
      return { period: monthPeriod(yearOf(month.first), monthNumberOf(month.first)), end };
    }
    case 'quarter':
      return { period: shiftQuarter(today, offset), end };
    case 'year':
      return { period: yearPeriod(yearOf(today) + offset), end };
  }
}

const UNTIL = new Set(['before', 'by', 'until', 'till', 'til', 'through', 'thru']);

/** How many words "by the end of" or "by end of" takes before a period at `i`, 0 when not said. */
function endOfAt(tokens: string[], i: number): number {
  if (tokens.slice(i - 3, i).join(' ') === 'the end of' && UNTIL.has(tokens[i - 4] ?? '')) return 4;
  if (tokens.slice(i - 2, i).join(' ') === 'end of' && UNTIL.has(tokens[i - 3] ?? '')) return 3;
  return 0;
}

/** "before the end of the year", "by year end", "rest of this month": the unit and where the phrase ends. */
function restOf(tokens: string[], i: number): { unit: 'year' | 'month'; end: number } | undefined {
  const t = (k: number) => tokens[i + k] ?? '';
  const unitAt = (k: number): 'year' | 'month' | undefined =>
    t(k) === 'year' ? 'year' : t(k) === 'month' ? 'month' : undefined;
  if (t(0) === 'rest' && t(1) === 'of' && ['the', 'this'].includes(t(2))) {
    const unit = unitAt(3);
    return unit ? { unit, end: i + 4 } : undefined;
  }
  if (!UNTIL.has(t(0))) return undefined;
  if (t(1) === 'the' && t(2) === 'end' && t(3) === 'of' && ['the', 'this'].includes(t(4))) {
    const unit = unitAt(5);
    return unit ? { unit, end: i + 6 } : undefined;
  }
  // "before new year's": the rest of this year.
  if (t(1) === 'new' && ['year', 'years', 'yr'].includes(t(2))) return { unit: 'year', end: i + 3 };
  if (t(1) === 'the' && t(2) === 'new' && ['year', 'years', 'yr'].includes(t(3)))
    return { unit: 'year', end: i + 4 };
  const unit = unitAt(1);
  return unit && t(2) === 'end'
    ? { unit, end: i + 3 }
    : t(1) === 'yearend'
      ? { unit: 'year', end: i + 2 }
      : undefined;
}

function fixedAt(tokens: string[], i: number, today: string): Attempt {
  const t = (k: number) => tokens[i + k] ?? '';
  const word = t(0);
  if (word === 'today') return { period: rangePeriod(today, today, 'today'), end: i + 1 };
  if (word === 'yesterday')
    return { period: rangePeriod(addDays(today, -1), addDays(today, -1), 'yesterday'), end: i + 1 };
  if (word === 'tomorrow')
    return { period: rangePeriod(addDays(today, 1), addDays(today, 1), 'tomorrow'), end: i + 1 };
  if (word === 'ytd') return { period: yearToDate(today), end: i + 1 };
  if (word === 'year' && t(1) === 'to' && t(2) === 'date') return { period: yearToDate(today), end: i + 3 };
  if (word === 'so' && t(1) === 'far' && t(2) === 'this' && t(3) === 'year')
    return { period: yearToDate(today), end: i + 4 };
  if (word === 'this' && t(1) === 'year' && t(2) === 'so' && t(3) === 'far')
    return { period: yearToDate(today), end: i + 4 };
  if (word === 'this' && t(1) === 'year' && t(2) === 'to' && t(3) === 'date')
    return { period: yearToDate(today), end: i + 4 };
  const mtd = {
    ...rangePeriod(`${today.slice(0, 7)}-01`, today),
    label: `${thisMonth(today).label} to date`,
  };
  if (word === 'mtd') return { period: mtd, end: i + 1 };
  if (word === 'month' && t(1) === 'to' && t(2) === 'date') return { period: mtd, end: i + 3 };
  if (word === 'so' && t(1) === 'far' && t(2) === 'this' && t(3) === 'month')
    return { period: mtd, end: i + 4 };
  // "before the end of the year", "by year end", "the rest of the month": from today to its last day.
  const rest = restOf(tokens, i);
  if (rest) {
    const last = rest.unit === 'year' ? `${today.slice(0, 4)}-12-31` : thisMonth(today).to;
    const whole = rest.unit === 'year' ? today.slice(0, 4) : thisMonth(today).label;
    return { period: rangePeriod(today, last, `the rest of ${whole}`), end: rest.end };
  }
  if (word === 'all' && t(1) === 'time') return { period: ALL_TIME, end: i + 2 };
  if (word === 'lifetime' || word === 'ever') return { period: ALL_TIME, end: i + 1 };
  if (word === 'since' && t(1) === 'the' && ['beginning', 'start'].includes(t(2)) && t(3) !== 'of')
    return { period: ALL_TIME, end: i + 3 };
  // "since I started tracking", "since we started using the app": every record.
  // "since dad started keeping track in here": whoever began it.
  const starter = ['i', 'we'].includes(t(1))
    ? 1
    : /^(dad|mom|my|our|he|she|they)$/.test(t(1)) && ['started', 'began', 'start'].includes(t(2))
      ? 1
      : /^(my|our)$/.test(t(1)) && ['started', 'began'].includes(t(3))
        ? 2
        : 0;
  if (word === 'since' && starter && ['started', 'began', 'start'].includes(t(1 + starter)))
    return {
      period: ALL_TIME,
      end:
        i +
        1 +
        starter +
        (['tracking', 'using', 'recording', 'logging'].includes(t(2 + starter))
          ? 2
          : t(2 + starter) === 'keeping' && t(3 + starter) === 'track'
            ? 3
            : 1),
    };
  // "since I bought it", "since we closed on the place": every record, none being older than the purchase.
  if (
    word === 'since' &&
    ['i', 'we'].includes(t(1)) &&
    ['bought', 'purchased', 'got', 'acquired', 'closed'].includes(t(2))
  ) {
    const after = t(3) === 'on' ? 4 : 3;
    const object = ['it', 'them', 'the', 'this', 'that'].includes(t(after))
      ? t(after) === 'the' || t(after) === 'this' || t(after) === 'that'
        ? 2
        : 1
      : 0;
    return { period: ALL_TIME, end: i + after + object };
  }
  const iso = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(word);
  if (iso) {
    const month = Number(iso[2]);
    if (month < 1 || month > 12) return undefined;
    if (iso[3]) {
      const day = Number(iso[3]);
      if (day < 1 || day > daysInMonth(Number(iso[1]), month)) return undefined;
      return { period: rangePeriod(word, word), end: i + 1 };
    }
    return { period: monthPeriod(Number(iso[1]), month), end: i + 1 };
  }
  const slashed = /^(\d{1,2})\/(\d{4})$/.exec(word);
  if (slashed && Number(slashed[1]) >= 1 && Number(slashed[1]) <= 12)
    return { period: monthPeriod(Number(slashed[2]), Number(slashed[1])), end: i + 1 };
  if (word === 'fy' && readYear(t(1))) return { period: yearPeriod(readYear(t(1)) as number), end: i + 2 };
  const year = readYear(word);
  // A bare year, unless it is a street number ("2025 Main St") or an amount ("2000 dollars").
  const isStreetNumber = [1, 2, 3].some((k) => STREET_WORDS.test(t(k)));
  if (year && !isStreetNumber && !/^(dollars?|bucks|usd)$/.test(t(1))) {
    return { period: yearPeriod(year), end: i + 1 };
  }
  return undefined;
}

/**
 * "within 90 days", "within the next two weeks" or, looking ahead, "in 90 days": the next (or, looking
 * back, the last) so many days, weeks, months.
 */
function withinAt(tokens: string[], i: number, today: string, direction: Direction): Attempt {
  // "90 days?" said alone, after "leases ending in the next 60 days": so many days, the way one looks.
  if (i === 0 && tokens.length === 2 && /^(days|weeks)$/.test(tokens[1] ?? ''))
    return relativeAt([direction === 'future' ? 'next' : 'last', ...tokens], 0, today);
  if (tokens[i] !== 'within' && !(tokens[i] === 'in' && direction === 'future')) return undefined;
  const at = tokens[i + 1] === 'the' ? i + 2 : i + 1;
  if (readNumber(tokens[at]) === undefined) return undefined;
  const found = relativeAt(
    [direction === 'future' ? 'next' : 'last', tokens[at] ?? '', tokens[at + 1] ?? ''],
    0,
    today,
  );
  return found && { period: found.period, end: at + 2 };
}

/**
 * "ytd vs the same point in 2025", "this time last year", "the same months of 2025": the year to date of
 * another year, January 1 to today's day of the year.
 */
function sameDayInYearAt(tokens: string[], i: number, today: string): Attempt {
  // "the same months of 2025", "the same stretch of last year": the same days of the year too.
  const noun = tokens[i + 1] ?? '';
  if (
    !/^(same|this)$/.test(tokens[i] ?? '') ||
    !(
      /^(point|time|date|day)$/.test(noun) ||
      (tokens[i] === 'same' && /^(months|stretch|period|span)$/.test(noun))
    )
  )
    return undefined;
  let at = i + 2;
  if (/^(in|of)$/.test(tokens[at] ?? '')) at += 1;
  // "month to date against the same point in october": that month, to today's day of the month.
  const month = readMonth(tokens[at]);
  if (month && tokens[i] === 'same' && /^(point|time|date|day)$/.test(noun)) {
    const year = month < monthNumberOf(today) ? yearOf(today) : yearOf(today) - 1;
    const whole = monthPeriod(year, month);
    const day = `${whole.from.slice(0, 8)}${today.slice(8, 10)}`;
    const to = day < whole.to && isDay(day) ? day : whole.to;
    return { period: rangePeriod(whole.from, to, `${whole.label} to ${formatDay(to, false)}`), end: at + 1 };
  }
  const said = tokens.slice(at, at + 3).join(' ');
  const lastYear = /^(last year|previous year|prior year|a year ago|the year before)/.exec(said);
  const year = lastYear ? yearOf(today) - 1 : readYear(tokens[at]);
  if (!year || year >= yearOf(today) || (tokens[i] === 'this' && !lastYear)) return undefined;
  const end = lastYear ? at + lastYear[0].split(' ').length : at + 1;
  let to = `${year}${today.slice(4)}`;
  if (!isDay(to)) to = `${year}-02-28`;
  return { period: rangePeriod(`${year}-01-01`, to, `${year} to ${readableDay(to, false)}`), end };
}

/** "the same quarter last year", "same month a year ago": this quarter or month, a year back. */
function sameLastYearAt(tokens: string[], i: number, today: string): Attempt {
  const unit = tokens[i + 1];
  const sameDay = sameDayInYearAt(tokens, i, today);
  if (sameDay) return sameDay;
  if (tokens[i] !== 'same' || (unit !== 'quarter' && unit !== 'month')) return undefined;
  const rest = tokens.slice(i + 2, i + 5).join(' ');
  const said = /^(last year|previous year|prior year|of last year|a year ago|the year before)/.exec(rest);
  if (!said) return undefined;
  const end = i + 2 + said[0].split(' ').length;
  if (unit === 'quarter') return { period: shiftQuarter(today, -4), end };
  const month = monthOf(today, -12);
  return { period: monthPeriod(yearOf(month.first), monthNumberOf(month.first)), end };
}

function periodAt(tokens: string[], i: number, today: string, direction: Direction): Attempt {
  return (
    monthsOfYearAt(tokens, i, today) ??
    dayOfMonthAt(tokens, i, today) ??
    thanksgivingWeekAt(tokens, i, today) ??
    fixedAt(tokens, i, today) ??
    sameLastYearAt(tokens, i, today) ??
    withinAt(tokens, i, today, direction) ??
    relativeAt(tokens, i, today) ??
    quarterAt(tokens, i, today, direction) ??
    halfAt(tokens, i, today, direction) ??
    seasonAt(tokens, i, today, direction) ??
    monthAt(tokens, i, today, direction)
  );
}

/**
 * The first period named in `tokens` (lower-case, typo-corrected), with the token span it covers;
 * "from March to May" and "between Q1 and Q2" join into one range, "since March" runs to today.
 */
export function findPeriod(
  tokens: string[],
  today: string,
  direction: Direction = 'past',
): PeriodMatch | undefined {
  for (let i = 0; i < tokens.length; i++) {
    const found = periodAt(tokens, i, today, direction);
    if (!found) continue;
    let { period, end } = found;
    let start = found.start ?? i;
    // "2026 year-to-date", "2026 ytd": this year so far, said with its number.
    if (period.kind === 'year' && period.from <= today && today <= period.to) {
      const said =
        tokens[end] === 'ytd'
          ? 1
          : tokens[end] === 'year' && tokens[end + 1] === 'to' && tokens[end + 2] === 'date'
            ? 3
            : tokens[end] === 'to' && tokens[end + 1] === 'date'
              ? 2
              : 0;
      if (said) {
        period = yearToDate(today);
        end += said;
      }
    }
    // "calendar year 2025", "tax year 2025": the year, said fully.
    if (
      tokens[start - 1] === 'year' &&
      /^(calendar|fiscal|tax)$/.test(tokens[start - 2] ?? '') &&
      period.kind === 'year'
    )
      start -= 2;
    const before = tokens[i - 1];
    // "July thru September" needs no "from": through says a range, where "to" and "and" may set two apart.
    const joined = before === 'from' || before === 'between';
    if (
      (joined && ['to', 'through', 'until', 'and', 'thru'].includes(tokens[end] ?? '')) ||
      (!joined && ['through', 'thru'].includes(tokens[end] ?? ''))
    ) {
      // "2026 thru the end of june": to the end of the second period.
      let next = end + 1;
      if (tokens[next] === 'the' && tokens[next + 1] === 'end' && tokens[next + 2] === 'of') next += 3;
      else if (tokens[next] === 'end' && tokens[next + 1] === 'of') next += 2;
      const second = periodAt(tokens, next, today, direction);
      // "between July 1 and Sept 30 last year": the year said once, at the end, is the first date's too.
      if (second && second.period.to < period.from && found.impliedYear) {
        const year = second.period.to.slice(0, 4);
        const [from, to] = [`${year}${period.from.slice(4)}`, `${year}${period.to.slice(4)}`];
        if (from <= second.period.to && isDay(from) && isDay(to))
          period =
            from === to
              ? rangePeriod(from, to)
              : { ...period, from, to, label: `${period.label.replace(/\d{4}$/, year)}` };
      }
      if (second && second.period.to >= period.from) {
        period = rangePeriod(period.from, second.period.to, `${period.label} to ${second.period.label}`);
        end = second.end;
        start = joined ? i - 1 : i;
      }
    } else if (
      // Looking ahead, "thru the end of March", "by end of June", "by June": from today to the end of that
      // period.
      direction === 'future' &&
      period.kind !== 'all' &&
      period.to > today &&
      (UNTIL.has(before ?? '') || endOfAt(tokens, i) > 0)
    ) {
      const endOf = endOfAt(tokens, i);
      // "on or before March 31": the day itself too.
      const onOr = tokens[i - 2] === 'or' && tokens[i - 3] === 'on';
      const to = before === 'before' && !onOr ? addDays(period.from, -1) : period.to;
      if (to >= today) {
        period = rangePeriod(today, to);
        start = i - (endOf || (onOr ? 3 : 1));
      }
    } else if (before === 'since' && period.kind !== 'all') {
      period = rangePeriod(period.from, today, `since ${period.label}`);
      start = i - 1;
    } else if (
      // "since the start of March", "since the beginning of the year"
      period.kind !== 'all' &&
      tokens[start - 1] === 'of' &&
      ['start', 'beginning'].includes(tokens[start - 2] ?? '') &&
      tokens[start - 3] === 'the' &&
      tokens[start - 4] === 'since'
    ) {
      period = rangePeriod(period.from, today, `since ${period.label}`);
      start -= 4;
    }
    return { period, start, end };
  }
  return undefined;
}

/** The period inside a sentence: "in October 2026", "so far in 2026", "in the last 90 days", "today". */
export function periodPhrase(period: Period): string {
  if (period.kind === 'all') return 'across all time';
  if (['today', 'yesterday', 'tomorrow'].includes(period.label)) return period.label;
  if (period.label.startsWith('since ')) return period.label;
  if (period.label.endsWith(' year to date')) return `so far in ${period.label.slice(0, 4)}`;
  if (period.label.endsWith(' to date')) return `so far in ${period.label.slice(0, -' to date'.length)}`;
  if (period.kind === 'day') return `on ${period.label}`;
  if (period.kind === 'range' && !period.label.startsWith('the '))
    return `from ${period.label.replace(' – ', ' to ')}`;
  return `in ${period.label}`;
}
