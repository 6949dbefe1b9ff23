import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { TenantConversationSchema, type TenantConversation } from '@astor/contract/tenant-line';
import { apiClient } from '@/lib/api-client';
import { tenantLineQueryKeyRoot } from './get-tenant-link';

/** GET /tenant-conversations?property_id=: every conversation through the property's links, newest first. */
export function getTenantConversations(
  propertyId: string,
  signal?: AbortSignal,
): Promise<TenantConversation[]> {
  return apiClient.request(`/tenant-conversations?${new URLSearchParams({ property_id: propertyId })}`, {
    schema: z.array(TenantConversationSchema),
    signal,
  });
}

export const tenantConversationsQueryOptions = (propertyId: string) =>
  queryOptions({
    queryKey: [...tenantLineQueryKeyRoot, 'conversations', propertyId],
    queryFn: ({ signal }) => getTenantConversations(propertyId, signal),
  });

export function useTenantConversations(propertyId: string) {
  return useQuery(tenantConversationsQueryOptions(propertyId));
}
