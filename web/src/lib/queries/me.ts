import { queryOptions, useQuery } from '@tanstack/react-query';
import { UserSchema, type User } from '@astor/contract/auth';
import { apiClient } from '@/lib/api-client';
import { queryKeyRoots } from './keys';

/** GET /users/me: the signed-in user (the top bar, the demo notice, the account pages). */
export function getMe(signal?: AbortSignal): Promise<User> {
  return apiClient.request('/users/me', { schema: UserSchema, signal });
}

export const meQueryKey = queryKeyRoots.me;

export const meQueryOptions = () =>
  queryOptions({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => getMe(signal),
    staleTime: 5 * 60 * 1000,
  });

export function useMe() {
  return useQuery(meQueryOptions());
}
