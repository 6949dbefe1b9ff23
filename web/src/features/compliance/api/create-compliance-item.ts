import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ComplianceItemSchema,
  type ComplianceItem,
  type CreateComplianceInput,
} from '@astor/contract/calendar';
import { apiClient } from '@/lib/api-client';
import { invalidateCompliance } from './get-compliance-items';

/** POST /compliance: one item, once or repeating every N months. */
export function createComplianceItem(input: CreateComplianceInput): Promise<ComplianceItem> {
  return apiClient.request('/compliance', { method: 'POST', body: input, schema: ComplianceItemSchema });
}

export function useCreateComplianceItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createComplianceItem,
    onSuccess: () => invalidateCompliance(queryClient),
  });
}
