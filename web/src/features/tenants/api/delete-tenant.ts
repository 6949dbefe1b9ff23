import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MessageSchema, type Message } from '@astor/contract/errors';
import { apiClient } from '@/lib/api-client';
import { propertiesQueryKeyRoot } from './get-properties-for-select';
import { leasesQueryKey } from './get-leases';
import { tenantsQueryKey } from './get-tenants';

export function deleteTenant(id: string): Promise<Message> {
  return apiClient.request(`/tenants/${encodeURIComponent(id)}`, { method: 'DELETE', schema: MessageSchema });
}

export function useDeleteTenant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTenant,
    onSuccess: () =>
      // The server ends the tenant's leases, which changes the properties' rent too.
      Promise.all([
        queryClient.invalidateQueries({ queryKey: tenantsQueryKey }),
        queryClient.invalidateQueries({ queryKey: leasesQueryKey() }),
        queryClient.invalidateQueries({ queryKey: propertiesQueryKeyRoot }),
      ]),
  });
}
