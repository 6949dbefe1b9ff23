import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateRentLedger } from '@/lib/queries/rent-ledger/invalidate-rent-ledger';
import { apiClient } from '@/lib/api-client';
import { ledgerQueryKeyRoot } from './get-ledger';

export interface AssignPaymentArgs {
  incomeId: string;
  leaseId: string;
}

/**
 * PATCH /incomes/{id} with the lease: an unmatched rent payment now counts for that lease. The updated
 * income is not read: the lists it changes are asked again.
 */
export function assignPayment({ incomeId, leaseId }: AssignPaymentArgs): Promise<unknown> {
  return apiClient.request(`/incomes/${encodeURIComponent(incomeId)}`, {
    method: 'PATCH',
    body: { lease_id: leaseId },
  });
}

export function useAssignPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignPayment,
    onSuccess: () =>
      Promise.all([
        invalidateRentLedger(queryClient),
        queryClient.invalidateQueries({ queryKey: ledgerQueryKeyRoot }),
      ]),
  });
}
