import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MessageSchema, type Message } from '@astor/contract/errors';
import { apiClient } from '@/lib/api-client';
import { clearSessionData } from '@/lib/storage';

export function logout(): Promise<Message> {
  // The server ends the session named by the refresh cookie; an expired bearer must not trigger a refresh.
  return apiClient.request('/auth/logout', { method: 'POST', schema: MessageSchema, skipAuthRefresh: true });
}

/**
 * docs/product.md#sessions: post to the server, then, even if that failed (only logged), forget the token,
 * the cached user data and session storage. The caller goes to /login.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        await logout();
      } catch (error) {
        console.error('Logout failed', error);
      } finally {
        clearSessionData();
        queryClient.clear();
      }
    },
  });
}
