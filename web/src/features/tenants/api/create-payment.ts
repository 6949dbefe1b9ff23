import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PaymentSchema, type Payment, type PaymentInput } from '@astor/contract/finances';
import { invalidateRentLedger } from '@/lib/queries/rent-ledger/invalidate-rent-ledger';
import { apiClient } from '@/lib/api-client';
import { paymentsQueryKey } from './get-tenant-payments';

/**
 * Recording a payment also records the matching income on the server. One that looks like a payment
 * already recorded is answered 409 unless `allow_duplicate` is set.
 */
export function createPayment(input: PaymentInput): Promise<Payment> {
  return apiClient.request('/payments', { method: 'POST', body: input, schema: PaymentSchema });
}

export function useCreatePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPayment,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: paymentsQueryKey() }),
        // The tenant's status, the rent roll and statements read the same ledger.
        invalidateRentLedger(queryClient),
      ]),
  });
}
