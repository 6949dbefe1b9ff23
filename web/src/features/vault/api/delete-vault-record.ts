import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MessageSchema, type Message } from '@astor/contract/errors';
import { apiClient } from '@/lib/api-client';
import type { VaultCollection } from '../lib/folders';
import { vaultRecordsQueryKeyRoot } from './get-vault-records';

export interface VaultRecordRef {
  collection: VaultCollection;
  id: string;
}

/**
 * docs/product.md#vault-deletion: `DELETE /{collection}/{id}`; a 409 means other records still refer to it.
 */
export function deleteVaultRecord({ collection, id }: VaultRecordRef): Promise<Message> {
  return apiClient.request(`/${collection}/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: MessageSchema,
  });
}

export function useDeleteVaultRecord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVaultRecord,
    // Every folder: a delete can change others (a tenant's leases end, an invoice's expense goes).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vaultRecordsQueryKeyRoot }),
  });
}
