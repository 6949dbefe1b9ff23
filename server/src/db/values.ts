/** Conversions at the database boundary: numeric columns arrive as exact strings; the API speaks numbers. */

export const moneyOut = (value: string | null): number | null => (value === null ? null : Number(value));

/** Dollars as an exact numeric string; the input was validated to at most 2 decimals. */
export const moneyIn = (value: number | null | undefined): string | null | undefined =>
  value === undefined ? undefined : value === null ? null : value.toFixed(2);

export const timestampOut = (value: Date): string => value.toISOString();

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs; anything else cannot name a record, so callers answer 404 without asking the database. */
export const isUuid = (value: string): boolean => UUID.test(value);

/** Drops keys whose value is undefined, so a PATCH changes only what it names. */
export function definedOnly<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;
}
