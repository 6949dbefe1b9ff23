import { useMutation } from '@tanstack/react-query';
import { MessageSchema, type Message } from '@astor/contract/errors';
import { apiClient } from '@/lib/api-client';

/** `POST /auth/forgot-password`: the same reply whether or not an account matches (no enumeration). */
export function requestPasswordReset(usernameOrEmail: string): Promise<Message> {
  return apiClient.request('/auth/forgot-password', {
    method: 'POST',
    body: { email: usernameOrEmail },
    schema: MessageSchema,
    skipAuthRefresh: true,
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
