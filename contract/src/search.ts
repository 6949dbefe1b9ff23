import { z } from 'zod';

export const SearchQuerySchema = z.object({
  q: z.string().trim().min(1, 'Type something to search').max(200),
  limit: z.coerce.number().int().min(1).max(10).default(10),
});

/** docs/product.md#top-bar-search: the kinds of record the top bar finds, in the order they are grouped. */
export const SEARCH_RESULT_TYPES = ['property', 'tenant', 'income', 'expense', 'vendor', 'document'] as const;
export type SearchResultType = (typeof SEARCH_RESULT_TYPES)[number];

export const SearchResultSchema = z.object({
  type: z.enum(SEARCH_RESULT_TYPES),
  id: z.string(),
  label: z.string(),
  /**
   * A second line: a property's city, a tenant's email, a transaction's payer or vendor, a vendor's
   * category, a document's type or the words around the match in its text.
   */
  sublabel: z.string().nullable(),
  /** A transaction's date (`YYYY-MM-DD`); null for other kinds. */
  date: z.string().nullish(),
  /** A transaction's amount, signed as in the ledger (expenses negative), in `currency`; null otherwise. */
  amount: z.number().nullish(),
  currency: z.string().nullish(),
});
export type SearchResult = z.infer<typeof SearchResultSchema>;

export const SearchReplySchema = z.object({ results: z.array(SearchResultSchema) });
export type SearchReply = z.infer<typeof SearchReplySchema>;
