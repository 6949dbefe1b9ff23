import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { RECURRENCES, type CalendarEvent } from '@astor/contract/calendar';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { FormError } from '@/components/ui/form-error';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { getErrorDetail } from '@/lib/api-client';
import { useProperties } from '@/lib/queries/properties';
import { useCreateEvent } from '../api/create-event';
import { useUpdateEvent } from '../api/update-event';
import { RECURRENCE_LABELS } from '../lib/event-display';
import {
  changedEventFields,
  eventToFormValues,
  newEventForm,
  readEventForm,
  setAllDay,
  type EventFormValues,
  type Recurrence,
} from '../lib/event-form';

/** 'New Schedule' (a custom event starting on `day`), or the same form to edit a custom `event`. */
export function EventFormDialog({
  isOpen,
  onClose,
  day,
  event,
}: {
  isOpen: boolean;
  onClose: () => void;
  day: string;
  event?: CalendarEvent;
}) {
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title={event ? 'Edit event' : 'New Schedule'}
      description={
        event?.recurrence
          ? 'Changes apply to every occurrence; moving the dates restarts the series from the new start.'
          : undefined
      }
      size="lg"
    >
      <EventForm key={event?.id ?? day} day={day} event={event} onDone={onClose} />
    </Dialog>
  );
}

function EventForm({ day, event, onDone }: { day: string; event?: CalendarEvent; onDone: () => void }) {
  const id = useId();
  const [initial] = useState<EventFormValues>(() => (event ? eventToFormValues(event) : newEventForm(day)));
  const [values, setValues] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const properties = useProperties();
  const createEvent = useCreateEvent();
  const updateEvent = useUpdateEvent();
  const isPending = createEvent.isPending || updateEvent.isPending;

  const set = <K extends keyof EventFormValues>(name: K, value: EventFormValues[K]) =>
    setValues((current) => ({ ...current, [name]: value }));

  async function handleSubmit(submitEvent: FormEvent<HTMLFormElement>) {
    submitEvent.preventDefault();
    setError(null);
    const form = readEventForm(values);
    if (!form.isValid) {
      setError(form.message);
      return;
    }
    try {
      if (!event) {
        await createEvent.mutateAsync(form.input);
        toast.success('Event created', { duration: 3000 });
      } else {
        const before = readEventForm(initial);
        const changes = before.isValid ? changedEventFields(before.input, form.input) : form.input;
        if (Object.keys(changes).length > 0) {
          await updateEvent.mutateAsync({ sourceId: event.source_id, input: changes });
          toast.success('Event updated', { duration: 3000 });
        }
      }
      onDone();
    } catch (caught) {
      setError(
        getErrorDetail(caught) ??
          (event
            ? 'Failed to update the event. Please try again.'
            : 'Failed to create the event. Please try again.'),
      );
    }
  }

  const dateType = values.all_day ? 'date' : 'datetime-local';
  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-4">
      <FormError message={error} />
      <Field label="Title" id={`${id}-title`}>
        <Input
          id={`${id}-title`}
          data-autofocus
          autoComplete="off"
          value={values.title}
          onChange={(change) => set('title', change.target.value)}
        />
      </Field>
      <Field
        label="Property (optional)"
        id={`${id}-property`}
        error={properties.isError ? 'Failed to fetch properties' : undefined}
      >
        <Select
          id={`${id}-property`}
          value={values.property_id}
          disabled={properties.isPending}
          onChange={(change) => set('property_id', change.target.value)}
        >
          <option value="">{properties.isPending ? 'Loading properties...' : 'No property'}</option>
          {(properties.data ?? []).map((property) => (
            <option key={property.id} value={property.id}>
              {property.address}
            </option>
          ))}
        </Select>
      </Field>
      <Checkbox
        label="All day"
        checked={values.all_day}
        onChange={(change) => setValues((current) => setAllDay(current, change.target.checked))}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Start" id={`${id}-start`}>
          <Input
            id={`${id}-start`}
            type={dateType}
            value={values.start}
            onChange={(change) => set('start', change.target.value)}
          />
        </Field>
        <Field label="End" id={`${id}-end`}>
          <Input
            id={`${id}-end`}
            type={dateType}
            value={values.end}
            onChange={(change) => set('end', change.target.value)}
          />
        </Field>
      </div>
      <Field label="Recurrence" id={`${id}-recurrence`}>
        <Select
          id={`${id}-recurrence`}
          value={values.recurrence}
          onChange={(change) => set('recurrence', change.target.value as Recurrence | '')}
        >
          <option value="">Does not repeat</option>
          {RECURRENCES.map((recurrence) => (
            <option key={recurrence} value={recurrence}>
              {RECURRENCE_LABELS[recurrence]}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Notes" id={`${id}-notes`}>
        <Textarea
          id={`${id}-notes`}
          rows={3}
          value={values.notes}
          onChange={(change) => set('notes', change.target.value)}
        />
      </Field>
      <div className="flex justify-end gap-2 pt-1">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={isPending}>
          {isPending && <Spinner />}
          {event ? 'Save changes' : 'Create event'}
        </Button>
      </div>
    </form>
  );
}
