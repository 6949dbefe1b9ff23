import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  DepositEntrySchema,
  type CreateDepositEntryInput,
  type DepositEntry,
} from '@astor/contract/deposits';
import { apiClient } from '@/lib/api-client';
import { queryKeyRoots } from '@/lib/queries/keys';
import { depositQueryKey } from './get-deposit';

export interface AddDepositEntryArgs {
  leaseId: string;
  input: CreateDepositEntryInput;
}

/** POST /leases/{id}/deposit/entries: money received, a deduction (with its reason) or money returned. */
export function addDepositEntry({ leaseId, input }: AddDepositEntryArgs): Promise<DepositEntry> {
  return apiClient.request(`/leases/${encodeURIComponent(leaseId)}/deposit/entries`, {
    method: 'POST',
    body: input,
    schema: DepositEntrySchema,
  });
}

/**
 * The deposit, and the calendar's 'Deposit return due' events, are asked again after a change.
 */
export function invalidateDeposit(queryClient: QueryClient, leaseId: string): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: depositQueryKey(leaseId) }),
    queryClient.invalidateQueries({ queryKey: queryKeyRoots.calendarEvents }),
  ]);
}

export function useAddDepositEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addDepositEntry,
    onSuccess: (_entry, { leaseId }) => invalidateDeposit(queryClient, leaseId),
  });
}
