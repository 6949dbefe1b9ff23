import { useMutation } from '@tanstack/react-query';
import { MessageSchema, type Message } from '@astor/contract/errors';
import { apiClient } from '@/lib/api-client';

/** `POST /auth/reset-password`: 400 when the link is invalid, used or expired. */
export function resetPassword(input: { token: string; password: string }): Promise<Message> {
  return apiClient.request('/auth/reset-password', {
    method: 'POST',
    body: input,
    schema: MessageSchema,
    skipAuthRefresh: true,
  });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
