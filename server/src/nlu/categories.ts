import { EXPENSE_CATEGORIES, INCOME_CATEGORIES } from '@astor/contract/categories';
import { singular, tokenize } from './text.js';

/**
 * Finance categories named in a question, mapped onto the app's categories (contract/categories.ts):
 * "plumbing" → Repairs, "property tax" → Taxes, "late fees" → Late fees.
 */

export type CategoryKind = 'income' | 'expense';
export type CategoryMatch = { category: string; kind: CategoryKind; start: number; end: number };

type Synonym = { words: string[]; category: string; kind: CategoryKind };

const RAW_SYNONYMS: [string, string, CategoryKind][] = [
  ['repair', 'Repairs', 'expense'],
  ['plumbing', 'Repairs', 'expense'],
  ['plumber', 'Repairs', 'expense'],
  ['handyman', 'Repairs', 'expense'],
  ['hvac', 'Repairs', 'expense'],
  ['roofing', 'Repairs', 'expense'],
  ['electrician', 'Repairs', 'expense'],
  ['cleaning', 'Cleaning and maintenance', 'expense'],
  ['maintenance', 'Cleaning and maintenance', 'expense'],
  ['landscaping', 'Cleaning and maintenance', 'expense'],
  ['lawn', 'Cleaning and maintenance', 'expense'],
  ['gardening', 'Cleaning and maintenance', 'expense'],
  ['pest control', 'Cleaning and maintenance', 'expense'],
  ['snow removal', 'Cleaning and maintenance', 'expense'],
  ['janitorial', 'Cleaning and maintenance', 'expense'],
  ['insurance', 'Insurance', 'expense'],
  ['premium', 'Insurance', 'expense'],
  ['tax', 'Taxes', 'expense'],
  ['property tax', 'Taxes', 'expense'],
  ['utility', 'Utilities', 'expense'],
  ['electric', 'Utilities', 'expense'],
  ['electricity', 'Utilities', 'expense'],
  ['water', 'Utilities', 'expense'],
  ['gas', 'Utilities', 'expense'],
  ['sewer', 'Utilities', 'expense'],
  ['trash', 'Utilities', 'expense'],
  ['internet', 'Utilities', 'expense'],
  ['mortgage', 'Mortgage interest', 'expense'],
  ['mortgage interest', 'Mortgage interest', 'expense'],
  ['interest', 'Mortgage interest', 'expense'],
  ['other interest', 'Other interest', 'expense'],
  ['management', 'Management fees', 'expense'],
  ['management fee', 'Management fees', 'expense'],
  ['property management', 'Management fees', 'expense'],
  ['legal', 'Legal and professional fees', 'expense'],
  ['lawyer', 'Legal and professional fees', 'expense'],
  ['attorney', 'Legal and professional fees', 'expense'],
  ['accountant', 'Legal and professional fees', 'expense'],
  ['accounting', 'Legal and professional fees', 'expense'],
  ['professional fee', 'Legal and professional fees', 'expense'],
  ['advertising', 'Advertising', 'expense'],
  ['marketing', 'Advertising', 'expense'],
  ['commission', 'Commissions', 'expense'],
  ['supply', 'Supplies', 'expense'],
  ['supplies', 'Supplies', 'expense'],
  ['travel', 'Auto and travel', 'expense'],
  ['mileage', 'Auto and travel', 'expense'],
  ['hoa', 'HOA', 'expense'],
  ['hoa fee', 'HOA', 'expense'],
  ['association due', 'HOA', 'expense'],
  ['association', 'HOA', 'expense'],
  ['condo fee', 'HOA', 'expense'],
  ['condo due', 'HOA', 'expense'],
  ['special assessment', 'HOA', 'expense'],
  ['depreciation', 'Depreciation', 'expense'],
  ['other expense', 'Other', 'expense'],
  ['rent', 'Rent', 'income'],
  ['rental income', 'Rent', 'income'],
  ['late fee', 'Late fees', 'income'],
  ['late charge', 'Late fees', 'income'],
  ['other income', 'Other', 'income'],
];

const SYNONYMS: Synonym[] = [
  ...RAW_SYNONYMS.map(([phrase, category, kind]) => ({ words: phrase.split(' '), category, kind })),
  // Every category by its own name too ("auto and travel", "cleaning and maintenance").
  ...EXPENSE_CATEGORIES.map((category) => ({
    words: category.toLowerCase().split(' ').map(singular),
    category,
    kind: 'expense' as const,
  })),
  ...INCOME_CATEGORIES.map((category) => ({
    words: category.toLowerCase().split(' ').map(singular),
    category,
    kind: 'income' as const,
  })),
].sort((a, b) => b.words.length - a.words.length);

/** Words the category finder reads; the typo corrector knows them. */
export const CATEGORY_WORDS = [...new Set(SYNONYMS.flatMap((synonym) => synonym.words))].flatMap((word) => [
  word,
  /(s|x|ch|sh)$/.test(word) ? `${word}es` : /[^aeiou]y$/.test(word) ? `${word.slice(0, -1)}ies` : `${word}s`,
]);

/**
 * The categories named in `tokens` (lower-case, corrected), longest phrase first; `kind` limits the
 * search to income or expense categories. A bare "other" is never a category.
 */
export function findCategories(tokens: string[], kind?: CategoryKind): CategoryMatch[] {
  const words = tokens.map(singular);
  const found: CategoryMatch[] = [];
  const used = new Set<number>();
  for (const synonym of SYNONYMS) {
    if (kind && synonym.kind !== kind) continue;
    if (synonym.words.length === 1 && synonym.words[0] === 'other') continue;
    for (let i = 0; i + synonym.words.length <= words.length; i++) {
      if (!synonym.words.every((word, k) => words[i + k] === word && !used.has(i + k))) continue;
      for (let k = 0; k < synonym.words.length; k++) used.add(i + k);
      found.push({ category: synonym.category, kind: synonym.kind, start: i, end: i + synonym.words.length });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

/** Whether `word` is one word of a longer name of `category` ("snow" of "snow removal"). */
export function isWordOfCategoryName(word: string, category: string): boolean {
  const typed = singular(word.toLowerCase());
  return SYNONYMS.some(
    (synonym) => synonym.category === category && synonym.words.length > 1 && synonym.words.includes(typed),
  );
}

/**
 * Whether a category as recorded (the owner's own words, "Property Tax", "Late Fee") is the app's
 * `category` ("Taxes", "Late fees"): by its name, or read like a question's words.
 */
export function recordedAs(recorded: string, category: string): boolean {
  const name = recorded.trim().toLowerCase() || 'other';
  if (name === category.toLowerCase()) return true;
  const found = findCategories(tokenize(name));
  return found.length === 1 && found[0]?.category === category;
}
