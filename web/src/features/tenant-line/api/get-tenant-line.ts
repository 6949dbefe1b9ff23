import { queryOptions, useQuery } from '@tanstack/react-query';
import { TenantLineInfoSchema, type TenantLineInfo } from '@astor/contract/tenant-line';
import { apiClient } from '@/lib/api-client';

/** GET /tenant-line/{token}: the property's street and city and Astor's greeting; 404 once revoked. */
export function getTenantLine(token: string, signal?: AbortSignal): Promise<TenantLineInfo> {
  return apiClient.request(`/tenant-line/${encodeURIComponent(token)}`, {
    schema: TenantLineInfoSchema,
    signal,
  });
}

export const tenantLineQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['tenant-line', 'public', token],
    queryFn: ({ signal }) => getTenantLine(token, signal),
    // The page reads it once; a revoked link shows up on the next message sent.
    staleTime: Infinity,
  });

export function useTenantLine(token: string) {
  return useQuery(tenantLineQueryOptions(token));
}
