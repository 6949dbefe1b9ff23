import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ComplianceItemSchema, type ComplianceItem } from '@astor/contract/calendar';
import { apiClient } from '@/lib/api-client';

/** GET /compliance[?property_id=]: one property's items, or every property's when no id is given. */
export function getComplianceItems(propertyId?: string, signal?: AbortSignal): Promise<ComplianceItem[]> {
  const query = propertyId ? `?${new URLSearchParams({ property_id: propertyId })}` : '';
  return apiClient.request(`/compliance${query}`, { schema: z.array(ComplianceItemSchema), signal });
}

/** Every compliance query starts with this; any change to an item invalidates them all. */
export const complianceQueryKeyRoot = ['compliance'] as const;

export const complianceItemsQueryOptions = (propertyId?: string) =>
  queryOptions({
    queryKey: [...complianceQueryKeyRoot, propertyId ?? 'all'],
    queryFn: ({ signal }) => getComplianceItems(propertyId, signal),
  });

export function useComplianceItems(propertyId?: string) {
  return useQuery(complianceItemsQueryOptions(propertyId));
}
