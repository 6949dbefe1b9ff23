import type { CalendarEvent } from '@astor/contract/calendar';
import type { DashboardSummary } from '@astor/contract/dashboard';
import type { Database } from '../../db/client.js';
import { averagePerProperty, percentChange, sameDayLastYear } from './dashboard.formulas.js';
import { addDays, daysBetween, monthOf, todayIn } from '@astor/contract/calendar-date';
import {
  complianceEvents,
  customEventOccurrences,
  sortEvents,
  type CustomEventForCalendar,
} from '../calendar/calendar-events.js';
import { customEventsUpTo, openCompliance } from '../calendar/calendar.repository.js';
import {
  inForceOn,
  overdueCents,
  scheduledCharges,
  statusOf,
  type LeaseTerms,
  type Ledger,
} from '../rent-ledger/rent-ledger.model.js';
import { loadRentBook, type RentBook } from '../rent-ledger/rent-ledger.service.js';
import * as repo from './dashboard.repository.js';

const dollars = (cents: number): number => cents / 100;
const RENEWAL_WINDOW_DAYS = 30;

export class DashboardService {
  constructor(
    private readonly db: Database,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async summary(ownerId: string, timeZone: string): Promise<DashboardSummary> {
    const today = todayIn(timeZone, this.clock());
    const thisMonth = monthOf(today);
    const yearStart = `${today.slice(0, 4)}-01-01`;
    const lastYearStart = `${Number(today.slice(0, 4)) - 1}-01-01`;
    const renewalsUntil = addDays(today, RENEWAL_WINDOW_DAYS);

    // Six months of the chart, oldest first; this month is the last.
    const months = Array.from({ length: 6 }, (_, i) => monthOf(today, i - 5));
    const monthRanges = months.map(({ first, last }) => ({ from: first, to: last }));

    // The embedded database runs one query at a time: what counts is few queries, each aggregating in SQL.
    const [incomeSums, expenseSums, breakdown, counts, book, notable, scheduled, calendarToday] =
      await Promise.all([
        repo.sumsOver(this.db, ownerId, 'income', [
          { from: yearStart, to: today },
          { from: lastYearStart, to: sameDayLastYear(today) },
          ...monthRanges,
        ]),
        repo.sumsOver(this.db, ownerId, 'expense', monthRanges),
        repo.expenseBreakdown(this.db, ownerId, thisMonth.first, thisMonth.last),
        repo.portfolioCounts(this.db, ownerId, timeZone, thisMonth.first, thisMonth.last),
        loadRentBook(this.db, ownerId, today, {}, { sumPayments: true }),
        repo.notableLeases(this.db, ownerId, today, renewalsUntil, thisMonth),
        repo.maintenanceScheduledOn(this.db, ownerId, today),
        // Custom events and compliance items due today, as the calendar generates them.
        this.customAndComplianceEventsOn(ownerId, today),
      ]);
    const [ytd = 0, ytdLastYear = 0, ...incomeByMonth] = incomeSums;
    const monthIncome = incomeByMonth[5] ?? 0;
    const lastMonthIncome = incomeByMonth[4] ?? 0;
    const monthExpenses = expenseSums[5] ?? 0;
    // docs/decisions/0006-rent-ledger.md: revenue is what was collected (rent and other income), the
    // rent due is its target; the prototype's income + active rent counted rent twice.
    const monthlyRevenue = monthIncome;
    const rent = rentFigures(book, thisMonth);

    const series = months.map(({ month }, i) => ({
      month,
      revenue: dollars(incomeByMonth[i] ?? 0),
      expenses: dollars(expenseSums[i] ?? 0),
    }));

    const categories = new Map<string, { cents: number; items: { name: string; cents: number }[] }>();
    for (const row of breakdown) {
      const entry = categories.get(row.category) ?? { cents: 0, items: [] };
      entry.cents += row.cents;
      entry.items.push({ name: row.item, cents: row.cents });
      categories.set(row.category, entry);
    }

    const renewals = notable
      .filter((lease) => lease.endDate && lease.endDate >= today && lease.endDate <= renewalsUntil)
      .sort((a, b) => (a.endDate as string).localeCompare(b.endDate as string))
      .map((lease) => ({
        lease_id: lease.id,
        tenant: lease.tenant,
        property_id: lease.propertyId,
        property_address: lease.address,
        end_date: lease.endDate as string,
        rent_amount_monthly: lease.rent === null ? null : dollars(lease.rentCents),
        days_left: daysBetween(today, lease.endDate as string),
      }));

    const tasks: DashboardSummary['tasks_today'] = [
      // Rent charged today by the rent ledger (a prorated first month too, on its due day or start date).
      ...book.accounts
        .filter(
          (account) =>
            account.terms.isActive &&
            account.ledger.charges.some((charge) => charge.kind === 'rent' && charge.date === today),
        )
        .map((account) => ({
          kind: 'rent_due' as const,
          title: `Rent due${account.tenantNames ? ` from ${account.tenantNames}` : ''} at ${account.address}`,
          property_id: account.propertyId,
          source_id: account.id,
        })),
      ...notable
        .filter((lease) => lease.endDate === today)
        .map((lease) => ({
          kind: 'lease_end' as const,
          title: `Lease ends${lease.tenant ? ` for ${lease.tenant}` : ''} at ${lease.address}`,
          property_id: lease.propertyId,
          source_id: lease.id,
        })),
      ...scheduled.map((item) => ({
        kind: 'maintenance' as const,
        title: `Maintenance: ${item.title}`,
        property_id: item.propertyId,
        source_id: item.id,
      })),
      ...calendarToday.map((event) => ({
        kind: event.kind === 'custom' ? ('event' as const) : ('compliance' as const),
        title: event.title,
        property_id: event.property_id,
        source_id: event.source_id,
      })),
    ];

    return {
      today,
      month: thisMonth.month,
      monthly_revenue: dollars(monthlyRevenue),
      ytd: dollars(ytd),
      revenue_trend: percentChange(monthIncome, lastMonthIncome),
      monthly_income: dollars(monthIncome),
      monthly_expenses: dollars(monthExpenses),
      // The month's actual cash: income recorded minus expenses recorded.
      net_income: dollars(monthIncome - monthExpenses),
      // No income last year: no growth to speak of (shown "-"), not 0%.
      yoy_growth: ytdLastYear === 0 ? null : percentChange(ytd, ytdLastYear),
      avg_per_property: dollars(averagePerProperty(monthlyRevenue, counts.properties.total)),
      target: dollars(rent.target),
      properties: counts.properties,
      active_tenants: counts.tenants.total,
      new_tenants_this_month: counts.tenants.added,
      moving_out: rent.movingOut,
      paid_rents: rent.paid,
      late: rent.late,
      outstanding: dollars(rent.outstanding),
      revenue_vs_expenses: series,
      expense_breakdown: [...categories.entries()]
        .sort((a, b) => b[1].cents - a[1].cents)
        .map(([category, entry]) => ({
          category,
          amount: dollars(entry.cents),
          items: entry.items
            .sort((a, b) => b.cents - a.cents)
            .map((item) => ({ name: item.name, amount: dollars(item.cents) })),
        })),
      maintenance: counts.maintenance,
      upcoming_renewals: renewals,
      tasks_today: tasks,
    };
  }

  /**
   * The calendar's custom and compliance events of one day (its lease and maintenance events are listed
   * from the dashboard's own queries), without loading every lease as CalendarService.events would.
   */
  private async customAndComplianceEventsOn(ownerId: string, day: string): Promise<CalendarEvent[]> {
    const [compliance, custom] = await Promise.all([
      openCompliance(this.db, ownerId, day),
      customEventsUpTo(this.db, ownerId, new Date(`${day}T00:00:00Z`), new Date(`${day}T23:59:59.999Z`)),
    ]);
    return sortEvents([
      ...complianceEvents(compliance, day, day),
      ...custom.flatMap((row) =>
        customEventOccurrences(
          { ...row, recurrence: (row.recurrence as CustomEventForCalendar['recurrence']) ?? null },
          day,
          day,
        ),
      ),
    ]);
  }
}

/**
 * The month's rent from the rent ledger: target = rent and recurring fees falling due this month; paid =
 * leases in force whose charges due so far are all paid; late = leases owing past their grace period;
 * outstanding = what they owe past it; moving out = active leases ending this month.
 */
/** A lease's rent due in a month, per terms (kept while the shared rent book keeps them). */
const monthTargets = new WeakMap<LeaseTerms, { first: string; cents: number }>();
/** A ledger's status and overdue balance (ledgers of unchanged leases are reused from book to book). */
const ledgerStates = new WeakMap<Ledger, { status: ReturnType<typeof statusOf>; overdue: number }>();

export function rentFigures(book: RentBook, month: { first: string; last: string }) {
  let target = 0;
  let paid = 0;
  let late = 0;
  let outstanding = 0;
  let movingOut = 0;
  for (const { terms, ledger } of book.accounts) {
    if (terms.isActive) {
      let held = monthTargets.get(terms);
      if (held?.first !== month.first) {
        let cents = 0;
        for (const charge of scheduledCharges(terms, month.first, month.last)) cents += charge.cents;
        held = { first: month.first, cents };
        monthTargets.set(terms, held);
      }
      target += held.cents;
    }
    let state = ledgerStates.get(ledger);
    if (!state) {
      state = { status: statusOf(ledger), overdue: overdueCents(ledger) };
      ledgerStates.set(ledger, state);
    }
    if (state.status === 'paid' && inForceOn(terms, book.asOf)) paid += 1;
    if (state.status === 'late') late += 1;
    outstanding += state.overdue;
    if (terms.isActive && terms.endDate && terms.endDate >= month.first && terms.endDate <= month.last)
      movingOut += 1;
  }
  return { target, paid, late, outstanding, movingOut };
}
