import type { AddressSuggestion } from '@astor/contract/geo';
import { z } from 'zod';
import { oneLineAddress, toStateCode } from './address-parse.js';
import type { AddressParts, Geocoder, GeoPoint } from './geocoder.js';
import { DEFAULT_SUGGESTION_LIMIT, toSuggestion } from './suggestion.js';

export type NominatimOptions = {
  /** Base URL of a Nominatim-compatible service; `/search` is appended. */
  url: string;
  /** Nominatim's usage policy requires a User-Agent that names the application. */
  userAgent: string;
  /** Answers when the provider fails or finds nothing, so a flaky provider never fails a request. */
  fallback: Geocoder;
  timeoutMs?: number;
  onError?: (error: unknown) => void;
};

const DEFAULT_TIMEOUT_MS = 5000;
// Nominatim refuses larger limits.
const MAX_PROVIDER_LIMIT = 40;
const PUBLIC_OSM_HOST = 'nominatim.openstreetmap.org';

// Only the fields we read; Nominatim sends many more. lat and lon are strings in jsonv2.
const coordinate = z.union([z.string(), z.number()]).transform(Number).pipe(z.number());
const NominatimPlaceSchema = z.object({
  place_id: z.union([z.number(), z.string()]),
  lat: coordinate.pipe(z.number().min(-90).max(90)),
  lon: coordinate.pipe(z.number().min(-180).max(180)),
  display_name: z.string().optional(),
  address: z
    .object({
      house_number: z.string().optional(),
      road: z.string().optional(),
      city: z.string().optional(),
      town: z.string().optional(),
      village: z.string().optional(),
      hamlet: z.string().optional(),
      municipality: z.string().optional(),
      state: z.string().optional(),
      'ISO3166-2-lvl4': z.string().optional(),
      postcode: z.string().optional(),
      country_code: z.string().optional(),
    })
    .optional(),
});
type NominatimPlace = z.infer<typeof NominatimPlaceSchema>;
const NominatimReplySchema = z.array(z.unknown());

export class NominatimGeocoder implements Geocoder {
  private readonly searchUrl: URL;
  private readonly options: NominatimOptions;

  constructor(options: NominatimOptions) {
    this.options = options;
    this.searchUrl = new URL(`${options.url.replace(/\/+$/, '')}/search`);
  }

  async geocode(parts: AddressParts): Promise<GeoPoint | undefined> {
    const query = oneLineAddress(parts);
    try {
      const [first] = query ? await this.search(query, 1) : [];
      if (first)
        return { latitude: first.lat, longitude: first.lon, approximate: !first.address?.house_number };
    } catch (error) {
      this.options.onError?.(error);
    }
    // A ZIP or city centroid still puts the property on the map, which beats skipping it.
    return this.options.fallback.geocode(parts);
  }

  async autocomplete(query: string, limit = DEFAULT_SUGGESTION_LIMIT): Promise<AddressSuggestion[]> {
    // The OSMF usage policy forbids autocomplete against its public server; only geocode goes there.
    if (this.searchUrl.hostname === PUBLIC_OSM_HOST) return this.options.fallback.autocomplete(query, limit);
    try {
      const places = await this.search(query, limit);
      const suggestions = places.map(toAddressSuggestion).slice(0, limit);
      if (suggestions.length > 0) return suggestions;
    } catch (error) {
      this.options.onError?.(error);
    }
    return this.options.fallback.autocomplete(query, limit);
  }

  private async search(query: string, limit: number): Promise<NominatimPlace[]> {
    const url = new URL(this.searchUrl);
    url.search = new URLSearchParams({
      format: 'jsonv2',
      addressdetails: '1',
      countrycodes: 'us',
      limit: String(Math.min(Math.max(1, Math.floor(limit)), MAX_PROVIDER_LIMIT)),
      q: query,
    }).toString();
    const response = await fetch(url, {
      headers: { 'user-agent': this.options.userAgent, accept: 'application/json' },
      signal: AbortSignal.timeout(this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`Geocoder answered ${response.status} for ${url.pathname}`);
    const body = NominatimReplySchema.parse(await response.json());
    // One odd entry (a provider's extension, a missing field) should not cost the whole answer.
    return body.flatMap((entry) => {
      const place = NominatimPlaceSchema.safeParse(entry);
      const country = place.success ? place.data.address?.country_code : undefined;
      return place.success && (!country || country.toLowerCase() === 'us') ? [place.data] : [];
    });
  }
}

function toAddressSuggestion(place: NominatimPlace): AddressSuggestion {
  const address = place.address ?? {};
  const iso = address['ISO3166-2-lvl4'];
  const state = (iso?.startsWith('US-') ? iso.slice(3) : undefined) ?? toStateCode(address.state) ?? '';
  const suggestion = toSuggestion(
    {
      address: [address.house_number, address.road].filter(Boolean).join(' '),
      city: address.city ?? address.town ?? address.village ?? address.hamlet ?? address.municipality ?? '',
      state,
      // OSM postcodes can be ZIP+4 or lists ('78701;78702'): keep the first five digits, or nothing.
      zipCode: /^\d{5}/.exec(address.postcode ?? '')?.[0] ?? '',
      latitude: place.lat,
      longitude: place.lon,
      // Without a house number the place found is a street, a town or an area, not the building.
      isApproximate: !address.house_number,
    },
    `nominatim:${place.place_id}`,
  );
  return suggestion.formattedAddress
    ? suggestion
    : { ...suggestion, formattedAddress: place.display_name ?? '' };
}
