import type { AddressSuggestion } from '@astor/contract/geo';

/**
 * Address autocomplete shows up to 10 suggestions (docs/product.md#add-property); the route asks for no more.
 */
export const DEFAULT_SUGGESTION_LIMIT = 10;

/** What a source found: the suggestion's address parts and point, without the formatted address. */
export type SuggestionParts = Pick<
  AddressSuggestion,
  'address' | 'city' | 'state' | 'zipCode' | 'latitude' | 'longitude'
> & {
  /** The point is a ZIP code area's or a city's centre, not the building. */
  isApproximate: boolean;
};

/** One suggestion, whatever its source, with formattedAddress 'street, City, ST ZIP' minus unknown parts. */
export function toSuggestion(parts: SuggestionParts, placeId: string): AddressSuggestion {
  const stateAndZip = [parts.state, parts.zipCode].filter(Boolean).join(' ');
  return {
    address: parts.address,
    city: parts.city,
    state: parts.state,
    zipCode: parts.zipCode,
    formattedAddress: [parts.address, parts.city, stateAndZip].filter(Boolean).join(', '),
    placeId,
    latitude: parts.latitude,
    longitude: parts.longitude,
    approximate: parts.isApproximate,
  };
}
