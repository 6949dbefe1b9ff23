import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { TenantSchema, type Tenant } from '@astor/contract/tenants';
import { apiClient } from '@/lib/api-client';

const TenantListSchema = z.array(TenantSchema);

export const tenantsQueryKey = ['tenants'] as const;

export function getTenants(signal?: AbortSignal): Promise<Tenant[]> {
  return apiClient.request('/tenants', { schema: TenantListSchema, signal });
}

export const tenantsQueryOptions = () =>
  queryOptions({
    queryKey: tenantsQueryKey,
    queryFn: ({ signal }) => getTenants(signal),
  });

/** The tenants of one property: GET /tenants has no filter, so the list is narrowed here. */
export function usePropertyTenants(propertyId: string) {
  return useQuery({
    ...tenantsQueryOptions(),
    select: (tenants) => tenants.filter((tenant) => tenant.property_id === propertyId),
  });
}
