/**
 * Transaction categories, in one place for forms, imports, the dashboard and reports. Expense categories
 * follow the lines of IRS Schedule E (Supplemental Income and Loss), as US landlords file them.
 */
export const EXPENSE_CATEGORIES = [
  'Advertising',
  'Auto and travel',
  'Cleaning and maintenance',
  'Commissions',
  'Insurance',
  'Legal and professional fees',
  'Management fees',
  'Mortgage interest',
  'Other interest',
  'Repairs',
  'Supplies',
  'Taxes',
  'Utilities',
  'Depreciation',
  'HOA',
  'Other',
] as const;

export const INCOME_CATEGORIES = ['Rent', 'Late fees', 'Other'] as const;

export type ExpenseCategory = (typeof EXPENSE_CATEGORIES)[number];
export type IncomeCategory = (typeof INCOME_CATEGORIES)[number];

/** spec §5: the Add Transaction form's options. */
export const BANK_ACCOUNTS = ['Company savings', 'Debit account'] as const;
export const PAYMENT_METHODS = ['Card', 'Payment savings', 'Other'] as const;
