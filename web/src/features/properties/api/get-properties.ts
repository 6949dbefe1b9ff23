import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { PropertySchema, type Property } from '@astor/contract/properties';
import { apiClient } from '@/lib/api-client';

const PropertyListSchema = z.array(PropertySchema);

/** The key of every property query; mutations invalidate it (the detail keys sit under it). */
export const propertiesQueryKey = ['properties'] as const;

export function getProperties(signal?: AbortSignal): Promise<Property[]> {
  return apiClient.request('/properties', { schema: PropertyListSchema, signal });
}

export const propertiesQueryOptions = () =>
  queryOptions({
    queryKey: propertiesQueryKey,
    queryFn: ({ signal }) => getProperties(signal),
  });

export function useProperties() {
  return useQuery(propertiesQueryOptions());
}
