import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ComplianceItemSchema,
  type ComplianceItem,
  type UpdateComplianceInput,
} from '@astor/contract/calendar';
import { apiClient } from '@/lib/api-client';
import { invalidateCompliance } from './get-compliance-items';

/** PATCH /compliance/{id}; `{done: true}` rolls a repeating item to its next due date, or completes a one-off. */
export function updateComplianceItem({
  id,
  input,
}: {
  id: string;
  input: UpdateComplianceInput;
}): Promise<ComplianceItem> {
  return apiClient.request(`/compliance/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: input,
    schema: ComplianceItemSchema,
  });
}

export function useUpdateComplianceItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateComplianceItem,
    onSuccess: () => invalidateCompliance(queryClient),
  });
}
