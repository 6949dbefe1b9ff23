import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MaintenanceRequestSchema, type MaintenanceRequest } from '@astor/contract/maintenance';
import { apiClient } from '@/lib/api-client';
import { maintenanceQueryKey } from './get-maintenance';

export function updateMaintenanceStatus({
  id,
  status,
}: {
  id: string;
  status: MaintenanceRequest['status'];
}): Promise<MaintenanceRequest> {
  return apiClient.request(`/maintenance/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { status },
    schema: MaintenanceRequestSchema,
  });
}

export function useUpdateMaintenanceStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMaintenanceStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: maintenanceQueryKey }),
  });
}
