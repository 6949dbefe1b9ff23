import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { ExternalLink } from 'lucide-react';
import type { CalendarEvent } from '@astor/contract/calendar';
import { Button, buttonClasses } from '@/components/ui/button';
import { EditDeleteButtons } from '@/components/ui/edit-delete-buttons';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { getErrorDetail } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useProperties } from '@/lib/queries/properties';
import { useDeleteEvent } from '../api/delete-event';
import {
  EVENT_KIND_STYLES,
  eventTitle,
  RECURRENCE_LABELS,
  describeEventWhen,
  eventRecordLink,
  isEditableEvent,
} from '../lib/event-display';

/** An event's details with a link to its record; custom events can be edited and deleted here. */
export function EventDetailsDialog({
  event,
  onClose,
  onEdit,
}: {
  event: CalendarEvent | null;
  onClose: () => void;
  onEdit: (event: CalendarEvent) => void;
}) {
  return (
    <Dialog isOpen={event !== null} onClose={onClose} title={event ? eventTitle(event) : undefined} size="md">
      {event && <EventDetails event={event} onClose={onClose} onEdit={onEdit} />}
    </Dialog>
  );
}

function EventDetails({
  event,
  onClose,
  onEdit,
}: {
  event: CalendarEvent;
  onClose: () => void;
  onEdit: (event: CalendarEvent) => void;
}) {
  const properties = useProperties();
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);
  const kind = EVENT_KIND_STYLES[event.kind];
  const address = event.property_id
    ? (properties.data?.find((property) => property.id === event.property_id)?.address ??
      (properties.isPending ? '…' : 'N/A'))
    : 'No property';
  const link = eventRecordLink(event);

  return (
    <div className="space-y-5">
      <dl className="grid grid-cols-[7rem_1fr] gap-x-4 gap-y-2.5 text-sm">
        <Detail label="Kind">
          <span className="inline-flex items-center gap-1.5">
            <span aria-hidden className={cn('size-2.5 rounded-full', kind.swatch)} />
            {kind.label}
          </span>
        </Detail>
        <Detail label="When">{describeEventWhen(event)}</Detail>
        <Detail label="Property">{address}</Detail>
        {event.recurrence && <Detail label="Repeats">{RECURRENCE_LABELS[event.recurrence]}</Detail>}
        {event.notes && (
          <Detail label="Notes">
            <span className="whitespace-pre-line">{event.notes}</span>
          </Detail>
        )}
      </dl>

      <div className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 pt-4">
        {link ? (
          <Link to={link.href} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
            <ExternalLink className="size-4" aria-hidden />
            {link.label}
          </Link>
        ) : (
          <span />
        )}
        {isEditableEvent(event) && (
          <EditDeleteButtons onEdit={() => onEdit(event)} onDelete={() => setIsConfirmingDelete(true)} />
        )}
      </div>

      <DeleteEventDialog
        event={event}
        isOpen={isConfirmingDelete}
        onCancel={() => setIsConfirmingDelete(false)}
        onDeleted={onClose}
      />
    </div>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-slate-500">{label}</dt>
      <dd className="text-slate-900">{children}</dd>
    </>
  );
}

function DeleteEventDialog({
  event,
  isOpen,
  onCancel,
  onDeleted,
}: {
  event: CalendarEvent;
  isOpen: boolean;
  onCancel: () => void;
  onDeleted: () => void;
}) {
  const deleteEvent = useDeleteEvent();
  return (
    <Dialog isOpen={isOpen} onClose={onCancel} title="Delete event?" size="sm">
      <p className="text-sm text-slate-600">
        {event.recurrence
          ? `'${event.title}' and every repeat of it will be removed from your calendar.`
          : `'${event.title}' will be removed from your calendar.`}
      </p>
      <div className="mt-5 flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button
          className="bg-red-600 hover:bg-red-500 active:bg-red-700"
          disabled={deleteEvent.isPending}
          onClick={() =>
            deleteEvent.mutate(event.source_id, {
              onSuccess: () => {
                toast.success('Event deleted', { duration: 3000 });
                onDeleted();
              },
              onError: (error) =>
                toast.error(getErrorDetail(error) ?? 'Failed to delete the event. Please try again.'),
            })
          }
        >
          {deleteEvent.isPending && <Spinner />}
          Delete
        </Button>
      </div>
    </Dialog>
  );
}
