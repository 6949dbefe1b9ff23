import { queryOptions, useQuery } from '@tanstack/react-query';
import { LeaseStatementSchema, type LeaseStatement } from '@astor/contract/rent-ledger';
import { apiClient } from '@/lib/api-client';
import { queryKeyRoots } from '../keys';

/** The statement's date range; a blank end is the server's default (the lease start, today). */
export interface StatementRange {
  from: string;
  to: string;
}

/** GET /leases/{id}/statement[?from=&to=]. */
export function getLeaseStatement(
  leaseId: string,
  range: StatementRange,
  signal?: AbortSignal,
): Promise<LeaseStatement> {
  const query = new URLSearchParams();
  if (range.from) query.set('from', range.from);
  if (range.to) query.set('to', range.to);
  const search = query.toString();
  return apiClient.request(`/leases/${encodeURIComponent(leaseId)}/statement${search ? `?${search}` : ''}`, {
    schema: LeaseStatementSchema,
    signal,
  });
}

/**
 * Statements sit under the rent ledger root; a charge or a payment invalidates it (invalidateRentLedger),
 * with the reports root, where the rent roll sits.
 */
export const leaseStatementQueryOptions = (leaseId: string, range: StatementRange) =>
  queryOptions({
    queryKey: [...queryKeyRoots.rentLedger, 'statement', leaseId, range],
    queryFn: ({ signal }) => getLeaseStatement(leaseId, range, signal),
  });

export function useLeaseStatement(leaseId: string, range: StatementRange) {
  return useQuery(leaseStatementQueryOptions(leaseId, range));
}
