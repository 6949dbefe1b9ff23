import {
  CreateDepositEntryInputSchema,
  type CreateDepositEntryInput,
  type DepositEntryKind,
} from '@astor/contract/deposits';
import { formErrorsFrom } from '@/lib/form-errors';

/** The add-entry form as its inputs hold it. */
export interface DepositFormValues {
  kind: DepositEntryKind;
  amount: string;
  date: string;
  description: string;
}

export type DepositField = keyof DepositFormValues;

/** A message under a field, or above the form when it names none (a deduction beyond what is held). */
export interface DepositFormErrors {
  fields: Partial<Record<DepositField, string>>;
  form: string | null;
}

export const NO_DEPOSIT_ERRORS: DepositFormErrors = { fields: {}, form: null };

export const DEPOSIT_KIND_LABELS: Record<DepositEntryKind, string> = {
  received: 'Received',
  deduction: 'Deduction',
  returned: 'Returned',
};

const FIELDS: readonly DepositField[] = ['kind', 'amount', 'date', 'description'];
const isField = (value: unknown): value is DepositField => FIELDS.includes(value as DepositField);

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
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (!isField(field) || fields[field]) continue;
    fields[field] =
      field === 'amount' && amount === ''
        ? 'Amount is required'
        : field === 'date' && values.date === ''
          ? 'Date is required'
          : issue.message;
  }
  return { ok: false, errors: { fields, form: null } };
}

/**
 * A refused entry, as the form shows it: a 422's issues under the fields they name (loc ['body', field]),
 * a sentence (more deducted than received) above the form.
 */
export function depositErrorsFrom(error: unknown, fallback: string): DepositFormErrors {
  return formErrorsFrom(error, fallback, isField);
}
