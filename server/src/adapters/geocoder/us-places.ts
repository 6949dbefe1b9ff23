import { US_STATE_NAMES } from './address-parse.js';
import { zipCodes } from './zip-codes.js';

/**
 * US ZIP codes and cities from the bundled `zipcodes` data (BSD), indexed once on first use. A ZIP's
 * point is its centroid, so every position found here is accurate to the ZIP or the city, not the street.
 */

export type UsZip = { zip: string; city: string; state: string; latitude: number; longitude: number };

export type UsCity = {
  name: string;
  state: string;
  /** Ascending; never empty. */
  zips: string[];
  /** The point of the city's lowest ZIP, usually its main post office near the centre. */
  latitude: number;
  longitude: number;
};

type Index = {
  zips: Map<string, UsZip>;
  citiesByKey: Map<string, UsCity[]>;
  /** The keys of `citiesByKey`, sorted, so that a prefix is a contiguous run found by binary search. */
  sortedKeys: string[];
};

let cached: Index | undefined;

function index(): Index {
  cached ??= buildIndex();
  return cached;
}

function buildIndex(): Index {
  const zips = new Map<string, UsZip>();
  const cities = new Map<string, { name: string; state: string; zips: string[] }>();
  for (const place of zipCodes().values()) {
    // The package also holds Canadian postal areas (some without coordinates) and military APO/FPO codes.
    if (place.country !== 'US' || !Object.hasOwn(US_STATE_NAMES, place.state)) continue;
    if (!Number.isFinite(place.latitude) || !Number.isFinite(place.longitude)) continue;
    zips.set(place.zip, place);

    // Names with digits are single-ZIP businesses ('Shell Oil Box 150'), not places anyone lives in.
    if (/\d/.test(place.city)) continue;
    const id = `${cityKey(place.city)}|${place.state}`;
    const city = cities.get(id);
    if (city) city.zips.push(place.zip);
    else cities.set(id, { name: place.city, state: place.state, zips: [place.zip] });
  }

  const citiesByKey = new Map<string, UsCity[]>();
  for (const { name, state, zips: cityZips } of cities.values()) {
    cityZips.sort();
    const main = zips.get(cityZips[0] ?? '');
    if (!main) continue;
    const city: UsCity = { name, state, zips: cityZips, latitude: main.latitude, longitude: main.longitude };
    const key = cityKey(name);
    const sameName = citiesByKey.get(key);
    if (sameName) sameName.push(city);
    else citiesByKey.set(key, [city]);
  }
  return { zips, citiesByKey, sortedKeys: [...citiesByKey.keys()].sort() };
}

const ABBREVIATIONS: Record<string, string> = { ST: 'SAINT', STE: 'SAINTE', FT: 'FORT', MT: 'MOUNT' };

/**
 * The comparable form of a city name: 'St. Louis' and 'Saint Louis', 'O'Fallon' and 'O Fallon',
 * 'Winston-Salem' and 'Winston Salem' are each one key. `isPrefix` leaves the last word unexpanded,
 * because a half-typed 'St' is as likely 'Stamford' as 'St. Louis'.
 */
export function cityKey(name: string, isPrefix = false): string {
  const words = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim()
    .split(' ');
  return words
    .map((word, i) => (isPrefix && i === words.length - 1 ? word : (ABBREVIATIONS[word] ?? word)))
    .join(' ');
}

export function findZip(zip: string): UsZip | undefined {
  return index().zips.get(zip);
}

/** The city of this name in this state; without a state, only when the name is unique in the country. */
export function findCity(name: string, state: string | undefined): UsCity | undefined {
  const sameName = index().citiesByKey.get(cityKey(name));
  if (!sameName) return undefined;
  if (state) return sameName.find((city) => city.state === state);
  return sameName.length === 1 ? sameName[0] : undefined;
}

export function isUsCity(name: string, state: string | undefined): boolean {
  const sameName = index().citiesByKey.get(cityKey(name));
  return sameName !== undefined && (!state || sameName.some((city) => city.state === state));
}

/**
 * Cities whose name starts with `typed`, best first: the exact name, then longer names; within each,
 * cities with more ZIP codes first (a proxy for size: 'Hou' offers Houston TX first).
 */
export function searchCities(typed: string, state: string | undefined, limit: number): UsCity[] {
  const prefix = cityKey(typed, true);
  const exact = cityKey(typed);
  if (prefix.replace(/[^A-Z]/g, '').length < 2 || limit <= 0) return [];

  const { citiesByKey, sortedKeys } = index();
  const ranked: { city: UsCity; isExact: boolean }[] = [];
  for (let i = lowerBound(sortedKeys, prefix); i < sortedKeys.length; i += 1) {
    const key = sortedKeys[i] ?? '';
    if (!key.startsWith(prefix)) break;
    for (const city of citiesByKey.get(key) ?? []) {
      if (!state || city.state === state) ranked.push({ city, isExact: key === exact });
    }
  }
  // `exact` may differ from `prefix` ('St' → 'SAINT'), so the exact city can sit outside the prefix run.
  if (exact !== prefix) {
    for (const city of citiesByKey.get(exact) ?? []) {
      if (!state || city.state === state) ranked.push({ city, isExact: true });
    }
  }
  ranked.sort(
    (a, b) =>
      Number(b.isExact) - Number(a.isExact) ||
      b.city.zips.length - a.city.zips.length ||
      a.city.name.localeCompare(b.city.name) ||
      a.city.state.localeCompare(b.city.state),
  );
  const seen = new Set<string>();
  const best: UsCity[] = [];
  for (const { city } of ranked) {
    const id = `${city.name}|${city.state}`;
    if (seen.has(id)) continue;
    seen.add(id);
    best.push(city);
    if (best.length === limit) break;
  }
  return best;
}

function lowerBound(sorted: string[], value: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] ?? '') < value) low = middle + 1;
    else high = middle;
  }
  return low;
}
