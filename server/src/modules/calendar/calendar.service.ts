import {
  DEFAULT_COMPLIANCE_CHECKLIST,
  type CalendarEvent,
  type ComplianceItem,
  type CreateComplianceInput,
  type CreateEventInput,
  type UpdateComplianceInput,
  type UpdateEventInput,
} from '@astor/contract/calendar';
import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { Database } from '../../db/client.js';
import { definedOnly } from '../../db/values.js';
import { AppError, notFound } from '../../errors.js';
import { addDays, todayIn } from '@astor/contract/calendar-date';
import { findProperty } from '../properties/properties.repository.js';
import { heldDepositsWithEndDate } from '../deposits/deposits.repository.js';
import { returnDeadline } from '../deposits/state-deadlines.js';
import {
  complianceEvents,
  customEventOccurrences,
  depositReturnEvents,
  leaseEvents,
  maintenanceEvents,
  nextDueDate,
  sortEvents,
  type CustomEventForCalendar,
} from './calendar-events.js';
import * as repo from './calendar.repository.js';
import { toICalendar } from './ical.js';

const DUE_SOON_DAYS = 14;

/** A date-only start is midnight UTC; an all-day event ends on its end date. */
const parseWhen = (value: string) => new Date(value.length === 10 ? `${value}T00:00:00Z` : value);

function toCustom(row: repo.CustomEventRow): CustomEventForCalendar {
  return {
    id: row.id,
    propertyId: row.propertyId,
    title: row.title,
    notes: row.notes,
    startAt: row.startAt,
    endAt: row.endAt,
    allDay: row.allDay,
    recurrence: (row.recurrence as CustomEventForCalendar['recurrence']) ?? null,
  };
}

const hashFeedToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export class CalendarService {
  constructor(
    private readonly db: Database,
    private readonly clock: () => Date = () => new Date(),
    /** Makes the feed links; only the app's own instance, which serves the feed, has it. */
    private readonly feedKey?: string,
  ) {}

  /** Every event of [from, to], generated from leases, maintenance, compliance and custom events. */
  async events(ownerId: string, from: string, to: string): Promise<CalendarEvent[]> {
    const [leases, maintenance, compliance, custom, deposits] = await Promise.all([
      repo.activeLeasesForCalendar(this.db, ownerId),
      repo.scheduledMaintenance(this.db, ownerId, from, to),
      repo.openCompliance(this.db, ownerId, to),
      repo.customEventsUpTo(this.db, ownerId, parseWhen(from), parseWhen(`${to}T23:59:59.999Z`)),
      heldDepositsWithEndDate(this.db, ownerId),
    ]);
    return sortEvents([
      ...leases.flatMap((lease) => leaseEvents(lease, from, to)),
      ...maintenanceEvents(maintenance, from, to),
      ...complianceEvents(compliance, from, to),
      ...depositReturnEvents(
        deposits.map((deposit) => ({
          ...deposit,
          dueDate: returnDeadline({
            state: deposit.state,
            moveOutDate: deposit.endDate,
            hasDeductions: deposit.hasDeductions,
          }).due_date,
          heldCents: Math.round(Number(deposit.held) * 100),
        })),
        from,
        to,
      ),
      ...custom.flatMap((row) => customEventOccurrences(toCustom(row), from, to)),
    ]);
  }

  async createEvent(ownerId: string, input: CreateEventInput): Promise<CalendarEvent> {
    await this.assertProperty(ownerId, input.property_id);
    const allDay = input.all_day ?? input.start.length === 10;
    const row = await repo.insertCustomEvent(this.db, ownerId, {
      title: input.title,
      notes: input.notes ?? null,
      propertyId: input.property_id ?? null,
      startAt: parseWhen(input.start),
      endAt: parseWhen(input.end),
      allDay,
      recurrence: input.recurrence ?? null,
    });
    return this.firstOccurrence(row);
  }

  async updateEvent(ownerId: string, id: string, input: UpdateEventInput): Promise<CalendarEvent> {
    const current = await repo.findCustomEvent(this.db, ownerId, id);
    if (!current) throw notFound('Event');
    await this.assertProperty(ownerId, input.property_id);
    const startAt = input.start ? parseWhen(input.start) : current.startAt;
    const endAt = input.end ? parseWhen(input.end) : current.endAt;
    if (endAt < startAt) throw new AppError('unprocessable', 'End must be on or after the start');
    const row = await repo.updateCustomEvent(
      this.db,
      ownerId,
      id,
      definedOnly({
        title: input.title,
        notes: input.notes,
        propertyId: input.property_id,
        startAt,
        endAt,
        allDay: input.all_day,
        recurrence: input.recurrence,
      }),
    );
    if (!row) throw notFound('Event');
    return this.firstOccurrence(row);
  }

  async deleteEvent(ownerId: string, id: string): Promise<void> {
    if (!(await repo.deleteCustomEvent(this.db, ownerId, id))) throw notFound('Event');
  }

  private firstOccurrence(row: repo.CustomEventRow): CalendarEvent {
    const day = row.startAt.toISOString().slice(0, 10);
    const [first] = customEventOccurrences(toCustom(row), day, addDays(day, 1));
    if (!first) throw new Error('an event has no first occurrence');
    return first;
  }

  // ---- compliance

  private toCompliance(row: { item: repo.ComplianceRow; address: string }): ComplianceItem {
    const today = todayIn('UTC', this.clock());
    const { item } = row;
    const status = item.completedAt
      ? 'done'
      : item.dueDate < today
        ? 'overdue'
        : item.dueDate <= addDays(today, DUE_SOON_DAYS)
          ? 'due_soon'
          : 'upcoming';
    return {
      id: item.id,
      property_id: item.propertyId,
      property_address: row.address,
      title: item.title,
      notes: item.notes,
      due_date: item.dueDate,
      interval_months: item.intervalMonths,
      completed_at: item.completedAt?.toISOString() ?? null,
      last_done_on: item.lastDoneOn,
      status,
    };
  }

  async listCompliance(ownerId: string, propertyId?: string): Promise<ComplianceItem[]> {
    return (await repo.listCompliance(this.db, ownerId, propertyId)).map((row) => this.toCompliance(row));
  }

  async getCompliance(ownerId: string, id: string): Promise<ComplianceItem> {
    const row = await repo.findCompliance(this.db, ownerId, id);
    if (!row) throw notFound('Compliance item');
    return this.toCompliance(row);
  }

  async createCompliance(ownerId: string, input: CreateComplianceInput): Promise<ComplianceItem> {
    await this.assertProperty(ownerId, input.property_id);
    const [id] = await repo.insertCompliance(this.db, ownerId, [
      {
        propertyId: input.property_id,
        title: input.title,
        notes: input.notes ?? null,
        dueDate: input.due_date,
        intervalMonths: input.interval_months ?? null,
      },
    ]);
    return this.getCompliance(ownerId, id as string);
  }

  /** The default checklist for a property, due from 30 days out, in one action. */
  async addDefaultChecklist(ownerId: string, propertyId: string): Promise<ComplianceItem[]> {
    await this.assertProperty(ownerId, propertyId);
    const due = addDays(todayIn('UTC', this.clock()), 30);
    await repo.insertCompliance(
      this.db,
      ownerId,
      DEFAULT_COMPLIANCE_CHECKLIST.map((entry) => ({
        propertyId,
        title: entry.title,
        dueDate: due,
        intervalMonths: entry.interval_months,
      })),
    );
    return this.listCompliance(ownerId, propertyId);
  }

  async updateCompliance(ownerId: string, id: string, input: UpdateComplianceInput): Promise<ComplianceItem> {
    const current = await repo.findCompliance(this.db, ownerId, id);
    if (!current) throw notFound('Compliance item');
    const changes = definedOnly({
      title: input.title,
      notes: input.notes,
      dueDate: input.due_date,
      intervalMonths: input.interval_months,
    }) as Partial<repo.ComplianceValues>;
    if (input.done) {
      const today = todayIn('UTC', this.clock());
      const interval =
        input.interval_months !== undefined ? input.interval_months : current.item.intervalMonths;
      const due = input.due_date ?? current.item.dueDate;
      changes.lastDoneOn = today;
      // A recurring item rolls to its next occurrence; a one-off is completed.
      if (interval) changes.dueDate = nextDueDate(due, interval);
      else changes.completedAt = this.clock();
    } else if (input.done === false) {
      changes.completedAt = null;
    }
    await repo.updateCompliance(this.db, ownerId, id, changes);
    return this.getCompliance(ownerId, id);
  }

  async deleteCompliance(ownerId: string, id: string): Promise<void> {
    if (!(await repo.deleteCompliance(this.db, ownerId, id))) throw notFound('Compliance item');
  }

  // ---- iCal feed

  /** The owner's feed token: made on first ask, the same until revoked or the key changes. */
  async feedToken(ownerId: string): Promise<string> {
    let feed = await repo.insertFeedIfMissing(this.db, ownerId, ...this.newFeed(ownerId));
    if (feed.nonce === null || !this.derivesFromKey(ownerId, feed.nonce, feed.tokenHash)) {
      // A link from before tokens were derived, or derived from another key (JWT_SECRET changed, or a
      // restore, which brings no key: README, Backups), cannot be shown again: it is replaced by one
      // that can.
      await repo.deleteFeed(this.db, ownerId);
      feed = await repo.insertFeedIfMissing(this.db, ownerId, ...this.newFeed(ownerId));
    }
    return this.tokenFor(ownerId, feed.nonce ?? '');
  }

  /** A new secret URL; the old one stops working. */
  async rotateFeed(ownerId: string): Promise<string> {
    await repo.deleteFeed(this.db, ownerId);
    return this.feedToken(ownerId);
  }

  private newFeed(ownerId: string): [nonce: string, tokenHash: string] {
    const nonce = randomBytes(16).toString('base64url');
    return [nonce, hashFeedToken(this.tokenFor(ownerId, nonce))];
  }

  private derivesFromKey(ownerId: string, nonce: string, tokenHash: string): boolean {
    return hashFeedToken(this.tokenFor(ownerId, nonce)) === tokenHash;
  }

  private tokenFor(ownerId: string, nonce: string): string {
    if (!this.feedKey) throw new Error('CalendarService was made without a feed key');
    return createHmac('sha256', this.feedKey).update(`${ownerId}:${nonce}`).digest('base64url');
  }

  async revokeFeed(ownerId: string): Promise<void> {
    await repo.deleteFeed(this.db, ownerId);
  }

  /** The iCalendar text for a feed token (90 days back, a year ahead), or undefined for an unknown token. */
  async feed(token: string): Promise<string | undefined> {
    if (!/^[\w-]{1,100}$/.test(token)) return undefined;
    const feed = await repo.findFeedByTokenHash(this.db, hashFeedToken(token));
    if (!feed) return undefined;
    // A link lasts as long as the key it was derived from: one from another key is no longer shown to
    // its owner (feedToken replaces it), so it stops too.
    if (feed.nonce !== null && !this.derivesFromKey(feed.ownerId, feed.nonce, feed.tokenHash))
      return undefined;
    const today = todayIn('UTC', this.clock());
    const events = await this.events(feed.ownerId, addDays(today, -90), addDays(today, 365));
    return toICalendar(events, this.clock());
  }

  private async assertProperty(ownerId: string, propertyId: string | null | undefined): Promise<void> {
    if (propertyId && !(await findProperty(this.db, ownerId, propertyId))) throw notFound('Property');
  }
}
