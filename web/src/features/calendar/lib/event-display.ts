import type { CalendarEvent, EventKind } from '@astor/contract/calendar';
import { paths } from '@/config/paths';
import { formatDateWith, formatServerText, formatTime } from '@/lib/format';
import { eventDays } from './event-layout';

/** How each kind of event reads and looks (the legend shows the same colours). */
export const EVENT_KIND_STYLES: Record<EventKind, { label: string; chip: string; swatch: string }> = {
  rent_due: {
    label: 'Rent due',
    chip: 'bg-emerald-50 text-emerald-800 border-emerald-500',
    swatch: 'bg-emerald-500',
  },
  lease_end: { label: 'Lease end', chip: 'bg-red-50 text-red-800 border-red-500', swatch: 'bg-red-500' },
  renewal_reminder: {
    label: 'Renewal reminder',
    chip: 'bg-amber-50 text-amber-900 border-amber-500',
    swatch: 'bg-amber-500',
  },
  deposit_return: {
    label: 'Deposit return',
    chip: 'bg-teal-50 text-teal-800 border-teal-500',
    swatch: 'bg-teal-500',
  },
  maintenance: { label: 'Maintenance', chip: 'bg-sky-50 text-sky-800 border-sky-500', swatch: 'bg-sky-500' },
  compliance: {
    label: 'Compliance',
    chip: 'bg-violet-50 text-violet-800 border-violet-500',
    swatch: 'bg-violet-500',
  },
  custom: {
    label: 'Custom',
    chip: 'bg-indigo-50 text-indigo-800 border-indigo-500',
    swatch: 'bg-indigo-500',
  },
};

export const RECURRENCE_LABELS = {
  daily: 'Daily',
  weekly: 'Weekly',
  monthly: 'Monthly',
  yearly: 'Yearly',
} as const;

/** Only custom events are stored as events; the others are generated and edited at their record. */
export const isEditableEvent = (event: CalendarEvent) => event.kind === 'custom';

/**
 * The record behind an event: a lease's dates live with the tenants, a maintenance request and a
 * compliance item with their property (its detail modal opens from ?property=).
 */
export function eventRecordLink(event: CalendarEvent): { label: string; href: string } | null {
  switch (event.kind) {
    case 'rent_due':
    case 'lease_end':
    case 'renewal_reminder':
    case 'deposit_return':
      return { label: 'Open tenants and leases', href: paths.app.tenants.getHref() };
    case 'maintenance':
    case 'compliance':
    case 'custom':
      return event.property_id
        ? { label: 'Open property', href: paths.app.properties.getHref({ property: event.property_id }) }
        : null;
  }
}

const DAY: Intl.DateTimeFormatOptions = { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' };
const DAY_TIME: Intl.DateTimeFormatOptions = {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
};

export { formatTime };

/** '7 AM', '12 PM', for the hour axis. */
export function formatHour(hour: number): string {
  const suffix = hour < 12 ? 'AM' : 'PM';
  return `${hour % 12 === 0 ? 12 : hour % 12} ${suffix}`;
}

/** When an event happens, in the browser's time zone: 'Tue, May 5, 2026 · All day' and so on. */
export function describeEventWhen(event: CalendarEvent): string {
  const { first, last } = eventDays(event);
  if (event.all_day) {
    const from = formatDateWith(first, DAY);
    return first === last ? `${from} · All day` : `${from} – ${formatDateWith(last, DAY)} · All day`;
  }
  const start = new Date(event.start);
  const end = new Date(event.end);
  if (first === last) return `${formatDateWith(start, DAY)}, ${formatTime(start)} – ${formatTime(end)}`;
  return `${formatDateWith(start, DAY_TIME)} – ${formatDateWith(end, DAY_TIME)}`;
}

/**
 * An event's title as shown: the ones the server writes from a lease ('Rent due: ... ($2400.00)') get the
 * app's money and date formats; titles people typed (custom events, maintenance, compliance items) stay
 * as typed.
 */
export function eventTitle(event: Pick<CalendarEvent, 'kind' | 'title'>): string {
  switch (event.kind) {
    case 'rent_due':
    case 'lease_end':
    case 'renewal_reminder':
    case 'deposit_return':
      return formatServerText(event.title);
    default:
      return event.title;
  }
}
