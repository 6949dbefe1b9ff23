import { queryOptions, useQuery } from '@tanstack/react-query';
import { UserSchema, type User } from '@astor/contract/auth';
import { apiClient } from '@/lib/api-client';

export function getMe(signal?: AbortSignal): Promise<User> {
  return apiClient.request('/users/me', { schema: UserSchema, signal });
}

export const meQueryOptions = () =>
  queryOptions({
    queryKey: ['users', 'me'],
    queryFn: ({ signal }) => getMe(signal),
    staleTime: 5 * 60 * 1000,
  });

export function useMe() {
  return useQuery(meQueryOptions());
}
