import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { LeaseSchema, type Lease } from '@astor/contract/leases';
import { apiClient } from '@/lib/api-client';

export interface LeaseFilters {
  property_id?: string;
  lease_type?: string;
}

export function getLeases(filters: LeaseFilters = {}, signal?: AbortSignal): Promise<Lease[]> {
  const query = new URLSearchParams();
  if (filters.property_id) query.set('property_id', filters.property_id);
  if (filters.lease_type) query.set('lease_type', filters.lease_type);
  const search = query.toString();
  return apiClient.request(`/leases${search ? `?${search}` : ''}`, { schema: z.array(LeaseSchema), signal });
}

/** Without filters, the root key: invalidating it refreshes every leases query. */
export const leasesQueryKey = (filters?: LeaseFilters) =>
  filters ? (['leases', filters] as const) : (['leases'] as const);

export const leasesQueryOptions = (filters: LeaseFilters) =>
  queryOptions({
    queryKey: leasesQueryKey(filters),
    queryFn: ({ signal }) => getLeases(filters, signal),
  });
