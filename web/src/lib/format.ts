/**
 * The one place for display rules (spec §5): money, dates, N/A. Every screen formats through here.
 */

export const NOT_AVAILABLE = 'N/A';

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

const usd2 = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const usd0 = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

const twoDecimals = new Map<string, Intl.NumberFormat>([['USD', usd2]]);

/**
 * 2 decimals in `currency` (ISO 4217): '$1,250.00', '£45.67', 'CA$12.00', '€3.00'. The amount is shown as
 * it is, never converted; a code Intl cannot format falls back to 'XYZ 12.00'.
 */
function formatIn(value: number, currency: string): string {
  let format = twoDecimals.get(currency);
  if (!format) {
    try {
      format = new Intl.NumberFormat('en-US', {
        style: 'currency',
        currency,
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      });
    } catch {
      return `${currency} ${value.toFixed(2)}`;
    }
    twoDecimals.set(currency, format);
  }
  return format.format(value);
}

/**
 * spec §5: an amount that is not a number shows N/A; others show with a $ sign and 2 decimals (or the
 * sign of their own currency when it is not USD).
 */
export function formatMoney(value: unknown, currency = 'USD'): string {
  return isNumber(value) ? formatIn(value, currency) : NOT_AVAILABLE;
}

/** spec §5: cards show money as USD with no decimals. */
export function formatMoneyWhole(value: unknown): string {
  return isNumber(value) ? usd0.format(value) : NOT_AVAILABLE;
}

/** spec §5: the ledger uses 2 decimals, with negatives in parentheses; each amount in its own currency. */
export function formatLedgerAmount(value: unknown, currency = 'USD'): string {
  if (!isNumber(value)) return NOT_AVAILABLE;
  return value < 0 ? `(${formatIn(-value, currency)})` : formatIn(value, currency);
}

/** spec §5: empty values show N/A. */
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
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(date.getTime()) ? undefined : date;
}

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

/** A localized date, e.g. 'Jan 5, 2026'; N/A when empty or invalid. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return NOT_AVAILABLE;
  const date = parseDateOnly(value) ?? new Date(value);
  return Number.isNaN(date.getTime()) ? NOT_AVAILABLE : dateFormat.format(date);
}

/** Today's date as `YYYY-MM-DD` in the browser's time zone. */
export function todayIso(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** spec §5: 'Owned For' in years and months since the purchase date, e.g. '3 years 2 months'. */
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
