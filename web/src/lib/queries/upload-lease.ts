import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ProcessReplySchema, type ProcessReply } from '@astor/contract/processor';
import { apiClient } from '@/lib/api-client';
import { invalidateRoots, queryKeyRoots } from './keys';
import { buildProcessForm, type ProcessRequest } from './process-form';

/**
 * docs/product.md#api-calls: POST /leases/upload, a lease not linked to an existing property (Add
 * Property from a lease file, the Upload Document wizard): the server reads the lease and creates the
 * property, the lease, its tenants and the document; a dry run only says what it would create.
 */
export function uploadLease(request: Omit<ProcessRequest, 'propertyId'>): Promise<ProcessReply> {
  return apiClient.request('/leases/upload', {
    method: 'POST',
    body: buildProcessForm(request),
    schema: ProcessReplySchema,
  });
}

/**
 * A processed document may create a property, a lease, tenants, a contract, a vendor, an invoice or an
 * expense, so every screen's data is refreshed (docs/product.md#upload-wizard).
 */
export const REFRESHED_AFTER_DOCUMENT = [
  queryKeyRoots.properties,
  queryKeyRoots.tenants,
  queryKeyRoots.leases,
  queryKeyRoots.contracts,
  queryKeyRoots.transactions,
  queryKeyRoots.incomes,
  queryKeyRoots.expenses,
  queryKeyRoots.reports,
  queryKeyRoots.documents,
  queryKeyRoots.dashboard,
  queryKeyRoots.vault,
] as const;

/** Upload a lease file with document_type 'Lease' (a dry run writes nothing and refreshes nothing). */
export function useUploadLease() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, isDryRun }: { file: File; isDryRun: boolean }) =>
      uploadLease({ file, isDryRun, documentType: 'Lease' }),
    // Set on the mutation, so the refresh happens even when the dialog closed while saving.
    onSuccess: async (reply) => {
      if (!reply.dry_run) await invalidateRoots(queryClient, REFRESHED_AFTER_DOCUMENT);
    },
  });
}
