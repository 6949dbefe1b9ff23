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
