import { LeaseSchema, type Lease, type UpdateLeaseInput } from '@astor/contract/leases';
import { apiClient } from '@/lib/api-client';

/** Edit Tenant changes the terms of the tenant's active lease through this. Used by the save-tenant flow. */
export function updateLease(id: string, input: UpdateLeaseInput): Promise<Lease> {
  return apiClient.request(`/leases/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: input,
    schema: LeaseSchema,
  });
}
