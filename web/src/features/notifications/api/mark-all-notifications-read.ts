import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MessageSchema, type Message } from '@astor/contract/errors';
import { apiClient } from '@/lib/api-client';
import { notificationsQueryKey } from './get-notifications';

/** POST /notifications/read-all. */
export function markAllNotificationsRead(): Promise<Message> {
  return apiClient.request('/notifications/read-all', { method: 'POST', schema: MessageSchema });
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}
