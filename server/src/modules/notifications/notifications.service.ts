import { readableDay, addDays, todayIn } from '@astor/contract/calendar-date';
import type { Notification } from '@astor/contract/calendar';
import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { maintenanceRequests, notifications, properties, users } from '../../db/schema.js';
import { isUuid } from '../../db/values.js';
import { notFound } from '../../errors.js';
import { openCompliance } from '../calendar/calendar.repository.js';
import { isOverdue } from '../rent-ledger/rent-ledger.model.js';
import { loadRentBook } from '../rent-ledger/rent-ledger.service.js';

export const LEASE_ENDING_DAYS = 30;
export const COMPLIANCE_DUE_DAYS = 14;
/** Late fees charged this recently are announced; older ones were before the bell could know. */
export const LATE_FEE_NOTICE_DAYS = 7;

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

type NewNotification = {
  kind: string;
  title: string;
  body: string | null;
  link: string | null;
  dedupeKey: string;
};

const toNotification = (row: typeof notifications.$inferSelect): Notification => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  body: row.body,
  link: row.link,
  created_at: row.createdAt.toISOString(),
  read_at: row.readAt?.toISOString() ?? null,
});

/**
 * Notifications raised from the data: leases ending within 30 days, rent unpaid after its grace period and
 * late fees charged (both from the rent ledger, docs/decisions/0006-rent-ledger.md),
 * compliance items due within 14 days, emergency maintenance. Each is raised once: its dedupe key is
 * unique per owner and inserts skip conflicts, so any number of instances may run this at once.
 */
/** The shortest time between two notification passes of one owner while their writes keep coming. */
const PASS_INTERVAL_MS = 2_000;
/** Owners whose last pass is remembered; the least recent is forgotten first. */
const REMEMBERED_PASSES = 256;

export class NotificationsService {
  constructor(
    private readonly db: Database,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  private readonly passes = new Map<string, { again: boolean; done: Promise<void> }>();

  /**
   * What each owner's last pass found due and settled, and the owner's number of notifications after it,
   * for the owners seen last. Only passes delete notifications, and any instance's pass writes the same.
   */
  private readonly lastPasses = new Map<
    string,
    { dueKeys: Set<string>; settled: Set<string>; count: number }
  >();

  private async countOf(ownerId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(notifications)
      .where(eq(notifications.ownerId, ownerId));
    return row?.n ?? 0;
  }

  /**
   * `afterWrite`: the pass follows a write through the API, which the shared rent book has seen; other
   * passes (the scheduler's) read the book afresh, to notice data written behind the API.
   */
  async raiseDue(ownerId: string, { afterWrite = false }: { afterWrite?: boolean } = {}): Promise<number> {
    const today = todayIn('UTC', this.clock());
    const due: NewNotification[] = [];

    // The rent book (shared with the dashboard and the tenant list) holds every lease with its terms.
    const book = await loadRentBook(this.db, ownerId, today, {}, { sumPayments: true, fresh: !afterWrite });
    for (const { id, address, tenantNames, terms } of book.accounts) {
      const { endDate } = terms;
      if (terms.isActive && endDate && endDate >= today && endDate <= addDays(today, LEASE_ENDING_DAYS)) {
        due.push({
          kind: 'lease_ending',
          title: `Lease ending on ${readableDay(endDate)}: ${tenantNames ? `${tenantNames}, ` : ''}${address}`,
          body: 'Renew, or plan the move-out and the next tenant.',
          link: '/dashboard/tenants',
          dedupeKey: `lease_ending:${id}:${endDate}`,
        });
      }
    }

    // Rent: a notice when a lease's charges fall overdue (past due date + grace), saying since when rent
    // is unpaid; one per newest overdue charge, so payments raise nothing and each month behind raises one.
    // And one per late fee charged in the last few days.
    const settled: string[] = [];
    for (const { id, address, tenantNames, terms, ledger } of book.accounts) {
      const who = tenantNames ? `${tenantNames}, ` : '';
      const overdue = ledger.charges.filter((charge) => isOverdue(charge, terms.graceDays, today));
      if (overdue.length === 0) settled.push(id);
      const oldest = overdue[0];
      const newest = overdue.at(-1);
      if (oldest && newest) {
        const owed = overdue.reduce((sum, charge) => sum + charge.cents - charge.paidCents, 0);
        due.push({
          kind: 'rent_late',
          title: `Rent unpaid since ${readableDay(oldest.date)}: ${who}${address}`,
          body: `${money(owed)} is overdue; the oldest charge was due on ${readableDay(oldest.date)}.`,
          link: '/dashboard/finances',
          dedupeKey: `rent_late:${id}:${newest.date}`,
        });
      }
      for (const fee of ledger.charges) {
        if (fee.kind !== 'late_fee' || fee.daily || fee.date < addDays(today, -LATE_FEE_NOTICE_DAYS))
          continue;
        due.push({
          kind: 'late_fee',
          title: `Late fee applied: ${money(fee.cents)}, ${who}${address}`,
          body: `${fee.description}, charged on ${readableDay(fee.date)}.`,
          link: '/dashboard/finances',
          dedupeKey: `late_fee:${fee.key}`,
        });
      }
    }

    // The calendar's own query of open compliance items, up to the notice window.
    const compliance = await openCompliance(this.db, ownerId, addDays(today, COMPLIANCE_DUE_DAYS));
    for (const item of compliance) {
      due.push({
        kind: 'compliance_due',
        title: `${item.dueDate < today ? 'Overdue' : 'Due soon'}: ${item.title} (${item.address})`,
        body: `Due on ${readableDay(item.dueDate)}.`,
        link: '/dashboard/calendar',
        dedupeKey: `compliance_due:${item.id}:${item.dueDate}`,
      });
    }

    const emergencies = await this.db
      .select({ id: maintenanceRequests.id, title: maintenanceRequests.title, address: properties.address })
      .from(maintenanceRequests)
      .innerJoin(properties, eq(properties.id, maintenanceRequests.propertyId))
      .where(
        and(
          eq(maintenanceRequests.ownerId, ownerId),
          eq(maintenanceRequests.priority, 'emergency'),
          sql`${maintenanceRequests.status} <> 'Completed'`,
        ),
      );
    for (const item of emergencies) {
      due.push({
        kind: 'maintenance_emergency',
        title: `Emergency: ${item.title} at ${item.address}`,
        body: 'An emergency maintenance request is open.',
        link: '/dashboard/properties',
        dedupeKey: `maintenance_emergency:${item.id}`,
      });
    }

    // Only what changed since this owner's last pass here is written: a pass after each payment would
    // otherwise insert every late lease's notice again (skipped as conflicts) and clear every settled one.
    const remembered = this.lastPasses.get(ownerId);
    // Notifications gone or added since (the demo's reset, an account's restore) make it a full pass.
    const last = remembered && remembered.count === (await this.countOf(ownerId)) ? remembered : undefined;
    const dueKeys = new Set(due.map((n) => n.dedupeKey));
    const newlySettled = last ? settled.filter((id) => !last.settled.has(id)) : settled;
    const raised = last ? due.filter((n) => !last.dueKeys.has(n.dedupeKey)) : due;

    // An unread "Rent unpaid" of a lease that owes nothing overdue any more (paid since, or recorded
    // late) is no longer true: it goes. Read ones stay as history.
    if (newlySettled.length > 0) {
      await this.db.delete(notifications).where(
        and(
          eq(notifications.ownerId, ownerId),
          eq(notifications.kind, 'rent_late'),
          isNull(notifications.readAt),
          sql`split_part(${notifications.dedupeKey}, ':', 2) in (${sql.join(
            newlySettled.map((id) => sql`${id}`),
            sql`, `,
          )})`,
        ),
      );
    }

    const inserted =
      raised.length === 0
        ? []
        : await this.db
            .insert(notifications)
            .values(raised.map((n) => ({ ...n, ownerId })))
            .onConflictDoNothing({ target: [notifications.ownerId, notifications.dedupeKey] })
            .returning({ id: notifications.id });
    this.lastPasses.delete(ownerId);
    this.lastPasses.set(ownerId, { dueKeys, settled: new Set(settled), count: await this.countOf(ownerId) });
    if (this.lastPasses.size > REMEMBERED_PASSES)
      this.lastPasses.delete(this.lastPasses.keys().next().value as string);
    return inserted.length;
  }

  /**
   * Raises what is due after a change, off the response's path: one pass at a time per owner, and changes
   * made while a pass runs are covered by one more pass after it. `settled` waits for them.
   */
  raiseSoon(ownerId: string, onError: (error: unknown) => void): void {
    const running = this.passes.get(ownerId);
    if (running) {
      running.again = true;
      return;
    }
    const pass: { again: boolean; done: Promise<void> } = { again: false, done: Promise.resolve() };
    pass.done = (async () => {
      do {
        pass.again = false;
        await this.raiseDue(ownerId, { afterWrite: true }).catch(onError);
        // Writes still coming (an import, a busy account): one pass per interval for all of them, not one
        // per write back to back (a pass reads the whole rent ledger).
        if (pass.again) await new Promise((resolve) => setTimeout(resolve, PASS_INTERVAL_MS).unref());
      } while (pass.again);
      this.passes.delete(ownerId);
    })();
    this.passes.set(ownerId, pass);
  }

  /** Resolves once the passes raised for this owner's changes so far are done. */
  async settled(ownerId: string): Promise<void> {
    await this.passes.get(ownerId)?.done;
  }

  /** Waits for every pass under way (the app is closing). */
  async drain(): Promise<void> {
    await Promise.all([...this.passes.values()].map((pass) => pass.done));
  }

  /** For the scheduler: every account. */
  async raiseDueForAll(): Promise<number> {
    const owners = await this.db.select({ id: users.id }).from(users).orderBy(asc(users.createdAt));
    let raised = 0;
    for (const owner of owners) raised += await this.raiseDue(owner.id);
    return raised;
  }

  async list(ownerId: string, limit = 50): Promise<{ unread: number; items: Notification[] }> {
    // What the owner's own last change raised is part of the answer.
    await this.settled(ownerId);
    const [rows, [unread]] = await Promise.all([
      this.db
        .select()
        .from(notifications)
        .where(eq(notifications.ownerId, ownerId))
        // Unread first, newest first within each.
        .orderBy(sql`${notifications.readAt} is not null`, desc(notifications.createdAt))
        .limit(limit),
      this.db
        .select({ n: count() })
        .from(notifications)
        .where(and(eq(notifications.ownerId, ownerId), isNull(notifications.readAt))),
    ]);
    return { unread: unread?.n ?? 0, items: rows.map(toNotification) };
  }

  async markRead(ownerId: string, id: string): Promise<Notification> {
    if (!isUuid(id)) throw notFound('Notification');
    const [row] = await this.db
      .update(notifications)
      .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
      .where(and(eq(notifications.ownerId, ownerId), eq(notifications.id, id)))
      .returning();
    if (!row) throw notFound('Notification');
    return toNotification(row);
  }

  async markAllRead(ownerId: string): Promise<void> {
    await this.db
      .update(notifications)
      .set({ readAt: sql`now()` })
      .where(and(eq(notifications.ownerId, ownerId), isNull(notifications.readAt)));
  }
}
