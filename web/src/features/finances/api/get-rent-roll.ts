import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { RentRollSchema, type RentRoll } from '@astor/contract/rent-ledger';
import { apiClient } from '@/lib/api-client';
import { reportsQueryKeyRoot } from './get-schedule-e';

/** GET /reports/rent-roll?as_of=: every lease's charges, payments, balance, status and aging on a day. */
export function getRentRoll(asOf: string, signal?: AbortSignal): Promise<RentRoll> {
  return apiClient.request(`/reports/rent-roll?${new URLSearchParams({ as_of: asOf })}`, {
    schema: RentRollSchema,
    signal,
  });
}

export const rentRollQueryOptions = (asOf: string) =>
  queryOptions({
    // Under the reports key: any transaction, charge or payment refreshes it.
    queryKey: [...reportsQueryKeyRoot, 'rent-roll', asOf],
    queryFn: ({ signal }) => getRentRoll(asOf, signal),
    // The roll on screen stays while another day loads.
    placeholderData: keepPreviousData,
  });

export function useRentRoll(asOf: string) {
  return useQuery(rentRollQueryOptions(asOf));
}
