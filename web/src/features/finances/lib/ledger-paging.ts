import { formatCount } from '@/lib/format';

/**
 * Paging of the ledger: one page of 50 rows is ever on screen, whatever the size of the books; the
 * server pages (limit and offset) and counts the whole filtered set.
 */

export const LEDGER_PAGE_SIZE = 50;

/** The number of pages, at least 1 (an empty ledger is one empty page). */
export function pageCount(total: number, pageSize = LEDGER_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** `page` (0-based), moved back onto the last page when the set shrank under it (after deletes). */
export function clampPage(page: number, total: number, pageSize = LEDGER_PAGE_SIZE): number {
  return Math.min(Math.max(0, page), pageCount(total, pageSize) - 1);
}

/** 'Showing A–B of N' for the rows on screen. */
export function describeShownRange(offset: number, rowsOnPage: number, total: number): string {
  if (rowsOnPage === 0) return `Showing 0 of ${formatCount(total)}`;
  return `Showing ${formatCount(offset + 1)}–${formatCount(offset + rowsOnPage)} of ${formatCount(total)}`;
}
