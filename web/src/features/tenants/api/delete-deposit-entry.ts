import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MessageSchema, type Message } from '@astor/contract/errors';
import { apiClient } from '@/lib/api-client';
import { invalidateDeposit } from './add-deposit-entry';

export interface DeleteDepositEntryArgs {
  leaseId: string;
  entryId: string;
}

/** DELETE /leases/{id}/deposit/entries/{entry_id}. */
export function deleteDepositEntry({ leaseId, entryId }: DeleteDepositEntryArgs): Promise<Message> {
  return apiClient.request(
    `/leases/${encodeURIComponent(leaseId)}/deposit/entries/${encodeURIComponent(entryId)}`,
    { method: 'DELETE', schema: MessageSchema },
  );
}

export function useDeleteDepositEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDepositEntry,
    onSuccess: (_message, { leaseId }) => invalidateDeposit(queryClient, leaseId),
  });
}
