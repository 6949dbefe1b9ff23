import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MessageSchema, type Message } from '@astor/contract/errors';
import { apiClient } from '@/lib/api-client';
import { clearSessionData } from '@/lib/storage';

/** `DELETE /users/me/sessions`: 'Sign out everywhere', this device included. */
export function revokeAllSessions(): Promise<Message> {
  return apiClient.request('/users/me/sessions', { method: 'DELETE', schema: MessageSchema });
}

/**
 * On success this device is signed out too: the token, session storage and cached data go
 * (docs/product.md#sessions).
 */
export function useRevokeAllSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeAllSessions,
    onSuccess: () => {
      clearSessionData();
      queryClient.clear();
    },
  });
}
