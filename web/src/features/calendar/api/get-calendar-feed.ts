import { queryOptions, useQuery } from '@tanstack/react-query';
import { CalendarFeedSchema } from '@astor/contract/calendar';
import { apiClient } from '@/lib/api-client';

/** GET /calendar/feed: the secret iCal URL (made on first ask, the same until revoked). */
export function getCalendarFeed(signal?: AbortSignal): Promise<{ url: string }> {
  return apiClient.request('/calendar/feed', { schema: CalendarFeedSchema, signal });
}

export const calendarFeedQueryKey = ['calendar', 'feed'] as const;

export const calendarFeedQueryOptions = () =>
  queryOptions({
    queryKey: calendarFeedQueryKey,
    queryFn: ({ signal }) => getCalendarFeed(signal),
    // The URL only changes when revoked, which refetches it.
    staleTime: Infinity,
  });

export function useCalendarFeed({ isEnabled }: { isEnabled: boolean }) {
  return useQuery({ ...calendarFeedQueryOptions(), enabled: isEnabled });
}
