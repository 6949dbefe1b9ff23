import type { Database } from '../../../db/client.js';
import { and, asc, eq, ilike, or } from 'drizzle-orm';
import { incomes } from '../../../db/schema.js';
import { activeLeases, leasesInForce } from '../../dashboard/dashboard.repository.js';
import { listProperties } from '../../properties/properties.repository.js';
import { bold, centsOf, countOf, formatMoney } from '../format.js';
import { formatDay } from '../../../nlu/periods.js';
import { withinRentLimit, type RentLimit } from '../../../nlu/rent-limit.js';
import { capDetails, type ToolResult } from './tool.js';

export type RentRollArgs = {
  today: string;
  propertyIds?: string[];
  tenantIds?: string[];
  /** "What's the deposit on the Wickersham condo?": the leases' security deposits instead of their rent. */
  deposits?: boolean;
  /** "Who pays the least rent": lowest first; with a limit, only that many. */
  order?: 'desc' | 'asc';
  limit?: number;
  /** Tenants left out ("not counting the pottery studio"). */
  exceptTenantIds?: string[];
  /** Only the leases of residential or of commercial properties. */
  kind?: 'residential' | 'commercial';
  /** The city or state the properties were named by ("the Greeley tenants"), said in the answer. */
  placeLabel?: string;
  /** Only the leases whose monthly rent is past a bound ("anybody paying more than 1500 a month"). */
  rentLimit?: RentLimit;
};

/**
 * Leases in force today with their monthly rent, largest first: an active lease whose term has ended, or
 * has not begun, is not today's rent.
 */
export async function rentRoll(db: Database, ownerId: string, args: RentRollArgs): Promise<ToolResult> {
  const [inForce, properties] = await Promise.all([
    leasesInForce(db, ownerId, args.today),
    args.kind ? listProperties(db, ownerId) : [],
  ]);
  const ofKind = new Set(
    properties.filter((p) => p.isCommercial === (args.kind === 'commercial')).map((p) => p.id),
  );
  const leases = inForce
    .filter((lease) => !args.propertyIds?.length || args.propertyIds.includes(lease.propertyId))
    .filter((lease) => !args.tenantIds?.length || (lease.tenantId && args.tenantIds.includes(lease.tenantId)))
    .filter((lease) => !lease.tenantId || !args.exceptTenantIds?.includes(lease.tenantId))
    .filter((lease) => !args.kind || ofKind.has(lease.propertyId))
    .filter((lease) => !args.rentLimit || withinRentLimit(lease.rentCents, args.rentLimit))
    .sort(
      (a, b) =>
        (args.order === 'asc' ? a.rentCents - b.rentCents : b.rentCents - a.rentCents) ||
        a.address.localeCompare(b.address),
    );
  const total = leases.reduce((sum, lease) => sum + lease.rentCents, 0);
  const where = args.propertyIds?.length === 1 && leases[0] ? ` at ${leases[0].address}` : '';
  // "Everett Stallworth … what was his deposit and how much did I keep out of it?": a tenant whose lease
  // has ended still had one.
  if (leases.length === 0 && args.deposits && args.tenantIds?.length) {
    const tenantIds = args.tenantIds;
    const theirs = (await activeLeases(db, ownerId))
      .filter((lease) => lease.tenantId !== null && tenantIds.includes(lease.tenantId))
      .sort((a, b) => (b.endDate ?? '9999').localeCompare(a.endDate ?? '9999'));
    const [last] = theirs;
    if (last) return depositOfEndedLease(db, ownerId, last, args.today);
  }
  const bound = args.rentLimit
    ? ` at ${args.rentLimit.side === 'above' ? (args.rentLimit.inclusive ? 'at least' : 'more than') : args.rentLimit.inclusive ? 'at most' : 'less than'} ${formatMoney(args.rentLimit.cents)} a month`
    : '';
  if (leases.length === 0) {
    return {
      summary: bound
        ? `No active lease${where} has a rent${bound.replace(/^ at /, ' of ')}.`
        : `There are no active leases${args.propertyIds?.length ? ' at that property' : ''}, so no rent is scheduled.`,
      details: [],
      figures: { active_leases: 0, monthly_rent_cents: 0 },
      sources: [],
    };
  }
  if (args.deposits) return depositsOf(leases, args.placeLabel, (args.propertyIds?.length ?? 0) > 1);
  const lineOf = (lease: (typeof leases)[number]) =>
    `${lease.address}${lease.tenant ? `, ${lease.tenant}` : ''}: ${bold(formatMoney(lease.rentCents))}` +
    (lease.endDate ? ` (ends ${formatDay(lease.endDate)})` : '');
  const sourceOf = (lease: (typeof leases)[number]) => ({
    type: 'lease' as const,
    id: lease.id,
    label: `${lease.tenant ? `${lease.tenant}, ` : ''}${lease.address}`,
  });
  if (args.limit) {
    const shown = leases.slice(0, args.limit);
    const which = args.order === 'asc' ? 'Lowest' : 'Highest';
    return {
      summary:
        shown.length === 1
          ? `${which} rent of ${countOf(leases.length, 'active lease')}: ${lineOf(shown[0] as (typeof leases)[number])}.`
          : `${which} ${shown.length} rents of ${countOf(leases.length, 'active lease')}:`,
      details: shown.length === 1 ? [] : shown.map(lineOf),
      figures: { active_leases: leases.length, monthly_rent_cents: total },
      sources: shown.map(sourceOf),
    };
  }
  return {
    // "What's the average rent?": said with the total, to the cent.
    summary: `${bold(countOf(leases.length, 'active lease'))}${bound}${where} ${leases.length === 1 ? 'brings' : 'bring'} in ${bold(formatMoney(total))} a month${leases.length > 1 ? `, an average of ${bold(formatMoney(Math.round(total / leases.length)))} a lease` : ''}.`,
    details: capDetails(leases.map(lineOf)),
    figures: { active_leases: leases.length, monthly_rent_cents: total },
    sources: leases.map(sourceOf),
  };
}

type RollLease = Awaited<ReturnType<typeof leasesInForce>>[number];

/** The security deposits the leases in force set (what each lease says, not what was received). */
function depositsOf(leases: RollLease[], placeLabel?: string, byProperty = false): ToolResult {
  const depositCents = (lease: RollLease) => (lease.deposit === null ? null : centsOf(Number(lease.deposit)));
  const lineOf = (lease: RollLease) => {
    const cents = depositCents(lease);
    return (
      `${lease.address}${lease.tenant ? `, ${lease.tenant}` : ''}: ` +
      (cents === null ? 'no deposit on the lease' : `${bold(formatMoney(cents))} security deposit`)
    );
  };
  const total = leases.reduce((sum, lease) => sum + (depositCents(lease) ?? 0), 0);
  const sources = leases.map((lease) => ({
    type: 'lease' as const,
    id: lease.id,
    label: `${lease.tenant ? `${lease.tenant}, ` : ''}${lease.address}`,
  }));
  const figures = { active_leases: leases.length, deposits_cents: total };
  if (leases.length === 1)
    return { summary: `${lineOf(leases[0] as RollLease)}.`, details: [], figures, sources };
  // "at Birchwood, and separately at Old Quarry": each property named, its own total first.
  const properties = [...new Set(leases.map((lease) => lease.address))];
  const perProperty =
    byProperty && properties.length > 1
      ? properties.map((address) => {
          const there = leases.filter((lease) => lease.address === address);
          const cents = there.reduce((sum, lease) => sum + (depositCents(lease) ?? 0), 0);
          return `${address}: ${bold(formatMoney(cents))} (${countOf(there.length, 'lease')})`;
        })
      : [];
  return {
    summary: `Security deposits of ${bold(countOf(leases.length, 'lease'))} in force${placeLabel ? ` in ${placeLabel}` : ''}: ${bold(formatMoney(total))} in all.`,
    details: [...perProperty, ...capDetails(leases.map(lineOf))],
    figures,
    sources,
  };
}

/**
 * The deposit of a lease that has ended (or not begun), with what was kept from it: the owner records a
 * deduction kept as income from the tenant ("Security deposit deduction kept – carpet cleaning"), so the
 * rows whose payer is the tenant and whose description says "deposit" are what was kept, and the rest is
 * what was owed back.
 */
async function depositOfEndedLease(
  db: Database,
  ownerId: string,
  lease: RollLease,
  today: string,
): Promise<ToolResult> {
  const who = lease.tenant || 'The tenant';
  const cents = lease.deposit === null ? null : centsOf(Number(lease.deposit));
  const term = [lease.startDate, lease.endDate].every(Boolean)
    ? ` (${formatDay(lease.startDate as string)} to ${formatDay(lease.endDate as string)})`
    : '';
  const source = { type: 'lease' as const, id: lease.id, label: `${who}, ${lease.address}` };
  if (cents === null)
    return {
      summary: `${who}'s lease at ${lease.address}${term} sets no security deposit.`,
      details: [],
      figures: { deposits_cents: 0 },
      sources: [source],
    };
  const ended = lease.endDate !== null && lease.endDate < today;
  const kept = lease.tenant
    ? await db
        .select({
          id: incomes.id,
          date: incomes.transactionDate,
          amount: incomes.amount,
          description: incomes.description,
        })
        .from(incomes)
        .where(
          and(
            eq(incomes.ownerId, ownerId),
            // The payer named as the tenant, to the letter (a "%" or "_" in a name is no wildcard).
            ilike(incomes.entity, lease.tenant.replace(/[%_\\]/g, '\\$&')),
            or(ilike(incomes.description, '%deposit%'), ilike(incomes.category, '%deposit%')),
          ),
        )
        .orderBy(asc(incomes.transactionDate))
    : [];
  const keptCents = kept.reduce((sum, row) => sum + centsOf(Number(row.amount)), 0);
  const details = kept.length
    ? [
        ...kept.map(
          (row) =>
            `Kept: ${bold(formatMoney(centsOf(Number(row.amount))))} on ${formatDay(row.date)}` +
            (row.description ? ` (${row.description})` : ''),
        ),
        `Deposit less what was kept: ${bold(formatMoney(cents - keptCents))}`,
      ]
    : ended
      ? ['No part of it kept is recorded: no income from them mentions the deposit.']
      : [];
  return {
    summary: `${who}'s lease at ${lease.address}${term}${ended ? ', now ended,' : ''} set a security deposit of ${bold(formatMoney(cents))}.`,
    details,
    figures: { deposits_cents: cents, kept_cents: keptCents, returned_cents: cents - keptCents },
    sources: [
      source,
      ...kept.map((row) => ({
        type: 'income' as const,
        id: row.id,
        label: `${row.date} ${formatMoney(centsOf(Number(row.amount)))}`,
      })),
    ],
  };
}
