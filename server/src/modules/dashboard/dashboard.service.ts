import type { DashboardSummary } from '@astor/contract/dashboard';
import type { Database } from '../../db/client.js';
import { expenses, incomes } from '../../db/schema.js';
import {
  addDays,
  averagePerProperty,
  daysBetween,
  dueDateIn,
  monthOf,
  owesRentIn,
  percentChange,
  rentStatus,
  sameDayLastYear,
  todayIn,
} from './dashboard.formulas.js';
import { CalendarService } from '../calendar/calendar.service.js';
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
    const lastMonth = monthOf(today, -1);
    const sixMonthsAgo = monthOf(today, -5);
    const yearStart = `${today.slice(0, 4)}-01-01`;
    const lastYearStart = `${Number(today.slice(0, 4)) - 1}-01-01`;

    const [
      incomeByMonth,
      expenseByMonth,
      ytd,
      ytdLastYear,
      breakdown,
      propertyCounts,
      tenantCounts,
      leases,
      paid,
      maintenance,
      scheduled,
      calendarToday,
    ] = await Promise.all([
      repo.monthlyTotals(this.db, ownerId, incomes, sixMonthsAgo.first, thisMonth.last),
      repo.monthlyTotals(this.db, ownerId, expenses, sixMonthsAgo.first, thisMonth.last),
      repo.incomeBetween(this.db, ownerId, yearStart, today),
      repo.incomeBetween(this.db, ownerId, lastYearStart, sameDayLastYear(today)),
      repo.expenseBreakdown(this.db, ownerId, thisMonth.first, thisMonth.last),
      repo.propertyCounts(this.db, ownerId),
      repo.tenantCounts(this.db, ownerId, timeZone, thisMonth.first, thisMonth.last),
      repo.activeLeases(this.db, ownerId),
      repo.paymentsByLease(this.db, ownerId, thisMonth.first, thisMonth.last),
      repo.maintenanceCounts(this.db, ownerId),
      repo.maintenanceScheduledOn(this.db, ownerId, today),
      // Custom events and compliance items due today, as the calendar generates them.
      new CalendarService(this.db, this.clock).events(ownerId, today, today),
    ]);

    const monthIncome = incomeByMonth.get(thisMonth.month) ?? 0;
    const lastMonthIncome = incomeByMonth.get(lastMonth.month) ?? 0;
    const monthExpenses = expenseByMonth.get(thisMonth.month) ?? 0;
    // spec §9: monthly revenue = this month's income + rent of active leases.
    const activeRent = leases.reduce((total, lease) => total + lease.rentCents, 0);
    const monthlyRevenue = monthIncome + activeRent;
    const rent = rentStatus(leases, paid, thisMonth, today);

    const series = Array.from({ length: 6 }, (_, i) => monthOf(today, i - 5).month).map((month) => ({
      month,
      revenue: dollars(incomeByMonth.get(month) ?? 0),
      expenses: dollars(expenseByMonth.get(month) ?? 0),
    }));

    const categories = new Map<string, { cents: number; items: { name: string; cents: number }[] }>();
    for (const row of breakdown) {
      const entry = categories.get(row.category) ?? { cents: 0, items: [] };
      entry.cents += row.cents;
      entry.items.push({ name: row.item, cents: row.cents });
      categories.set(row.category, entry);
    }

    const renewalsUntil = addDays(today, RENEWAL_WINDOW_DAYS);
    const renewals = leases
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
      ...leases
        .filter(
          (lease) =>
            lease.rentCents > 0 &&
            owesRentIn(lease, thisMonth) &&
            dueDateIn(thisMonth, lease.dueDay) === today,
        )
        .map((lease) => ({
          kind: 'rent_due' as const,
          title: `Rent due${lease.tenant ? ` from ${lease.tenant}` : ''} at ${lease.address}`,
          property_id: lease.propertyId,
          source_id: lease.id,
        })),
      ...leases
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
      ...calendarToday
        .filter((event) => event.kind === 'custom' || event.kind === 'compliance')
        .map((event) => ({
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
      yoy_growth: percentChange(ytd, ytdLastYear),
      avg_per_property: dollars(averagePerProperty(monthlyRevenue, propertyCounts.total)),
      target: dollars(rent.target),
      properties: propertyCounts,
      active_tenants: tenantCounts.total,
      new_tenants_this_month: tenantCounts.added,
      moving_out: leases.filter(
        (lease) => lease.endDate && lease.endDate >= thisMonth.first && lease.endDate <= thisMonth.last,
      ).length,
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
      maintenance,
      upcoming_renewals: renewals,
      tasks_today: tasks,
    };
  }
}
