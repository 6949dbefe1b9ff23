import type { Database } from '../../../db/client.js';
import { daysBetween } from '@astor/contract/calendar-date';
import { listLeases } from '../../leases/leases.repository.js';
import { bold, centsOf, countOf, formatMoney } from '../format.js';
import { formatDay, type Period } from '../../../nlu/periods.js';
import { capDetails, periodSource, type ToolResult } from './tool.js';

export type LeasesEndingArgs = { period: Period; today: string; propertyIds?: string[] };

/** Active leases whose end date falls in the period, soonest first. */
export async function leasesEnding(
  db: Database,
  ownerId: string,
  args: LeasesEndingArgs,
): Promise<ToolResult> {
  const { period, today } = args;
  const rows = (await listLeases(db, ownerId, { activeOnly: true }))
    .filter(({ lease }) => lease.endDate && lease.endDate >= period.from && lease.endDate <= period.to)
    .filter(({ property }) => !args.propertyIds?.length || args.propertyIds.includes(property.id))
    .sort((a, b) => (a.lease.endDate as string).localeCompare(b.lease.endDate as string));
  const tenantOf = (row: (typeof rows)[number]) =>
    row.tenant ? `${row.tenant.firstName} ${row.tenant.lastName}`.trim() : 'no tenant';
  const rentCents = rows.reduce((total, row) => total + centsOf(row.lease.rentAmountMonthly), 0);
  const sources = [
    periodSource(period),
    ...rows.map((row) => ({
      type: 'lease' as const,
      id: row.lease.id,
      label: `${tenantOf(row)}, ${row.property.address}`,
    })),
  ];
  if (rows.length === 0) {
    return {
      summary: `No active leases end in ${period.label} (${period.from} to ${period.to}).`,
      details: [],
      figures: { leases: 0, monthly_rent_cents: 0 },
      sources,
    };
  }
  return {
    summary:
      `${bold(countOf(rows.length, 'lease'))} ${rows.length === 1 ? 'ends' : 'end'} in ${period.label}, ` +
      `covering ${bold(formatMoney(rentCents))} of monthly rent:`,
    details: capDetails(
      rows.map((row) => {
        const end = row.lease.endDate as string;
        const days = daysBetween(today, end);
        const when =
          days > 0 ? `in ${countOf(days, 'day')}` : days === 0 ? 'today' : `${countOf(-days, 'day')} ago`;
        return `${tenantOf(row)}, ${row.property.address}: ends ${bold(formatDay(end))} (${when}), rent ${formatMoney(centsOf(row.lease.rentAmountMonthly))}`;
      }),
    ),
    figures: { leases: rows.length, monthly_rent_cents: rentCents },
    sources,
  };
}
