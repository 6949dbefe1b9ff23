import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ProcessReplySchema, type ProcessReply } from '@astor/contract/processor';
import { apiClient } from '@/lib/api-client';
import { documentsQueryKey } from './get-documents';
import { leasesQueryKey } from './get-leases';
import { propertiesQueryKey } from './get-properties';
import { tenantsQueryKey } from './get-tenants';

/**
 * spec §7: Add Property from a lease file: POST /leases/upload with document_type 'Lease'. The server
 * reads the lease and creates the property, the lease, its tenants and the document; a dry run only
 * says what it would create. The text fields go before the file, which the server reads last.
 */
export function uploadLease({ file, isDryRun }: { file: File; isDryRun: boolean }): Promise<ProcessReply> {
  const form = new FormData();
  form.append('document_type', 'Lease');
  if (isDryRun) form.append('dry_run', 'true');
  form.append('file', file, file.name);
  return apiClient.request('/leases/upload', { method: 'POST', body: form, schema: ProcessReplySchema });
}

export function useUploadLease() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadLease,
    onSuccess: async (reply) => {
      if (reply.dry_run) return;
      await Promise.all(
        [propertiesQueryKey, leasesQueryKey, tenantsQueryKey, documentsQueryKey, ['dashboard']].map(
          (queryKey) => queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}
