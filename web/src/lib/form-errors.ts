import { ApiError } from '@/lib/api-client';

/** A form's errors: each under the field it names, and one sentence above the form. */
export type FormErrors<F extends string> = { fields: Partial<Record<F, string>>; form: string | null };

/**
 * A refused write, as a form shows it: a 422's issues under the fields they name (loc ['body', field]),
 * anything else (a sentence, a field the form does not have) above the form; `fallback` when the server
 * said nothing usable.
 */
export function formErrorsFrom<F extends string>(
  error: unknown,
  fallback: string,
  isField: (value: unknown) => value is F,
): FormErrors<F> {
  if (!(error instanceof ApiError)) return { fields: {}, form: fallback };
  const { detail } = error;
  if (typeof detail === 'string') return { fields: {}, form: detail.trim() || fallback };
  const fields: Partial<Record<F, string>> = {};
  const others: string[] = [];
  for (const issue of detail ?? []) {
    const field = issue.loc.at(-1);
    if (isField(field)) fields[field] ??= issue.msg;
    else others.push(issue.msg);
  }
  const hasAny = Object.keys(fields).length > 0 || others.length > 0;
  return { fields, form: hasAny ? others.join(' ') || null : fallback };
}

/** A form with no errors: as it opens, and once the server took it. */
export const NO_FORM_ERRORS: FormErrors<never> = { fields: {}, form: null };

/** The guard that tells a form's own field names from any other (a path, a loc). */
export const isOneOf =
  <F extends string>(fields: readonly F[]) =>
  (value: unknown): value is F =>
    fields.includes(value as F);

/**
 * The contract's issues under the fields they name, the first for each, for a form checked before it is
 * sent; `whenEmpty` holds the message of a field left empty (a required one), which stands instead of the
 * contract's. `fields` may come with messages of the form's own.
 */
export function issuesByField<F extends string>(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  isField: (value: unknown) => value is F,
  whenEmpty: Partial<Record<F, string | false>>,
  fields: Partial<Record<F, string>> = {},
): FormErrors<F> {
  for (const issue of issues) {
    const field = issue.path[0];
    if (!isField(field) || fields[field]) continue;
    const emptyMessage = whenEmpty[field];
    fields[field] = typeof emptyMessage === 'string' ? emptyMessage : issue.message;
  }
  return { fields, form: null };
}
