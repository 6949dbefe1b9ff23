import { z } from 'zod';

/**
 * One address suggestion for the Add Property dialog (docs/product.md#add-property: address, city, state,
 * zipCode, formattedAddress, placeId, latitude and longitude).
 */
export const AddressSuggestionSchema = z.object({
  /** House number and street as typed or as the provider knows it; '' when only a city was found. */
  address: z.string(),
  city: z.string(),
  /** Two-letter USPS code, e.g. 'TX'. */
  state: z.string(),
  /** Five digits, or '' when the place spans several ZIP codes and none can be chosen honestly. */
  zipCode: z.string(),
  formattedAddress: z.string(),
  /** Stable for the same place from the same source; opaque to clients. */
  placeId: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /**
   * True when the point is the centre of the ZIP code area or the city (the offline data, or a provider that
   * found no house), false when it is the building; absent from servers that did not tell.
   */
  approximate: z.boolean().optional(),
});
export type AddressSuggestion = z.infer<typeof AddressSuggestionSchema>;

export const AutocompleteQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .min(1, 'Type part of an address to search')
    .max(200, 'The search text must be at most 200 characters'),
});
export type AutocompleteQuery = z.infer<typeof AutocompleteQuerySchema>;

export const AutocompleteReplySchema = z.array(AddressSuggestionSchema);
export type AutocompleteReply = z.infer<typeof AutocompleteReplySchema>;
