import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { SessionSchema, type Session } from '@astor/contract/auth';
import { apiClient } from '@/lib/api-client';

/** `GET /users/me/sessions`: the signed-in devices, `current` marking this one. */
export function getSessions(signal?: AbortSignal): Promise<Session[]> {
  return apiClient.request('/users/me/sessions', { schema: z.array(SessionSchema), signal });
}

export const sessionsQueryKey = ['users', 'me', 'sessions'] as const;

export const sessionsQueryOptions = () =>
  queryOptions({
    queryKey: sessionsQueryKey,
    queryFn: ({ signal }) => getSessions(signal),
  });

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}
