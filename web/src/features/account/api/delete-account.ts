import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MessageSchema, type Message } from '@astor/contract/errors';
import { apiClient } from '@/lib/api-client';
import { clearRememberedUser, clearSessionData } from '@/lib/storage';

/** `DELETE /users/me`: removes the account and all its data; 403 when the password is wrong. */
export function deleteAccount(password: string): Promise<Message> {
  return apiClient.request('/users/me', { method: 'DELETE', body: { password }, schema: MessageSchema });
}

/** On success nothing of the account stays in this browser, the remembered username included. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      clearSessionData();
      clearRememberedUser();
      queryClient.clear();
    },
  });
}
