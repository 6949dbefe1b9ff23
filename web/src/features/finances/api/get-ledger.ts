import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { LedgerPageSchema, type LedgerPage } from '@astor/contract/ledger';
import { apiClient } from '@/lib/api-client';
import type { LedgerOrdering } from '../lib/ledger-sort';
import { toQueryString } from '../lib/query-string';

/**
 * What narrows the ledger; the summary boxes count the same set (docs/product.md#ledger-summary: the summary
 * follows the search).
 */
export interface LedgerFilters {
  q?: string;
  propertyId?: string;
  /** The whole category name (docs/product.md#ledger). */
  category?: string;
  from?: string;
  to?: string;
}

export interface LedgerPageParams extends LedgerFilters, Partial<LedgerOrdering> {
  limit: number;
  offset: number;
}

export function getLedgerPage(params: LedgerPageParams, signal?: AbortSignal): Promise<LedgerPage> {
  const query = toQueryString({
    q: params.q,
    property_id: params.propertyId,
    category: params.category,
    from: params.from,
    to: params.to,
    sort: params.sort,
    order: params.order,
    limit: params.limit,
    offset: params.offset,
  });
  return apiClient.request(`/transactions${query}`, { schema: LedgerPageSchema, signal });
}

/** Every ledger query starts with this; any change to a transaction invalidates it. */
export const ledgerQueryKeyRoot = ['transactions'] as const;

export const ledgerPageQueryOptions = (params: LedgerPageParams) =>
  queryOptions({
    queryKey: [...ledgerQueryKeyRoot, 'page', params],
    queryFn: ({ signal }) => getLedgerPage(params, signal),
    // The page on screen stays while the next one (or the next search) loads: no flash of emptiness.
    placeholderData: keepPreviousData,
  });

export function useLedgerPage(params: LedgerPageParams) {
  return useQuery(ledgerPageQueryOptions(params));
}
