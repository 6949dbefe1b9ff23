import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { TenantSchema, type Tenant } from '@astor/contract/tenants';
import { apiClient } from '@/lib/api-client';

export function getTenants(signal?: AbortSignal): Promise<Tenant[]> {
  return apiClient.request('/tenants', { schema: z.array(TenantSchema), signal });
}

export const tenantsQueryKey = ['tenants'] as const;

export const tenantsQueryOptions = () =>
  queryOptions({
    queryKey: tenantsQueryKey,
    queryFn: ({ signal }) => getTenants(signal),
  });

export function useTenants() {
  return useQuery(tenantsQueryOptions());
}
