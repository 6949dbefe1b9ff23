/**
 * Fields that do not apply to the document as it is described: the review hides them and nothing is
 * written for them (docs/product.md#upload-wizard). A commercial lease has no bedrooms or bathrooms.
 */
const RULES: ReadonlyArray<{
  keys: readonly string[];
  applies: (values: Readonly<Record<string, unknown>>) => boolean;
}> = [{ keys: ['num_bedrooms', 'num_bathrooms'], applies: (values) => values.is_commercial !== true }];

/** The keys of the fields that do not apply, given every field's value. */
export function inapplicableFields(values: Readonly<Record<string, unknown>>): ReadonlySet<string> {
  return new Set(RULES.filter((rule) => !rule.applies(values)).flatMap((rule) => rule.keys));
}

/** The values to write: a field that does not apply is written as nothing. */
export function withoutInapplicable<T extends Readonly<Record<string, unknown>>>(values: T): T {
  const hidden = inapplicableFields(values);
  if (hidden.size === 0) return values;
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, hidden.has(key) ? null : value]),
  ) as T;
}
