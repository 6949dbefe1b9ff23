import type { QueryClient } from '@tanstack/react-query';
import { invalidateRoots, queryKeyRoots } from '../keys';

/**
 * After a charge or a rent payment: statements, the rent roll and what reads the same ledger (the
 * dashboard's paid and late rents, the tenants' status, the bell's unpaid rent) are asked again.
 */
export function invalidateRentLedger(queryClient: QueryClient): Promise<unknown> {
  return invalidateRoots(queryClient, [
    queryKeyRoots.rentLedger,
    queryKeyRoots.reports,
    queryKeyRoots.dashboard,
    queryKeyRoots.tenants,
    queryKeyRoots.notifications,
  ]);
}
