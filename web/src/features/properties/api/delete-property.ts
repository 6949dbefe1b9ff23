import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MessageSchema, type Message } from '@astor/contract/errors';
import { apiClient } from '@/lib/api-client';
import { contractsQueryKey } from './get-contracts';
import { documentsQueryKey } from './get-documents';
import { expensesQueryKey } from './get-expenses';
import { incomesQueryKey } from './get-incomes';
import { leasesQueryKey } from './get-leases';
import { maintenanceQueryKey } from './get-maintenance';
import { propertiesQueryKey } from './get-properties';
import { propertyQueryKey } from './get-property';
import { tenantsQueryKey } from './get-tenants';

export function deleteProperty(id: string): Promise<Message> {
  return apiClient.request(`/properties/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: MessageSchema,
  });
}

export function useDeleteProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProperty,
    onSuccess: (_reply, id) => {
      // Gone for good: drop its detail instead of refetching a 404.
      queryClient.removeQueries({ queryKey: propertyQueryKey(id) });
      // Deleting a property removes its tenants, leases, contracts, requests and documents, and unlinks
      // its income and expense records: every list that showed them is stale.
      for (const queryKey of [
        propertiesQueryKey,
        tenantsQueryKey,
        leasesQueryKey,
        contractsQueryKey,
        maintenanceQueryKey,
        documentsQueryKey,
        incomesQueryKey,
        expensesQueryKey,
      ]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}
