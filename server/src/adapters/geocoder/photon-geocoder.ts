import type { AddressSuggestion } from '@astor/contract/geo';
import { z } from 'zod';
import { oneLineAddress, toStateCode } from './address-parse.js';
import type { AddressParts, Geocoder, GeoPoint } from './geocoder.js';
import { DEFAULT_SUGGESTION_LIMIT, toSuggestion } from './suggestion.js';

/** Photon's public server (OpenStreetMap data, made for search as you type); `/api` is appended. */
export const PUBLIC_PHOTON_URL = 'https://photon.komoot.io';
const DEFAULT_TIMEOUT_MS = 5000;
// Photon has no country filter: ask for more than needed, as some answers are outside the US.
const OVERFETCH = 2;
const MAX_PROVIDER_LIMIT = 50;

export type PhotonOptions = {
  /** Base URL of a Photon server, e.g. https://photon.komoot.io. */
  url: string;
  userAgent: string;
  /** Answers when Photon fails or finds nothing, so an outage never fails a request. */
  fallback: Geocoder;
  timeoutMs?: number;
  onError?: (error: unknown) => void;
};

// Only the fields we read of each GeoJSON feature.
const PhotonFeatureSchema = z.object({
  geometry: z.object({
    coordinates: z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]),
  }),
  properties: z.object({
    osm_type: z.string().optional(),
    osm_id: z.union([z.number(), z.string()]).optional(),
    name: z.string().optional(),
    housenumber: z.string().optional(),
    street: z.string().optional(),
    city: z.string().optional(),
    district: z.string().optional(),
    state: z.string().optional(),
    postcode: z.string().optional(),
    countrycode: z.string().optional(),
  }),
});
type PhotonFeature = z.infer<typeof PhotonFeatureSchema>;
const PhotonReplySchema = z.object({ features: z.array(z.unknown()) });

/**
 * A Photon server (`GEOCODER=photon`): OpenStreetMap addresses, completed as they are typed. A result with a
 * house number is the building; a street, a town or an area is approximate.
 */
export class PhotonGeocoder implements Geocoder {
  private readonly searchUrl: URL;
  private readonly options: PhotonOptions;

  constructor(options: PhotonOptions) {
    this.options = options;
    this.searchUrl = new URL(`${options.url.replace(/\/+$/, '')}/api`);
  }

  async geocode(parts: AddressParts): Promise<GeoPoint | undefined> {
    const query = oneLineAddress(parts);
    try {
      const [first] = query ? await this.search(query, 1) : [];
      if (first) {
        const [longitude, latitude] = first.geometry.coordinates;
        return { latitude, longitude, approximate: !first.properties.housenumber };
      }
    } catch (error) {
      this.options.onError?.(error);
    }
    // A ZIP or city centroid still puts the property on the map, which beats skipping it.
    return this.options.fallback.geocode(parts);
  }

  async autocomplete(query: string, limit = DEFAULT_SUGGESTION_LIMIT): Promise<AddressSuggestion[]> {
    try {
      const suggestions = (await this.search(query, limit)).map(toAddressSuggestion);
      const unique = [...new Map(suggestions.map((s) => [s.formattedAddress, s])).values()];
      if (unique.length > 0) return unique.slice(0, limit);
    } catch (error) {
      this.options.onError?.(error);
    }
    return this.options.fallback.autocomplete(query, limit);
  }

  private async search(query: string, limit: number): Promise<PhotonFeature[]> {
    const wanted = Math.max(1, Math.floor(limit));
    const url = new URL(this.searchUrl);
    url.search = new URLSearchParams({
      q: query,
      limit: String(Math.min(wanted * OVERFETCH, MAX_PROVIDER_LIMIT)),
      lang: 'en',
    }).toString();
    const response = await fetch(url, {
      headers: { 'user-agent': this.options.userAgent, accept: 'application/json' },
      signal: AbortSignal.timeout(this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`Photon answered ${response.status} for ${url.pathname}`);
    const body = PhotonReplySchema.parse(await response.json());
    // One odd feature should not cost the others; places outside the US are not offered.
    return body.features
      .flatMap((entry) => {
        const feature = PhotonFeatureSchema.safeParse(entry);
        return feature.success && feature.data.properties.countrycode?.toUpperCase() === 'US'
          ? [feature.data]
          : [];
      })
      .slice(0, wanted);
  }
}

function toAddressSuggestion(feature: PhotonFeature): AddressSuggestion {
  const place = feature.properties;
  const [longitude, latitude] = feature.geometry.coordinates;
  const street = [place.housenumber, place.street].filter(Boolean).join(' ');
  return toSuggestion(
    {
      // A named place without a street (a building, a park) keeps its name.
      address: street || (place.name && place.name !== place.city ? place.name : ''),
      city: place.city ?? place.district ?? '',
      state: toStateCode(place.state) ?? '',
      // OSM postcodes can be ZIP+4 or lists ('60657;60613'): keep the first five digits, or nothing.
      zipCode: /^\d{5}/.exec(place.postcode ?? '')?.[0] ?? '',
      latitude,
      longitude,
      isApproximate: !place.housenumber,
    },
    `photon:${place.osm_type ?? ''}${place.osm_id ?? `${latitude},${longitude}`}`,
  );
}
