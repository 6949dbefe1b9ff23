/**
 * Writes emergency-examples.json beside this file from the blind sets in bench/sets
 * (emergency-examples-from-sets.ts); rerun after committing a new set's first contact with
 *   npx tsx server/src/modules/tenant-line/generate-emergency-examples.ts
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { examplesFromSets } from './emergency-examples-from-sets.js';

const here = dirname(fileURLToPath(import.meta.url));
const output = join(here, 'emergency-examples.json');
const examples = examplesFromSets(join(here, '../../../../bench/sets'));
writeFileSync(output, `${JSON.stringify(examples, null, 2)}\n`);
console.log(
  `${examples.emergencies.length} emergencies, ${examples.ordinary.length} ordinary messages -> ${output}`,
);
