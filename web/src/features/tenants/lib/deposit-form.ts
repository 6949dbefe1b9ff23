import {
  CreateDepositEntryInputSchema,
  type CreateDepositEntryInput,
  type DepositEntryKind,
} from '@astor/contract/deposits';
import { formErrorsFrom, isOneOf, issuesByField, NO_FORM_ERRORS, type FormErrors } from '@/lib/form-errors';

/** The add-entry form as its inputs hold it. */
export interface DepositFormValues {
  kind: DepositEntryKind;
  amount: string;
  date: string;
  description: string;
}

export type DepositField = keyof DepositFormValues;

/** A message under a field, or above the form when it names none (a deduction beyond what is held). */
export type DepositFormErrors = FormErrors<DepositField>;

export const NO_DEPOSIT_ERRORS: DepositFormErrors = NO_FORM_ERRORS;

export const DEPOSIT_KIND_LABELS: Record<DepositEntryKind, string> = {
  received: 'Received',
  deduction: 'Deduction',
  returned: 'Returned',
};

const isField = isOneOf<DepositField>(['kind', 'amount', 'date', 'description']);

export const emptyDepositForm = (today: string, kind: DepositEntryKind = 'received'): DepositFormValues => ({
  kind,
  amount: '',
  date: today,
  description: '',
});

/** The request body, or the contract's messages by field (the server checks the same schema). */
export function readDepositForm(
  values: DepositFormValues,
): { ok: true; input: CreateDepositEntryInput } | { ok: false; errors: DepositFormErrors } {
  const amount = values.amount.trim();
  const parsed = CreateDepositEntryInputSchema.safeParse({
    kind: values.kind,
    amount: amount === '' ? undefined : Number(amount),
    date: values.date,
    description: values.description,
  });
  if (parsed.success) return { ok: true, input: parsed.data };
  const fields: DepositFormErrors['fields'] = {};
  // The contract checks the reason once the other fields are valid; the form says it at once.
  if (values.kind === 'deduction' && values.description.trim() === '') {
    fields.description = 'A deduction needs a reason';
  }
  const errors = issuesByField(
    parsed.error.issues,
    isField,
    { amount: amount === '' && 'Amount is required', date: values.date === '' && 'Date is required' },
    fields,
  );
  return { ok: false, errors };
}

/**
 * A refused entry, as the form shows it: a 422's issues under the fields they name (loc ['body', field]),
 * a sentence (more deducted than received) above the form.
 */
export function depositErrorsFrom(error: unknown, fallback: string): DepositFormErrors {
  return formErrorsFrom(error, fallback, isField);
}
