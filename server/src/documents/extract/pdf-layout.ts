/**
 * A PDF page's text items (pdf.js `getTextContent`, each with its position) → the page's text as a reader
 * sees it (docs/architecture.md#document-reader-processes):
 *  - items on the same baseline make one line, in left-to-right order, whatever order the PDF drew them
 *    in (a filled-in form draws its values after every label; they land beside their label again);
 *  - a wide gap inside a line separates cells with a tab (a table row stays one line, its cells apart);
 *  - two columns side by side (a header with the landlord's address on the left and the premises on the
 *    right) are read one column after the other, not line by line across both;
 *  - a row of labels with one row of values just below ('Tenant  Premises  Monthly Rent', then the typed
 *    values) is read as 'label: value' pairs.
 * Rotated text (a signature service's vertical stamp) follows the page, in the order it was drawn.
 */

/** One piece of text on the page: `x`, `y` its baseline's start (PDF points, y upwards), `size` its height. */
export type PlacedText = { text: string; x: number; y: number; width: number; size: number };

/** The fields of a pdf.js text item this module reads (marked-content items have no `str`). */
type PdfjsTextItem = { str: string; transform: number[]; width: number; height: number };

type Cell = { text: string; x0: number; x1: number; size: number };
type Line = { y: number; size: number; cells: Cell[] };

/** A gap wider than this many times the text size ends a cell (a word space is about a quarter). */
const CELL_GAP = 0.8;
/** Below this many times the size, two pieces are parts of one word ('201' + '4'). */
const WORD_GAP = 0.12;
/** Baselines closer than this many times the size are the same line (a filled value drawn a little off). */
const SAME_LINE = 0.45;

/** pdf.js items → placed text: upright items, with the rotated ones apart (in drawing order). */
export function placeTextItems(items: readonly unknown[]): { upright: PlacedText[]; rotated: string[] } {
  const upright: PlacedText[] = [];
  const rotated: string[] = [];
  for (const item of items) {
    if (!isTextItem(item) || !item.str.trim()) continue;
    const [a = 1, b = 0, c = 0, d = 1, x = 0, y = 0] = item.transform;
    if (Math.abs(b) > Math.abs(a) * 0.05 || Math.abs(c) > Math.abs(d) * 0.05 || a <= 0 || d <= 0) {
      rotated.push(item.str.trim());
      continue;
    }
    const size = item.height > 0 ? item.height : Math.abs(d) || 10;
    upright.push({ text: item.str, x, y, width: Math.max(0, item.width), size });
  }
  return { upright, rotated };
}

function isTextItem(item: unknown): item is PdfjsTextItem {
  const candidate = item as Partial<PdfjsTextItem> | null;
  return (
    typeof candidate?.str === 'string' &&
    Array.isArray(candidate.transform) &&
    typeof candidate.width === 'number'
  );
}

/** The text of one page from its pdf.js text items. */
export function layoutPdfPage(items: readonly unknown[]): string {
  const { upright, rotated } = placeTextItems(items);
  return [layoutText(upright), ...rotated].filter(Boolean).join('\n');
}

/** Placed text → lines of text, cells separated by a tab, columns read one after the other. */
export function layoutText(pieces: readonly PlacedText[]): string {
  const lines = pairLabelsWithValues(stackHeaders(joinWrappedCells(groupLines(pieces))));
  return orderColumns(lines).flat().map(lineText).join('\n');
}

// ---------------------------------------------------------------------------------------------------------
// Lines and cells

function groupLines(pieces: readonly PlacedText[]): Line[] {
  const sorted = [...pieces].sort((p, q) => q.y - p.y || p.x - q.x);
  const groups: { y: number; size: number; pieces: PlacedText[] }[] = [];
  for (const piece of sorted) {
    const last = groups[groups.length - 1];
    if (last && Math.abs(last.y - piece.y) <= SAME_LINE * Math.min(last.size, piece.size)) {
      last.pieces.push(piece);
      last.size = Math.max(last.size, piece.size);
    } else {
      groups.push({ y: piece.y, size: piece.size, pieces: [piece] });
    }
  }
  return groups.map((group) => ({ y: group.y, size: group.size, cells: cellsOf(group.pieces) }));
}

function cellsOf(pieces: PlacedText[]): Cell[] {
  const sorted = [...pieces].sort((p, q) => p.x - q.x);
  const cells: Cell[] = [];
  let previous: PlacedText | undefined;
  for (const piece of sorted) {
    // Bold faked by drawing the same text twice, a hair apart: keep one.
    if (previous && previous.text === piece.text && Math.abs(previous.x - piece.x) < piece.size * 0.3)
      continue;
    const cell = cells[cells.length - 1];
    const size = Math.min(piece.size, cell?.size ?? piece.size);
    const gap = cell ? piece.x - cell.x1 : Infinity;
    if (cell && gap <= CELL_GAP * size) {
      const joined = gap < WORD_GAP * size || /\s$/.test(cell.text) || /^\s/.test(piece.text);
      cell.text += (joined ? '' : ' ') + piece.text;
      cell.x1 = Math.max(cell.x1, piece.x + piece.width);
      cell.size = Math.max(cell.size, piece.size);
    } else {
      cells.push({ text: piece.text, x0: piece.x, x1: piece.x + piece.width, size: piece.size });
    }
    previous = piece;
  }
  return cells
    .map((cell) => ({ ...cell, text: cell.text.replace(/\s+/g, ' ').trim() }))
    .filter((cell) => cell.text);
}

const lineText = (line: Line): string => line.cells.map((cell) => cell.text).join('\t');

const isAmount = (text: string) => /^[($£€]*\s?-?[\d,]+(?:\.\d+)?\)?$/.test(text);

const isCloseBelow = (upper: Line, lower: Line, lines = 1.6) =>
  upper.y - lower.y <= lines * Math.max(upper.size, lower.size);

/**
 * A cell that wraps onto the next line ('(h) Commencement' over 'Date:', a table's 'Commencement Date to'
 * over 'January 31, 2024'): a line with fewer cells than the one above, each starting under one of its
 * cells (and ending before the next), is the rest of those cells. A row of values under a row of labels is not a wrap.
 */
function joinWrappedCells(lines: Line[]): Line[] {
  const out: Line[] = [];
  for (const line of lines) {
    const above = out[out.length - 1];
    if (
      above &&
      above.cells.length >= 2 &&
      line.cells.length < above.cells.length &&
      isCloseBelow(above, line, 1.35)
    ) {
      const owners = line.cells.map((cell) =>
        above.cells.findIndex((upper) => cell.x0 >= upper.x0 - cell.size && cell.x0 < upper.x1),
      );
      // An amount under an amount is the next row of a table, not the rest of a cell.
      const fits = line.cells.every((cell, k) => {
        const owner = above.cells[owners[k] ?? -1];
        const next = above.cells[(owners[k] ?? -1) + 1];
        return (
          owner &&
          (!next || cell.x1 <= next.x0) &&
          !isAmount(cell.text) &&
          !isAmount(owner.text) &&
          // 'Name:' over 'Title:' are two finished labels, not one label wrapped.
          !/:$/.test(owner.text)
        );
      });
      const labelsOverValues =
        above.cells.every((cell) => isLabel(cell.text)) && !line.cells.every((cell) => isLabel(cell.text));
      if (fits && new Set(owners).size === owners.length && !labelsOverValues) {
        const cells = above.cells.map((cell) => ({ ...cell }));
        line.cells.forEach((cell, k) => {
          const owner = cells[owners[k] as number] as Cell;
          owner.text = `${owner.text} ${cell.text}`;
          owner.x1 = Math.max(owner.x1, cell.x1);
        });
        out[out.length - 1] = { ...above, cells };
        continue;
      }
    }
    out.push(line);
  }
  return out;
}

/**
 * A table header printed on several lines ('Annual Rate | Monthly' over 'Period | Per Square Foot | Base
 * Rent'): label-only lines (column names, not 'Name:' prompts), close together, one of them with several
 * cells, just above a row of figures, become one header row whose cells are the words stacked in each
 * column.
 */
function stackHeaders(lines: Line[]): Line[] {
  const out: Line[] = [];
  let i = 0;
  while (i < lines.length) {
    let j = i;
    while (
      j < lines.length &&
      (lines[j] as Line).cells.every((cell) => isLabel(cell.text) && !/:$/.test(cell.text)) &&
      (j === i || isCloseBelow(lines[j - 1] as Line, lines[j] as Line, 1.25))
    )
      j += 1;
    const block = lines.slice(i, j);
    const row = lines[j];
    const widest = block.reduce<Line | null>(
      (best, line) => (!best || line.cells.length > best.cells.length ? line : best),
      null,
    );
    // A title above the table ('LEASE TERM', centred) sits over no column of the header: not part of it.
    while (
      widest &&
      block.length > 1 &&
      block[0] !== widest &&
      !(block[0] as Line).cells.some((cell) => widest.cells.some((column) => overlap(column, cell) > 0))
    ) {
      out.push(block.shift() as Line);
      i += 1;
    }
    const isHeader =
      block.length >= 2 &&
      block.some((line) => line.cells.length >= 2) &&
      row !== undefined &&
      row.cells.length >= 2 &&
      row.cells.some((cell) => /\d/.test(cell.text)) &&
      isCloseBelow(block[block.length - 1] as Line, row, 3);
    if (!isHeader || !widest) {
      out.push(lines[i] as Line);
      i += 1;
      continue;
    }
    const columns = widest.cells.map((cell) => ({ ...cell, parts: [] as string[] }));
    for (const line of block) {
      for (const cell of line.cells) {
        let column = columns.find((c) => overlap(c, cell) > 0);
        if (!column) {
          column = { ...cell, parts: [] };
          columns.push(column);
        }
        column.parts.push(cell.text);
        column.x0 = Math.min(column.x0, cell.x0);
        column.x1 = Math.max(column.x1, cell.x1);
      }
    }
    columns.sort((a, b) => a.x0 - b.x0);
    const last = block[block.length - 1] as Line;
    out.push({
      y: last.y,
      size: last.size,
      cells: columns.map(({ parts, ...cell }) => ({ ...cell, text: parts.join(' ') })),
    });
    i = j;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// Columns

/** Lines further apart than this many times the text size end a block of columns. */
const COLUMN_BREAK = 2.6;
/** The empty strip between two columns is at least this many times the text size wide. */
const MIN_GUTTER = 1.5;

/**
 * The lines in reading order, in groups: a run of lines split by one empty vertical strip into two
 * columns of text becomes two groups (left column, then right); every other line is a group of its own.
 */
function orderColumns(lines: Line[]): Line[][] {
  const groups: Line[][] = [];
  let index = 0;
  while (index < lines.length) {
    const run = columnRun(lines, index);
    if (run) {
      groups.push(run.left, run.right);
      index = run.end;
    } else {
      groups.push([lines[index] as Line]);
      index += 1;
    }
  }
  return groups;
}

function columnRun(lines: Line[], from: number): { left: Line[]; right: Line[]; end: number } | null {
  const first = lines[from] as Line;
  if (first.cells.length < 2) return null;
  // The widest gap of the first line is where the gutter may be.
  let gutter: [number, number] | null = null;
  for (let i = 0; i + 1 < first.cells.length; i++) {
    const left = first.cells[i] as Cell;
    const right = first.cells[i + 1] as Cell;
    if (!gutter || right.x0 - left.x1 > gutter[1] - gutter[0]) gutter = [left.x1, right.x0];
  }
  if (!gutter) return null;
  let end = from + 1;
  let [low, high] = gutter;
  while (end < lines.length) {
    const line = lines[end] as Line;
    const previous = lines[end - 1] as Line;
    if (previous.y - line.y > COLUMN_BREAK * Math.max(line.size, previous.size)) break;
    const leftEdge = Math.max(low, ...line.cells.filter((cell) => cell.x1 <= high).map((cell) => cell.x1));
    const rightEdge = Math.min(high, ...line.cells.filter((cell) => cell.x0 >= low).map((cell) => cell.x0));
    const crosses = line.cells.some((cell) => cell.x0 < low && cell.x1 > high);
    const split = line.cells.every((cell) => cell.x1 <= rightEdge || cell.x0 >= leftEdge);
    if (crosses || !split || rightEdge - leftEdge < MIN_GUTTER * line.size) break;
    low = leftEdge;
    high = rightEdge;
    end += 1;
  }
  const run = lines.slice(from, end);
  const side = (line: Line, isLeft: boolean): Line => ({
    ...line,
    cells: line.cells.filter((cell) => (isLeft ? cell.x1 <= low : cell.x0 >= high)),
  });
  const left = run.map((line) => side(line, true)).filter((line) => line.cells.length);
  const right = run.map((line) => side(line, false)).filter((line) => line.cells.length);
  return isTwoColumnsOfText(left, right) ? { left, right, end } : null;
}

/**
 * Two columns of text, not a table or a form read across: one cell a side on each line, at least two lines
 * a side of words (not amounts), and the left side is not a column of labels ('Rent:') whose values sit
 * on the right.
 */
function isTwoColumnsOfText(left: Line[], right: Line[]): boolean {
  if (left.length < 2 || right.length < 2) return false;
  // A grid of several cells a side, or figures, is a table or a form: read across.
  const cells = [...left, ...right].flatMap((line) => line.cells);
  if ([...left, ...right].some((line) => line.cells.length > 1)) return false;
  if (cells.some((cell) => isAmount(cell.text) || /[$£€]\s?\d/.test(cell.text))) return false;
  const texts = (lines: Line[]) => lines.map(lineText);
  const wordy = (text: string) => /[A-Za-z]{2,}/.test(text) && !/^[\s$£€(),.\d/-]*$/.test(text);
  const isText = (lines: Line[]) => {
    const all = texts(lines);
    const average = all.reduce((sum, text) => sum + text.length, 0) / all.length;
    return all.filter(wordy).length >= Math.ceil(all.length * 0.6) && average >= 10;
  };
  const labels = texts(left).filter((text) => /:$/.test(text)).length;
  return isText(left) && isText(right) && labels < left.length / 2;
}

// ---------------------------------------------------------------------------------------------------------
// Labels above their values

/**
 * 'Tenant   Premises   Monthly Rent' over one row of values: 'Tenant: ...<tab>Premises: ...'. Only a row
 * of short labels (no figures) with exactly one row below whose cells each sit under one label, filling
 * most of them; a header over several rows is a table and stays as it is.
 */
function pairLabelsWithValues(lines: Line[]): Line[] {
  const out: Line[] = [];
  for (let i = 0; i < lines.length; i++) {
    const labels = lines[i] as Line;
    const values = lines[i + 1];
    const after = lines[i + 2];
    const paired = values ? pairRows(labels, values) : null;
    const isTable = paired && after && after.cells.length >= 2 && pairRows(labels, after, values) !== null;
    if (paired && !isTable) {
      out.push(paired);
      i += 1;
    } else {
      out.push(labels);
    }
  }
  return out;
}

function pairRows(labels: Line, values: Line, between?: Line): Line | null {
  const above = between ?? labels;
  if (labels.cells.length < 2 || above.y - values.y > COLUMN_BREAK * labels.size) return null;
  if (!labels.cells.every((cell) => isLabel(cell.text))) return null;
  // 'Residents:  William Friedman' is a label with its value already: the line below continues the value.
  if (labels.cells.some((cell, k) => /:$/.test(cell.text) && !/:$/.test(labels.cells[k + 1]?.text ?? ':')))
    return null;
  // Each label owns the strip from where it starts to where the next label starts; a value belongs to the
  // label whose strip it starts in.
  const owners = values.cells.map((value) =>
    labels.cells.findLastIndex((label) => value.x0 >= label.x0 - value.size),
  );
  if (owners.some((owner) => owner < 0)) return null;
  // A value reaching well into the next label's strip is a line of text, not a filled box.
  const spills = values.cells.some((value, k) => {
    const next = labels.cells[(owners[k] as number) + 1];
    return next !== undefined && value.x1 > next.x0 + value.size;
  });
  if (spills) return null;
  // Most labels have their box filled ('UNITED  PROPERTY  RESOURCE' justified over 'CORPORATION' is a name).
  const filled = new Set(owners).size;
  if (filled < 2 || filled < labels.cells.length / 2) return null;
  const cells = labels.cells.map((label, index) => {
    const mine = values.cells.filter((_, k) => owners[k] === index);
    if (!mine.length) return label;
    const text = `${label.text.replace(/:$/, '')}: ${mine.map((cell) => cell.text).join(' ')}`;
    const x1 = Math.max(label.x1, ...mine.map((cell) => cell.x1));
    return { ...label, text, x1 };
  });
  return { ...values, cells };
}

function isLabel(text: string): boolean {
  return !/\d/.test(text) && text.split(/\s+/).length <= 5 && /^[A-Za-z]/.test(text);
}

const overlap = (a: Cell, b: Cell) => Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
