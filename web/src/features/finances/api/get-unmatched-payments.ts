import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { UnmatchedPaymentSchema, type UnmatchedPayment } from '@astor/contract/rent-ledger';
import { apiClient } from '@/lib/api-client';
import { reportsQueryKeyRoot } from './get-schedule-e';

/** GET /rent-payments/unmatched: rent incomes that belong to no lease yet. */
export function getUnmatchedPayments(signal?: AbortSignal): Promise<UnmatchedPayment[]> {
  return apiClient.request('/rent-payments/unmatched', { schema: z.array(UnmatchedPaymentSchema), signal });
}

export const unmatchedPaymentsQueryOptions = () =>
  queryOptions({
    // Under the reports key: a new or deleted income refreshes it with the rent roll.
    queryKey: [...reportsQueryKeyRoot, 'unmatched-rent-payments'],
    queryFn: ({ signal }) => getUnmatchedPayments(signal),
  });

export function useUnmatchedPayments() {
  return useQuery(unmatchedPaymentsQueryOptions());
}
