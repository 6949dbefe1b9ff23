import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  LeaseChargeSchema,
  type CreateLeaseChargeInput,
  type LeaseCharge,
} from '@astor/contract/rent-ledger';
import { apiClient } from '@/lib/api-client';
import { invalidateRentLedger } from './invalidate-rent-ledger';

export interface CreateLeaseChargeArgs {
  leaseId: string;
  input: CreateLeaseChargeInput;
}

/** POST /leases/{id}/charges: a one-off charge (a repair the tenant owes, a key replacement). */
export function createLeaseCharge({ leaseId, input }: CreateLeaseChargeArgs): Promise<LeaseCharge> {
  return apiClient.request(`/leases/${encodeURIComponent(leaseId)}/charges`, {
    method: 'POST',
    body: input,
    schema: LeaseChargeSchema,
  });
}

export function useCreateLeaseCharge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLeaseCharge,
    onSuccess: () => invalidateRentLedger(queryClient),
  });
}
