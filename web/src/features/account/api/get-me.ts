import { queryOptions, useQuery } from '@tanstack/react-query';
import { UserSchema, type User } from '@astor/contract/auth';
import { apiClient } from '@/lib/api-client';

export function getMe(signal?: AbortSignal): Promise<User> {
  return apiClient.request('/users/me', { schema: UserSchema, signal });
}

/**
 * The signed-in user. The top bar reads the same key (through the auth feature), so writing or
 * invalidating it here updates the name shown there.
 */
export const meQueryKey = ['users', 'me'] as const;

export const meQueryOptions = () =>
  queryOptions({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => getMe(signal),
    staleTime: 5 * 60 * 1000,
  });

export function useMe() {
  return useQuery(meQueryOptions());
}
