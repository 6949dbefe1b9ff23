/**
 * The one place for display rules: money, dates, relative times, file sizes, N/A. Every screen formats
 * through here; nothing else builds an Intl format or writes a '$'.
 *
 * Money is shown in the account's currency (the one chosen in Settings, `User.currency` in
 * contract/src/auth.ts) unless an amount carries its own (contract/src/finances.ts: an amount without a
 * currency is in the account's currency). Amounts are never converted.
 */

export const NOT_AVAILABLE = 'N/A';

export const DEFAULT_LOCALE = 'en-US';
export const DEFAULT_DISPLAY_CURRENCY = 'USD';

export interface DisplayPreferences {
  /** ISO 4217 code amounts without their own currency are shown in. */
  currency: string;
  /** BCP 47 tag numbers and dates are written in. */
  locale: string;
}

let preferences: DisplayPreferences = { currency: DEFAULT_DISPLAY_CURRENCY, locale: DEFAULT_LOCALE };

const isCurrencyCode = (value: unknown): value is string =>
  typeof value === 'string' && /^[A-Z]{3}$/.test(value);

function isLocale(value: unknown): value is string {
  if (typeof value !== 'string' || value === '') return false;
  try {
    return Intl.NumberFormat.supportedLocalesOf(value).length > 0;
  } catch {
    return false;
  }
}

/**
 * Sets the account's currency and locale (the signed-in area calls this with the account's preferences);
 * a missing or unusable value falls back to USD and en-US. Returns whether anything changed.
 */
export function setDisplayPreferences(next: { currency?: string | null; locale?: string | null }): boolean {
  const currency = isCurrencyCode(next.currency) ? next.currency : DEFAULT_DISPLAY_CURRENCY;
  const locale = isLocale(next.locale) ? next.locale : DEFAULT_LOCALE;
  if (currency === preferences.currency && locale === preferences.locale) return false;
  preferences = { currency, locale };
  return true;
}

export const getDisplayPreferences = (): DisplayPreferences => preferences;

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** Intl formats are costly to build: one per locale and options, kept. */
const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${preferences.locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(preferences.locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateTimeFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${preferences.locale}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(preferences.locale, options);
    dateFormats.set(key, format);
  }
  return format;
}

/**
 * `value` in `currency` with thousands separators and `digits` decimals: '$1,250.00', '£45.67',
 * 'CA$12.00', '€3.00'. The amount is shown as it is, never converted; a code Intl cannot format falls
 * back to 'XYZ 12.00'.
 */
function formatIn(value: number, currency: string, digits: 0 | 2): string {
  try {
    return numberFormat({
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(value);
  } catch {
    return `${currency} ${numberFormat({ minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value)}`;
  }
}

/** An amount with 2 decimals, in its own currency or else the account's; N/A when it is not a number. */
export function formatMoney(value: unknown, currency?: string | null): string {
  return isNumber(value) ? formatIn(value, currency || preferences.currency, 2) : NOT_AVAILABLE;
}

/** Summary cards and chart axes: the account's currency with no decimals ('$4,680'). */
export function formatMoneyWhole(value: unknown, currency?: string | null): string {
  return isNumber(value) ? formatIn(value, currency || preferences.currency, 0) : NOT_AVAILABLE;
}

/** The ledger: 2 decimals, negatives in parentheses; each amount in its own currency. */
export function formatLedgerAmount(value: unknown, currency?: string | null): string {
  if (!isNumber(value)) return NOT_AVAILABLE;
  return value < 0 ? `(${formatMoney(-value, currency)})` : formatMoney(value, currency);
}

/** A count with thousands separators: '12,400'. */
export function formatCount(value: number): string {
  return numberFormat({ maximumFractionDigits: 0 }).format(value);
}

const FILE_SIZE_UNITS = ['KB', 'MB', 'GB', 'TB'] as const;

/** A file size for people: '512 bytes', '59.3 KB', '4.2 MB' (units of 1024); N/A when not a size. */
export function formatFileSize(bytes: unknown): string {
  const value = typeof bytes === 'string' && bytes.trim() !== '' ? Number(bytes) : bytes;
  if (!isNumber(value) || value < 0) return NOT_AVAILABLE;
  if (value < 1024) return `${formatCount(value)} ${value === 1 ? 'byte' : 'bytes'}`;
  let size = value / 1024;
  let unit = 0;
  while (size >= 1024 && unit < FILE_SIZE_UNITS.length - 1) {
    size /= 1024;
    unit += 1;
  }
  const digits = size < 100 ? 1 : 0;
  return `${numberFormat({ maximumFractionDigits: digits }).format(size)} ${FILE_SIZE_UNITS[unit]}`;
}

/** Empty values show N/A. */
export function displayValue(value: unknown): string {
  if (value === null || value === undefined) return NOT_AVAILABLE;
  if (typeof value === 'string') return value.trim() === '' ? NOT_AVAILABLE : value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : NOT_AVAILABLE;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Parses `YYYY-MM-DD` as a local calendar date (never shifted by the time zone). */
export function parseDateOnly(value: string): Date | undefined {
  const match = DATE_ONLY.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  // '2026-02-30' is no date (the Date constructor would roll it into March).
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day)
    return undefined;
  return date;
}

/** A calendar date (`YYYY-MM-DD`, read as that day wherever the browser is) or a timestamp, as a Date. */
function toDate(value: string | Date): Date | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value;
  if (DATE_ONLY.test(value)) return parseDateOnly(value);
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/**
 * A date or timestamp written with `options` in the account's locale (the calendar's titles, a chart's
 * months); N/A when empty or invalid.
 */
export function formatDateWith(
  value: string | Date | null | undefined,
  options: Intl.DateTimeFormatOptions,
): string {
  const date = value ? toDate(value) : undefined;
  return date ? dateTimeFormat(options).format(date) : NOT_AVAILABLE;
}

/** A date in the account's locale, e.g. 'Nov 1, 2026'; N/A when empty or invalid. */
export function formatDate(value: string | Date | null | undefined): string {
  return formatDateWith(value, { year: 'numeric', month: 'short', day: 'numeric' });
}

/** A moment with its time, e.g. 'Nov 1, 3:04 PM' (the year too when it is not this year). */
export function formatDateTime(value: string | Date | null | undefined, now: Date = new Date()): string {
  const date = value ? toDate(value) : undefined;
  if (!date) return NOT_AVAILABLE;
  return dateTimeFormat({
    month: 'short',
    day: 'numeric',
    ...(date.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
    hour: 'numeric',
    minute: '2-digit',
  }).format(date);
}

/** A wall-clock time, '9:00 AM'. */
export function formatTime(value: string | Date): string {
  return formatDateWith(value, { hour: 'numeric', minute: '2-digit' });
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long ago something happened: 'just now', '5 minutes ago', '3 hours ago', 'yesterday', '4 days
 * ago'; older than a month, the date.
 */
export function formatTimeAgo(value: string, now: Date = new Date()): string {
  const time = Date.parse(value);
  if (Number.isNaN(time)) return formatDate(value);
  const elapsed = Math.max(0, now.getTime() - time);
  const relative = new Intl.RelativeTimeFormat(preferences.locale, { numeric: 'auto' });
  if (elapsed < MINUTE)
    return preferences.locale.startsWith('en') ? 'just now' : relative.format(0, 'second');
  if (elapsed < HOUR) return relative.format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return relative.format(-Math.floor(elapsed / HOUR), 'hour');
  if (elapsed < 30 * DAY) return relative.format(-Math.floor(elapsed / DAY), 'day');
  return formatDate(value);
}

/** Today's date as `YYYY-MM-DD` in the browser's time zone. */
export function todayIso(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** 'Owned For' in years and months since the purchase date, e.g. '3 years 2 months'. */
export function formatOwnedFor(purchaseDate: string | null | undefined, now: Date = new Date()): string {
  const start = purchaseDate ? parseDateOnly(purchaseDate) : undefined;
  if (!start || start > now) return NOT_AVAILABLE;
  let months = (now.getFullYear() - start.getFullYear()) * 12 + (now.getMonth() - start.getMonth());
  if (now.getDate() < start.getDate()) months -= 1;
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  if (years === 0) return plural(rest, 'month');
  return rest === 0 ? plural(years, 'year') : `${plural(years, 'year')} ${plural(rest, 'month')}`;
}

// '$4680.00', '$2,400', '-$50': a dollar sign not part of another sign ('CA$', 'A$') and its figure.
const MONEY_IN_TEXT = /(?<![\p{L}\p{N}])(-?)\$(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?(?![\d,]*\d)/gu;
// '2026-11-01' on its own: not part of a timestamp, an id or a longer number.
const DATE_IN_TEXT = /(?<![\p{L}\p{N}_-])(\d{4}-\d{2}-\d{2})(?![\p{L}\p{N}_-]|T\d)/gu;

/**
 * Text the server wrote (a calendar event's title, a notification, what an upload created, the
 * assistant's answer) in the app's formats: its dollar figures as money in the account's currency
 * ('$4680.00' → '$4,680.00'; the server writes a '$' for amounts that carry no currency of their own,
 * contract/src/finances.ts), and its `YYYY-MM-DD` dates as dates ('2026-11-01' → 'Nov 1, 2026') unless
 * `dates` is false (a chat answer quotes dates as the records have them). Everything else stays as sent.
 */
export function formatServerText(text: string, { dates = true }: { dates?: boolean } = {}): string {
  let result = text.replace(MONEY_IN_TEXT, (match, sign: string, whole: string, fraction = '') => {
    const amount = Number(`${sign}${whole.replaceAll(',', '')}${fraction}`);
    return Number.isFinite(amount) ? formatMoney(amount) : match;
  });
  if (dates) {
    result = result.replace(DATE_IN_TEXT, (match, day: string) =>
      parseDateOnly(day) ? formatDate(day) : match,
    );
  }
  return result;
}
