import type { AddressSuggestion } from '@astor/contract/geo';
import { parseAddress, toStateCode, toZip } from './address-parse.js';
import type { AddressParts, Geocoder, GeoPoint } from './geocoder.js';
import { DEFAULT_SUGGESTION_LIMIT, toSuggestion } from './suggestion.js';
import { findCity, findZip, isUsCity, searchCities, type UsCity } from './us-places.js';

/**
 * Geocoding with no network, from the bundled US ZIP and city data. Positions are ZIP or city centroids
 * (accurate to a few kilometres, not to the house): good enough to put a property on a city map.
 */
export function createOfflineGeocoder(): Geocoder {
  return {
    geocode: async (parts) => geocodeOffline(parts),
    autocomplete: async (query, limit) => autocompleteOffline(query, limit),
  };
}

export function geocodeOffline(parts: AddressParts): GeoPoint | undefined {
  const parsed = parseAddress(parts.address, isUsCity);
  for (const zip of [toZip(parts.zip), parsed.zip]) {
    const place = zip ? findZip(zip) : undefined;
    if (place) return pointOf(place);
  }
  const givenState = toStateCode(parts.state);
  // 'Vancouver, BC' must not land on Vancouver, WA just because the US has only one Vancouver.
  if (parsed.isForeign || (parts.state?.trim() && !givenState)) return undefined;
  const cityCandidates: [string | null | undefined, string | undefined][] = [
    [parts.city, givenState ?? parsed.state],
    [parsed.city, parsed.state ?? givenState],
  ];
  for (const [name, state] of cityCandidates) {
    const city = name?.trim() ? findCity(name, state) : undefined;
    if (city) return pointOf(city);
  }
  return undefined;
}

export function autocompleteOffline(query: string, limit = DEFAULT_SUGGESTION_LIMIT): AddressSuggestion[] {
  const max = Math.max(0, Math.floor(limit));
  if (max === 0) return [];
  const parsed = parseAddress(query, isUsCity);
  if (parsed.isForeign) return [];
  const street = parsed.street;

  const zipPlace = parsed.zip ? findZip(parsed.zip) : undefined;
  if (zipPlace) {
    const { city, state, zip, latitude, longitude } = zipPlace;
    return [
      toSuggestion(
        { address: street, city, state, zipCode: zip, latitude, longitude, isApproximate: true },
        `offline:${zip}`,
      ),
    ];
  }

  // 'Des Mo' may be a city in Missouri or the start of 'Des Moines': the longer literal reading first.
  const cities = [
    ...(parsed.cityIfNoState ? searchCities(parsed.cityIfNoState, undefined, max) : []),
    ...searchCities(parsed.city, parsed.state, max),
  ];
  const seen = new Set<string>();
  const suggestions: AddressSuggestion[] = [];
  for (const city of cities) {
    const placeId = cityPlaceId(city);
    if (seen.has(placeId)) continue;
    seen.add(placeId);
    // A city with several ZIP codes gets none: choosing one would be a guess shown as fact.
    const zipCode = city.zips.length === 1 ? (city.zips[0] ?? '') : '';
    const { name, state, latitude, longitude } = city;
    suggestions.push(
      toSuggestion(
        { address: street, city: name, state, zipCode, latitude, longitude, isApproximate: true },
        placeId,
      ),
    );
    if (suggestions.length === max) break;
  }
  return suggestions;
}

function cityPlaceId(city: UsCity): string {
  return `offline:${city.name.toLowerCase().replace(/[^a-z]+/g, '-')}:${city.state}`;
}

function pointOf(place: GeoPoint): GeoPoint {
  // A ZIP code area's or a city's centre, never the building.
  return { latitude: place.latitude, longitude: place.longitude, approximate: true };
}
