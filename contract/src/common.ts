import { z } from 'zod';

/**
 * The dates the API accepts. Wide enough for any purchase, lease or bill; narrow enough that every date
 * can be stored and compared (PostgreSQL has no year 0000 and answered such a filter with an error).
 */
export const FIRST_DATE = '1900-01-01';
export const LAST_DATE = '2200-12-31';
export const DATE_RANGE_MESSAGE = `Must be a date between ${FIRST_DATE} and ${LAST_DATE}`;

/** Whether the day a well-formed date or date-time names lies between FIRST_DATE and LAST_DATE. */
export const isDayInRange = (value: string): boolean =>
  value.slice(0, 10) >= FIRST_DATE && value.slice(0, 10) <= LAST_DATE;

const isMissing = (issue: { input?: unknown }) => issue.input === undefined || issue.input === null;

/**
 * The error of a schema's own type check that says `message` when the value is missing (undefined or
 * null), and leaves a value of the wrong type to the common messages (issue-messages.ts).
 */
export const whenMissing =
  (message: string) =>
  (issue: { input?: unknown }): string | undefined =>
    isMissing(issue) ? message : undefined;

/**
 * The opposite: `message` for a value of the wrong type, and the common "<Field> is required" when it is
 * missing (issue-messages.ts names the field).
 */
export const unlessMissing =
  (message: string) =>
  (issue: { input?: unknown }): string | undefined =>
    isMissing(issue) ? undefined : message;

/**
 * A calendar date, `YYYY-MM-DD` (docs/style.md#money-dates-and-numbers: dates travel as plain dates, never
 * timestamps).
 */
export const DateSchema = z.iso
  // abort: a malformed date gets the format message alone, not the range one as well.
  .date({ error: unlessMissing('Must be a date in YYYY-MM-DD format'), abort: true })
  .refine(isDayInRange, DATE_RANGE_MESSAGE);

/** Money in dollars: a number with at most 2 decimals (stored exactly as numeric(14,2)). */
export const MoneySchema = z
  .number({ error: unlessMissing('Must be a number') })
  .min(0, 'Must be 0 or more')
  .max(999_999_999_999, 'Is too large')
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, 'At most 2 decimals (cents)');

export const SignedMoneySchema = z
  .number({ error: unlessMissing('Must be a number') })
  .min(-999_999_999_999, 'Is too small')
  .max(999_999_999_999, 'Is too large')
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, 'At most 2 decimals (cents)');

export const IdSchema = z.string();

/** An IANA time zone (America/Chicago) that this runtime knows, for "today" and month boundaries. */
export const TimeZoneSchema = z
  .string()
  .max(64)
  .refine((value) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: value });
      return true;
    } catch {
      return false;
    }
  }, 'Unknown time zone');

/**
 * The file part of a multipart upload, as the OpenAPI document shows it (binary). Uploads are read by the
 * server itself, text fields before the file (docs/product.md#api-conventions); these schemas document them.
 */
export const UploadedFileSchema = z.string().meta({ format: 'binary' });

/** A yes/no field of a multipart form: 'true' means yes, anything else no. */
export const FormFlagSchema = z.enum(['true', 'false']);

export const IdParamsSchema = z.object({ id: z.string().min(1).max(100) });

/** Optional free text: trimmed, empty becomes null. */
export const optionalText = (max = 500) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .transform((value) => (value === '' ? null : value))
    .nullish();
