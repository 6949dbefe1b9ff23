import type { QueryClient } from '@tanstack/react-query';
import { rentLedgerQueryKeyRoot, reportsQueryKeyRoot } from './get-lease-statement';

/**
 * After a charge or a rent payment: statements, the rent roll and what reads the same ledger (the
 * dashboard's paid and late rents, the tenants' status, the bell's unpaid rent) are asked again. The keys
 * are the features' own roots, spelled here because a shared component may not import a feature.
 */
export function invalidateRentLedger(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    [rentLedgerQueryKeyRoot, reportsQueryKeyRoot, ['dashboard'], ['tenants'], ['notifications']].map(
      (queryKey) => queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
