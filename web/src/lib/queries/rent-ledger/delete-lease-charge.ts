import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { invalidateRentLedger } from './invalidate-rent-ledger';

export interface DeleteLeaseChargeArgs {
  leaseId: string;
  chargeId: string;
}

/** DELETE /leases/{id}/charges/{charge_id}: only one-off charges are stored, so only they are deleted. */
export function deleteLeaseCharge({ leaseId, chargeId }: DeleteLeaseChargeArgs): Promise<unknown> {
  return apiClient.request(`/leases/${encodeURIComponent(leaseId)}/charges/${encodeURIComponent(chargeId)}`, {
    method: 'DELETE',
  });
}

export function useDeleteLeaseCharge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLeaseCharge,
    onSuccess: () => invalidateRentLedger(queryClient),
  });
}
