import type { Database } from '../../../db/client.js';
import { listMaintenance } from '../../maintenance/maintenance.repository.js';
import { listProperties } from '../../properties/properties.repository.js';
import { bold, countOf } from '../format.js';
import type { MaintenanceStatusFilter } from '../../../nlu/entities.js';
import { formatDay } from '../../../nlu/periods.js';
import { capDetails, type ToolResult } from './tool.js';

export type MaintenanceRequestsArgs = {
  /** Default: open (Pending or In Progress). */
  status?: MaintenanceStatusFilter;
  propertyIds?: string[];
  emergencyOnly?: boolean;
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
  const matches = rows.filter(
    (row) =>
      (status === 'all' || (status === 'open' ? row.status !== 'Completed' : row.status === status)) &&
      (!args.propertyIds?.length || args.propertyIds.includes(row.propertyId)) &&
      (!args.emergencyOnly || row.priority === 'emergency' || row.priority === 'urgent'),
  );
  const where =
    args.propertyIds?.length === 1
      ? ` at ${addressOf.get(args.propertyIds[0] as string) ?? 'that property'}`
      : '';
  const adjective = [STATUS_WORDS[status], args.emergencyOnly ? 'urgent or emergency' : '']
    .filter(Boolean)
    .join(' ');
  const noun = `${adjective ? `${adjective} ` : ''}maintenance request`;
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
    return { summary: `There are no ${noun}s${where}.`, details: [], figures, sources };
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
    summary: `You have ${bold(countOf(matches.length, noun))}${where}${split}:`,
    details: capDetails(
      matches.map(
        (row) =>
          `${row.title}, ${addressOf.get(row.propertyId) ?? 'unknown property'}: ${row.status}` +
          (row.priority !== 'normal' ? `, ${row.priority}` : '') +
          (row.scheduledFor ? `, scheduled ${row.scheduledFor}` : '') +
          `, opened ${formatDay(row.createdAt.toISOString().slice(0, 10))}`,
      ),
    ),
    figures,
    sources,
  };
}
