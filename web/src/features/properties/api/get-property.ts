import { queryOptions, useQuery } from '@tanstack/react-query';
import { PropertyDetailSchema, type PropertyDetail } from '@astor/contract/properties';
import { apiClient } from '@/lib/api-client';
import { queryKeyRoots } from '@/lib/queries/keys';

/** One property with what deleting it would remove (`deletion_impact`). */
export function getProperty(id: string, signal?: AbortSignal): Promise<PropertyDetail> {
  return apiClient.request(`/properties/${encodeURIComponent(id)}`, { schema: PropertyDetailSchema, signal });
}

export const propertyQueryKey = (id: string) => [...queryKeyRoots.properties, 'detail', id] as const;

export const propertyQueryOptions = (id: string) =>
  queryOptions({
    queryKey: propertyQueryKey(id),
    queryFn: ({ signal }) => getProperty(id, signal),
  });

export function useProperty(id: string) {
  return useQuery(propertyQueryOptions(id));
}
