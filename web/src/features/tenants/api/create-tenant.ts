import { TenantSchema, type CreateTenantInput, type Tenant } from '@astor/contract/tenants';
import { apiClient } from '@/lib/api-client';

/**
 * docs/product.md#api-calls: POST /tenants/manual; the reply has id. Used by the save-tenant flow, which also
 * adds the lease.
 */
export function createTenant(input: CreateTenantInput): Promise<Tenant> {
  return apiClient.request('/tenants/manual', { method: 'POST', body: input, schema: TenantSchema });
}
