import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ComplianceItemSchema, type ComplianceItem } from '@astor/contract/calendar';
import { apiClient } from '@/lib/api-client';
import { invalidateRoots, queryKeyRoots } from '@/lib/queries/keys';

/** GET /compliance[?property_id=]: one property's items, or every property's when no id is given. */
export function getComplianceItems(propertyId?: string, signal?: AbortSignal): Promise<ComplianceItem[]> {
  const query = propertyId ? `?${new URLSearchParams({ property_id: propertyId })}` : '';
  return apiClient.request(`/compliance${query}`, { schema: z.array(ComplianceItemSchema), signal });
}

/**
 * Any change to an item invalidates every compliance query, and the calendar's events, where items
 * show on their due dates.
 */
export function invalidateCompliance(queryClient: QueryClient): Promise<unknown> {
  return invalidateRoots(queryClient, [queryKeyRoots.compliance, queryKeyRoots.calendarEvents]);
}

export const complianceItemsQueryOptions = (propertyId?: string) =>
  queryOptions({
    queryKey: [...queryKeyRoots.compliance, propertyId ?? 'all'],
    queryFn: ({ signal }) => getComplianceItems(propertyId, signal),
  });

export function useComplianceItems(propertyId?: string) {
  return useQuery(complianceItemsQueryOptions(propertyId));
}
