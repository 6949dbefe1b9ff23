import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ComplianceItemSchema, type ComplianceItem } from '@astor/contract/calendar';
import { apiClient } from '@/lib/api-client';
import { invalidateCompliance } from './get-compliance-items';

/** POST /compliance/checklist: adds DEFAULT_COMPLIANCE_CHECKLIST to a property; replies with its items. */
export function addDefaultChecklist(propertyId: string): Promise<ComplianceItem[]> {
  return apiClient.request('/compliance/checklist', {
    method: 'POST',
    body: { property_id: propertyId },
    schema: z.array(ComplianceItemSchema),
  });
}

export function useAddDefaultChecklist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addDefaultChecklist,
    onSuccess: () => invalidateCompliance(queryClient),
  });
}
