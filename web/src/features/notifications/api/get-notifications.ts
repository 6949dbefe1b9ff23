import { queryOptions, useQuery } from '@tanstack/react-query';
import { NotificationListSchema } from '@astor/contract/calendar';
import type { z } from 'zod';
import { apiClient } from '@/lib/api-client';

export type NotificationList = z.infer<typeof NotificationListSchema>;

/** The unread count and the latest notifications, unread first. */
export function getNotifications(signal?: AbortSignal): Promise<NotificationList> {
  return apiClient.request('/notifications', { schema: NotificationListSchema, signal });
}

export const notificationsQueryKey = ['notifications'] as const;

/** The bell checks again every minute and whenever the window regains focus. */
export const NOTIFICATIONS_REFRESH_MS = 60_000;

export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: notificationsQueryKey,
    queryFn: ({ signal }) => getNotifications(signal),
    refetchInterval: NOTIFICATIONS_REFRESH_MS,
    refetchOnWindowFocus: true,
  });

export function useNotifications() {
  return useQuery(notificationsQueryOptions());
}
