import { ProcessReplySchema, type ProcessReply } from '@astor/contract/processor';
import { apiClient } from '@/lib/api-client';
import { buildProcessForm, type ProcessRequest } from '../lib/process-form';

/**
 * spec §7: POST /leases/upload, a lease not linked to an existing property: the server creates the
 * property from the lease, then the lease, its tenants and the document.
 */
export function uploadLease(request: Omit<ProcessRequest, 'propertyId'>): Promise<ProcessReply> {
  return apiClient.request('/leases/upload', {
    method: 'POST',
    body: buildProcessForm(request),
    schema: ProcessReplySchema,
  });
}
