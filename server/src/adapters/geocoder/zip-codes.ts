import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** One row of the `zipcodes` package (BSD): a US ZIP code or a Canadian postal area (its first three characters). */
export type ZipCode = {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
  country: string;
};

const require = createRequire(import.meta.url);
const DATA_FILES = ['zipcodes/lib/codes.js', 'zipcodes/lib/codesCanada.js'];

let table: Map<string, ZipCode> | undefined;

/**
 * Every row, by code; read on first use. The package's files are JavaScript object literals of 5 MB:
 * `require` hands them to the JavaScript parser, whose working memory (about 50 MB of malloc) stays with
 * the process for good. The literal is JSON, so it is read with JSON.parse, which needs a few MB.
 */
export function zipCodes(): ReadonlyMap<string, ZipCode> {
  table ??= new Map(DATA_FILES.flatMap((file) => Object.entries(readCodes(file))));
  return table;
}

/** The row of a US ZIP code, or of the Canadian area of a postal code ('T0A 1B0' → 'T0A'), as `zipcodes.lookup`. */
export function lookupZip(zip: string): ZipCode | undefined {
  return zipCodes().get(/^\d/.test(zip) ? zip : zip.slice(0, 3));
}

function readCodes(file: string): Record<string, ZipCode> {
  const text = readFileSync(require.resolve(file), 'utf8');
  // `exports.codes = {...};` then `exports.stateMap = ...`.
  const start = text.indexOf('{', text.indexOf('exports.codes'));
  const end = text.indexOf('};', start);
  try {
    return JSON.parse(text.slice(start, end + 1)) as Record<string, ZipCode>;
  } catch {
    // Another layout in a later release of the package: its own loader still works.
    return (require(file) as { codes: Record<string, ZipCode> }).codes;
  }
}
