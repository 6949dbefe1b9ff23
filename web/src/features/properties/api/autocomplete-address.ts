import { queryOptions, useQuery } from '@tanstack/react-query';
import { AutocompleteReplySchema, type AddressSuggestion } from '@astor/contract/geo';
import { apiClient } from '@/lib/api-client';

/** docs/product.md#add-property: US address suggestions (up to 10) for the Add Property dialog. */
export function autocompleteAddress(query: string, signal?: AbortSignal): Promise<AddressSuggestion[]> {
  const params = new URLSearchParams({ q: query });
  return apiClient.request(`/geo/autocomplete?${params}`, { schema: AutocompleteReplySchema, signal });
}

export const addressSuggestionsQueryOptions = (query: string) =>
  queryOptions({
    queryKey: ['geo', 'autocomplete', query],
    queryFn: ({ signal }) => autocompleteAddress(query, signal),
    // The offline data set does not change while the dialog is open.
    staleTime: 5 * 60 * 1000,
    retry: false,
  });

export function useAddressSuggestions(query: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...addressSuggestionsQueryOptions(query), enabled: enabled && query.trim() !== '' });
}
