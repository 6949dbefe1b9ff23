import type { Database } from '../../../db/client.js';
import { dueDateIn, monthOf, rentStatus, type RentLease } from '../../dashboard/dashboard.formulas.js';
import { paymentsByLease } from '../../dashboard/dashboard.repository.js';
import { listLeases } from '../../leases/leases.repository.js';
import { listTenants } from '../../tenants/tenants.repository.js';
import { bold, centsOf, countOf, formatMoney } from '../format.js';
import { monthPeriod } from '../nlu/periods.js';
import { capDetails, periodSource, type ToolResult } from './tool.js';

export type LateRentArgs = { today: string; propertyIds?: string[]; tenantIds?: string[] };

/**
 * This month's rent, lease by lease, by the dashboard's rule (rentStatus): late when it is unpaid after its
 * due day; outstanding is what this month's payments do not cover. Tenants marked late by hand are listed too.
 */
export async function lateRent(db: Database, ownerId: string, args: LateRentArgs): Promise<ToolResult> {
  const month = monthOf(args.today);
  const period = monthPeriod(Number(month.month.slice(0, 4)), Number(month.month.slice(5, 7)));
  const [rows, paid, tenants] = await Promise.all([
    listLeases(db, ownerId, { activeOnly: true }),
    paymentsByLease(db, ownerId, month.first, month.last),
    listTenants(db, ownerId),
  ]);
  const leases = rows
    .filter(({ property }) => !args.propertyIds?.length || args.propertyIds.includes(property.id))
    .filter(({ tenant }) => !args.tenantIds?.length || (tenant && args.tenantIds.includes(tenant.id)))
    .map((row) => {
      const rentLease: RentLease = {
        id: row.lease.id,
        rentCents: centsOf(row.lease.rentAmountMonthly),
        dueDay: row.lease.rentDueDay,
        startDate: row.lease.startDate,
        endDate: row.lease.endDate,
      };
      const tenant = row.tenant ? `${row.tenant.firstName} ${row.tenant.lastName}`.trim() : null;
      return { rentLease, tenant, tenantId: row.tenant?.id, address: row.property.address };
    });
  const total = rentStatus(
    leases.map((lease) => lease.rentLease),
    paid,
    month,
    args.today,
  );
  const late = leases
    .map((lease) => ({ ...lease, status: rentStatus([lease.rentLease], paid, month, args.today) }))
    .filter(({ status }) => status.late > 0);
  const flagged = tenants.filter(
    ({ tenant }) =>
      tenant.status === 'late' &&
      (!args.tenantIds?.length || args.tenantIds.includes(tenant.id)) &&
      (!args.propertyIds?.length ||
        (tenant.propertyId !== null && args.propertyIds.includes(tenant.propertyId))) &&
      !late.some((lease) => lease.tenantId === tenant.id),
  );
  const lateCents = late.reduce((sum, lease) => sum + lease.status.outstanding, 0);
  const figures = {
    late: late.length,
    late_outstanding_cents: lateCents,
    outstanding_cents: total.outstanding,
    paid: total.paid,
    rent_due_cents: total.target,
  };
  const sources = [
    periodSource(period),
    ...late.map((lease) => ({
      type: 'lease' as const,
      id: lease.rentLease.id,
      label: `${lease.tenant ? `${lease.tenant}, ` : ''}${lease.address}`,
    })),
    ...flagged.map(({ tenant }) => ({
      type: 'tenant' as const,
      id: tenant.id,
      label: `${tenant.firstName} ${tenant.lastName}`.trim(),
    })),
  ];
  const flaggedLine = flagged.length
    ? [
        `Marked late on their tenant record: ${flagged.map(({ tenant }) => `${tenant.firstName} ${tenant.lastName}`.trim()).join(', ')}`,
      ]
    : [];
  const notYetDue = total.outstanding - lateCents;
  const notYetDueLine = notYetDue > 0 ? [`${formatMoney(notYetDue)} more falls due later this month`] : [];
  if (late.length === 0) {
    return {
      summary:
        leases.length === 0
          ? `No active lease owes rent for ${period.label}.`
          : `No rent is overdue for ${period.label}: ${countOf(total.paid, 'lease')} paid in full so far.`,
      details: [...notYetDueLine, ...flaggedLine],
      figures,
      sources,
    };
  }
  return {
    summary:
      `${bold(countOf(late.length, 'lease'))} ${late.length === 1 ? 'is' : 'are'} late on ${period.label} rent, ` +
      `with ${bold(formatMoney(lateCents))} unpaid:`,
    details: capDetails([
      ...late.map(({ rentLease, status, tenant, address }) => {
        const received = rentLease.rentCents - status.outstanding;
        return (
          `${tenant ?? 'No tenant'}, ${address}: ${bold(formatMoney(status.outstanding))} unpaid ` +
          `(rent ${formatMoney(rentLease.rentCents)} due ${dueDateIn(month, rentLease.dueDay)}, ${formatMoney(received)} received)`
        );
      }),
      ...notYetDueLine,
      ...flaggedLine,
    ]),
    figures,
    sources,
  };
}
