import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  MaintenanceRequestSchema,
  type CreateMaintenanceInput,
  type MaintenanceRequest,
} from '@astor/contract/maintenance';
import { apiClient } from '@/lib/api-client';
import { queryKeyRoots } from '@/lib/queries/keys';
import { maintenanceQueryKey } from './get-maintenance';

export function createMaintenanceRequest(input: CreateMaintenanceInput): Promise<MaintenanceRequest> {
  return apiClient.request('/maintenance', { method: 'POST', body: input, schema: MaintenanceRequestSchema });
}

export function useCreateMaintenanceRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMaintenanceRequest,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: maintenanceQueryKey });
      // The property's deletion impact counts its requests.
      void queryClient.invalidateQueries({ queryKey: queryKeyRoots.properties });
    },
  });
}
