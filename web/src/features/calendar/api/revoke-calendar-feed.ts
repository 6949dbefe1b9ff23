import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MessageSchema, type Message } from '@astor/contract/errors';
import { apiClient } from '@/lib/api-client';
import { calendarFeedQueryKey } from './get-calendar-feed';

/** DELETE /calendar/feed: the old URL stops working; the next GET makes a new one. */
export function revokeCalendarFeed(): Promise<Message> {
  return apiClient.request('/calendar/feed', { method: 'DELETE', schema: MessageSchema });
}

export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeCalendarFeed,
    onSuccess: () => queryClient.refetchQueries({ queryKey: calendarFeedQueryKey }),
  });
}
