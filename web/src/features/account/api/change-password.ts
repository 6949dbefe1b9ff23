import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ChangePasswordInputSchema } from '@astor/contract/auth';
import { MessageSchema, type Message } from '@astor/contract/errors';
import { apiClient } from '@/lib/api-client';
import { sessionsQueryKey } from './get-sessions';

export type ChangePasswordInput = z.infer<typeof ChangePasswordInputSchema>;

/** `POST /users/me/password`: 403 when the current password is wrong; other sessions end on success. */
export function changePassword(input: ChangePasswordInput): Promise<Message> {
  return apiClient.request('/users/me/password', { method: 'POST', body: input, schema: MessageSchema });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    // The server signed the other devices out: the session list is shorter now.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
