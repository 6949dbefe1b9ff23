import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TenantLinkCreatedSchema, type TenantLinkCreated } from '@astor/contract/tenant-line';
import { apiClient } from '@/lib/api-client';
import { tenantLinkQueryOptions } from './get-tenant-link';

/** POST /properties/{id}/tenant-link: a new link (the old one stops working); its URL is shown only now. */
export function enableTenantLink(propertyId: string): Promise<TenantLinkCreated> {
  return apiClient.request(`/properties/${encodeURIComponent(propertyId)}/tenant-link`, {
    method: 'POST',
    schema: TenantLinkCreatedSchema,
  });
}

export function useEnableTenantLink(propertyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => enableTenantLink(propertyId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tenantLinkQueryOptions(propertyId).queryKey }),
  });
}
