import type { Database } from '../../../db/client.js';
import { CalendarService } from '../../calendar/calendar.service.js';
import { bold, countOf } from '../format.js';
import { formatDay, periodPhrase, type Period } from '../../../nlu/periods.js';
import { capDetails, periodSource, type ToolResult } from './tool.js';

export type UpcomingEventsArgs = { period: Period; propertyIds?: string[] };

/** The calendar's items for a period (CalendarService.events: rent due, lease ends, renewals, maintenance, compliance, custom). */
export async function upcomingEvents(
  db: Database,
  ownerId: string,
  args: UpcomingEventsArgs,
): Promise<ToolResult> {
  const { period } = args;
  const events = (await new CalendarService(db).events(ownerId, period.from, period.to)).filter(
    (event) =>
      !args.propertyIds?.length ||
      (event.property_id !== null && args.propertyIds.includes(event.property_id)),
  );
  const byKind = (kind: string) => events.filter((event) => event.kind === kind).length;
  const figures = {
    events: events.length,
    rent_due: byKind('rent_due'),
    lease_end: byKind('lease_end'),
    maintenance: byKind('maintenance'),
    compliance: byKind('compliance'),
  };
  const sources = [
    periodSource(period),
    ...events.map((event) => ({
      type: 'event' as const,
      id: event.id,
      label: `${event.start.slice(0, 10)} ${event.title}`,
    })),
  ];
  if (events.length === 0) {
    return { summary: `Nothing is on your calendar ${periodPhrase(period)}.`, details: [], figures, sources };
  }
  return {
    summary: `${bold(countOf(events.length, 'item'))} on your calendar ${periodPhrase(period)}:`,
    details: capDetails(
      events.map((event) => `${formatDay(event.start.slice(0, 10), false)}: ${event.title}`),
    ),
    figures,
    sources,
  };
}
