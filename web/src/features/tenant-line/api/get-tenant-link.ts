import { queryOptions, useQuery } from '@tanstack/react-query';
import { TenantLinkStatusSchema, type TenantLinkStatus } from '@astor/contract/tenant-line';
import { apiClient } from '@/lib/api-client';
import { queryKeyRoots } from '@/lib/queries/keys';

/** GET /properties/{id}/tenant-link: whether the tenant line is on, never its token. */
export function getTenantLink(propertyId: string, signal?: AbortSignal): Promise<TenantLinkStatus> {
  return apiClient.request(`/properties/${encodeURIComponent(propertyId)}/tenant-link`, {
    schema: TenantLinkStatusSchema,
    signal,
  });
}

/** Every tenant line query starts with this; turning the link on, rotating or revoking it refreshes them. */
export const tenantLineQueryKeyRoot = queryKeyRoots.tenantLine;

export const tenantLinkQueryOptions = (propertyId: string) =>
  queryOptions({
    queryKey: [...tenantLineQueryKeyRoot, 'link', propertyId],
    queryFn: ({ signal }) => getTenantLink(propertyId, signal),
  });

export function useTenantLink(propertyId: string) {
  return useQuery(tenantLinkQueryOptions(propertyId));
}
