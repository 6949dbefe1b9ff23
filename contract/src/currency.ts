import { z } from 'zod';

/**
 * Currencies of amounts (incomes, expenses, what the document reader proposes): ISO 4217 codes, three
 * capital letters. An amount is stored and shown in its own currency and never converted.
 */

/** The codes this runtime knows (Intl's list of ISO 4217 codes in use); empty when it has no such list. */
const KNOWN_CODES: ReadonlySet<string> = new Set(
  typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('currency') : [],
);

export const CURRENCY_MESSAGE = 'Must be a currency code of three letters, such as USD, GBP or EUR';

/** Whether `value` is an ISO 4217 currency code ('GBP'; not 'gbp', 'XYZ' or '£'). */
export function isCurrencyCode(value: unknown): value is string {
  if (typeof value !== 'string' || !/^[A-Z]{3}$/.test(value)) return false;
  return KNOWN_CODES.size === 0 || KNOWN_CODES.has(value);
}

/** An ISO 4217 code; lower case is accepted and sent on in capitals ('gbp' → 'GBP'). */
export const CurrencyCodeSchema = z
  .string({ message: CURRENCY_MESSAGE })
  .trim()
  .transform((value) => value.toUpperCase())
  .refine(isCurrencyCode, CURRENCY_MESSAGE);
