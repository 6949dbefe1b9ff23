import { queryOptions, useQuery } from '@tanstack/react-query';
import { PublicConfigSchema, type PublicConfig } from '@astor/contract/config';
import { apiClient } from '@/lib/api-client';

/** The server's public settings (map tiles are configurable by the operator: MAP_TILE_URL). */
export function getPublicConfig(signal?: AbortSignal): Promise<PublicConfig> {
  return apiClient.request('/config', { schema: PublicConfigSchema, signal });
}

export const publicConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['config'],
    queryFn: ({ signal }) => getPublicConfig(signal),
    staleTime: Infinity,
  });

export function useMapTiles(): PublicConfig['map'] | undefined {
  return useQuery(publicConfigQueryOptions()).data?.map;
}
