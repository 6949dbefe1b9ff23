import type { ImportResult, ImportRow } from '@astor/contract/ledger';

/**
 * The bank CSV import's texts: what the dry run found, row by row and in sum, and what the real import
 * did. The server decides; these only say it.
 */

export interface ImportCounts {
  new: number;
  duplicate: number;
  error: number;
}

export function countImportRows(rows: readonly Pick<ImportRow, 'status'>[]): ImportCounts {
  const counts: ImportCounts = { new: 0, duplicate: 0, error: 0 };
  for (const row of rows) counts[row.status] += 1;
  return counts;
}

/** 'N new, N already recorded, N with problems'. */
export function describeImportCounts(counts: ImportCounts): string {
  return `${counts.new} new, ${counts.duplicate} already recorded, ${counts.error} with problems`;
}

/** A row's status cell: the problem itself for an unreadable row. */
export function describeImportRowStatus(row: Pick<ImportRow, 'status' | 'detail'>): string {
  if (row.status === 'new') return 'New';
  if (row.status === 'duplicate') return 'Already recorded';
  return row.detail?.trim() || 'This row cannot be read';
}

const transactions = (count: number) => `${count} transaction${count === 1 ? '' : 's'}`;

/** The confirm button: 'Import N transactions'. */
export function importButtonLabel(newRows: number): string {
  return `Import ${transactions(newRows)}`;
}

/** The toast after the real import: 'Imported N transactions', then what was left out and why. */
export function describeImportResult(result: Pick<ImportResult, 'imported' | 'skipped' | 'errors'>): string {
  const parts = [`Imported ${transactions(result.imported)}`];
  if (result.skipped > 0) parts.push(`skipped ${result.skipped} already recorded`);
  if (result.errors.length > 0)
    parts.push(
      `${result.errors.length} ${result.errors.length === 1 ? 'row' : 'rows'} with problems not imported`,
    );
  return parts.join('; ');
}

/**
 * The rows the preview lists: rows with problems first (they are what needs reading), then the rest,
 * each group in file order; at most `limit`, so a statement of thousands of lines stays light.
 */
export function previewRowsToShow<Row extends Pick<ImportRow, 'row' | 'status'>>(
  rows: readonly Row[],
  limit: number,
): Row[] {
  const byRow = (a: Row, b: Row) => a.row - b.row;
  const problems = rows.filter((row) => row.status === 'error').sort(byRow);
  const others = rows.filter((row) => row.status !== 'error').sort(byRow);
  return [...problems, ...others].slice(0, limit);
}
