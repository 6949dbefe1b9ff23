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
