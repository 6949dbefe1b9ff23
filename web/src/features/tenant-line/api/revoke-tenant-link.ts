import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MessageSchema, type Message } from '@astor/contract/errors';
import { apiClient } from '@/lib/api-client';
import { tenantLinkQueryOptions } from './get-tenant-link';

/** DELETE /properties/{id}/tenant-link: the link stops working; conversations stay. */
export function revokeTenantLink(propertyId: string): Promise<Message> {
  return apiClient.request(`/properties/${encodeURIComponent(propertyId)}/tenant-link`, {
    method: 'DELETE',
    schema: MessageSchema,
  });
}

export function useRevokeTenantLink(propertyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => revokeTenantLink(propertyId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tenantLinkQueryOptions(propertyId).queryKey }),
  });
}
