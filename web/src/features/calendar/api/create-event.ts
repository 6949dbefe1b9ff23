import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CalendarEventSchema, type CalendarEvent, type CreateEventInput } from '@astor/contract/calendar';
import { apiClient } from '@/lib/api-client';
import { eventsQueryKeyRoot } from './get-events';

/** POST /calendar/events: a custom event (New Schedule). */
export function createEvent(input: CreateEventInput): Promise<CalendarEvent> {
  return apiClient.request('/calendar/events', { method: 'POST', body: input, schema: CalendarEventSchema });
}

export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEvent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventsQueryKeyRoot }),
  });
}
