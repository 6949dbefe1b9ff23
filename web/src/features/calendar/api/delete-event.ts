import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MessageSchema, type Message } from '@astor/contract/errors';
import { apiClient } from '@/lib/api-client';
import { eventsQueryKeyRoot } from './get-events';

/** DELETE /calendar/events/{source_id}: custom events only; a repeating one goes with all its occurrences. */
export function deleteEvent(sourceId: string): Promise<Message> {
  return apiClient.request(`/calendar/events/${encodeURIComponent(sourceId)}`, {
    method: 'DELETE',
    schema: MessageSchema,
  });
}

export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEvent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventsQueryKeyRoot }),
  });
}
