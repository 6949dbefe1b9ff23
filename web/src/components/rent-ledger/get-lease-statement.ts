import { queryOptions, useQuery } from '@tanstack/react-query';
import { LeaseStatementSchema, type LeaseStatement } from '@astor/contract/rent-ledger';
import { apiClient } from '@/lib/api-client';

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
 * Every rent ledger query (statements) starts with this; a charge or a payment invalidates it. The rent
 * roll sits under the Finances reports key (['reports']), which the same changes invalidate.
 */
export const rentLedgerQueryKeyRoot = ['rent-ledger'] as const;
export const reportsQueryKeyRoot = ['reports'] as const;

export const leaseStatementQueryOptions = (leaseId: string, range: StatementRange) =>
  queryOptions({
    queryKey: [...rentLedgerQueryKeyRoot, 'statement', leaseId, range],
    queryFn: ({ signal }) => getLeaseStatement(leaseId, range, signal),
  });

export function useLeaseStatement(leaseId: string, range: StatementRange) {
  return useQuery(leaseStatementQueryOptions(leaseId, range));
}
