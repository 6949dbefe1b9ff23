import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { PropertySchema, type Property } from '@astor/contract/properties';
import { apiClient } from '@/lib/api-client';

/** The event form's property choices and the addresses shown in event details. */
export function getPropertiesForSelect(signal?: AbortSignal): Promise<Property[]> {
  return apiClient.request('/properties', { schema: z.array(PropertySchema), signal });
}

export const propertiesForSelectQueryOptions = () =>
  queryOptions({
    // Under ['properties'], so whatever changes a property refreshes these choices too.
    queryKey: ['properties', 'calendar-select'],
    queryFn: ({ signal }) => getPropertiesForSelect(signal),
  });

export function usePropertiesForSelect() {
  return useQuery(propertiesForSelectQueryOptions());
}
