import { z } from 'zod';

/** A calendar date, `YYYY-MM-DD` (ARCHITECTURE.md: dates travel as plain dates, never timestamps). */
export const DateSchema = z.iso.date({ message: 'Must be a date in YYYY-MM-DD format' });

/** Money in dollars: a number with at most 2 decimals (stored exactly as numeric(14,2)). */
export const MoneySchema = z
  .number({ message: 'Must be a number' })
  .min(0, 'Must be 0 or more')
  .max(999_999_999_999, 'Is too large')
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, 'At most 2 decimals (cents)');

export const SignedMoneySchema = z
  .number({ message: 'Must be a number' })
  .min(-999_999_999_999, 'Is too small')
  .max(999_999_999_999, 'Is too large')
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, 'At most 2 decimals (cents)');

export const IdSchema = z.string();

export const IdParamsSchema = z.object({ id: z.string().min(1).max(100) });

/** Optional free text: trimmed, empty becomes null. */
export const optionalText = (max = 500) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .transform((value) => (value === '' ? null : value))
    .nullish();
