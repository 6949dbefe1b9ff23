import type { CalendarEvent } from '@astor/contract/calendar';
import { addDays, daysInMonth } from '@astor/contract/calendar-date';
import { scheduledCharges } from '../rent-ledger/rent-ledger.model.js';

/**
 * Calendar events generated from the data for a date range (pure: table-tested). Dates are calendar
 * dates (YYYY-MM-DD); the range is inclusive.
 */

export type LeaseForCalendar = {
  id: string;
  propertyId: string;
  address: string;
  tenant: string | null;
  rentCents: number;
  dueDay: number;
  startDate: string | null;
  endDate: string | null;
  /** Rent is due from this day on (docs/decisions/0012-rent-tracked-from.md); null: from the start. */
  ledgerStartDate: string | null;
};
export type MaintenanceForCalendar = {
  id: string;
  propertyId: string;
  title: string;
  scheduledFor: string;
  address: string;
};
export type ComplianceForCalendar = {
  id: string;
  propertyId: string;
  title: string;
  dueDate: string;
  address: string;
};
export type CustomEventForCalendar = {
  id: string;
  propertyId: string | null;
  title: string;
  notes: string | null;
  startAt: Date;
  endAt: Date;
  allDay: boolean;
  recurrence: 'daily' | 'weekly' | 'monthly' | 'yearly' | null;
};

export const RENEWAL_REMINDER_DAYS = [60, 30] as const;
const MAX_OCCURRENCES = 1000;
const pad = (n: number) => String(n).padStart(2, '0');
const inRange = (day: string, from: string, to: string) => day >= from && day <= to;

/** Each month's due date between from and to, for a due day of 1–31 (31 → the month's last day). */
export function rentDueDates(dueDay: number, from: string, to: string): string[] {
  const dates: string[] = [];
  let year = Number(from.slice(0, 4));
  let month = Number(from.slice(5, 7));
  for (;;) {
    const day = `${year}-${pad(month)}-${pad(Math.min(dueDay, daysInMonth(year, month)))}`;
    if (day > to) break;
    if (day >= from) dates.push(day);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return dates;
}

export function leaseEvents(lease: LeaseForCalendar, from: string, to: string): CalendarEvent[] {
  const who = lease.tenant ? `${lease.tenant}, ` : '';
  const base = { all_day: true, property_id: lease.propertyId, source_id: lease.id };
  const events: CalendarEvent[] = [];
  // The rent ledger's rent charges (docs/decisions/0006-rent-ledger.md): a month the lease covers in part is
  // due on its due day or its first day in force, whichever is later, for its days.
  const terms = {
    id: lease.id,
    startDate: lease.startDate,
    endDate: lease.endDate,
    isActive: true,
    rentCents: lease.rentCents,
    dueDay: lease.dueDay,
    graceDays: 0,
    fees: [],
    lateFee: null,
    oneOff: [],
    ledgerStartDate: lease.ledgerStartDate,
  };
  for (const charge of scheduledCharges(terms, from, to)) {
    if (charge.kind !== 'rent') continue;
    events.push({
      ...base,
      id: `rent_due:${lease.id}:${charge.date}`,
      kind: 'rent_due',
      title: `Rent due: ${who}${lease.address} ($${(charge.cents / 100).toFixed(2)})`,
      start: charge.date,
      end: charge.date,
    });
  }
  if (lease.endDate) {
    if (inRange(lease.endDate, from, to)) {
      events.push({
        ...base,
        id: `lease_end:${lease.id}`,
        kind: 'lease_end',
        title: `Lease ends: ${who}${lease.address}`,
        start: lease.endDate,
        end: lease.endDate,
      });
    }
    for (const days of RENEWAL_REMINDER_DAYS) {
      const day = addDays(lease.endDate, -days);
      if (inRange(day, from, to)) {
        events.push({
          ...base,
          id: `renewal_reminder:${lease.id}:${days}`,
          kind: 'renewal_reminder',
          title: `Renewal reminder (${days} days): ${who}${lease.address}`,
          start: day,
          end: day,
        });
      }
    }
  }
  return events;
}

export type HeldDepositForCalendar = {
  leaseId: string;
  propertyId: string;
  address: string;
  tenant: string | null;
  /** The move-out day: the lease's end date. */
  endDate: string;
  /** The state's deadline (modules/deposits/state-deadlines.ts); null when Astor has no rule for the state. */
  dueDate: string | null;
  heldCents: number;
};

/**
 * 'Deposit return due' on the state's deadline for each lease still holding a deposit; without a known
 * rule, a reminder to check the state's deadline on the move-out day.
 */
export function depositReturnEvents(
  deposits: HeldDepositForCalendar[],
  from: string,
  to: string,
): CalendarEvent[] {
  return deposits.flatMap((deposit) => {
    const day = deposit.dueDate ?? deposit.endDate;
    if (!inRange(day, from, to)) return [];
    const who = deposit.tenant ? `${deposit.tenant}, ` : '';
    const held = `$${(deposit.heldCents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} held`;
    return [
      {
        id: `deposit_return:${deposit.leaseId}`,
        kind: 'deposit_return' as const,
        title: deposit.dueDate
          ? `Deposit return due: ${who}${deposit.address} (${held})`
          : `Deposit return: check your state's deadline: ${who}${deposit.address} (${held})`,
        start: day,
        end: day,
        all_day: true,
        property_id: deposit.propertyId,
        source_id: deposit.leaseId,
      },
    ];
  });
}

function addMonthsClamped(date: Date, months: number, originalDay: number): Date {
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + months;
  const target = new Date(
    Date.UTC(year, month, 1, date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds()),
  );
  target.setUTCDate(Math.min(originalDay, daysInMonth(target.getUTCFullYear(), target.getUTCMonth() + 1)));
  return target;
}

/** The occurrences of a custom event overlapping [from, to]; a monthly event on the 31st falls on short months' last day. */
export function customEventOccurrences(
  event: CustomEventForCalendar,
  from: string,
  to: string,
): CalendarEvent[] {
  const duration = event.endAt.getTime() - event.startAt.getTime();
  const rangeStart = Date.parse(`${from}T00:00:00Z`);
  const rangeEnd = Date.parse(`${to}T23:59:59.999Z`);
  const originalDay = event.startAt.getUTCDate();
  const events: CalendarEvent[] = [];
  for (let index = 0, count = 0; count < MAX_OCCURRENCES; index += 1) {
    let start: Date;
    if (!event.recurrence) {
      if (index > 0) break;
      start = event.startAt;
    } else if (event.recurrence === 'daily' || event.recurrence === 'weekly') {
      const step = (event.recurrence === 'daily' ? 1 : 7) * 86_400_000;
      // Jump near the range instead of walking from a start years back.
      const skip =
        index === 0 ? Math.max(0, Math.floor((rangeStart - duration - event.startAt.getTime()) / step)) : 0;
      if (skip > 0) index = skip;
      start = new Date(event.startAt.getTime() + index * step);
    } else {
      start = addMonthsClamped(
        event.startAt,
        event.recurrence === 'monthly' ? index : index * 12,
        originalDay,
      );
    }
    if (start.getTime() > rangeEnd) break;
    const end = new Date(start.getTime() + duration);
    if (end.getTime() >= rangeStart) {
      count += 1;
      const day = start.toISOString().slice(0, 10);
      events.push({
        id: event.recurrence ? `custom:${event.id}:${day}` : `custom:${event.id}`,
        kind: 'custom',
        title: event.title,
        start: event.allDay ? day : start.toISOString(),
        end: event.allDay ? end.toISOString().slice(0, 10) : end.toISOString(),
        all_day: event.allDay,
        property_id: event.propertyId,
        source_id: event.id,
        notes: event.notes,
        recurrence: event.recurrence,
      });
    }
  }
  return events;
}

export function maintenanceEvents(
  items: MaintenanceForCalendar[],
  from: string,
  to: string,
): CalendarEvent[] {
  return items
    .filter((item) => inRange(item.scheduledFor, from, to))
    .map((item) => ({
      id: `maintenance:${item.id}`,
      kind: 'maintenance' as const,
      title: `Maintenance: ${item.title} (${item.address})`,
      start: item.scheduledFor,
      end: item.scheduledFor,
      all_day: true,
      property_id: item.propertyId,
      source_id: item.id,
    }));
}

export function complianceEvents(items: ComplianceForCalendar[], from: string, to: string): CalendarEvent[] {
  return items
    .filter((item) => inRange(item.dueDate, from, to))
    .map((item) => ({
      id: `compliance:${item.id}:${item.dueDate}`,
      kind: 'compliance' as const,
      title: `Compliance: ${item.title} (${item.address})`,
      start: item.dueDate,
      end: item.dueDate,
      all_day: true,
      property_id: item.propertyId,
      source_id: item.id,
    }));
}

/** Next due date of a recurring compliance item after it is done (the 31st clamps to short months). */
export function nextDueDate(dueDate: string, intervalMonths: number): string {
  const [y, m, d] = dueDate.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + intervalMonths;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return `${year}-${pad(month)}-${pad(Math.min(d, daysInMonth(year, month)))}`;
}

export const sortEvents = (events: CalendarEvent[]): CalendarEvent[] =>
  events.sort((a, b) => a.start.localeCompare(b.start) || a.title.localeCompare(b.title));
