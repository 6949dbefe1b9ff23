import type { Database } from '../../../db/client.js';
import { activeLeases } from '../../dashboard/dashboard.repository.js';
import { DashboardService } from '../../dashboard/dashboard.service.js';
import { listProperties } from '../../properties/properties.repository.js';
import { bold, centsOf, countOf, formatMoney } from '../format.js';
import { thisMonth } from '../../../nlu/periods.js';
import { periodSource, type ToolResult } from './tool.js';

export type PortfolioSummaryArgs = { today: string };

/**
 * The dashboard's figures (docs/product.md#dashboard-formulas, computed by DashboardService) in a few
 * sentences.
 */
export async function portfolioSummary(
  db: Database,
  ownerId: string,
  { today }: PortfolioSummaryArgs,
): Promise<ToolResult> {
  // The dashboard reads "today" from a clock in a time zone; noon UTC of the resolved day is that day.
  const dashboard = new DashboardService(db, () => new Date(`${today}T12:00:00Z`));
  const [summary, leases, properties] = await Promise.all([
    dashboard.summary(ownerId, 'UTC'),
    activeLeases(db, ownerId),
    listProperties(db, ownerId),
  ]);
  const month = thisMonth(today);
  const rentCents = leases.reduce((total, lease) => total + lease.rentCents, 0);
  const income = centsOf(summary.monthly_income);
  const expenses = centsOf(summary.monthly_expenses);
  const net = centsOf(summary.net_income);
  const figures = {
    properties: summary.properties.total,
    residential: summary.properties.residential,
    commercial: summary.properties.commercial,
    tenants: summary.active_tenants,
    active_leases: leases.length,
    monthly_rent_cents: rentCents,
    monthly_revenue_cents: centsOf(summary.monthly_revenue),
    income_cents: income,
    expenses_cents: expenses,
    net_cents: net,
    ytd_income_cents: centsOf(summary.ytd),
    rent_paid: summary.paid_rents,
    rent_late: summary.late,
    outstanding_cents: centsOf(summary.outstanding),
    maintenance_pending: summary.maintenance.pending,
    maintenance_in_progress: summary.maintenance.in_progress,
  };
  if (summary.properties.total === 0) {
    return {
      summary:
        "You don't have any properties in Astor yet. Add one from the Properties page and I can report on it.",
      details: [],
      figures,
      sources: [periodSource(month)],
    };
  }
  return {
    summary:
      `You have ${bold(countOf(summary.properties.total, 'property', 'properties'))} ` +
      `(${summary.properties.residential} residential, ${summary.properties.commercial} commercial) and ` +
      `${bold(countOf(summary.active_tenants, 'tenant'))}; ${countOf(leases.length, 'active lease')} ` +
      `bring in ${bold(formatMoney(rentCents))} a month.`,
    details: [
      `${month.label}: income ${bold(formatMoney(income))}, expenses ${bold(formatMoney(expenses))}, net ${bold(formatMoney(net))}`,
      `Collected this month: ${bold(formatMoney(figures.monthly_revenue_cents))} of ` +
        `${formatMoney(centsOf(summary.target))} rent due; ` +
        `income year to date: ${bold(formatMoney(figures.ytd_income_cents))}`,
      `Rent: ${summary.paid_rents} paid up, ${bold(`${summary.late} late`)}, ` +
        `${bold(formatMoney(figures.outstanding_cents))} overdue`,
      `Maintenance: ${summary.maintenance.pending} pending, ${summary.maintenance.in_progress} in progress, ` +
        `${summary.maintenance.completed} completed`,
    ],
    figures,
    sources: [
      periodSource(month),
      ...properties.map((property) => ({
        type: 'property' as const,
        id: property.id,
        label: property.address,
      })),
    ],
  };
}
