import type { AddressSuggestion } from '@astor/contract/geo';
import { CensusGeocoder, PUBLIC_CENSUS_GEOCODER_URL } from './census-geocoder.js';
import { NominatimGeocoder } from './nominatim-geocoder.js';
import { createOfflineGeocoder } from './offline-geocoder.js';
import { PhotonGeocoder, PUBLIC_PHOTON_URL } from './photon-geocoder.js';

export type GeoPoint = {
  latitude: number;
  longitude: number;
  /** The centre of the ZIP code area or the city rather than the building. */
  approximate?: boolean;
};

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

export type GeocoderProvider = 'offline' | 'census' | 'nominatim' | 'photon';

export type GeocoderConfig = {
  provider: GeocoderProvider;
  /** The provider's base URL: required for Nominatim; unset, the public Census or Photon server. */
  url: string | undefined;
  userAgent: string;
};

export type GeocoderOptions = {
  /** Told about each provider failure (the caller still gets an offline answer); e.g. a logger's warn. */
  onProviderError?: (error: unknown) => void;
};

/** The bundled offline US data, or a provider that falls back to it on any failure or miss. */
export function createGeocoder(config: GeocoderConfig, options: GeocoderOptions = {}): Geocoder {
  const offline = createOfflineGeocoder();
  const onError = options.onProviderError ? { onError: options.onProviderError } : {};
  if (config.provider === 'census') {
    return new CensusGeocoder({
      url: config.url ?? PUBLIC_CENSUS_GEOCODER_URL,
      userAgent: config.userAgent,
      fallback: offline,
      ...onError,
    });
  }
  if (config.provider === 'photon') {
    return new PhotonGeocoder({
      url: config.url ?? PUBLIC_PHOTON_URL,
      userAgent: config.userAgent,
      fallback: offline,
      ...onError,
    });
  }
  if (config.provider === 'nominatim' && config.url) {
    return new NominatimGeocoder({
      url: config.url,
      userAgent: config.userAgent,
      fallback: offline,
      ...onError,
    });
  }
  return offline;
}
