import {
  BANK_ACCOUNTS,
  EXPENSE_CATEGORIES,
  INCOME_CATEGORIES,
  PAYMENT_METHODS,
} from '@astor/contract/categories';
import { TransactionInputSchema, type TransactionInput } from '@astor/contract/finances';

/** docs/product.md#add-transaction: the Add Transaction form, as the inputs hold it (text everywhere). */

export type TransactionType = 'expense' | 'income';

export interface TransactionFormValues {
  type: TransactionType;
  propertyId: string;
  amount: string;
  description: string;
  category: string;
  transactionDate: string;
  entity: string;
  bankAccount: string;
  method: string;
}

export function emptyTransactionForm(today: string): TransactionFormValues {
  return {
    type: 'expense',
    propertyId: '',
    amount: '',
    description: '',
    category: '',
    transactionDate: today,
    entity: '',
    bankAccount: '',
    method: '',
  };
}

export function categoriesFor(type: TransactionType): readonly string[] {
  return type === 'income' ? INCOME_CATEGORIES : EXPENSE_CATEGORIES;
}

/** Switching the type keeps the category only when the new type has it ('Other' is in both). */
export function withType(values: TransactionFormValues, type: TransactionType): TransactionFormValues {
  const category = categoriesFor(type).includes(values.category) ? values.category : '';
  return { ...values, type, category };
}

export type ParsedTransactionForm =
  { ok: true; type: TransactionType; input: TransactionInput } | { ok: false; message: string };

/**
 * The request body, or the first thing to fix. docs/product.md#add-transaction: property and amount are
 * required.
 */
export function parseTransactionForm(values: TransactionFormValues): ParsedTransactionForm {
  if (!values.propertyId) return { ok: false, message: 'Property is required' };
  if (values.amount.trim() === '') return { ok: false, message: 'Amount is required' };
  const parsed = TransactionInputSchema.safeParse({
    property_id: values.propertyId,
    amount: Number(values.amount),
    description: values.description,
    category: values.category || null,
    transaction_date: values.transactionDate,
    entity: values.entity,
    bank_account: pickOption(BANK_ACCOUNTS, values.bankAccount),
    method: pickOption(PAYMENT_METHODS, values.method),
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = FIELD_LABELS[String(issue?.path[0])] ?? 'A field';
    return { ok: false, message: `${field}: ${issue?.message ?? 'Please check it.'}` };
  }
  return { ok: true, type: values.type, input: parsed.data };
}

const FIELD_LABELS: Record<string, string> = {
  amount: 'Amount',
  description: 'Description',
  category: 'Category',
  transaction_date: 'Transaction Date',
  entity: 'Entity',
};

/** An option from the fixed list, null when none was chosen (the server refuses anything else). */
function pickOption<T extends string>(options: readonly T[], value: string): T | null {
  return options.find((option) => option === value) ?? null;
}
