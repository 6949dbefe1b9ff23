import { TenantSchema, type Tenant, type UpdateTenantInput } from '@astor/contract/tenants';
import { apiClient } from '@/lib/api-client';

/** Used by the save-tenant flow (Edit Tenant). */
export function updateTenant(id: string, input: UpdateTenantInput): Promise<Tenant> {
  return apiClient.request(`/tenants/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: input,
    schema: TenantSchema,
  });
}
