import type { DisplayField } from './record-display';
import { formatCount } from '@/lib/format';

/**
 * The vault's table of one folder: its columns, the search over the rows and the client-side paging.
 * A folder's list comes whole from the server; only one page of rows is ever rendered, so a folder of
 * thousands of records stays smooth.
 */

export const VAULT_PAGE_SIZE = 50;

export interface VaultColumn {
  key: string;
  label: string;
}

/** Every shown field of any row, in the order they first appear (records of a folder share a shape). */
export function tableColumns(rows: ReadonlyArray<readonly DisplayField[]>): VaultColumn[] {
  const columns = new Map<string, string>();
  for (const fields of rows) {
    for (const field of fields) if (!columns.has(field.key)) columns.set(field.key, field.label);
  }
  return [...columns].map(([key, label]) => ({ key, label }));
}

/**
 * The text a row is searched in: every flattened value it shows, both as displayed ('$1,250.00',
 * 'Jan 5, 2026') and as stored ('1250', '2026-01-05'), lower-cased. Hidden fields (ids) are left out: a
 * row matching on a value the user cannot see would look like a wrong result.
 */
export function searchTextOf(fields: readonly DisplayField[]): string {
  const parts: string[] = [];
  for (const field of fields) {
    parts.push(field.value);
    if (typeof field.raw === 'string' || typeof field.raw === 'number') parts.push(String(field.raw));
  }
  return parts.join('\n').toLowerCase();
}

/**
 * docs/product.md#vault-records: the search covers all flattened values; every word of the query must match
 * somewhere.
 */
export function matchesSearch(searchText: string, query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return words.every((word) => searchText.includes(word));
}

/** The number of pages, at least 1 (an empty folder is one empty page). */
export function pageCount(total: number, pageSize = VAULT_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** `page` (0-based) kept inside the pages there are (after a delete or a narrower search). */
export function clampPage(page: number, total: number, pageSize = VAULT_PAGE_SIZE): number {
  return Math.min(Math.max(0, page), pageCount(total, pageSize) - 1);
}

/** 'Showing A–B of N' for the rows on screen. */
export function describeShownRange(offset: number, rowsOnPage: number, total: number): string {
  if (rowsOnPage === 0) return `Showing 0 of ${formatCount(total)}`;
  return `Showing ${formatCount(offset + 1)}–${formatCount(offset + rowsOnPage)} of ${formatCount(total)}`;
}
