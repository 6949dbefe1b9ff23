import { eq } from 'drizzle-orm';
import { addDays, daysBetween, MONTH_NAMES } from '@astor/contract/calendar-date';
import type { Database } from '../../../db/client.js';
import { leases as leaseTable } from '../../../db/schema.js';
import { activeLeases } from '../../dashboard/dashboard.repository.js';
import { listProperties, type PropertyRow } from '../../properties/properties.repository.js';
import { bold, centsOf, countOf, formatMoney } from '../format.js';
import { formatDay, type Period } from '../../../nlu/periods.js';
import { capDetails, periodSource, type ToolResult } from './tool.js';

export type FindPropertiesArgs = {
  /** The day whose leases in force give each property's rent. */
  today: string;
  propertyIds?: string[];
  kind?: 'residential' | 'commercial';
  /** One of the owner's property types, e.g. "Condo". */
  propertyType?: string;
  /** Only those with no lease in force today ("anything sitting empty?"), with the next lease signed. */
  vacant?: boolean;
  /** With vacant: the stretches of this period each property stood without a lease ("this year"). */
  vacantDuring?: Period;
};

const typeOf = (p: PropertyRow) => p.propertyType ?? (p.isCommercial ? 'Commercial' : 'Residential');
const placeOf = (p: PropertyRow) => [p.address, p.city, p.state].filter(Boolean).join(', ');

/**
 * ", all of February 2026", ": August and September 2025", ": January through May 2025": the calendar
 * months a stretch covers whole (the last one so far, when it runs to `today`),
 * named as a person names them; nothing when it starts or ends inside a month.
 */
function wholeMonths(gap: { from: string; to: string }, today?: string): string {
  const [fromYear, fromMonth, fromDay] = gap.from.split('-').map(Number) as [number, number, number];
  const [toYear, toMonth, toDay] = gap.to.split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(toYear, toMonth, 0)).getUTCDate();
  // Still empty today: this month counts as far as it has gone ("September through November 2026").
  if (fromDay !== 1 || (toDay !== lastDay && gap.to !== today)) return '';
  const names: string[] = [];
  for (let year = fromYear, month = fromMonth; year < toYear || (year === toYear && month <= toMonth);) {
    names.push(`${MONTH_NAMES[month - 1]} ${year}`);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  const oneYear = fromYear === toYear;
  if (names.length === 1) return `, all of ${names[0]}`;
  if (oneYear && names.length === 12) return `, all of ${fromYear}`;
  // "August and September 2025", "January through May 2025": the year once when every month is in it.
  const [first, last] = [names[0] as string, names.at(-1) as string];
  const bare = (name: string) => (oneYear ? name.replace(/ \d{4}$/, '') : name);
  return names.length === 2 ? `: ${bare(first)} and ${last}` : `: ${bare(first)} through ${last}`;
}

/** The owner's properties, by id, kind or type, each with its rent from the leases in force. */
export async function findProperties(
  db: Database,
  ownerId: string,
  args: FindPropertiesArgs,
): Promise<ToolResult> {
  const [all, signed] = await Promise.all([listProperties(db, ownerId), activeLeases(db, ownerId)]);
  const leases = signed.filter(
    (lease) =>
      (!lease.startDate || lease.startDate <= args.today) && (!lease.endDate || lease.endDate >= args.today),
  );
  if (args.vacant && args.vacantDuring)
    return emptyDuring(all, await leaseSpans(db, ownerId), args.vacantDuring, args);
  if (args.vacant) return vacantOf(all, leases, signed, args);
  let matches = all;
  if (args.propertyIds?.length) matches = matches.filter((p) => args.propertyIds?.includes(p.id));
  if (args.kind) matches = matches.filter((p) => p.isCommercial === (args.kind === 'commercial'));
  if (args.propertyType) {
    const wanted = args.propertyType.toLowerCase();
    matches = matches.filter((p) => (p.propertyType ?? '').toLowerCase() === wanted);
  }
  const rentOf = (id: string) =>
    leases.filter((lease) => lease.propertyId === id).reduce((total, lease) => total + lease.rentCents, 0);
  const sources = matches.map((p) => ({ type: 'property' as const, id: p.id, label: p.address }));
  const what = args.propertyType
    ? `${args.propertyType} ${matches.length === 1 ? 'property' : 'properties'}`
    : args.kind
      ? `${args.kind} ${matches.length === 1 ? 'property' : 'properties'}`
      : matches.length === 1
        ? 'property'
        : 'properties';
  const figures = {
    properties: matches.length,
    monthly_rent_cents: matches.reduce((t, p) => t + rentOf(p.id), 0),
  };

  if (matches.length === 0) {
    return {
      summary: all.length === 0 ? "You don't have any properties in Astor yet." : `You have no ${what}.`,
      details: [],
      figures,
      sources,
    };
  }
  if (matches.length === 1 && args.propertyIds?.length) {
    const p = matches[0] as PropertyRow;
    const own = leases.filter((lease) => lease.propertyId === p.id);
    const ends = own
      .map((lease) => lease.endDate)
      .filter((d): d is string => Boolean(d))
      .sort()[0];
    const details = [
      `Type: ${typeOf(p)} (${p.isCommercial ? 'commercial' : 'residential'})`,
      `Bedrooms: ${p.numBedrooms ?? 'N/A'}, bathrooms: ${p.numBathrooms === null ? 'N/A' : Number(p.numBathrooms)}`,
      `Monthly rent: ${bold(formatMoney(rentOf(p.id)))} from ${countOf(own.length, 'active lease')}${ends ? ` (earliest end ${ends})` : ''}`,
      p.isHoa && p.hoaFee !== null ? `HOA fee: ${bold(formatMoney(centsOf(p.hoaFee)))} a month` : 'No HOA',
    ];
    if (p.purchasePrice !== null)
      details.push(
        `Purchased for ${bold(formatMoney(centsOf(p.purchasePrice)))}${p.purchaseDate ? ` on ${formatDay(p.purchaseDate)}` : ''}`,
      );
    return {
      summary: `${bold(`${placeOf(p)}${p.zip ? ` ${p.zip}` : ''}`)}:`,
      details,
      figures: { ...figures, purchase_price_cents: p.purchasePrice === null ? 0 : centsOf(p.purchasePrice) },
      sources,
    };
  }
  return {
    summary: `You have ${bold(`${matches.length} ${what}`)}:`,
    details: capDetails(
      matches.map(
        (p) =>
          `${placeOf(p)} (${typeOf(p)}): rent ${bold(formatMoney(rentOf(p.id)))} a month` +
          // Named one by one ("pronghorn and coalbank"): what each cost and when, as a card of one says.
          (args.propertyIds?.length && p.purchasePrice !== null
            ? `; purchased for ${formatMoney(centsOf(p.purchasePrice))}${p.purchaseDate ? ` on ${formatDay(p.purchaseDate)}` : ''}`
            : ''),
      ),
    ),
    figures,
    sources,
  };
}

type Lease = Awaited<ReturnType<typeof activeLeases>>[number];

/**
 * The properties with no lease in force today, each with the next lease signed to begin there: "do I
 * have anything sitting empty?" and, asked next, "has anyone signed for it yet?".
 */
function vacantOf(
  all: PropertyRow[],
  inForce: Lease[],
  signed: Lease[],
  args: FindPropertiesArgs,
): ToolResult {
  const inScope = all
    .filter((p) => !args.propertyIds?.length || args.propertyIds.includes(p.id))
    .filter((p) => !args.kind || p.isCommercial === (args.kind === 'commercial'));
  const empty = inScope.filter((p) => !inForce.some((lease) => lease.propertyId === p.id));
  const nextOf = (p: PropertyRow) =>
    signed
      .filter(
        (lease) => lease.propertyId === p.id && lease.startDate !== null && lease.startDate > args.today,
      )
      .sort((a, b) => (a.startDate ?? '').localeCompare(b.startDate ?? ''))[0];
  const sources = empty.map((p) => ({ type: 'property' as const, id: p.id, label: p.address }));
  // "how many units do i have rented right now": a lease in force is a unit let (a duplex's two count two).
  const rented = inForce.filter((lease) => inScope.some((p) => p.id === lease.propertyId)).length;
  const rentedSaid = `${bold(countOf(rented, 'unit'))} ${rented === 1 ? 'is' : 'are'} rented today (a lease in force on each)`;
  const figures = { vacant: empty.length, properties: all.length, rented_units: rented };
  if (empty.length === 0)
    return {
      summary: `None of your ${countOf(all.length, 'property', 'properties')} is empty: each has a lease in force today; ${rentedSaid}.`,
      details: [],
      figures,
      sources,
    };
  return {
    summary: `${rentedSaid}, and ${bold(countOf(empty.length, 'property', 'properties'))} ${empty.length === 1 ? 'has' : 'have'} no lease in force today:`,
    details: capDetails(
      empty.map((p) => {
        const next = nextOf(p);
        return (
          `${placeOf(p)}: ` +
          (next
            ? `signed: ${next.tenant ?? 'a tenant'} from ${formatDay(next.startDate ?? '')} at ${formatMoney(next.rentCents)} a month`
            : 'no lease signed to begin')
        );
      }),
    ),
    figures,
    sources,
  };
}

type LeaseSpan = { propertyId: string; startDate: string | null; endDate: string | null };

/** Every lease's dates, ended or not: a past tenant's lease covered the months they lived there. */
function leaseSpans(db: Database, ownerId: string): Promise<LeaseSpan[]> {
  return db
    .select({
      propertyId: leaseTable.propertyId,
      startDate: leaseTable.startDate,
      endDate: leaseTable.endDate,
    })
    .from(leaseTable)
    .where(eq(leaseTable.ownerId, ownerId));
}

/**
 * The stretches of `from`..`to` no lease covers (a lease with no start began before, one with no end runs
 * on), each as first and last day.
 */
export function uncovered(spans: LeaseSpan[], from: string, to: string): { from: string; to: string }[] {
  const sorted = [...spans].sort((a, b) => (a.startDate ?? '').localeCompare(b.startDate ?? ''));
  const gaps: { from: string; to: string }[] = [];
  let next = from;
  for (const span of sorted) {
    if (next > to) break;
    const start = span.startDate ?? from;
    const end = span.endDate ?? to;
    if (end < next) continue;
    if (start > next) gaps.push({ from: next, to: start > to ? to : addDays(start, -1) });
    if (end >= next) next = addDays(end, 1);
  }
  if (next <= to) gaps.push({ from: next, to });
  return gaps;
}

/**
 * "Did any of my places sit empty this year?": each property's days of the period (from its purchase, up
 * to today) that no lease covered.
 */
function emptyDuring(
  all: PropertyRow[],
  spans: LeaseSpan[],
  period: Period,
  args: FindPropertiesArgs,
): ToolResult {
  const last = period.to < args.today ? period.to : args.today;
  const stretches = all
    .filter((p) => !args.propertyIds?.length || args.propertyIds.includes(p.id))
    .filter((p) => !args.kind || p.isCommercial === (args.kind === 'commercial'))
    .map((p) => {
      const own = spans.filter((span) => span.propertyId === p.id);
      // "ever": from the first lease on record (leases before the owner's records are not known to be
      // missing); a property with none has no record to tell its empty days from.
      const firstLease = own
        .map((span) => span.startDate)
        .reduce<string | null>((a, b) => (a && b ? (a < b ? a : b) : (a ?? b)), null);
      const known = period.kind === 'all' ? (firstLease ?? undefined) : period.from;
      if (known === undefined) return { property: p, gaps: [] };
      const first = p.purchaseDate && p.purchaseDate > known ? p.purchaseDate : known;
      const gaps = first > last ? [] : uncovered(own, first, last);
      return { property: p, gaps };
    })
    .filter((entry) => entry.gaps.length > 0);
  const days = (gap: { from: string; to: string }) => daysBetween(gap.from, gap.to) + 1;
  const sources = [
    periodSource(period),
    ...stretches.map(({ property }) => ({
      type: 'property' as const,
      id: property.id,
      label: property.address,
    })),
  ];
  const figures = {
    vacant: stretches.length,
    vacant_days: stretches.reduce((sum, entry) => sum + entry.gaps.reduce((t, gap) => t + days(gap), 0), 0),
  };
  if (stretches.length === 0)
    return {
      summary: `No property stood empty ${period.kind === 'all' ? 'on your books' : `in ${period.label}`}: a lease covered every day of it.`,
      details: [],
      figures,
      sources,
    };
  return {
    summary: `${bold(countOf(stretches.length, 'property', 'properties'))} stood without a lease for part of ${period.kind === 'all' ? 'the time on your books' : period.label}:`,
    details: capDetails(
      stretches.map(
        ({ property, gaps }) =>
          `${placeOf(property)}: ${gaps
            .map((gap) =>
              gap.from === gap.to
                ? `${formatDay(gap.from)} (1 day)`
                : `${formatDay(gap.from)} to ${formatDay(gap.to)} (${days(gap)} days${wholeMonths(gap, args.today)})`,
            )
            .join(', ')}`,
      ),
    ),
    figures,
    sources,
  };
}
