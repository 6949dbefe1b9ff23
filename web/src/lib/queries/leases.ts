import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { LeaseSchema, type Lease } from '@astor/contract/leases';
import { apiClient } from '@/lib/api-client';
import { queryKeyRoots } from './keys';

const LeaseListSchema = z.array(LeaseSchema);

export interface LeaseFilters {
  property_id?: string;
  lease_type?: string;
}

/** GET /leases: all leases, or those matching the filters (one property's, one type's). */
export function getLeases(filters: LeaseFilters = {}, signal?: AbortSignal): Promise<Lease[]> {
  const query = new URLSearchParams();
  if (filters.property_id) query.set('property_id', filters.property_id);
  if (filters.lease_type) query.set('lease_type', filters.lease_type);
  const search = query.toString();
  return apiClient.request(`/leases${search ? `?${search}` : ''}`, { schema: LeaseListSchema, signal });
}

export const leasesQueryOptions = (filters: LeaseFilters = {}) =>
  queryOptions({
    // Filters spelled out, so that {} and { property_id: undefined } share one cache entry.
    queryKey: [
      ...queryKeyRoots.leases,
      'list',
      { property_id: filters.property_id ?? null, lease_type: filters.lease_type ?? null },
    ],
    queryFn: ({ signal }) => getLeases(filters, signal),
  });

export function useLeases(filters: LeaseFilters = {}, { isEnabled = true }: { isEnabled?: boolean } = {}) {
  return useQuery({ ...leasesQueryOptions(filters), enabled: isEnabled });
}
