import type { LedgerSort, SortOrder } from '@astor/contract/ledger';

/** docs/product.md#ledger: how the ledger is ordered; the server sorts the whole filtered set. */
export interface LedgerOrdering {
  sort: LedgerSort;
  order: SortOrder;
}

/** Newest first, the ledger's order until a column header is clicked. */
export const DEFAULT_ORDERING: LedgerOrdering = { sort: 'date', order: 'desc' };

// Dates and amounts read best largest first; text reads best A to Z.
const FIRST_ORDER: Record<LedgerSort, SortOrder> = {
  date: 'desc',
  amount: 'desc',
  description: 'asc',
  entity: 'asc',
  category: 'asc',
  property: 'asc',
};

/** A click on a column's header: sorts by it, or turns its order round when it already sorts. */
export function toggleOrdering(current: LedgerOrdering, column: LedgerSort): LedgerOrdering {
  if (current.sort !== column) return { sort: column, order: FIRST_ORDER[column] };
  return { sort: column, order: current.order === 'asc' ? 'desc' : 'asc' };
}

/** The header's `aria-sort`. */
export function ariaSortOf(current: LedgerOrdering, column: LedgerSort): 'ascending' | 'descending' | 'none' {
  if (current.sort !== column) return 'none';
  return current.order === 'asc' ? 'ascending' : 'descending';
}
