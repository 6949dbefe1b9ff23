import { findUnit } from './read-message.js';

/**
 * The answer to "Which unit is this in?", said the way people say it: "2B", "unit 4, the master
 * bedroom", "the upstairs bathroom", "It's the kitchen at 4512 Avenue H, it's a house". The property's
 * own address is not a unit; a house has no unit number; a room says where in the home.
 */

export type WhereInHome = { unit?: string; location?: string };

export const WHOLE_PROPERTY = 'No unit (whole property)';

const WHOLE =
  /\b(a |the |whole |entire )?(house|home|single[- ]family( home| house)?|detached|townhouse|town house|whole property|entire property|cottage|bungalow)\b|\bno (unit|units|unit number|apartment number)\b|^(n\/?a|none|no|there is none|there isn't one|there isnt one)$|\b(there is|there's|theres) no unit\b|\bjust one unit\b|\bonly one unit\b/i;

const MODIFIER =
  '(?:upstairs|downstairs|main|master|primary|second|2nd|first|1st|third|3rd|front|back|rear|guest|kids|kid|small|smaller|big|bigger|large|left|right|middle|ground floor|top floor|basement|downstairs|upstairs|hall|half|full|shared|spare|north|south|east|west|old|new)';
const ROOM =
  '(?:kitchen|kitchenette|bathroom|bathrooms|bath|restroom|toilet room|powder room|bedroom|bedrooms|living room|livingroom|dining room|family room|laundry room|laundry|utility room|basement|attic|garage|hallway|hall|closet|walk-in closet|balcony|patio|porch|deck|yard|backyard|back yard|front yard|garden|stairs|stairway|staircase|entry|entryway|foyer|office|den|loft|mudroom|pantry|nursery|study|lounge|sunroom|driveway|roof|crawl space|shed)';
const ROOM_PHRASE = new RegExp(`\\b((?:${MODIFIER}\\s+){0,3}${ROOM})\\b`, 'i');

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The message without the property's own address ("at 4512 Avenue H"), nor its city. */
function withoutAddress(message: string, address: string, city: string | null): string {
  let text = message;
  for (const part of [address, address.replace(/,.*$/, ''), city ?? ''])
    if (part.trim().length > 2)
      text = text.replace(new RegExp(`\\b(?:at|in|on|of)?\\s*${escape(part.trim())}\\b`, 'gi'), ' ');
  return text;
}

/** A short answer that is the unit itself: "2B", "#4", "it's 12", "we're in 3A". */
const BARE_UNIT =
  /^(?:it'?s|it is|i'?m in|we'?re in|i live in|we live in|in|unit|apt\.?|apartment|number|no\.?|#)?\s*#?\s*([a-z]?\d{1,5}[a-z]?|[a-z])$/i;

export function whereInHome(
  message: string,
  address: string,
  city: string | null = null,
): WhereInHome | undefined {
  const text = withoutAddress(message.replace(/[’]/g, "'"), address, city).replace(/\s+/g, ' ').trim();
  const found: WhereInHome = {};
  const unit = findUnit(text) ?? BARE_UNIT.exec(text.replace(/[.!,]+$/, '').trim())?.[1]?.toUpperCase();
  if (unit) found.unit = unit;
  const room = ROOM_PHRASE.exec(text)?.[1];
  if (room) found.location = room.toLowerCase().replace(/\s+/g, ' ');
  if (!found.unit && WHOLE.test(text.replace(/[.!]+$/, '').trim())) found.unit = WHOLE_PROPERTY;
  // Only the address (or nothing else that says a place): the whole property.
  if (
    !found.unit &&
    !found.location &&
    text.replace(/\b(it'?s|it is|the|at|a|an)\b|[.,!]/gi, '').trim() === '' &&
    message.trim()
  )
    found.unit = WHOLE_PROPERTY;
  return found.unit || found.location ? found : undefined;
}

/** How the place is written in a request and for the landlord: "2B, upstairs bathroom". */
export function placeLabel(place: WhereInHome): string | undefined {
  const parts = [place.unit, place.location].filter((part): part is string => Boolean(part));
  return parts.length ? parts.join(', ') : undefined;
}
