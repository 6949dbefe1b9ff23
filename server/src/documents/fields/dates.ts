/**
 * Dates in extracted text → 'YYYY-MM-DD'. Our own patterns locate dates (fast on long leases, tolerant of
 * OCR spacing); chrono-node parses free-form leftovers handed to parseDate.
 */
import { addDays, addMonths, MONTH_NUMBERS } from '@astor/contract/calendar-date';
import * as chrono from 'chrono-node';

export type DateMatch = {
  iso: string;
  start: number;
  end: number;
  raw: string;
  /** A numeric date that reads either way ('03/04/2019') and whose order the page does not prove. */
  ambiguous?: boolean;
  /** A year OCR garbled ('0223-05-31'), read from its last two digits: the century is inferred. */
  uncertainYear?: boolean;
};

const MONTH = String.raw`(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?`;
const DAY = String.raw`([0-3]?\d)\s?(?:st|nd|rd|th)?`;
const YEAR = String.raw`((?:19|20)\d{2})`;

const DATE_PATTERNS: {
  pattern: RegExp;
  order: 'mdy' | 'dmy' | 'dmy-short' | 'ymd' | 'numeric-mdy' | 'ymd-garbled';
}[] = [
  // March 1, 2024 · Mar. 1st 2024 · March 1 , 2024 · 'Sep 18, 2024Payment date' (a text layer that runs
  // the label into the value)
  { pattern: new RegExp(String.raw`\b${MONTH}\s*${DAY}\s*[,;.]?\s*${YEAR}(?!\d)`, 'gi'), order: 'mdy' },
  // 1 March 2024 · 1st day of March, 2024 · 1st of March 2024
  {
    pattern: new RegExp(String.raw`\b${DAY}\s*(?:day\s+of\s+|of\s+)?${MONTH}\s*,?\s*${YEAR}(?!\d)`, 'gi'),
    order: 'dmy',
  },
  // 01-Nov-2017 · 1/Mar/24 · 26.Feb.2019: receipts and tills print the month's abbreviation between separators.
  {
    pattern: new RegExp(String.raw`\b([0-3]?\d)\s?([-/.])\s?${MONTH}\s?\2\s?((?:19|20)?\d{2})(?!\d)`, 'gi'),
    order: 'dmy-short',
  },
  // 2024-03-01 · 2024/03/01 · 2024.03.01 (receipts from East and South Asia) · 2024-03-01T10:02:00
  { pattern: /\b((?:19|20)\d{2})([-/.])(\d{1,2})\2(\d{1,2})(?![\d.]*\d)/g, order: 'ymd' },
  // 03/01/2024 · 3-1-2024 · 3.1.2024 · 03/01/24
  {
    pattern: /(?<![\d/.-])(\d{1,2})\s?([/.-])\s?(\d{1,2})\s?\2\s?((?:19|20)?\d{2})(?!\d|[/.-]\d)/g,
    order: 'numeric-mdy',
  },
  // 0223-05-31 23:16 · Date 1023/05/31: a year-first date whose four-digit year OCR garbled (GARBLED_YEAR_CONTEXT).
  { pattern: /(?<![\d/.-])(\d{4})([-/.])(\d{1,2})\2(\d{1,2})(?![\d.]*\d)/g, order: 'ymd-garbled' },
];

/**
 * OCR misreads the first digits of a printed year ('0223' for 2023) more than the last two, which alone
 * tell the year as on a till ('31/05/23'). Such a date is read only where a label before it ('Date') or a
 * time after it ('23:16') says it is a date, from its last two digits, and marked `uncertainYear`.
 */
const GARBLED_YEAR_CONTEXT = { before: /\bdate[d:]?\s*[:.#-]?\s*$/i, after: /^\s+\d{1,2}:\d\d\b/ };

const RANGE_CONNECTOR = /\s*(?:-|–|to|through|thru|until)\s*$/i;
const OPEN_RANGE_START = new RegExp(
  String.raw`\b${MONTH}\s*${DAY}(?!\s*[,;.]?\s*(?:19|20)\d{2})\s*(?:-|–|to|through|thru|until)\s*`,
  'gi',
);

export function toIsoDate(year: number, month: number, day: number): string | null {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return null;
  if (year < 1900 || year > 2100 || month < 1 || month > 12 || day < 1) return null;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > last) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function expandYear(twoOrFour: string): number {
  const year = Number(twoOrFour);
  if (twoOrFour.length === 4) return year;
  return year < 70 ? 2000 + year : 1900 + year;
}

function monthNumber(name: string): number {
  return (
    MONTH_NUMBERS[
      name
        .toLowerCase()
        .replace('.', '')
        .slice(0, name.toLowerCase().startsWith('sept') ? 4 : 3)
    ] ?? 0
  );
}

const NUMERIC = DATE_PATTERNS.find(({ order }) => order === 'numeric-mdy')?.pattern as RegExp;

/**
 * Which order the text proves for its numeric dates: 'dmy' when some date can only be day-first
 * ('26/02/2019') and none only month-first ('02/26/2019'), 'mdy' the other way round, null when nothing
 * (or a contradiction) proves either.
 */
export function numericDateOrder(text: string): 'mdy' | 'dmy' | null {
  let dayFirst = false;
  let monthFirst = false;
  NUMERIC.lastIndex = 0;
  for (const match of text.matchAll(NUMERIC)) {
    const first = Number(match[1]);
    const second = Number(match[3]);
    if (first > 12 && first <= 31 && second >= 1 && second <= 12) dayFirst = true;
    if (second > 12 && second <= 31 && first >= 1 && first <= 12) monthFirst = true;
  }
  return dayFirst === monthFirst ? null : dayFirst ? 'dmy' : 'mdy';
}

export type DateOptions = {
  /**
   * Read ambiguous numeric dates day-first when the page proves no order (the caller knows the country:
   * a receipt in pounds or rupees). A proof on the page wins.
   */
  dayFirst?: boolean;
};

/**
 * Every full date (day, month and year) in `text`, in reading order, without overlaps. Numeric dates
 * that could be either order ('03/04/2019') follow the order the text's other dates prove
 * (numericDateOrder), else `options.dayFirst`, else day-first when written with dots ('03.04.2019', the
 * European way), else the US order; those the page does not prove are marked `ambiguous`.
 */
export function findDates(text: string, options: DateOptions = {}): DateMatch[] {
  if (typeof text !== 'string') return [];
  const found: DateMatch[] = [];
  const proven = numericDateOrder(text);
  for (const { pattern, order } of DATE_PATTERNS) {
    pattern.lastIndex = 0;
    for (const match of text.matchAll(pattern)) {
      let iso: string | null = null;
      let ambiguous = false;
      if (order === 'mdy') iso = toIsoDate(Number(match[3]), monthNumber(match[1] ?? ''), Number(match[2]));
      else if (order === 'dmy')
        iso = toIsoDate(Number(match[3]), monthNumber(match[2] ?? ''), Number(match[1]));
      else if (order === 'dmy-short')
        iso = toIsoDate(expandYear(match[4] ?? ''), monthNumber(match[3] ?? ''), Number(match[1]));
      else if (order === 'ymd') iso = toIsoDate(Number(match[1]), Number(match[3]), Number(match[4]));
      else if (order === 'ymd-garbled') {
        const year = match[1] ?? '';
        const before = text.slice(Math.max(0, match.index - 20), match.index);
        const after = text.slice(match.index + match[0].length, match.index + match[0].length + 12);
        const saysDate = GARBLED_YEAR_CONTEXT.before.test(before) || GARBLED_YEAR_CONTEXT.after.test(after);
        if (/^(?:19|20)/.test(year) || !saysDate) continue;
        iso = toIsoDate(expandYear(year.slice(2)), Number(match[3]), Number(match[4]));
      } else {
        const first = Number(match[1]);
        const second = Number(match[3]);
        const year = expandYear(match[4] ?? '');
        const dayFirst = proven ? proven === 'dmy' : (options.dayFirst ?? match[2] === '.');
        ambiguous = !proven && first !== second && first <= 12 && second <= 12;
        // A first number above 12 can only be a day (31/12/2024).
        iso =
          first > 12 || (dayFirst && second <= 12)
            ? toIsoDate(year, second, first)
            : toIsoDate(year, first, second);
        // A scan's '96/21/2025' for '06/21/2025': a leading 0 read as 9, 8 or 6.
        if (!iso && /^[968]\d$/.test(match[1] ?? '') && second <= 31)
          iso = toIsoDate(year, Number(`0${(match[1] ?? '')[1]}`), second);
      }
      if (!iso) continue;
      const start = match.index;
      const end = start + match[0].length;
      if (found.some((other) => start < other.end && other.start < end)) continue;
      found.push({
        iso,
        start,
        end,
        raw: match[0],
        ...(ambiguous ? { ambiguous } : {}),
        ...(order === 'ymd-garbled' ? { uncertainYear: true } : {}),
      });
    }
  }
  found.sort((a, b) => a.start - b.start);
  // 'March 1 to February 28, 2025': the first date of a range borrows the year of the second.
  for (const match of text.matchAll(OPEN_RANGE_START)) {
    const end = match.index + match[0].length;
    const next = found.find((date) => date.start === end);
    if (!next || found.some((date) => date.start <= match.index && match.index < date.end)) continue;
    const endYear = Number(next.iso.slice(0, 4));
    const month = monthNumber(match[1] ?? '');
    const day = Number(match[2]);
    let iso = toIsoDate(endYear, month, day);
    if (iso && iso >= next.iso) iso = toIsoDate(endYear - 1, month, day);
    const rangeStart = match[0].replace(RANGE_CONNECTOR, '');
    if (iso) found.push({ iso, start: match.index, end: match.index + rangeStart.length, raw: rangeStart });
  }
  return found.sort((a, b) => a.start - b.start);
}

/** One date string → 'YYYY-MM-DD', or null. Never throws. */
export function parseDate(raw: string): string | null {
  if (typeof raw !== 'string' || raw.length > 200) return null;
  const own = findDates(raw)[0];
  if (own) return own.iso;
  try {
    const result = chrono.strict.parse(raw, new Date(Date.UTC(2000, 0, 1)))[0];
    if (!result || !result.start.isCertain('year') || !result.start.isCertain('day')) return null;
    return toIsoDate(
      result.start.get('year') ?? 0,
      result.start.get('month') ?? 0,
      result.start.get('day') ?? 0,
    );
  } catch {
    return null;
  }
}

/** The last day of a lease of `months` months starting on `start` (12 months from 2024-03-01 → 2025-02-28). */
export function termEnd(start: string, months: number): string {
  return addDays(addMonths(start, months), -1);
}
