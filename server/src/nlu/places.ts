import { STATE_CODES } from '../documents/fields/address.js';
import { isMonthName, isNear } from './text.js';
import { isCommonWord } from './vocabulary.js';

/**
 * Cities and states named in a question ("Austin vs Denver", "in Colorado"), resolved against the
 * owner's own properties: a place is only ever one where the owner has a property.
 */

export type PlaceRef = { id: string; city: string | null; state?: string | null };
export type PlaceMention = { label: string; propertyIds: string[]; start: number; end: number };

const words = (text: string): string[] => text.toLowerCase().match(/[a-z]+/g) ?? [];

/**
 * Where `phrase` starts in `tokens` at `i` (typos allowed on longer words; an ordinary word is never a
 * typo of a place: "since august 1st" is not Augusta).
 */
const matchesAt = (tokens: string[], i: number, phrase: string[]): boolean =>
  phrase.every((word, k) => {
    const token = tokens[i + k];
    return (
      token !== undefined &&
      (token === word ||
        (word.length >= 5 && !isCommonWord(token) && !isMonthName(token) && isNear(token, word)))
    );
  });

/** The cities and states of the owner's properties named in `tokens` (lower-case), in order. */
export function findPlaceMentions(
  tokens: string[],
  properties: PlaceRef[],
  taken = new Set<number>(),
): PlaceMention[] {
  const places = new Map<string, { label: string; phrase: string[]; propertyIds: string[] }>();
  for (const property of properties) {
    const city = property.city?.trim();
    if (city) {
      const key = `city:${city.toLowerCase()}`;
      const place = places.get(key) ?? { label: city, phrase: words(city), propertyIds: [] };
      place.propertyIds.push(property.id);
      places.set(key, place);
    }
    const code = property.state?.trim().toUpperCase();
    // Full state names only (what people type): two-letter codes are too often words ("in", "me", "or").
    const name = Object.keys(STATE_CODES).find((state) => STATE_CODES[state] === code);
    if (name) {
      const key = `state:${name}`;
      const label = name.replace(/\b[a-z]/g, (c) => c.toUpperCase());
      const place = places.get(key) ?? { label, phrase: name.split(' '), propertyIds: [] };
      place.propertyIds.push(property.id);
      places.set(key, place);
    }
  }
  const found: PlaceMention[] = [];
  const used = new Set(taken);
  const sorted = [...places.values()]
    .filter((p) => p.phrase.length)
    .sort((a, b) => b.phrase.length - a.phrase.length);
  for (const place of sorted) {
    for (let i = 0; i + place.phrase.length <= tokens.length; i++) {
      const span = place.phrase.map((_, k) => i + k);
      if (span.some((index) => used.has(index)) || !matchesAt(tokens, i, place.phrase)) continue;
      span.forEach((index) => used.add(index));
      found.push({
        label: place.label,
        propertyIds: place.propertyIds,
        start: i,
        end: i + place.phrase.length,
      });
      break;
    }
  }
  // "nac vs lufkin": a long one-word city said by its first letters, when no other city starts so and the
  // letters are no word of their own ("den" is a den, not Denver).
  const cities = [...places.values()].filter((place) => place.phrase.length === 1);
  tokens.forEach((token, i) => {
    if (used.has(i) || token.length < 3 || isCommonWord(token)) return;
    const named = cities.filter(
      ({ phrase: [word] }) => word && word.length > token.length && word.startsWith(token),
    );
    const place = named.length === 1 ? named[0] : undefined;
    if (!place || found.some((mention) => mention.label === place.label)) return;
    used.add(i);
    found.push({ label: place.label, propertyIds: place.propertyIds, start: i, end: i + 1 });
  });
  return found.sort((a, b) => a.start - b.start);
}
