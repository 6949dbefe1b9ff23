import { tenantDisplayName, type Tenant } from '@astor/contract/tenants';
import type { Database } from '../../../db/client.js';
import { TenantsService } from '../../tenants/tenants.service.js';
import { bold, centsOf, countOf, formatMoney } from '../format.js';
import { formatDay } from '../../../nlu/periods.js';
import { capDetails, type ToolResult } from './tool.js';

/** `today`: the day tenant status (from the rent ledger) is read for; the clock's when absent. */
export type FindTenantsArgs = {
  tenantIds?: string[];
  propertyIds?: string[];
  today?: string;
  /** "Anyone signed up to move in?": only the tenants whose lease starts after today. */
  movingIn?: boolean;
  /** "Who was the last tenant there?": the tenant whose lease ended last, at each property. */
  movedOut?: boolean;
  /** "Who moved in this year", "who moved out this year": the leases begun, or ended, in a period by today. */
  turnover?: { way: 'in' | 'out'; period: { from: string; to: string; label: string } };
  /** "Which tenant has been with me the longest?": those in force today, by their lease's start. */
  tenure?: 'longest' | 'newest';
};

const nameOf = (t: Tenant) => tenantDisplayName(t);

function describe(t: Tenant, today?: string): string[] {
  const lease = t.lease;
  const rent = lease?.rent_amount_monthly;
  return [
    t.property ? `Property: ${t.property.address}` : 'Property: none linked',
    lease
      ? `Lease: ${rent === null || rent === undefined ? 'rent not set' : `${bold(formatMoney(centsOf(rent)))} a month`}` +
        `, ${lease.start_date ? formatDay(lease.start_date) : 'no start date'} to ${lease.end_date ? formatDay(lease.end_date) : 'no end date'}`
      : 'Lease: no active lease',
    `Phone: ${t.phone_number ?? 'N/A'}; email: ${t.email ?? 'N/A'}`,
    // A lease over is a tenant moved out, whatever their rent's standing ("current" is paid up).
    today && lease?.end_date && lease.end_date < today
      ? `Status: moved out (lease ended ${formatDay(lease.end_date)})`
      : `Status: ${t.status}`,
  ];
}

/** The tenant whose lease ended last before `today`, at each property. */
function lastTenants(tenants: Tenant[], today: string): ToolResult {
  const last = new Map<string, Tenant>();
  for (const t of tenants) {
    const ended = t.lease?.end_date;
    if (!t.property_id || !ended || ended >= today) continue;
    const before = last.get(t.property_id)?.lease?.end_date;
    if (!before || ended > before) last.set(t.property_id, t);
  }
  const found = [...last.values()];
  if (found.length === 0)
    return {
      summary: 'No earlier tenant is on record there.',
      details: [],
      figures: { tenants: 0 },
      sources: [],
    };
  const line = (t: Tenant) =>
    `${bold(nameOf(t))} at ${t.property?.address ?? 'no property'}, whose lease ended on ${formatDay(t.lease?.end_date as string)}`;
  return {
    summary:
      found.length === 1 ? `The last tenant was ${line(found[0] as Tenant)}.` : 'The last tenant at each:',
    details: found.length === 1 ? [] : found.map(line),
    figures: { tenants: found.length },
    sources: found.map((t) => ({ type: 'tenant' as const, id: t.id, label: nameOf(t) })),
  };
}

/** Tenants in force today by how long they have rented, from their lease's start: the first one named. */
function byTenure(tenants: Tenant[], tenure: 'longest' | 'newest', today: string): ToolResult {
  const since = (t: Tenant) => t.lease?.start_date ?? undefined;
  const current = tenants
    .filter((t) => {
      const start = since(t);
      return start !== undefined && start <= today && !(t.lease?.end_date && t.lease.end_date < today);
    })
    .sort(
      (a, b) =>
        (tenure === 'longest' ? 1 : -1) * (since(a) ?? '').localeCompare(since(b) ?? '') ||
        nameOf(a).localeCompare(nameOf(b)),
    );
  const [first] = current;
  if (!first)
    return {
      summary: 'No tenant has a lease in force today.',
      details: [],
      figures: { tenants: 0 },
      sources: [],
    };
  const line = (t: Tenant) =>
    `${nameOf(t)}, ${t.property?.address ?? 'no property'}: since ${formatDay(since(t) as string)}`;
  return {
    summary: `${bold(nameOf(first))} has rented from you ${tenure === 'longest' ? 'the longest' : 'the shortest time'}: since ${bold(formatDay(since(first) as string))}, at ${first.property?.address ?? 'no property'}.`,
    details: capDetails(current.slice(1).map(line)),
    figures: { tenants: current.length },
    sources: current.map((t) => ({ type: 'tenant' as const, id: t.id, label: nameOf(t) })),
  };
}

/** The tenants whose lease began (or ended) in the period and by today, in the order they moved. */
function movedInOrOut(
  tenants: Tenant[],
  { way, period }: NonNullable<FindTenantsArgs['turnover']>,
  today: string,
): ToolResult {
  const dayOf = (t: Tenant) => (way === 'in' ? t.lease?.start_date : t.lease?.end_date) ?? undefined;
  const moved = tenants
    .filter((t) => {
      const day = dayOf(t);
      return (
        day !== undefined &&
        day >= period.from &&
        day <= period.to &&
        (way === 'in' ? day <= today : day < today)
      );
    })
    .sort((a, b) => (dayOf(a) ?? '').localeCompare(dayOf(b) ?? '') || nameOf(a).localeCompare(nameOf(b)));
  const verb = way === 'in' ? 'moved in' : 'moved out';
  if (moved.length === 0)
    return {
      summary: `No tenant ${verb} during ${period.label}.`,
      details: [],
      figures: { tenants: 0 },
      sources: [],
    };
  return {
    summary: `${bold(countOf(moved.length, 'tenant'))} ${verb} during ${period.label}:`,
    details: capDetails(
      moved.map((t) => {
        const rent = t.lease?.rent_amount_monthly;
        return (
          `${nameOf(t)}, ${t.property?.address ?? 'no property'}: ${way === 'in' ? 'lease began' : 'lease ended'} ` +
          `${bold(formatDay(dayOf(t) as string))}` +
          (rent !== null && rent !== undefined ? `, rent ${formatMoney(centsOf(rent))}` : '')
        );
      }),
    ),
    figures: { tenants: moved.length },
    sources: moved.map((t) => ({ type: 'tenant' as const, id: t.id, label: nameOf(t) })),
  };
}

/** Tenants by id or property, with contact details, property and current lease (TenantsService.list). */
export async function findTenants(db: Database, ownerId: string, args: FindTenantsArgs): Promise<ToolResult> {
  const clock = args.today ? () => new Date(`${args.today}T12:00:00Z`) : undefined;
  const all = await new TenantsService(db, clock).list(ownerId);
  let matches = all;
  if (args.tenantIds?.length) matches = matches.filter((t) => args.tenantIds?.includes(t.id));
  if (args.propertyIds?.length)
    matches = matches.filter((t) => t.property_id && args.propertyIds?.includes(t.property_id));
  // Who lives there: a tenant whose lease has ended or not begun is counted, not listed, unless named.
  let former = 0;
  let future = 0;
  const today = args.today;
  const startsLater = (t: Tenant) => Boolean(today && t.lease?.start_date && t.lease.start_date > today);
  if (args.movedOut && today) return lastTenants(matches, today);
  if (args.turnover && today) return movedInOrOut(matches, args.turnover, today);
  if (args.tenure && today) return byTenure(matches, args.tenure, today);
  if (args.movingIn && today) {
    const coming = matches.filter(startsLater);
    if (coming.length === 0)
      return {
        summary: `No signed lease starts after today${args.propertyIds?.length ? ' at that property' : ''}.`,
        details: [],
        figures: { tenants: 0, monthly_rent_cents: 0 },
        sources: [],
      };
    matches = coming;
  } else if (today && !args.tenantIds?.length) {
    const current = matches.filter(
      (t) => !(t.lease?.end_date && t.lease.end_date < today) && !startsLater(t),
    );
    if (current.length) {
      former = matches.filter((t) => t.lease?.end_date && t.lease.end_date < today).length;
      future = matches.length - current.length - former;
      matches = current;
    }
  }
  const others = [
    ...(former ? [countOf(former, 'earlier tenant')] : []),
    ...(future ? [`${future} signed to move in later`] : []),
  ];
  const onRecord = others.length ? ` today (and ${others.join(' and ')} on record):` : ':';
  const sources = matches.map((t) => ({ type: 'tenant' as const, id: t.id, label: nameOf(t) }));
  const rentCents = matches.reduce((total, t) => total + centsOf(t.lease?.rent_amount_monthly ?? 0), 0);
  const figures = { tenants: matches.length, monthly_rent_cents: rentCents };
  if (matches.length === 0) {
    return {
      summary: args.propertyIds?.length
        ? 'No tenants are linked to that property.'
        : all.length === 0
          ? "You don't have any tenants in Astor yet."
          : 'I found no tenant by that name.',
      details: [],
      figures,
      sources,
    };
  }
  if (matches.length === 1 && !args.movingIn) {
    const t = matches[0] as Tenant;
    return {
      summary: `${bold(nameOf(t))}${t.title ? ` (${t.title})` : ''}:`,
      details: describe(t, today),
      figures,
      sources: [
        ...sources,
        ...(t.property ? [{ type: 'property' as const, id: t.property.id, label: t.property.address }] : []),
        ...(t.lease
          ? [
              {
                type: 'lease' as const,
                id: t.lease.id,
                label: `Lease of ${nameOf(t)}, ${t.property?.address ?? 'no property'}`,
              },
            ]
          : []),
      ],
    };
  }
  const intro = args.movingIn
    ? `${bold(countOf(matches.length, 'tenant'))} signed to move in${args.propertyIds?.length ? ` at ${matches[0]?.property?.address ?? 'that property'}` : ''}:`
    : args.tenantIds?.length
      ? `${countOf(matches.length, 'tenant')} match that name:`
      : args.propertyIds?.length
        ? `${bold(countOf(matches.length, 'tenant'))} at ${matches[0]?.property?.address ?? 'that property'}${onRecord}`
        : `You have ${bold(countOf(matches.length, 'tenant'))}${onRecord}`;
  return {
    summary: intro,
    details: capDetails(
      matches.map((t) => {
        const rent = t.lease?.rent_amount_monthly;
        return (
          `${nameOf(t)}: ${t.property?.address ?? 'no property'}` +
          (rent !== null && rent !== undefined ? `, ${bold(formatMoney(centsOf(rent)))} a month` : '') +
          (today && t.lease?.start_date && t.lease.start_date > today
            ? `, moves in ${bold(formatDay(t.lease.start_date))}`
            : t.lease?.start_date
              ? `, since ${formatDay(t.lease.start_date)}`
              : '') +
          `, ${t.phone_number ?? 'no phone'}, ${t.email ?? 'no email'}`
        );
      }),
    ),
    figures,
    sources,
  };
}
