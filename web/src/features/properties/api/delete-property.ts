import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MessageSchema, type Message } from '@astor/contract/errors';
import { apiClient } from '@/lib/api-client';
import { queryKeyRoots } from '@/lib/queries/keys';
import { contractsQueryKey } from './get-contracts';
import { documentsQueryKey } from './get-documents';
import { incomesQueryKey } from './get-incomes';
import { maintenanceQueryKey } from './get-maintenance';
import { propertyQueryKey } from './get-property';

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
        queryKeyRoots.properties,
        queryKeyRoots.tenants,
        queryKeyRoots.leases,
        contractsQueryKey,
        maintenanceQueryKey,
        documentsQueryKey,
        incomesQueryKey,
        queryKeyRoots.expenses,
      ]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}
