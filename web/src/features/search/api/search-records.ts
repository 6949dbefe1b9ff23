import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { SearchReplySchema, type SearchResult } from '@astor/contract/search';
import { apiClient } from '@/lib/api-client';
import { MAX_SUGGESTIONS, MIN_RECORD_QUERY_LENGTH } from '../lib/suggestions';

/** `GET /search?q=&limit=10`: the user's own records matching the query, best first. */
export async function searchRecords(query: string, signal?: AbortSignal): Promise<SearchResult[]> {
  const params = new URLSearchParams({ q: query, limit: String(MAX_SUGGESTIONS) });
  const reply = await apiClient.request(`/search?${params.toString()}`, {
    schema: SearchReplySchema,
    signal,
  });
  return reply.results;
}

export const searchRecordsQueryKey = (query: string) => ['search', query] as const;

export const searchRecordsQueryOptions = (query: string) =>
  queryOptions({
    queryKey: searchRecordsQueryKey(query),
    queryFn: ({ signal }) => searchRecords(query, signal),
    // Typing on from 'elm' to 'elm s' keeps the last results on screen until the new ones arrive.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

/** Records for a query of at least 2 characters; nothing is asked for shorter ones. */
export function useSearchRecords(query: string) {
  return useQuery({
    ...searchRecordsQueryOptions(query),
    enabled: query.length >= MIN_RECORD_QUERY_LENGTH,
  });
}
