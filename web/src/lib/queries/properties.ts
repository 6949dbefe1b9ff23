import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { PropertySchema, type Property } from '@astor/contract/properties';
import { apiClient } from '@/lib/api-client';
import { queryKeyRoots } from './keys';

const PropertyListSchema = z.array(PropertySchema);

/** GET /properties: every property, for the Properties page, the dashboard's map and every property choice. */
export function getProperties(signal?: AbortSignal): Promise<Property[]> {
  return apiClient.request('/properties', { schema: PropertyListSchema, signal });
}

export const propertiesQueryOptions = () =>
  queryOptions({
    queryKey: [...queryKeyRoots.properties, 'list'],
    queryFn: ({ signal }) => getProperties(signal),
  });

export function useProperties({ isEnabled = true }: { isEnabled?: boolean } = {}) {
  return useQuery({ ...propertiesQueryOptions(), enabled: isEnabled });
}
