import { queryOptions, useQuery } from '@tanstack/react-query';
import { DepositSchema, type Deposit } from '@astor/contract/deposits';
import { apiClient } from '@/lib/api-client';
import { queryKeyRoots } from '@/lib/queries/keys';

/** GET /leases/{id}/deposit: the lease's deposit entries, what is held and the return deadline. */
export function getDeposit(leaseId: string, signal?: AbortSignal): Promise<Deposit> {
  return apiClient.request(`/leases/${encodeURIComponent(leaseId)}/deposit`, {
    schema: DepositSchema,
    signal,
  });
}

/** Under the leases root key, so that saving a tenant's lease (its end date, its property) refreshes it. */
export const depositQueryKey = (leaseId: string) => [...queryKeyRoots.leases, 'deposit', leaseId] as const;

export const depositQueryOptions = (leaseId: string) =>
  queryOptions({
    queryKey: depositQueryKey(leaseId),
    queryFn: ({ signal }) => getDeposit(leaseId, signal),
  });

export function useDeposit(leaseId: string) {
  return useQuery(depositQueryOptions(leaseId));
}
