import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { LeaseSchema, type Lease } from '@astor/contract/leases';
import { apiClient } from '@/lib/api-client';

const LeaseListSchema = z.array(LeaseSchema);

export const leasesQueryKey = ['leases'] as const;

/** All leases, or one property's when `propertyId` is given. */
export function getLeases(propertyId?: string, signal?: AbortSignal): Promise<Lease[]> {
  const query = propertyId ? `?${new URLSearchParams({ property_id: propertyId })}` : '';
  return apiClient.request(`/leases${query}`, { schema: LeaseListSchema, signal });
}

export const leasesQueryOptions = (propertyId?: string) =>
  queryOptions({
    queryKey: [...leasesQueryKey, { property_id: propertyId ?? null }],
    queryFn: ({ signal }) => getLeases(propertyId, signal),
  });

export function useLeases(propertyId?: string) {
  return useQuery(leasesQueryOptions(propertyId));
}
