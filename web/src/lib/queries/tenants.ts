import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { TenantSchema, type Tenant } from '@astor/contract/tenants';
import { apiClient } from '@/lib/api-client';
import { queryKeyRoots } from './keys';

const TenantListSchema = z.array(TenantSchema);

/** GET /tenants: every tenant with its status (the Tenants page, a property's Tenants tab). */
export function getTenants(signal?: AbortSignal): Promise<Tenant[]> {
  return apiClient.request('/tenants', { schema: TenantListSchema, signal });
}

export const tenantsQueryOptions = () =>
  queryOptions({
    queryKey: [...queryKeyRoots.tenants, 'list'],
    queryFn: ({ signal }) => getTenants(signal),
  });

export function useTenants() {
  return useQuery(tenantsQueryOptions());
}

/** The tenants of one property: GET /tenants has no filter, so the list is narrowed here. */
export function usePropertyTenants(propertyId: string) {
  return useQuery({
    ...tenantsQueryOptions(),
    select: (tenants) => tenants.filter((tenant) => tenant.property_id === propertyId),
  });
}
