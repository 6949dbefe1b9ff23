import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CalendarEventSchema, type CalendarEvent, type UpdateEventInput } from '@astor/contract/calendar';
import { apiClient } from '@/lib/api-client';
import { eventsQueryKeyRoot } from './get-events';

/** PATCH /calendar/events/{source_id}: a custom event (every occurrence of a repeating one). */
export function updateEvent({
  sourceId,
  input,
}: {
  sourceId: string;
  input: UpdateEventInput;
}): Promise<CalendarEvent> {
  return apiClient.request(`/calendar/events/${encodeURIComponent(sourceId)}`, {
    method: 'PATCH',
    body: input,
    schema: CalendarEventSchema,
  });
}

export function useUpdateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEvent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventsQueryKeyRoot }),
  });
}
