import { LeaseSchema, type CreateLeaseInput, type Lease } from '@astor/contract/leases';
import { apiClient } from '@/lib/api-client';

/**
 * docs/product.md#api-calls: POST /leases creates the lease of a new tenant. Used by the save-tenant flow.
 */
export function createLease(input: CreateLeaseInput): Promise<Lease> {
  return apiClient.request('/leases', { method: 'POST', body: input, schema: LeaseSchema });
}
