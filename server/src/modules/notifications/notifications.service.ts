import type { Notification } from '@astor/contract/calendar';
import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  complianceItems,
  maintenanceRequests,
  notifications,
  payments,
  properties,
  users,
} from '../../db/schema.js';
import { isUuid } from '../../db/values.js';
import { notFound } from '../../errors.js';
import { activeLeasesForCalendar } from '../calendar/calendar.repository.js';
import { addDays, dueDateIn, monthOf, owesRentIn, todayIn } from '../dashboard/dashboard.formulas.js';

export const LEASE_ENDING_DAYS = 30;
export const RENT_LATE_AFTER_DAYS = 5;
export const COMPLIANCE_DUE_DAYS = 14;

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
 * Notifications raised from the data: leases ending within 30 days, rent unpaid 5 days after it was due,
 * compliance items due within 14 days, emergency maintenance. Each is raised once: its dedupe key is
 * unique per owner and inserts skip conflicts, so any number of instances may run this at once.
 */
export class NotificationsService {
  constructor(
    private readonly db: Database,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  private readonly passes = new Map<string, { again: boolean; done: Promise<void> }>();

  async raiseDue(ownerId: string): Promise<number> {
    const today = todayIn('UTC', this.clock());
    const due: NewNotification[] = [];

    const leases = await activeLeasesForCalendar(this.db, ownerId);
    for (const lease of leases) {
      if (lease.endDate && lease.endDate >= today && lease.endDate <= addDays(today, LEASE_ENDING_DAYS)) {
        due.push({
          kind: 'lease_ending',
          title: `Lease ending on ${lease.endDate}: ${lease.tenant ? `${lease.tenant}, ` : ''}${lease.address}`,
          body: 'Renew, or plan the move-out and the next tenant.',
          link: '/dashboard/tenants',
          dedupeKey: `lease_ending:${lease.id}:${lease.endDate}`,
        });
      }
    }

    // Rent: this month's and last month's due dates that are 5+ days past and not covered by payments.
    for (const offset of [-1, 0]) {
      const month = monthOf(today, offset);
      const paid = await this.paidByLease(ownerId, month.first, month.last);
      for (const lease of leases) {
        if (lease.rentCents <= 0 || !owesRentIn(lease, month)) continue;
        const dueOn = dueDateIn(month, lease.dueDay);
        if (addDays(dueOn, RENT_LATE_AFTER_DAYS) > today) continue;
        if ((paid.get(lease.id) ?? 0) >= lease.rentCents) continue;
        due.push({
          kind: 'rent_late',
          title: `Rent unpaid since ${dueOn}: ${lease.tenant ? `${lease.tenant}, ` : ''}${lease.address}`,
          body: `$${(lease.rentCents / 100).toFixed(2)} was due on ${dueOn}.`,
          link: '/dashboard/finances',
          dedupeKey: `rent_late:${lease.id}:${month.month}`,
        });
      }
    }

    const compliance = await this.db
      .select({
        id: complianceItems.id,
        title: complianceItems.title,
        dueDate: complianceItems.dueDate,
        address: properties.address,
      })
      .from(complianceItems)
      .innerJoin(properties, eq(properties.id, complianceItems.propertyId))
      .where(
        and(
          eq(complianceItems.ownerId, ownerId),
          isNull(complianceItems.completedAt),
          sql`${complianceItems.dueDate} <= ${addDays(today, COMPLIANCE_DUE_DAYS)}`,
        ),
      );
    for (const item of compliance) {
      due.push({
        kind: 'compliance_due',
        title: `${item.dueDate < today ? 'Overdue' : 'Due soon'}: ${item.title} (${item.address})`,
        body: `Due on ${item.dueDate}.`,
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

    if (due.length === 0) return 0;
    const inserted = await this.db
      .insert(notifications)
      .values(due.map((n) => ({ ...n, ownerId })))
      .onConflictDoNothing({ target: [notifications.ownerId, notifications.dedupeKey] })
      .returning({ id: notifications.id });
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
        await this.raiseDue(ownerId).catch(onError);
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

  private async paidByLease(ownerId: string, from: string, to: string): Promise<Map<string, number>> {
    const rows = await this.db
      .select({ leaseId: payments.leaseId, total: sql<string>`sum(${payments.amount})` })
      .from(payments)
      .where(and(eq(payments.ownerId, ownerId), sql`${payments.paidDate} between ${from} and ${to}`))
      .groupBy(payments.leaseId);
    return new Map(
      rows.filter((r) => r.leaseId).map((r) => [r.leaseId as string, Math.round(Number(r.total) * 100)]),
    );
  }
}
