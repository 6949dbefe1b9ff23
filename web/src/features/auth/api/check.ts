import { queryOptions } from '@tanstack/react-query';
import { AuthCheckSchema, type AuthCheck } from '@astor/contract/auth';
import { apiClient } from '@/lib/api-client';

/**
 * The one authentication check (docs/product.md#signed-in-area), run by the guard on every dashboard path
 * change.
 */
export function checkAuth(signal?: AbortSignal): Promise<AuthCheck> {
  return apiClient.request('/auth/check', { schema: AuthCheckSchema, signal });
}

/** Keyed by the location so that every path change runs a fresh check; nothing is kept once left. */
export const authCheckQueryOptions = (location: string) =>
  queryOptions({
    queryKey: ['auth', 'check', location],
    queryFn: ({ signal }) => checkAuth(signal),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
