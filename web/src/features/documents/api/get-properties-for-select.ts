import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { PropertySchema, type Property } from '@astor/contract/properties';
import { apiClient } from '@/lib/api-client';

/** The wizard's property choices. Features do not share code, so this is the documents' own call. */
export function getPropertiesForSelect(signal?: AbortSignal): Promise<Property[]> {
  return apiClient.request('/properties', { schema: z.array(PropertySchema), signal });
}

export const propertiesForSelectQueryOptions = () =>
  queryOptions({
    // Under ['properties'], so whatever changes a property refreshes these choices too.
    queryKey: ['properties', 'documents-select'],
    queryFn: ({ signal }) => getPropertiesForSelect(signal),
  });

export function usePropertiesForSelect({ isEnabled = true }: { isEnabled?: boolean } = {}) {
  return useQuery({ ...propertiesForSelectQueryOptions(), enabled: isEnabled });
}
