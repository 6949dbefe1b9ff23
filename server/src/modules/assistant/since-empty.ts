import { and, eq } from 'drizzle-orm';
import { addDays, readableDay } from '@astor/contract/calendar-date';
import type { Database } from '../../db/client.js';
import { leases } from '../../db/schema.js';

/** "since it went empty", "since the last tenant moved out": the stretch a property has stood without a lease. */
export const SINCE_EMPTY =
  /\bsince (it|they|the (place|unit|house|property|storefront|shop|condo|building|space|apartment)) (went|was|became|has been|has sat|sat|stood|got|has gone|has stood) (empty|vacant)\b|\bsince the (last )?(tenants?|renters?) (moved out|left)\b/i;

/**
 * The message with "since it went empty" written as the day after the property's last lease ended, when no
 * lease is in force there today; unchanged otherwise (the words are then read as they are).
 */
export async function withEmptySinceDated(
  db: Database,
  ownerId: string,
  propertyId: string,
  message: string,
  today: string,
): Promise<string> {
  const said = SINCE_EMPTY.exec(message);
  if (!said) return message;
  const rows = await db
    .select({ start: leases.startDate, end: leases.endDate })
    .from(leases)
    .where(and(eq(leases.ownerId, ownerId), eq(leases.propertyId, propertyId)));
  const inForce = rows.some((row) => (!row.start || row.start <= today) && (!row.end || row.end >= today));
  const lastEnd = rows
    .map((row) => row.end)
    .filter((end): end is string => end !== null && end < today)
    .sort()
    .at(-1);
  if (inForce || !lastEnd) return message;
  return message.replace(said[0], `since ${readableDay(addDays(lastEnd, 1))}`);
}
