import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PaymentSchema, type Payment, type PaymentInput } from '@astor/contract/finances';
import { apiClient } from '@/lib/api-client';
import { paymentsQueryKey } from './get-tenant-payments';

/** Recording a payment also records the matching income on the server. */
export function createPayment(input: PaymentInput): Promise<Payment> {
  return apiClient.request('/payments', { method: 'POST', body: input, schema: PaymentSchema });
}

export function useCreatePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPayment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentsQueryKey() }),
  });
}
