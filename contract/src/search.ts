import { z } from 'zod';

export const SearchQuerySchema = z.object({
  q: z.string().trim().min(1, 'Type something to search').max(200),
  limit: z.coerce.number().int().min(1).max(10).default(10),
});

export const SEARCH_RESULT_TYPES = ['property', 'tenant', 'vendor', 'document'] as const;

export const SearchResultSchema = z.object({
  type: z.enum(SEARCH_RESULT_TYPES),
  id: z.string(),
  label: z.string(),
  sublabel: z.string().nullable(),
});
export type SearchResult = z.infer<typeof SearchResultSchema>;

export const SearchReplySchema = z.object({ results: z.array(SearchResultSchema) });
export type SearchReply = z.infer<typeof SearchReplySchema>;
