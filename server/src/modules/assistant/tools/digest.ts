import { addDays } from '@astor/contract/calendar-date';
import type { Database } from '../../../db/client.js';
import { leasesInForce } from '../../dashboard/dashboard.repository.js';
import { listProperties } from '../../properties/properties.repository.js';
import { rangePeriod } from '../../../nlu/periods.js';
import { bold } from '../format.js';
import { lateRent } from './late-rent.js';
import { leasesEnding } from './leases-ending.js';
import { maintenanceRequests } from './maintenance-requests.js';
import { rentRoll } from './rent-roll.js';
import { dedupeSources, type ToolResult } from './tool.js';

export type DigestArgs = {
  today: string;
  /** The properties asked about ("the williston places", "the fourplex"); none: the whole portfolio. */
  propertyIds?: string[];
  /** How the properties were named, for the answer ("Williston"). */
  label?: string;
};

/** Leases ending this soon are worth a landlord's attention now. */
const ENDING_SOON_DAYS = 60;
/** Lines kept from each part, so the digest stays a page. */
const LINES_PER_PART = 6;

/**
 * "How are things looking at the Williston places?", "what's the story with the fourplex", "anything I
 * should be worried about this month?": the other tools' answers side by side. For properties named: who
 * lives there and pays what, the ones standing empty, this month's rent still owed, the open requests and the
 * leases ending soon; for the whole portfolio, everything but the rent roll.
 */
export async function digest(db: Database, ownerId: string, args: DigestArgs): Promise<ToolResult> {
  const { today } = args;
  const scoped = args.propertyIds?.length ? { propertyIds: args.propertyIds } : {};
  const soon = rangePeriod(today, addDays(today, ENDING_SOON_DAYS), `the next ${ENDING_SOON_DAYS} days`);
  const [roll, owed, open, ending, properties, inForce] = await Promise.all([
    args.propertyIds?.length ? rentRoll(db, ownerId, { today, ...scoped }) : undefined,
    lateRent(db, ownerId, { today, thisMonth: true, ...scoped }),
    maintenanceRequests(db, ownerId, { status: 'open', ...scoped }),
    leasesEnding(db, ownerId, { period: soon, today, ...scoped }),
    listProperties(db, ownerId),
    leasesInForce(db, ownerId, today),
  ]);
  const leased = new Set(inForce.map((lease) => lease.propertyId));
  const empty = properties
    .filter((property) => !args.propertyIds?.length || args.propertyIds.includes(property.id))
    .filter((property) => !leased.has(property.id));
  const [one] =
    args.propertyIds?.length === 1 ? properties.filter((p) => p.id === args.propertyIds?.[0]) : [];
  const label = args.label ?? one?.address;
  const parts = [roll, owed, open, ending].filter((part): part is ToolResult => part !== undefined);
  const details = [
    ...parts.flatMap((part) => [part.summary, ...part.details.slice(0, LINES_PER_PART)]),
    ...(empty.length
      ? [`No lease in force today: ${empty.map((property) => bold(property.address)).join(', ')}`]
      : []),
  ];
  return {
    summary: args.propertyIds?.length
      ? `Here is how things stand${label ? ` at ${label}` : ''} today:`
      : 'What needs your attention today:',
    details,
    figures: Object.fromEntries(
      parts.flatMap((part, i) =>
        Object.entries(part.figures).map(([key, value]) => [`${key}_${i + 1}`, value]),
      ),
    ),
    sources: dedupeSources([
      ...parts.flatMap((part) => part.sources),
      ...empty.map((property) => ({ type: 'property' as const, id: property.id, label: property.address })),
    ]),
  };
}
