import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NotificationSchema, type Notification } from '@astor/contract/calendar';
import { apiClient } from '@/lib/api-client';
import { notificationsQueryKey } from './get-notifications';

/** POST /notifications/{id}/read. */
export function markNotificationRead(id: string): Promise<Notification> {
  return apiClient.request(`/notifications/${encodeURIComponent(id)}/read`, {
    method: 'POST',
    schema: NotificationSchema,
  });
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}
