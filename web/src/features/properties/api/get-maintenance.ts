import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { MaintenanceRequestSchema, type MaintenanceRequest } from '@astor/contract/maintenance';
import { apiClient } from '@/lib/api-client';
import { queryKeyRoots } from '@/lib/queries/keys';

const MaintenanceListSchema = z.array(MaintenanceRequestSchema);

export const maintenanceQueryKey = queryKeyRoots.maintenance;

export function getPropertyMaintenance(
  propertyId: string,
  signal?: AbortSignal,
): Promise<MaintenanceRequest[]> {
  const query = new URLSearchParams({ property_id: propertyId });
  return apiClient.request(`/maintenance?${query}`, { schema: MaintenanceListSchema, signal });
}

export const propertyMaintenanceQueryOptions = (propertyId: string) =>
  queryOptions({
    queryKey: [...maintenanceQueryKey, { property_id: propertyId }],
    queryFn: ({ signal }) => getPropertyMaintenance(propertyId, signal),
  });

export function usePropertyMaintenance(propertyId: string) {
  return useQuery(propertyMaintenanceQueryOptions(propertyId));
}
