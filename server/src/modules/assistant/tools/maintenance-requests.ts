import type { Database } from '../../../db/client.js';
import { listMaintenance } from '../../maintenance/maintenance.repository.js';
import { listProperties } from '../../properties/properties.repository.js';
import { bold, countOf, joinWords } from '../format.js';
import type { MaintenanceStatusFilter } from '../../../nlu/entities.js';
import { formatDay, type Period } from '../../../nlu/periods.js';
import { stemOf } from '../../../nlu/content-words.js';
import { capDetails, type ToolResult } from './tool.js';

export type MaintenanceRequestsArgs = {
  /** Default: open (Pending or In Progress). */
  status?: MaintenanceStatusFilter;
  propertyIds?: string[];
  emergencyOnly?: boolean;
  /** Only requests reported (created) within the period. */
  reportedIn?: Period;
  /**
   * Words of what a request was about ("a request about a burning smell"): the requests whose title or
   * description hold them all; when none does, the words narrow nothing (they may be the question's own).
   */
  words?: string[];
  /** One request: the most recently reported, or the longest-standing. */
  pick?: 'newest' | 'oldest';
  /** The properties ranked by how many requests each has had ("which property has the most requests"). */
  byProperty?: 'desc' | 'asc';
};

const STATUS_WORDS: Record<MaintenanceStatusFilter, string> = {
  open: 'open',
  Pending: 'pending',
  'In Progress': 'in-progress',
  Completed: 'completed',
  all: '',
};

/** Maintenance requests by status and property, newest first. */
export async function maintenanceRequests(
  db: Database,
  ownerId: string,
  args: MaintenanceRequestsArgs,
): Promise<ToolResult> {
  const status = args.status ?? 'open';
  const [rows, properties] = await Promise.all([
    listMaintenance(db, ownerId, {}),
    listProperties(db, ownerId),
  ]);
  const addressOf = new Map(properties.map((p) => [p.id, p.address]));
  const reported = (row: (typeof rows)[number]) => row.createdAt.toISOString().slice(0, 10);
  const listed = rows.filter(
    (row) =>
      (status === 'all' || (status === 'open' ? row.status !== 'Completed' : row.status === status)) &&
      (!args.propertyIds?.length || args.propertyIds.includes(row.propertyId)) &&
      (!args.emergencyOnly || row.priority === 'emergency' || row.priority === 'urgent') &&
      (!args.reportedIn || (reported(row) >= args.reportedIn.from && reported(row) <= args.reportedIn.to)),
  );
  const stems = (args.words ?? []).map(stemOf);
  const about = listed.filter((row) => {
    const text = `${row.title} ${row.description ?? ''}`.toLowerCase();
    return stems.every((stem) => text.includes(stem));
  });
  const narrowed = stems.length > 0 && about.length > 0 ? about : listed;
  // Rows come newest first.
  const picked =
    args.pick === 'newest' ? narrowed.slice(0, 1) : args.pick === 'oldest' ? narrowed.slice(-1) : [];
  const matches = args.pick ? picked : narrowed;
  const where =
    args.propertyIds?.length === 1
      ? ` at ${addressOf.get(args.propertyIds[0] as string) ?? 'that property'}`
      : '';
  const adjective = [STATUS_WORDS[status], args.emergencyOnly ? 'urgent or emergency' : '']
    .filter(Boolean)
    .join(' ');
  const noun = `${adjective ? `${adjective} ` : ''}maintenance request`;
  const when = whenSaid(args.reportedIn);
  const pending = matches.filter((row) => row.status === 'Pending').length;
  const inProgress = matches.filter((row) => row.status === 'In Progress').length;
  const completed = matches.filter((row) => row.status === 'Completed').length;
  const figures = { requests: matches.length, pending, in_progress: inProgress, completed };
  const sources = matches.map((row) => ({
    type: 'maintenance' as const,
    id: row.id,
    label: `${row.title}, ${addressOf.get(row.propertyId) ?? 'unknown property'}`,
  }));
  if (matches.length === 0) {
    return {
      summary: `There are no ${noun}s${where}${when ? ` ${when}` : ''}.`,
      details: [],
      figures,
      sources,
    };
  }
  const mentions = narrowed === about && stems.length ? ` mentioning "${(args.words ?? []).join(' ')}"` : '';
  if (args.byProperty) return ranked(args.byProperty);
  if (args.pick) {
    const which = args.pick === 'newest' ? 'most recent' : 'oldest';
    return {
      summary: `The ${which} ${noun}${where}${mentions}${when ? ` ${when}` : ''}, of ${narrowed.length}:`,
      details: matches.map(describe),
      figures,
      sources,
    };
  }
  const split =
    status === 'open' || status === 'all'
      ? ` (${[
          pending ? `${pending} pending` : '',
          inProgress ? `${inProgress} in progress` : '',
          completed ? `${completed} completed` : '',
        ]
          .filter(Boolean)
          .join(', ')})`
      : '';
  return {
    summary: `You have ${bold(countOf(matches.length, noun))}${where}${mentions}${when ? ` ${when}` : ''}${split}:`,
    details: capDetails(matches.map(describe)),
    figures,
    sources,
  };

  /** Every property by its number of requests, the first named; a tie at the top is said as one. */
  function ranked(order: 'desc' | 'asc'): ToolResult {
    const counts = properties
      .filter((property) => !args.propertyIds?.length || args.propertyIds.includes(property.id))
      .map((property) => ({
        address: property.address,
        count: matches.filter((row) => row.propertyId === property.id).length,
      }))
      .sort(
        (a, b) =>
          (order === 'desc' ? b.count - a.count : a.count - b.count) || a.address.localeCompare(b.address),
      );
    const [first] = counts;
    if (!first) return { summary: 'You have no properties yet.', details: [], figures, sources };
    const tied = counts.filter((row) => row.count === first.count).map((row) => row.address);
    const most = order === 'desc' ? 'the most' : 'the fewest';
    const whose = tied.length > 1 ? `${joinWords(tied)} have had` : `${first.address} has had`;
    return {
      summary: `${whose} ${most} ${noun}s${when ? ` ${when}` : ''}: ${bold(countOf(first.count, 'request'))}${tied.length > 1 ? ' each' : ''}.`,
      details: capDetails(counts.map((row) => `${row.address}: ${countOf(row.count, 'request')}`)),
      figures,
      sources,
    };
  }

  function describe(row: (typeof rows)[number]): string {
    return (
      `${row.title}, ${addressOf.get(row.propertyId) ?? 'unknown property'}: ${row.status}` +
      (row.priority !== 'normal' ? `, ${row.priority}` : '') +
      (row.scheduledFor ? `, scheduled ${row.scheduledFor}` : '') +
      `, opened ${formatDay(reported(row))}` +
      // The description says what the title may not ("burning smell" under "Furnace smell at startup").
      (stems.length && row.description ? ` (${row.description})` : '')
    );
  }
}

/** "reported in November 2026". */
function whenSaid(period: Period | undefined): string {
  return period && period.kind !== 'all' ? `reported in ${period.label}` : '';
}
