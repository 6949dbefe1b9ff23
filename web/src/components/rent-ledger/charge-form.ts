import { CreateLeaseChargeInputSchema, type CreateLeaseChargeInput } from '@astor/contract/rent-ledger';
import { formErrorsFrom, isOneOf, issuesByField, NO_FORM_ERRORS, type FormErrors } from '@/lib/form-errors';

/** The Add charge form as its inputs hold it. */
export interface ChargeFormValues {
  description: string;
  amount: string;
  due_date: string;
}

export type ChargeField = keyof ChargeFormValues;

/** A message under a field, or above the form when it names none. */
export type ChargeFormErrors = FormErrors<ChargeField>;

export const NO_CHARGE_ERRORS: ChargeFormErrors = NO_FORM_ERRORS;

const isField = isOneOf<ChargeField>(['description', 'amount', 'due_date']);

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
  const errors = issuesByField(parsed.error.issues, isField, {
    amount: amount === '' && 'Amount is required',
    due_date: values.due_date === '' && 'Due date is required',
  });
  return { ok: false, errors };
}

/**
 * A refused charge, as the form shows it: a 422's issues under the fields they name (loc ['body', field]),
 * anything else (a sentence, a field the form does not have) above the form.
 */
export function chargeErrorsFrom(error: unknown, fallback: string): ChargeFormErrors {
  return formErrorsFrom(error, fallback, isField);
}
