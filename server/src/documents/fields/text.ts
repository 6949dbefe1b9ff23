/**
 * Text helpers shared by the field extractors: normalisation of extracted text (PDF, DOCX, OCR), line access
 * and the short `source` snippets every Field carries.
 */

const OCR_DIGIT_MAP: Record<string, string> = { O: '0', o: '0', l: '1', I: '1', '|': '1', i: '1' };

/**
 * OCR reads digits as look-alike letters ('2O24', '$l,200', 'S450.00'). Inside a token that is clearly a
 * number (at least two real digits, only digits, look-alikes and separators), swap the look-alikes back.
 * Length-preserving, so offsets stay valid.
 */
export function fixOcrDigits(text: string): string {
  return text.replace(
    /(?<![A-Za-z0-9])[$S]?[0-9OolIi|][0-9OolIi|S,.\-/:]*[0-9OolIi|](?![A-Za-z0-9])/g,
    (token) => {
      const sign = /^[$S]/.test(token) ? (token[0] as string) : '';
      let body = sign ? token.slice(1) : token;
      const digits = (body.match(/[0-9]/g) ?? []).length;
      const lookAlikes = (body.match(/[OolIi|S]/g) ?? []).length;
      if (digits >= 2 && lookAlikes > 0 && lookAlikes <= digits) {
        body = body.replace(/[OolIi|]/g, (c) => OCR_DIGIT_MAP[c] ?? c);
        // Inside an amount ('$81S.00'), an 'S' is a 5.
        if (/[.,][0-9S]{2}$/.test(body)) body = body.replace(/S/g, '5');
      }
      if (/[^0-9,.\-/:]/.test(body)) return token;
      // '$' read as 'S' before an amount ('S1,250.00').
      const fixedSign = sign === 'S' && digits >= 2 && /[.,]/.test(body) ? '$' : sign;
      return fixedSign + body;
    },
  );
}

/** Canonical text for extraction: Unicode folded, straight quotes, one space between words, lines kept. */
export function normalizeText(text: string): string {
  const folded = text
    .normalize('NFKC')
    .replace(/\r\n?/g, '\n')
    .replace(/[\u200B-\u200D\uFEFF]/g, '')
    .replace(/\t/g, '   ')
    .replace(/[\u00A0\u2000-\u200A\u202F\u205F\u3000]/g, ' ')
    .replace(/[\u2018\u2019\u201B\u2032]/g, "'")
    .replace(/[\u201C\u201D\u201F\u2033]/g, '"')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/\u2022/g, '*')
    .replace(/[ ]{4,}/g, '   ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n');
  // '$ 1,250.00' and 'S 1,250.00' (OCR) keep the sign next to the amount.
  return fixOcrDigits(folded.replace(/([$])\s+(?=\d)/g, '$1')).trim();
}

/** Whitespace collapsed to single spaces: for patterns that run across PDF line breaks. */
export function flatten(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

export type Line = { text: string; start: number; index: number };

export function splitLines(text: string): Line[] {
  const lines: Line[] = [];
  let start = 0;
  text.split('\n').forEach((line, index) => {
    lines.push({ text: line, start, index });
    start += line.length + 1;
  });
  return lines;
}

export const MAX_SOURCE_LENGTH = 200;

/** The text around [start, end), whitespace collapsed, at most 200 characters (Field.source). */
export function snippet(text: string, start: number, end: number = start): string {
  const padding = Math.max(0, Math.floor((MAX_SOURCE_LENGTH - (end - start)) / 2));
  const from = Math.max(0, start - Math.min(padding, 60));
  const to = Math.min(text.length, Math.max(end, from) + Math.min(padding, 80));
  const piece = flatten(text.slice(from, to));
  return piece.length > MAX_SOURCE_LENGTH ? piece.slice(0, MAX_SOURCE_LENGTH - 1) + '…' : piece;
}

/** A value already short enough to be its own source. */
export function clip(value: string): string {
  const piece = flatten(value);
  return piece.length > MAX_SOURCE_LENGTH ? piece.slice(0, MAX_SOURCE_LENGTH - 1) + '…' : piece;
}

export function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const SMALL_WORDS = new Set(['and', 'of', 'the', 'for', 'at', 'in', 'on', 'de', 'la', 'to']);
const UPPER_WORDS = new Set([
  'LLC',
  'LLP',
  'LP',
  'PLLC',
  'HOA',
  'HVAC',
  'USA',
  'US',
  'II',
  'III',
  'IV',
  'NW',
  'NE',
  'SW',
  'SE',
  'PO',
  'DBA',
]);

/** 'GREENLEAF PROPERTY MANAGEMENT LLC' → 'Greenleaf Property Management LLC'; mixed case is kept. */
export function titleCaseIfShouting(value: string): string {
  const letters = value.replace(/[^A-Za-z]/g, '');
  if (letters.length < 4 || letters !== letters.toUpperCase()) return value;
  return value
    .split(/(\s+)/)
    .map((word, position) => {
      if (/^\s+$/.test(word)) return word;
      const bare = word.replace(/[^A-Za-z]/g, '');
      if (UPPER_WORDS.has(bare)) return word;
      const lower = word.toLowerCase();
      if (position > 0 && SMALL_WORDS.has(lower)) return lower;
      return lower
        .replace(
          /(^|[-'/(&.])([a-z])/g,
          (_match, before: string, letter: string) => before + letter.toUpperCase(),
        )
        .replace(/'S\b/g, "'s");
    })
    .join('');
}
