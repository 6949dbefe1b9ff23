import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { PropertySchema, type Property } from '@astor/contract/properties';
import { apiClient } from '@/lib/api-client';

/** The properties for the dashboard's map. Features do not share code, so this is the dashboard's own call. */
export function getMapProperties(signal?: AbortSignal): Promise<Property[]> {
  return apiClient.request('/properties', { schema: z.array(PropertySchema), signal });
}

// Under the ['properties'] root, so whatever changes a property (and invalidates the root) refreshes the map.
export const mapPropertiesQueryOptions = () =>
  queryOptions({
    queryKey: ['properties', 'dashboard-map'],
    queryFn: ({ signal }) => getMapProperties(signal),
  });

export function useMapProperties({ isEnabled = true }: { isEnabled?: boolean } = {}) {
  return useQuery({ ...mapPropertiesQueryOptions(), enabled: isEnabled });
}
