import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MessageSchema, type Message } from '@astor/contract/errors';
import { apiClient } from '@/lib/api-client';
import { sessionsQueryKey } from './get-sessions';

/** `DELETE /users/me/sessions/{id}`: signs one other device out. */
export function revokeSession(sessionId: string): Promise<Message> {
  return apiClient.request(`/users/me/sessions/${encodeURIComponent(sessionId)}`, {
    method: 'DELETE',
    schema: MessageSchema,
  });
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
