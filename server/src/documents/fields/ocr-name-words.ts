/**
 * A scan misreads a letter of a business name's trade word ('SKCA HARDWARE & TIVBER') or of a two-word
 * legal suffix ('SON. BD.' for 'Sdn. Bhd.'). A word of six letters or more, one letter off exactly one
 * trade word, is read as that word, unless it is itself an English word ('clearing' is no 'cleaning':
 * trade-word-neighbours.json, written by generate-trade-word-neighbours.ts) or the name's first word (a
 * business's own name comes first: 'Keating Plumbing' is no 'Heating').
 */
import { editDistance } from '../../nlu/text.js';
import neighbours from './trade-word-neighbours.json' with { type: 'json' };
import { TRADE_WORDS } from './trade-words.js';

const ENGLISH_NEIGHBOURS: ReadonlySet<string> = new Set(neighbours);
/** Shorter words ('tower', 'power') are too often both a name and a trade to guess between. */
const MIN_LETTERS = 6;
/** Legal suffixes of two words, each of which a scan may misread by a letter. */
const TWO_WORD_SUFFIXES: readonly [string, string, string][] = [
  ['sdn', 'bhd', 'Sdn. Bhd.'],
  ['pty', 'ltd', 'Pty. Ltd.'],
  ['pvt', 'ltd', 'Pvt. Ltd.'],
];

/** Whether two words of one length differ in exactly one letter. */
export function oneLetterOff(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let differences = 0;
  for (let i = 0; i < a.length && differences < 2; i++) if (a[i] !== b[i]) differences += 1;
  return differences === 1;
}

/** English words one letter off a trade word: read as typed. The generator and its test build the list. */
export function tradeWordNeighbours(englishWords: Iterable<string>): string[] {
  const trades = [...TRADE_WORDS].filter((trade) => trade.length >= MIN_LETTERS);
  const found = new Set<string>();
  for (const word of englishWords) {
    if (word.length >= MIN_LETTERS && !TRADE_WORDS.has(word) && trades.some((t) => oneLetterOff(word, t)))
      found.add(word);
  }
  return [...found].sort();
}

/** The trade word a misread word stands for, or null. */
function tradeWordFor(word: string): string | null {
  const lower = word.toLowerCase();
  if (lower.length < MIN_LETTERS || TRADE_WORDS.has(lower) || ENGLISH_NEIGHBOURS.has(lower)) return null;
  const matches = [...TRADE_WORDS].filter((trade) => oneLetterOff(lower, trade));
  return matches.length === 1 ? (matches[0] as string) : null;
}

/** `word` written in the case of `like`: 'TIMBER' for 'TIVBER', 'Timber' for 'Tivber'. */
function inCaseOf(word: string, like: string): string {
  if (like === like.toUpperCase()) return word.toUpperCase();
  if (like[0] === like[0]?.toUpperCase()) return `${word[0]?.toUpperCase() ?? ''}${word.slice(1)}`;
  return word;
}

/** The name with its misread trade words and legal suffix put right. */
export function correctOcrNameWords(name: string): string {
  const words = name.split(' ');
  const corrected = words.map((word, i) => {
    if (i === 0 || !/^[A-Za-z]+$/.test(word)) return word;
    const trade = tradeWordFor(word);
    return trade ? inCaseOf(trade, word) : word;
  });
  const last = corrected.slice(-2).map((word) => word.toLowerCase().replace(/\./g, ''));
  if (corrected.length > 2 && last.length === 2) {
    const [a, b] = last as [string, string];
    const suffix = TWO_WORD_SUFFIXES.find(
      ([first, second]) =>
        editDistance(a, first, 1) <= 1 && editDistance(b, second, 1) <= 1 && (a !== first || b !== second),
    );
    if (suffix) corrected.splice(-2, 2, suffix[2]);
  }
  return corrected.join(' ');
}
