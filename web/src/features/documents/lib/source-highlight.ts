import { MONTH_NAMES } from '@astor/contract/calendar-date';
import type { ProposedField } from '@astor/contract/processor';

/**
 * Where a field's source sits in the text that was read, so the review can highlight it
 * (docs/product.md#upload-wizard). A source is a quote of the read text, but not byte for byte: the reader
 * collapses whitespace, straightens quotes and dashes, and cuts long quotes with '…' (several quotes are
 * joined with ' … '). The search therefore ignores case, whitespace and those foldings.
 */

export type TextRange = { start: number; end: number };

/** The read text folded for searching, with each folded character's position in the original. */
export type SearchableText = { folded: string; positions: readonly number[] };

const FOLDS: Readonly<Record<string, string>> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201B': "'",
  '\u2032': "'",
  '\u201C': '"',
  '\u201D': '"',
  '\u201F': '"',
  '\u2033': '"',
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2013': '-',
  '\u2014': '-',
  '\u2015': '-',
  '\u2212': '-',
  '\u2022': '*',
};

const foldChar = (char: string): string => FOLDS[char] ?? char.toLowerCase();

function fold(text: string): SearchableText {
  let folded = '';
  const positions: number[] = [];
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index] as string;
    if (/\s/.test(char)) continue;
    const canonical = foldChar(char);
    // A character may fold to more than one ('İ' lowercases to two): each keeps the same position.
    for (const piece of canonical) {
      folded += piece;
      positions.push(index);
    }
  }
  return { folded, positions };
}

export function toSearchableText(text: string): SearchableText {
  return fold(text);
}

/** A source computed from other text ('Computed: 12 months from ...') quotes nothing to highlight. */
const COMPUTED = /^computed:/i;
/** Shorter pieces of a cut quote find too much ('$50' is everywhere); the full quote is tried first anyway. */
const MIN_PIECE = 12;
/** A long quote that is not found whole is tried by its start, then its end (one end may be cut or read differently). */
const END_PIECE = 40;

/** The quote's pieces to look for, best first: the whole, each quote of a joined source, their ends. */
function candidates(source: string): string[] {
  const pieces = source
    .split('…')
    .map((piece) => piece.trim())
    .filter((piece) => piece.length > 0);
  const found: string[] = [source.replace(/…/g, '').trim(), ...pieces];
  for (const piece of pieces) {
    if (piece.length > END_PIECE) found.push(piece.slice(0, END_PIECE), piece.slice(-END_PIECE));
  }
  return found.filter((piece, index) => piece.length > 0 && found.indexOf(piece) === index);
}

/**
 * The range of the read text a field's source quotes, or null when it quotes nothing there (computed, or
 * text the preview does not hold).
 */
export function findSource(text: SearchableText, source: string | null): TextRange | null {
  if (!source || COMPUTED.test(source.trim())) return null;
  for (const [index, candidate] of candidates(source).entries()) {
    const needle = fold(candidate).folded;
    // The whole quote may be short ('3 bedrooms'); a piece of it must say enough to be found in one place.
    if (needle.length === 0 || (index > 0 && needle.length < MIN_PIECE)) continue;
    const at = text.folded.indexOf(needle);
    if (at < 0) continue;
    const start = text.positions[at] as number;
    const end = (text.positions[at + needle.length - 1] as number) + 1;
    return { start, end };
  }
  return null;
}

/** How a value may be printed, most specific first: '1,675.00' before '1675'; 'April 1, 2026' or '04/01/2026'. */
function printedForms(kind: ProposedField['kind'], value: unknown): string[] {
  if ((kind === 'money' || kind === 'number') && typeof value === 'number' && Number.isFinite(value)) {
    const grouped = (digits: number) =>
      value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
    const whole = Number.isInteger(value);
    return [grouped(2), value.toFixed(2), ...(whole ? [grouped(0), String(value)] : [String(value)])];
  }
  if (kind === 'date' && typeof value === 'string') {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    if (!match) return [];
    const [, year, month, day] = match as unknown as [string, string, string, string];
    const name = MONTH_NAMES[Number(month) - 1] ?? '';
    const [m, d] = [String(Number(month)), String(Number(day))];
    return [
      `${name} ${d}, ${year}`,
      `${d} ${name} ${year}`,
      `${name.slice(0, 3)} ${d}, ${year}`,
      `${month}/${day}/${year}`,
      `${m}/${d}/${year}`,
      `${day}/${month}/${year}`,
      `${d}/${m}/${year}`,
      value,
    ];
  }
  if (kind === 'text' && typeof value === 'string') return [value];
  if (kind === 'list' && Array.isArray(value)) return value.filter((item) => typeof item === 'string');
  return [];
}

/** Shorter printed values ('2', 'OR') would be found inside other words; they are not singled out. */
const MIN_VALUE = 3;

/**
 * Where the value itself is printed inside its source's range (the source quotes the words around it):
 * the review marks it more strongly. Null when it is not printed there as such.
 */
export function findValue(
  text: SearchableText,
  range: TextRange,
  field: Pick<ProposedField, 'kind' | 'value'>,
): TextRange | null {
  // The folded span of the range: positions only grow, so the first at or after each end bounds it.
  const from = text.positions.findIndex((position) => position >= range.start);
  if (from < 0) return null;
  const after = text.positions.findIndex((position) => position >= range.end);
  const span = text.folded.slice(from, after < 0 ? undefined : after);
  for (const form of printedForms(field.kind, field.value)) {
    const needle = fold(form).folded;
    if (needle.length < MIN_VALUE) continue;
    const at = span.indexOf(needle);
    if (at < 0) continue;
    const start = text.positions[from + at] as number;
    const end = (text.positions[from + at + needle.length - 1] as number) + 1;
    return { start, end };
  }
  return null;
}
