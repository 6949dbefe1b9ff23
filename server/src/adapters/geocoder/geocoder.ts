import type { AddressSuggestion } from '@astor/contract/geo';
import { NominatimGeocoder } from './nominatim-geocoder.js';
import { createOfflineGeocoder } from './offline-geocoder.js';

export type GeoPoint = { latitude: number; longitude: number };

export type AddressParts = {
  /** The street line, or a whole typed address ('500 Congress Ave, Austin, TX 78701'). */
  address: string;
  city?: string | null;
  state?: string | null;
  zip?: string | null;
};

export interface Geocoder {
  /**
   * A point for the address, or undefined when it cannot be placed (such addresses are skipped:
   * docs/product.md#map-of-properties).
   */
  geocode(parts: AddressParts): Promise<GeoPoint | undefined>;
  /** US address suggestions for free typed text, best first, at most `limit` (default 10). */
  autocomplete(query: string, limit?: number): Promise<AddressSuggestion[]>;
}

export type GeocoderConfig = { url: string | undefined; userAgent: string };

export type GeocoderOptions = {
  /** Told about each provider failure (the caller still gets an offline answer); e.g. a logger's warn. */
  onProviderError?: (error: unknown) => void;
};

/** The bundled offline US data when no provider is configured, else the provider with offline fallback. */
export function createGeocoder(config: GeocoderConfig, options: GeocoderOptions = {}): Geocoder {
  const offline = createOfflineGeocoder();
  if (!config.url) return offline;
  return new NominatimGeocoder({
    url: config.url,
    userAgent: config.userAgent,
    fallback: offline,
    ...(options.onProviderError ? { onError: options.onProviderError } : {}),
  });
}
