import { queryOptions, useQuery } from '@tanstack/react-query';
import { PublicConfigSchema, type PublicConfig } from '@astor/contract/config';
import { apiClient } from '@/lib/api-client';
import { queryKeyRoots } from './keys';

/**
 * GET /config: the server's public settings (the map's tiles, configurable by the operator with
 * MAP_TILE_URL; whether Google sign-in is on).
 */
export function getPublicConfig(signal?: AbortSignal): Promise<PublicConfig> {
  return apiClient.request('/config', { schema: PublicConfigSchema, signal });
}

export const publicConfigQueryOptions = () =>
  queryOptions({
    queryKey: queryKeyRoots.publicConfig,
    queryFn: ({ signal }) => getPublicConfig(signal),
    staleTime: Infinity,
  });

export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions());
}
