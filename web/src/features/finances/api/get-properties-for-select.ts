import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { PropertySchema, type Property } from '@astor/contract/properties';
import { apiClient } from '@/lib/api-client';

/** The property choices of the transaction form, the import and the ledger filter. */
export function getPropertiesForSelect(signal?: AbortSignal): Promise<Property[]> {
  return apiClient.request('/properties', { schema: z.array(PropertySchema), signal });
}

export const propertiesForSelectQueryOptions = () =>
  queryOptions({
    // Under ['properties'], so whatever changes a property refreshes these choices too.
    queryKey: ['properties', 'finances-select'],
    queryFn: ({ signal }) => getPropertiesForSelect(signal),
  });

export function usePropertiesForSelect({ isEnabled = true }: { isEnabled?: boolean } = {}) {
  return useQuery({ ...propertiesForSelectQueryOptions(), enabled: isEnabled });
}
