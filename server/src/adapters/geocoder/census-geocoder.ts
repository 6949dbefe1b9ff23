import type { AddressSuggestion } from '@astor/contract/geo';
import { z } from 'zod';
import { oneLineAddress, parseAddress } from './address-parse.js';
import type { AddressParts, Geocoder, GeoPoint } from './geocoder.js';
import { DEFAULT_SUGGESTION_LIMIT, toSuggestion } from './suggestion.js';
import { isUsCity } from './us-places.js';

/** The US Census Bureau's free geocoder (no key); `/locations/onelineaddress` is appended. */
export const PUBLIC_CENSUS_GEOCODER_URL = 'https://geocoding.geo.census.gov/geocoder';
/** The current address ranges (the Census geocoder's default benchmark, named so the answer never shifts). */
const BENCHMARK = 'Public_AR_Current';
const DEFAULT_TIMEOUT_MS = 5000;
/** The typed text and the offline data's best cities: each is one request, made together. */
const MAX_CITY_GUESSES = 2;

export type CensusOptions = {
  /** Base URL of the geocoder, e.g. https://geocoding.geo.census.gov/geocoder. */
  url: string;
  userAgent: string;
  /** Answers when the Census finds nothing or fails, so an outage never fails a request. */
  fallback: Geocoder;
  timeoutMs?: number;
  onError?: (error: unknown) => void;
};

// Only the fields we read; a match carries more (tigerLine, the street's parts and address range).
const CensusMatchSchema = z.object({
  matchedAddress: z.string(),
  coordinates: z.object({ x: z.number().min(-180).max(180), y: z.number().min(-90).max(90) }),
  addressComponents: z.object({ city: z.string(), state: z.string(), zip: z.string() }),
});
type CensusMatch = z.infer<typeof CensusMatchSchema>;
const CensusReplySchema = z.object({ result: z.object({ addressMatches: z.array(z.unknown()) }) });

/**
 * US street addresses from the Census geocoder. It places whole addresses (a house number, a street and a
 * city or ZIP) on the building, and does not complete half-typed ones: suggestions ask it for the text as
 * typed and for the text completed with the offline data's likeliest cities. When it finds no building,
 * the offline suggestions (approximate) answer.
 */
export class CensusGeocoder implements Geocoder {
  private readonly searchUrl: URL;
  private readonly options: CensusOptions;

  constructor(options: CensusOptions) {
    this.options = options;
    this.searchUrl = new URL(`${options.url.replace(/\/+$/, '')}/locations/onelineaddress`);
  }

  async geocode(parts: AddressParts): Promise<GeoPoint | undefined> {
    const query = oneLineAddress(parts);
    if (hasHouseNumber(parts.address)) {
      try {
        const [first] = await this.search(query);
        if (first)
          return { latitude: first.coordinates.y, longitude: first.coordinates.x, approximate: false };
      } catch (error) {
        this.options.onError?.(error);
      }
    }
    // A ZIP or city centroid still puts the property on the map, which beats skipping it.
    return this.options.fallback.geocode(parts);
  }

  async autocomplete(query: string, limit = DEFAULT_SUGGESTION_LIMIT): Promise<AddressSuggestion[]> {
    const offline = await this.options.fallback.autocomplete(query, limit);
    // The Census finds houses only: a city or a street without its number is the offline data's to answer.
    if (!hasHouseNumber(parseAddress(query, isUsCity).street)) return offline;
    const guesses = new Set([query, ...offline.slice(0, MAX_CITY_GUESSES).map((s) => s.formattedAddress)]);
    const answers = await Promise.allSettled([...guesses].map((guess) => this.search(guess)));
    const found = new Map<string, AddressSuggestion>();
    for (const answer of answers) {
      if (answer.status === 'rejected') {
        this.options.onError?.(answer.reason);
        continue;
      }
      for (const match of answer.value) {
        const suggestion = toAddressSuggestion(match);
        if (!found.has(suggestion.placeId)) found.set(suggestion.placeId, suggestion);
      }
    }
    // A building found beats every city centre the typed text could also mean.
    return found.size > 0 ? [...found.values()].slice(0, Math.max(0, Math.floor(limit))) : offline;
  }

  private async search(address: string): Promise<CensusMatch[]> {
    const url = new URL(this.searchUrl);
    url.search = new URLSearchParams({ address, benchmark: BENCHMARK, format: 'json' }).toString();
    const response = await fetch(url, {
      headers: { 'user-agent': this.options.userAgent, accept: 'application/json' },
      signal: AbortSignal.timeout(this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`Census geocoder answered ${response.status} for ${url.pathname}`);
    const body = CensusReplySchema.parse(await response.json());
    // One odd match should not cost the others.
    return body.result.addressMatches.flatMap((entry) => {
      const match = CensusMatchSchema.safeParse(entry);
      return match.success ? [match.data] : [];
    });
  }
}

function hasHouseNumber(street: string): boolean {
  return /^\s*\d/.test(street);
}

/** 'CHICAGO' → 'Chicago'; 'W', 'NE' and other compass points stay capitals; '1ST' → '1st', '12B' stays. */
export function toDisplayCase(text: string): string {
  return text.toLowerCase().replace(/[a-z]+/g, (word, offset: number, whole: string) => {
    if (/^(n|s|e|w|ne|nw|se|sw)$/.test(word)) return word.toUpperCase();
    // After a number: an ordinal ('1st') in small letters, a unit ('12B') in capitals.
    if (offset > 0 && /\d/.test(whole.charAt(offset - 1))) {
      return /^(st|nd|rd|th)$/.test(word) ? word : word.toUpperCase();
    }
    return word.charAt(0).toUpperCase() + word.slice(1);
  });
}

function toAddressSuggestion(match: CensusMatch): AddressSuggestion {
  // matchedAddress is 'STREET, CITY, ST, ZIP'; the house number is only in it, not in the components.
  const street = match.matchedAddress.split(',')[0]?.trim() ?? '';
  const { city, state, zip } = match.addressComponents;
  return toSuggestion(
    {
      address: toDisplayCase(street),
      city: toDisplayCase(city),
      state: state.toUpperCase(),
      zipCode: /^\d{5}/.exec(zip)?.[0] ?? '',
      latitude: match.coordinates.y,
      longitude: match.coordinates.x,
      isApproximate: false,
    },
    `census:${match.matchedAddress.toUpperCase()}`,
  );
}
