import { queryOptions, useQuery } from '@tanstack/react-query';
import { LeaseSchema, type Lease } from '@astor/contract/leases';
import { apiClient } from '@/lib/api-client';
import { queryKeyRoots } from '@/lib/queries/keys';

/** GET /leases/{id}: the terms the tenant's card does not carry (due day, grace period). */
export function getLease(id: string, signal?: AbortSignal): Promise<Lease> {
  return apiClient.request(`/leases/${encodeURIComponent(id)}`, { schema: LeaseSchema, signal });
}

export const leaseQueryOptions = (id: string) =>
  queryOptions({
    // Under the leases root key, so saving a tenant's lease refreshes it.
    queryKey: [...queryKeyRoots.leases, 'detail', id],
    queryFn: ({ signal }) => getLease(id, signal),
  });

export function useLease(id: string | undefined) {
  return useQuery({ ...leaseQueryOptions(id ?? ''), enabled: Boolean(id) });
}
