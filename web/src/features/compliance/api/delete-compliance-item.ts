import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MessageSchema, type Message } from '@astor/contract/errors';
import { apiClient } from '@/lib/api-client';
import { invalidateCompliance } from './get-compliance-items';

/** DELETE /compliance/{id}. */
export function deleteComplianceItem(id: string): Promise<Message> {
  return apiClient.request(`/compliance/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: MessageSchema,
  });
}

export function useDeleteComplianceItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteComplianceItem,
    onSuccess: () => invalidateCompliance(queryClient),
  });
}
