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

/** docs/product.md#add-transaction: the Add Transaction form's options. */
export const BANK_ACCOUNTS = ['Company savings', 'Debit account'] as const;
export const PAYMENT_METHODS = ['Card', 'Payment savings', 'Other'] as const;

/** Schedule E lines for reports: every expense category maps to one; unknown ones are reported as Other. */
export const SCHEDULE_E_EXPENSE_LINES = EXPENSE_CATEGORIES.filter((category) => category !== 'HOA');

export function scheduleELineOf(category: string | null | undefined): string {
  const match = SCHEDULE_E_EXPENSE_LINES.find(
    (line) => line.toLowerCase() === (category ?? '').trim().toLowerCase(),
  );
  return match ?? 'Other';
}

export function incomeLineOf(category: string | null | undefined): IncomeCategory {
  const match = INCOME_CATEGORIES.find(
    (line) => line.toLowerCase() === (category ?? '').trim().toLowerCase(),
  );
  return match ?? 'Other';
}

const EXPENSE_KEYWORDS: [RegExp, ExpenseCategory][] = [
  [/\b(insurance|insur|state farm|allstate|geico|progressive)\b/i, 'Insurance'],
  [/\b(property tax|county tax|city tax|tax collector|assessor|taxes)\b/i, 'Taxes'],
  [/\b(hoa|homeowners? assoc|association dues)\b/i, 'HOA'],
  [/\b(mortgage|loan interest|escrow)\b/i, 'Mortgage interest'],
  [
    /\b(electric|power|energy|gas co|natural gas|water|sewer|trash|waste|utility|utilities|comcast|xfinity|internet)\b/i,
    'Utilities',
  ],
  [/\b(attorney|lawyer|legal|cpa|accountant|bookkeep)\b/i, 'Legal and professional fees'],
  [/\b(property manage|management fee|mgmt)\b/i, 'Management fees'],
  [/\b(zillow|apartments\.com|craigslist|advertis|listing fee|marketing)\b/i, 'Advertising'],
  [/\b(commission|realtor|broker)\b/i, 'Commissions'],
  [/\b(clean|janitor|landscap|lawn|gardening|pest|snow removal|gutter)\b/i, 'Cleaning and maintenance'],
  [/\b(plumb|electrician|hvac|roof|repair|handyman|contractor|fix)\b/i, 'Repairs'],
  [/\b(home depot|lowe'?s|hardware|ace hardware|menards|supplies|supply)\b/i, 'Supplies'],
  [/\b(uber|lyft|mileage|parking|toll|fuel|gasoline|shell|chevron|exxon)\b/i, 'Auto and travel'],
];

/** A category suggested from free text (a bank line, a receipt's vendor); Other when nothing fits. */
export function suggestExpenseCategory(text: string): ExpenseCategory {
  return EXPENSE_KEYWORDS.find(([pattern]) => pattern.test(text))?.[1] ?? 'Other';
}

export function suggestIncomeCategory(text: string): IncomeCategory {
  if (/\blate (fee|charge)\b/i.test(text)) return 'Late fees';
  if (/\b(rent|lease|tenant)\b/i.test(text)) return 'Rent';
  return 'Other';
}
