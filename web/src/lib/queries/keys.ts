import type { QueryClient } from '@tanstack/react-query';

/**
 * The root key of each kind of server data. Every query of that data starts with its root, so
 * invalidating the root refreshes every screen showing it, whichever feature asked. A feature that
 * changes data another feature shows invalidates that root from here (never by spelling the key).
 */
export const queryKeyRoots = {
  properties: ['properties'],
  tenants: ['tenants'],
  leases: ['leases'],
  contracts: ['contracts'],
  maintenance: ['maintenance'],
  documents: ['documents'],
  transactions: ['transactions'],
  incomes: ['incomes'],
  expenses: ['expenses'],
  payments: ['payments'],
  reports: ['reports'],
  rentLedger: ['rent-ledger'],
  dashboard: ['dashboard'],
  notifications: ['notifications'],
  calendarEvents: ['calendar', 'events'],
  compliance: ['compliance'],
  tenantLine: ['tenant-line'],
  vault: ['vault'],
  me: ['users', 'me'],
  publicConfig: ['config'],
} as const;

export type QueryKeyRoot = (typeof queryKeyRoots)[keyof typeof queryKeyRoots];

/** Marks every query under these roots stale and refetches the ones on screen. */
export function invalidateRoots(queryClient: QueryClient, roots: readonly QueryKeyRoot[]): Promise<unknown> {
  return Promise.all(roots.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
