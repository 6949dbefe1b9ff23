import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { PropertySchema, type Property } from '@astor/contract/properties';
import { apiClient } from '@/lib/api-client';

/** The tenant form's property choices. Features do not share code, so this is the tenants' own call. */
export function getPropertiesForSelect(signal?: AbortSignal): Promise<Property[]> {
  return apiClient.request('/properties', { schema: z.array(PropertySchema), signal });
}

/** Every properties query starts with this; a new lease changes a property's rent, so it is invalidated. */
export const propertiesQueryKeyRoot = ['properties'] as const;

export const propertiesForSelectQueryOptions = () =>
  queryOptions({
    queryKey: [...propertiesQueryKeyRoot, 'for-select'],
    queryFn: ({ signal }) => getPropertiesForSelect(signal),
  });

export function usePropertiesForSelect({ isEnabled = true }: { isEnabled?: boolean } = {}) {
  return useQuery({ ...propertiesForSelectQueryOptions(), enabled: isEnabled });
}
