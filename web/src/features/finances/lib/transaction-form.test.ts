import { describe, expect, it } from 'vitest';
import { EXPENSE_CATEGORIES, INCOME_CATEGORIES } from '@astor/contract/categories';
import {
  categoriesFor,
  emptyTransactionForm,
  parseTransactionForm,
  withType,
  type TransactionFormValues,
} from './transaction-form';

const filled = (overrides: Partial<TransactionFormValues> = {}): TransactionFormValues => ({
  ...emptyTransactionForm('2026-03-01'),
  propertyId: 'p1',
  amount: '125.50',
  ...overrides,
});

describe('emptyTransactionForm', () => {
  it('starts as an expense dated today', () => {
    expect(emptyTransactionForm('2026-03-01')).toMatchObject({
      type: 'expense',
      transactionDate: '2026-03-01',
    });
  });
});

describe('categoriesFor and withType', () => {
  it('offers the categories of the type', () => {
    expect(categoriesFor('expense')).toBe(EXPENSE_CATEGORIES);
    expect(categoriesFor('income')).toBe(INCOME_CATEGORIES);
  });

  it.each([
    ['drops an expense-only category', 'Repairs', 'income', ''],
    ['keeps a category both types have', 'Other', 'income', 'Other'],
    ['drops an income-only category', 'Rent', 'expense', ''],
  ] as const)('%s', (_name, category, type, expected) => {
    expect(withType(filled({ category }), type)).toMatchObject({ type, category: expected });
  });
});

describe('parseTransactionForm', () => {
  it('builds the request body with empty texts as null', () => {
    expect(parseTransactionForm(filled({ type: 'income', category: 'Rent', entity: ' Ada ' }))).toEqual({
      ok: true,
      type: 'income',
      input: {
        property_id: 'p1',
        amount: 125.5,
        description: null,
        category: 'Rent',
        transaction_date: '2026-03-01',
        entity: 'Ada',
        bank_account: null,
        method: null,
      },
    });
  });

  it('sends the chosen bank account and method', () => {
    const parsed = parseTransactionForm(filled({ bankAccount: 'Debit account', method: 'Payment savings' }));
    expect(parsed).toMatchObject({
      ok: true,
      input: { bank_account: 'Debit account', method: 'Payment savings' },
    });
  });

  it.each([
    ['no property', { propertyId: '' }, 'Property is required'],
    ['no amount', { amount: ' ' }, 'Amount is required'],
    ['a zero amount', { amount: '0' }, 'Amount: Amount must be greater than 0'],
    ['a negative amount', { amount: '-5' }, 'Amount: Must be 0 or more'],
    ['fractions of a cent', { amount: '1.005' }, 'Amount: At most 2 decimals (cents)'],
    ['text for an amount', { amount: 'abc' }, 'Amount: Must be a number'],
    ['no date', { transactionDate: '' }, 'Transaction Date: Must be a date in YYYY-MM-DD format'],
  ])('refuses %s', (_name, overrides, message) => {
    expect(parseTransactionForm(filled(overrides))).toEqual({ ok: false, message });
  });
});
