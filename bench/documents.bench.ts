/**
 * `npm run bench:documents`: type detection and field extraction, measured.
 *  - On the held-out sample documents in ../shared/samples (when present: a user's clone has none),
 *    scored against their manifest: type accuracy, per-field accuracy for leases, receipt/invoice fields.
 *  - On documents generated here (text PDFs and OCR images of our own test texts): ms per text page,
 *    seconds per OCR page, detections per second.
 * Nothing here tunes anything: it only reads and scores.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { analyzeText } from '../server/src/documents/analyze-text.js';
import { createDocumentPool } from '../server/src/documents/pool/document-pool.js';
import type { DocumentType, Extraction } from '../server/src/documents/types.js';
import { makePng, makeTextPdf } from '../server/src/testing/fixtures/make-documents.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const samplesDir = path.resolve(root, '..', 'shared', 'samples');

type ManifestEntry = {
  file: string;
  document_type: DocumentType;
  format: string;
  fields: Record<string, unknown>;
};

const norm = (value: unknown) =>
  String(value ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
const sameNumber = (a: unknown, b: unknown) =>
  (a === null && b === null) || (typeof a === 'number' && typeof b === 'number' && Math.abs(a - b) < 0.005);
const looselySame = (a: unknown, b: unknown) => {
  const x = norm(a);
  const y = norm(b);
  return x === y || (x.length > 3 && y.length > 3 && (x.includes(y) || y.includes(x)));
};

/** Field equality by meaning: numbers to the cent, names and addresses ignoring case and punctuation. */
function sameField(key: string, expected: unknown, actual: unknown): boolean {
  if (expected === null || expected === undefined)
    return actual === null || actual === undefined || (Array.isArray(actual) && actual.length === 0);
  if (typeof expected === 'number') return sameNumber(expected, actual);
  if (typeof expected === 'boolean') return expected === actual;
  if (key === 'tenants' && Array.isArray(expected) && Array.isArray(actual)) {
    return (
      expected.length === actual.length &&
      expected.every((name) => actual.some((other) => norm(other) === norm(name)))
    );
  }
  if (key === 'late_payment' && typeof expected === 'object') {
    const e = expected as Record<string, unknown>;
    const a = (actual ?? {}) as Record<string, unknown>;
    return (
      sameNumber(e.initial_fee ?? null, a.initial_fee ?? null) &&
      sameNumber(e.daily_late_charge ?? null, a.daily_late_charge ?? null)
    );
  }
  if (key === 'additional_fees' && Array.isArray(expected) && Array.isArray(actual)) {
    return (
      expected.length === actual.length &&
      expected.every((fee: Record<string, unknown>) =>
        actual.some((other: Record<string, unknown>) =>
          fee.fee_type === 'Animal Violation Fee'
            ? other.fee_type === 'Animal Violation Fee' &&
              sameNumber(fee.first_violation, other.first_violation) &&
              sameNumber(fee.additional_violation, other.additional_violation)
            : looselySame(fee.fee_type, other.fee_type) && sameNumber(fee.amount, other.amount),
        ),
      )
    );
  }
  if (key === 'lease_type') return norm(expected) === norm(actual);
  return looselySame(expected, actual);
}

// The manifest's coarse invoice categories; the product's are the Schedule E lines.
const COARSE: Record<string, string> = {
  Repairs: 'Maintenance',
  'Cleaning and maintenance': 'Maintenance',
  Taxes: 'Property Tax',
  'Management fees': 'Management',
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? (sorted[Math.floor((sorted.length - 1) / 2)] as number) : NaN;
};
const pct = (hits: number, total: number) =>
  total ? `${((hits / total) * 100).toFixed(1)}% (${hits}/${total})` : 'n/a';

async function main() {
  const pool = createDocumentPool({ maxProcesses: Math.max(1, Math.min(2, os.cpus().length)) });
  try {
    if (existsSync(path.join(samplesDir, 'manifest.json'))) {
      const manifest = JSON.parse(
        readFileSync(path.join(samplesDir, 'manifest.json'), 'utf8'),
      ) as ManifestEntry[];
      let typeHits = 0;
      const fieldHits = new Map<string, [number, number]>();
      const count = (group: string, key: string, ok: boolean) => {
        const name = `${group}.${key}`;
        const [hits, total] = fieldHits.get(name) ?? [0, 0];
        fieldHits.set(name, [hits + (ok ? 1 : 0), total + 1]);
      };
      const textPageMs: number[] = [];
      const ocrPageMs: number[] = [];
      console.log(`Held-out samples (${manifest.length} documents in ${samplesDir}):`);
      for (const entry of manifest) {
        const bytes = new Uint8Array(readFileSync(path.join(samplesDir, entry.file)));
        let extraction: Extraction;
        try {
          extraction = await pool.extract(bytes);
        } catch (error) {
          console.log(`  ${entry.file}: extraction failed: ${(error as Error).message}`);
          continue;
        }
        const perPage = extraction.elapsedMs / Math.max(1, extraction.pageCount);
        (extraction.method === 'ocr' || extraction.method === 'pdf-ocr' ? ocrPageMs : textPageMs).push(
          perPage,
        );
        const detected = analyzeText(extraction.text).classification.type;
        const typeOk = detected === entry.document_type;
        if (typeOk) typeHits += 1;
        // Fields are scored for the true type, as the user confirms the type in the wizard.
        const { fields } = analyzeText(extraction.text, entry.document_type);
        const misses: string[] = [];
        if (fields.type === 'Lease') {
          for (const [key, expected] of Object.entries(entry.fields)) {
            const actual = (fields.lease as Record<string, { value: unknown }>)[key]?.value;
            const ok = sameField(key, expected, actual);
            count('lease', key, ok);
            if (!ok)
              misses.push(`${key}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
          }
        } else if (fields.type === 'Invoice') {
          const actualOf: Record<string, unknown> = {
            vendor: fields.invoice.vendor.value,
            total_amount: fields.invoice.total_amount.value,
            date: fields.invoice.date.value,
            category: COARSE[fields.invoice.category.value] ?? fields.invoice.category.value,
            property_address: fields.invoice.property_address.value,
          };
          for (const [key, expected] of Object.entries(entry.fields)) {
            const ok = sameField(key, expected, actualOf[key]);
            count('invoice', key, ok);
            if (!ok)
              misses.push(
                `${key}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actualOf[key])}`,
              );
          }
        }
        console.log(
          `  ${typeOk ? 'ok ' : 'BAD'} ${entry.file} [${extraction.method}, ${extraction.pageCount} p, ${perPage.toFixed(0)} ms/page] type ${detected}` +
            (misses.length ? `\n        ${misses.join('\n        ')}` : ''),
        );
      }
      console.log(`\nType accuracy: ${pct(typeHits, manifest.length)}`);
      const groups = ['lease', 'invoice'];
      for (const group of groups) {
        const entries = [...fieldHits.entries()].filter(([name]) => name.startsWith(`${group}.`));
        const hits = entries.reduce((sum, [, [h]]) => sum + h, 0);
        const total = entries.reduce((sum, [, [, t]]) => sum + t, 0);
        console.log(`${group === 'lease' ? 'Lease' : 'Invoice/receipt'} fields: ${pct(hits, total)}`);
        for (const [name, [h, t]] of entries) console.log(`  ${name.padEnd(32)} ${pct(h, t)}`);
      }
      console.log(
        `Median time per text page: ${median(textPageMs).toFixed(1)} ms; per OCR page: ${(median(ocrPageMs) / 1000).toFixed(2)} s`,
      );
    } else {
      console.log('No ../shared/samples here: skipping the held-out sample scores.');
    }

    // Our own generated documents: throughput of the pipeline.
    const lines = readFileSync(
      path.join(root, 'server/src/documents/classify/testdata', pickTestdata()),
      'utf8',
    )
      .split('\n')
      .slice(0, 40);
    const pdf = await makeTextPdf(lines, 5);
    const png = makePng(lines.slice(0, 25));
    const textRuns: number[] = [];
    for (let i = 0; i < 5; i += 1) textRuns.push((await pool.extract(pdf)).elapsedMs / 5);
    const ocrRuns: number[] = [];
    for (let i = 0; i < 3; i += 1) ocrRuns.push((await pool.extract(png)).elapsedMs);
    const text = (await pool.extract(pdf)).text;
    const started = performance.now();
    let detections = 0;
    while (performance.now() - started < 1000) {
      analyzeText(text);
      detections += 1;
    }
    console.log('\nGenerated documents (median of runs):');
    console.log(`  text PDF: ${median(textRuns).toFixed(1)} ms per page (target < 200 ms)`);
    console.log(`  OCR image page: ${(median(ocrRuns) / 1000).toFixed(2)} s (target < 8 s on two cores)`);
    console.log(`  detections + field reading: ${detections} per second (5-page text)`);
  } finally {
    await pool.close();
  }
}

function pickTestdata(): string {
  const dir = path.join(root, 'server/src/documents/classify/testdata');
  const lease = readdirSync(path.join(dir, 'lease')).find((name) => name.endsWith('.txt'));
  return `lease/${lease}`;
}

await main();
