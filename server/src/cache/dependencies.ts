import type { ChangeScope } from './change-feed.js';

/**
 * The screens a landlord opens again and again, cached per owner and URL (response-cache.ts), and
 * whether each reads the ledger (incomes, expenses, payments). Each answer depends only on the owner's
 * data, the URL and the quarter hour.
 */
export const CACHED_ROUTES = new Map<string, { readsLedger: boolean; readsExpenses?: false }>([
  // Properties alone.
  ['/api/properties', { readsLedger: false }],
  // Counts the property's transactions (what deleting it would keep).
  ['/api/properties/:id', { readsLedger: true }],
  // Tenants, their property and active lease, and their status from the rent ledger
  // (docs/decisions/0006-rent-ledger.md): a rent payment recorded makes a late tenant current; an expense
  // changes nothing there.
  ['/api/tenants', { readsLedger: true, readsExpenses: false }],
  ['/api/transactions', { readsLedger: true }],
  ['/api/dashboard/summary', { readsLedger: true }],
  // Properties, tenants, vendors, documents and the transactions.
  ['/api/search', { readsLedger: true }],
]);

/**
 * Writes that touch nothing but the ledger: incomes and expenses (an income's deletion takes its
 * payment along), payments with their income, imported bank statements. Every other write may touch
 * anything of the owner's.
 */
export const LEDGER_WRITES = new Set([
  'POST /api/incomes',
  'PATCH /api/incomes/:id',
  'DELETE /api/incomes/:id',
  'POST /api/expenses',
  'PATCH /api/expenses/:id',
  'DELETE /api/expenses/:id',
  'POST /api/payments',
  'DELETE /api/payments/:id',
  'POST /api/transactions/import',
]);

/** Ledger writes that touch expenses only: the rent ledger never reads them. */
const EXPENSE_WRITES = new Set(['POST /api/expenses', 'PATCH /api/expenses/:id', 'DELETE /api/expenses/:id']);

/** What a write to `route` may have changed. */
export function scopeOfWrite(method: string, route: string): ChangeScope | undefined {
  const write = `${method} ${route}`;
  if (EXPENSE_WRITES.has(write)) return 'expenses';
  return LEDGER_WRITES.has(write) ? 'ledger' : undefined;
}
