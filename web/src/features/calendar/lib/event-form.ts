import type {
  CalendarEvent,
  CreateEventInput,
  RECURRENCES,
  UpdateEventInput,
} from '@astor/contract/calendar';
import { todayIso } from '@/lib/format';

/**
 * The New Schedule form (pure: table-tested): its values as the inputs hold them, and the API body.
 * Timed events are typed in the browser's time zone (datetime-local) and sent as ISO date-times.
 */

export type Recurrence = (typeof RECURRENCES)[number];

export interface EventFormValues {
  title: string;
  property_id: string;
  all_day: boolean;
  /** `YYYY-MM-DD` when all day, else `YYYY-MM-DDTHH:mm` (a datetime-local input's value). */
  start: string;
  end: string;
  recurrence: Recurrence | '';
  notes: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A datetime-local input's value for a moment, in the browser's time zone. */
export const toDateTimeLocal = (date: Date) =>
  `${todayIso(date)}T${pad(date.getHours())}:${pad(date.getMinutes())}`;

/** A new event on `day`: 9 to 10 AM, not repeating. */
export function newEventForm(day: string): EventFormValues {
  return {
    title: '',
    property_id: '',
    all_day: false,
    start: `${day}T09:00`,
    end: `${day}T10:00`,
    recurrence: '',
    notes: '',
  };
}

export function eventToFormValues(event: CalendarEvent): EventFormValues {
  return {
    title: event.title,
    property_id: event.property_id ?? '',
    all_day: event.all_day,
    start: event.all_day ? event.start.slice(0, 10) : toDateTimeLocal(new Date(event.start)),
    end: event.all_day ? event.end.slice(0, 10) : toDateTimeLocal(new Date(event.end)),
    recurrence: event.recurrence ?? '',
    notes: event.notes ?? '',
  };
}

/** Ticking All day keeps the dates and drops the times; unticking puts back 9 to 10 AM. */
export function setAllDay(values: EventFormValues, allDay: boolean): EventFormValues {
  if (allDay === values.all_day) return values;
  if (allDay)
    return { ...values, all_day: true, start: values.start.slice(0, 10), end: values.end.slice(0, 10) };
  const start = values.start.slice(0, 10);
  const end = values.end.slice(0, 10) || start;
  return {
    ...values,
    all_day: false,
    start: start && `${start}T09:00`,
    end: end && `${end}T${end === start ? '10:00' : '09:00'}`,
  };
}

export type ReadEventForm = { isValid: true; input: CreateEventInput } | { isValid: false; message: string };

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** The POST body, or the first message to show. Mirrors CreateEventInputSchema's rules. */
export function readEventForm(values: EventFormValues): ReadEventForm {
  const title = values.title.trim();
  if (!title) return { isValid: false, message: 'Title is required' };
  const shape = values.all_day ? DATE : DATE_TIME;
  if (!values.start) return { isValid: false, message: 'Start is required' };
  if (!shape.test(values.start)) return { isValid: false, message: 'Start is not a valid date' };
  if (!values.end) return { isValid: false, message: 'End is required' };
  if (!shape.test(values.end)) return { isValid: false, message: 'End is not a valid date' };

  const start = values.all_day ? values.start : new Date(values.start).toISOString();
  const end = values.all_day ? values.end : new Date(values.end).toISOString();
  if (Date.parse(end) < Date.parse(start)) {
    return { isValid: false, message: 'End must be on or after the start' };
  }
  return {
    isValid: true,
    input: {
      title,
      start,
      end,
      all_day: values.all_day,
      property_id: values.property_id || null,
      notes: values.notes.trim() || null,
      recurrence: values.recurrence || null,
    },
  };
}

/**
 * The PATCH body: only what changed. A recurring event's form starts from the clicked occurrence, so
 * resending unchanged dates would move the whole series to that occurrence.
 */
export function changedEventFields(before: CreateEventInput, after: CreateEventInput): UpdateEventInput {
  const changes: UpdateEventInput = {};
  for (const key of Object.keys(after) as Array<keyof CreateEventInput>) {
    if ((after[key] ?? null) !== (before[key] ?? null)) Object.assign(changes, { [key]: after[key] });
  }
  // The server checks end ≥ start against the stored values; send both when either moves.
  if (changes.start !== undefined || changes.end !== undefined || changes.all_day !== undefined) {
    Object.assign(changes, { start: after.start, end: after.end, all_day: after.all_day });
  }
  return changes;
}
