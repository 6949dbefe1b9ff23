/**
 * Writes the wider training mix (wide-corpus.ts) into corpus/<type>/wide-<kind>-NNN.txt, replacing the
 * previous wide-* files and leaving the first corpus alone. Run after server/scripts/generate-corpus.ts
 * (which clears corpus/), then retrain:
 *   npx tsx server/src/documents/classify/write-wide-corpus.ts
 *   npx tsx server/scripts/train-classifier.ts
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DOCUMENT_TYPES } from '../types.js';
import { wideCorpusFiles } from './wide-corpus.js';

const CORPUS_DIR = join(import.meta.dirname, 'corpus');

for (const type of DOCUMENT_TYPES) {
  const dir = join(CORPUS_DIR, type.toLowerCase());
  mkdirSync(dir, { recursive: true });
  for (const file of readdirSync(dir)) if (file.startsWith('wide-')) rmSync(join(dir, file));
}
const files = wideCorpusFiles();
for (const file of files) writeFileSync(join(CORPUS_DIR, file.path), file.text);
console.log(`Wrote ${files.length} documents to ${CORPUS_DIR}`);
