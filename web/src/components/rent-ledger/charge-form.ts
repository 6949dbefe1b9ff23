import { CreateLeaseChargeInputSchema, type CreateLeaseChargeInput } from '@astor/contract/rent-ledger';
import { formErrorsFrom } from '@/lib/form-errors';

/** The Add charge form as its inputs hold it. */
export interface ChargeFormValues {
  description: string;
  amount: string;
  due_date: string;
}

export type ChargeField = keyof ChargeFormValues;

/** A message under a field, or above the form when it names none. */
export interface ChargeFormErrors {
  fields: Partial<Record<ChargeField, string>>;
  form: string | null;
}

export const NO_CHARGE_ERRORS: ChargeFormErrors = { fields: {}, form: null };

const FIELDS: readonly ChargeField[] = ['description', 'amount', 'due_date'];
const isField = (value: unknown): value is ChargeField => FIELDS.includes(value as ChargeField);

export const emptyChargeForm = (today: string): ChargeFormValues => ({
  description: '',
  amount: '',
  due_date: today,
});

/** The request body, or the contract's messages by field (the server checks the same schema). */
export function readChargeForm(
  values: ChargeFormValues,
): { ok: true; input: CreateLeaseChargeInput } | { ok: false; errors: ChargeFormErrors } {
  const amount = values.amount.trim();
  const parsed = CreateLeaseChargeInputSchema.safeParse({
    description: values.description,
    amount: amount === '' ? undefined : Number(amount),
    due_date: values.due_date,
  });
  if (parsed.success) return { ok: true, input: parsed.data };
  const fields: ChargeFormErrors['fields'] = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (!isField(field) || fields[field]) continue;
    fields[field] =
      field === 'amount' && amount === ''
        ? 'Amount is required'
        : field === 'due_date' && values.due_date === ''
          ? 'Due date is required'
          : issue.message;
  }
  return { ok: false, errors: { fields, form: null } };
}

/**
 * A refused charge, as the form shows it: a 422's issues under the fields they name (loc ['body', field]),
 * anything else (a sentence, a field the form does not have) above the form.
 */
export function chargeErrorsFrom(error: unknown, fallback: string): ChargeFormErrors {
  return formErrorsFrom(error, fallback, isField);
}
