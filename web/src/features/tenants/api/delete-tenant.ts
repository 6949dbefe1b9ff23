import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MessageSchema, type Message } from '@astor/contract/errors';
import { apiClient } from '@/lib/api-client';
import { queryKeyRoots } from '@/lib/queries/keys';

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
        queryClient.invalidateQueries({ queryKey: queryKeyRoots.tenants }),
        queryClient.invalidateQueries({ queryKey: queryKeyRoots.leases }),
        queryClient.invalidateQueries({ queryKey: queryKeyRoots.properties }),
      ]),
  });
}
