/**
 * Row selection in the ledger (docs/product.md#ledger). Selection holds row ids (the prefixed ledger ids,
 * which are unique across incomes and expenses) and only ever counts the rows of the page on screen.
 */

export type SelectionState = 'none' | 'some' | 'all';

/** The id added when absent, removed when present. */
export function toggleRow(selected: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** The header checkbox: clears the page when every row of it is selected, otherwise selects them all. */
export function toggleAllOnPage(selected: ReadonlySet<string>, pageIds: readonly string[]): Set<string> {
  const next = new Set(selected);
  if (selectionState(selected, pageIds) === 'all') pageIds.forEach((id) => next.delete(id));
  else pageIds.forEach((id) => next.add(id));
  return next;
}

/** What the header checkbox shows: checked, mixed or clear. An empty page is never 'all'. */
export function selectionState(selected: ReadonlySet<string>, pageIds: readonly string[]): SelectionState {
  const count = pageIds.filter((id) => selected.has(id)).length;
  if (count === 0) return 'none';
  return count === pageIds.length ? 'all' : 'some';
}

/** The selected rows still on the page, in page order (a deleted row drops out by itself). */
export function selectedRowsOf<Row extends { id: string }>(
  rows: readonly Row[],
  selected: ReadonlySet<string>,
): Row[] {
  return rows.filter((row) => selected.has(row.id));
}
