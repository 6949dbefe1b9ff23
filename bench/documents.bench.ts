/**
 * `npm run bench:documents`: type detection and field extraction, measured.
 *  - On two manifest folders, when present (a user's clone has neither): the real documents in
 *    ../shared/realdocs (development set) and the held-out samples in ../shared/samples. Per set: type
 *    accuracy with the confusions; the eight lease fields (address, city, state, ZIP, start, end, rent, late
 *    fee) per field and overall, where the truth is not null, templates scoring "nothing invented"; receipt
 *    and invoice amount + date, vendor (exact and loose) and currency; calibration of the reader's
 *    confidence; seconds per page by format and pages left unread; dates the reader filled that are today's
 *    or not printed in the document.
 *  - On documents generated here (text PDFs and OCR images of our own test texts): ms per text page,
 *    seconds per OCR page, detections per second.
 * Nothing here tunes anything: it only reads and scores. Both sets are read at run time, never copied.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { analyzeText } from '../server/src/documents/analyze-text.js';
import { createDocumentPool, type DocumentPool } from '../server/src/documents/pool/document-pool.js';
import { DOCUMENT_TYPES, type DocumentFields, type Extraction } from '../server/src/documents/types.js';
import { makePng, makeTextPdf } from '../server/src/testing/fixtures/make-documents.js';
import {
  coverage,
  dateIsInText,
  dateReadings,
  INVOICE_AMOUNT,
  INVOICE_CURRENCY,
  INVOICE_DATE,
  INVOICE_VENDOR,
  INVOICE_VENDOR_EXACT,
  isFilled,
  isFromPrintedTerm,
  judge,
  LEASE_FIELDS,
  OTHER_INVOICE_FIELDS,
  OTHER_LEASE_FIELDS,
  readerGivesCurrency,
  readPdfPages,
  todayIsos,
  type FieldSpec,
  type Judgement,
  type ManifestEntry,
} from './lib/document-scores.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The two manifest folders beside the repository, as `../shared/<name>` (never a machine path). */
const SETS = [
  { name: 'realdocs', title: 'Real documents (development set)' },
  { name: 'samples', title: 'Held-out samples' },
];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? (sorted[Math.floor((sorted.length - 1) / 2)] as number) : NaN;
};
const pct = (hits: number, total: number) =>
  total ? `${hits}/${total} (${((hits / total) * 100).toFixed(1)}%)` : 'n/a (0 scored)';

/** Hits and totals by name, in first-seen order. */
class Tally {
  readonly counts = new Map<string, [number, number]>();
  add(name: string, ok: boolean): void {
    const [hits, total] = this.counts.get(name) ?? [0, 0];
    this.counts.set(name, [hits + (ok ? 1 : 0), total + 1]);
  }
  get(name: string): [number, number] {
    return this.counts.get(name) ?? [0, 0];
  }
  sum(names: readonly string[]): [number, number] {
    return names.reduce<[number, number]>(
      ([h, t], name) => {
        const [hits, total] = this.get(name);
        return [h + hits, t + total];
      },
      [0, 0],
    );
  }
}

type Format = 'pdf-text' | 'pdf-image' | 'jpg' | 'png' | 'docx' | 'doc' | string;

/** The manifest's format, with PDFs classed by their bytes when the manifest only says `pdf`. */
function formatOf(entry: ManifestEntry, allScans: boolean): Format {
  const format = entry.format.replace(/\s*\(.*\)$/, '').toLowerCase();
  if (format === 'pdf_scanned' || format === 'pdf-image') return 'pdf-image';
  if (format === 'pdf') return allScans ? 'pdf-image' : 'pdf-text';
  if (format === 'jpeg') return 'jpg';
  return format;
}
const kindOf = (format: Format): 'pdf' | 'image' | 'word' =>
  format.startsWith('pdf') ? 'pdf' : format === 'docx' || format === 'doc' ? 'word' : 'image';

async function scoreSet(pool: DocumentPool, dir: string, label: string): Promise<void> {
  const manifest = JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as ManifestEntry[];
  console.log(`\n=== ${label}: ${manifest.length} documents in ../shared/${path.basename(dir)}`);
  const types = new Tally();
  const confusions = new Map<string, string[]>();
  const fields = new Tally();
  const invoice = new Tally();
  const templates: string[] = [];
  let filledWhereNull = 0;
  const calibration: Judgement[] = [];
  let currencyTruths = 0;
  let currencyGiven = false;
  const timing = new Map<Format, { docs: number; pages: number; seconds: number; perPage: number[] }>();
  const failures: string[] = [];
  const unread: string[] = [];
  let pagesTotal = 0;
  let pagesRead = 0;
  let datesFilled = 0;
  const silentDates: string[] = [];
  const fromTerms: string[] = [];
  const today = todayIsos();

  for (const entry of manifest) {
    const bytes = new Uint8Array(readFileSync(path.join(dir, entry.file)));
    const name = path.basename(entry.file);
    const pdf = entry.format.toLowerCase().startsWith('pdf') ? await readPdfPages(bytes) : null;
    const format = formatOf(entry, Boolean(pdf && pdf.imageOnly.length && pdf.imageOnly.every(Boolean)));
    let extraction: Extraction | null = null;
    let failure = '';
    try {
      extraction = await pool.extract(bytes);
    } catch (error) {
      failure = (error as Error).message;
      failures.push(`${name} (${format}): ${failure}`);
    }
    const text = extraction?.text ?? '';
    const started = performance.now();
    // A document that cannot be read gets no type: the upload answers an error.
    const detected = extraction ? analyzeText(text).classification.type : null;
    // Fields are scored for the true type, as the user confirms the type in the wizard.
    const read: DocumentFields = analyzeText(text, entry.document_type).fields;
    const analysisMs = performance.now() - started;

    const typeOk = detected === entry.document_type;
    types.add(entry.document_type, typeOk);
    if (!typeOk) {
      const key = `${entry.document_type} → ${detected ?? 'not read'}`;
      confusions.set(key, [...(confusions.get(key) ?? []), name]);
    }

    const misses: string[] = [];
    const score = <F>(tally: Tally, spec: FieldSpec<F>, values: F, calibrate = true) => {
      const judgement = judge(spec, entry, values);
      if (!judgement) return null;
      tally.add(spec.name, judgement.ok);
      if (calibrate && judgement.filled) calibration.push(judgement);
      if (!judgement.ok) misses.push(`${spec.name}: ${judgement.detail}`);
      return judgement;
    };
    if (read.type === 'Lease') {
      const invented: string[] = [];
      for (const spec of [...LEASE_FIELDS, ...OTHER_LEASE_FIELDS]) {
        const judgement = score(fields, spec, read.lease);
        if (entry.template && judgement && !judgement.ok) invented.push(spec.name);
        if (
          !entry.template &&
          !judgement &&
          LEASE_FIELDS.includes(spec) &&
          isFilled(spec.read(read.lease).value)
        )
          filledWhereNull += 1;
      }
      if (entry.template)
        templates.push(
          `${name}: ${invented.length ? `invented ${invented.join(', ')}` : 'nothing invented'}`,
        );
    } else if (read.type === 'Invoice') {
      const amount = score(invoice, INVOICE_AMOUNT, read.invoice);
      const date = score(invoice, INVOICE_DATE, read.invoice);
      if (amount && date) invoice.add('amount + date', amount.ok && date.ok);
      score(invoice, INVOICE_VENDOR_EXACT, read.invoice, false);
      score(invoice, INVOICE_VENDOR, read.invoice);
      if (INVOICE_CURRENCY.truth(entry.fields)) currencyTruths += 1;
      if (readerGivesCurrency(read.invoice)) {
        currencyGiven = true;
        score(invoice, INVOICE_CURRENCY, read.invoice);
      }
      for (const spec of OTHER_INVOICE_FIELDS) score(invoice, spec, read.invoice);
    }

    if (extraction) {
      for (const date of dateReadings(read)) {
        datesFilled += 1;
        const reason = today.includes(date.value)
          ? "today's date"
          : dateIsInText(text, date.value)
            ? ''
            : 'not in the text';
        if (!reason) continue;
        if (reason === 'not in the text' && isFromPrintedTerm(date.source)) {
          fromTerms.push(`${name} ${date.name} ${date.value}, from "${date.source}"`);
          continue;
        }
        const truth = entry.fields[date.name];
        const verdict =
          typeof truth === 'string'
            ? truth === date.value
              ? 'equals the truth'
              : `truth ${truth}`
            : 'no truth';
        silentDates.push(`${name} ${date.name} ${date.value}: ${reason} (${verdict})`);
      }
    }

    const pages = coverage(kindOf(format), extraction, pdf);
    const pageCount = pages.pages ?? extraction?.pageCount ?? 0;
    pagesTotal += pageCount;
    pagesRead += pages.read;
    if (pages.pages === null || pages.read < pages.pages)
      unread.push(
        `${name} (${format}): ${pages.read} of ${pages.pages ?? '?'} pages read${pages.note ? ` (${pages.note})` : ''}${failure ? `: ${failure}` : ''}`,
      );
    let perPage = NaN;
    if (extraction) {
      perPage = (extraction.elapsedMs + analysisMs) / 1000 / Math.max(1, pageCount);
      const slot = timing.get(format) ?? { docs: 0, pages: 0, seconds: 0, perPage: [] };
      slot.docs += 1;
      slot.pages += Math.max(1, pageCount);
      slot.seconds += (extraction.elapsedMs + analysisMs) / 1000;
      slot.perPage.push(perPage);
      timing.set(format, slot);
    }
    console.log(
      `  ${typeOk ? 'ok ' : 'BAD'} ${name} [${format}${extraction ? `, ${extraction.method}` : ''}${entry.template ? ', template' : ''}, ${pages.read}/${pages.pages ?? '?'} p read, ${Number.isFinite(perPage) ? `${perPage.toFixed(2)} s/page` : 'not read'}] type ${detected ?? 'none'}` +
        (misses.length ? `\n        ${misses.join('\n        ')}` : ''),
    );
  }

  const typeTotal = types.sum(DOCUMENT_TYPES);
  console.log(`\n${label}`);
  console.log(`Type accuracy: ${pct(...typeTotal)}`);
  console.log(
    `  by type: ${DOCUMENT_TYPES.filter((t) => types.get(t)[1])
      .map((t) => `${t} ${types.get(t)[0]}/${types.get(t)[1]}`)
      .join(', ')}`,
  );
  for (const [key, files] of confusions) console.log(`  confusion ${key}: ${files.join(', ')}`);

  const eight = LEASE_FIELDS.map((spec) => spec.name);
  console.log(
    `Lease fields, the eight (scored where the truth is not null; templates: nothing invented): ${pct(...fields.sum(eight))}`,
  );
  for (const spec of LEASE_FIELDS) console.log(`  ${spec.name.padEnd(32)} ${pct(...fields.get(spec.name))}`);
  for (const line of templates) console.log(`  template ${line}`);
  console.log(
    `  not scored: ${filledWhereNull} of the eight filled on non-templates where the truth is null`,
  );
  const others = OTHER_LEASE_FIELDS.map((spec) => spec.name).filter((n) => fields.get(n)[1]);
  if (others.length) {
    console.log(`Other lease fields (not in the overall): ${pct(...fields.sum(others))}`);
    for (const n of others) console.log(`  ${n.padEnd(32)} ${pct(...fields.get(n))}`);
  }

  console.log('Receipts, invoices and bills:');
  console.log(`  amount + date, both right        ${pct(...invoice.get('amount + date'))}`);
  console.log(`  amount                           ${pct(...invoice.get('amount'))}`);
  console.log(`  date                             ${pct(...invoice.get('date'))}`);
  console.log(`  vendor, exact (case/punctuation) ${pct(...invoice.get('vendor (exact)'))}`);
  console.log(`  vendor, loose                    ${pct(...invoice.get('vendor'))}`);
  console.log(
    currencyGiven
      ? `  currency                         ${pct(...invoice.get('currency'))}`
      : `  currency                         not scored: the reader gives none (${currencyTruths} documents have one in the truth)`,
  );
  for (const spec of OTHER_INVOICE_FIELDS)
    if (invoice.get(spec.name)[1]) console.log(`  ${spec.name.padEnd(32)} ${pct(...invoice.get(spec.name))}`);

  const high = calibration.filter((j) => j.confidence >= 0.9);
  const mid = calibration.filter((j) => j.confidence >= 0.6 && j.confidence < 0.9);
  const low = calibration.filter((j) => j.confidence < 0.6);
  const right = (list: Judgement[]) => list.filter((j) => j.ok).length;
  console.log(`Calibration (${calibration.length} scored fields the reader filled):`);
  console.log(`  confidence >= 0.9: ${pct(right(high), high.length)} right`);
  console.log(`  0.6 to 0.9:        ${pct(right(mid), mid.length)} right`);
  console.log(`  below 0.6:         ${low.length} fields (${pct(right(low), low.length)} right)`);

  console.log('Seconds per page by format (extraction + type + fields, one document at a time):');
  for (const [format, slot] of [...timing].sort(([a], [b]) => a.localeCompare(b)))
    console.log(
      `  ${format.padEnd(10)} ${slot.docs} documents, ${slot.pages} pages: median ${median(slot.perPage).toFixed(2)} s/page, overall ${(slot.seconds / slot.pages).toFixed(2)} s/page`,
    );
  for (const line of failures) console.log(`  not read: ${line}`);
  console.log(
    `Pages left unread: ${pagesTotal - pagesRead} of ${pagesTotal} pages, in ${unread.length} documents`,
  );
  for (const line of unread) console.log(`  ${line}`);
  console.log(`Silent default dates: ${silentDates.length} of ${datesFilled} date fields filled`);
  for (const line of silentDates) console.log(`  ${line}`);
  console.log(`Dates worked out from a printed term (the review quotes it): ${fromTerms.length}`);
  for (const line of fromTerms) console.log(`  ${line}`);
}

async function main() {
  const pool = createDocumentPool({ maxProcesses: Math.max(1, Math.min(2, os.cpus().length)) });
  try {
    for (const set of SETS) {
      const dir = path.resolve(root, '..', 'shared', set.name);
      if (existsSync(path.join(dir, 'manifest.json'))) await scoreSet(pool, dir, set.title);
      else console.log(`No ../shared/${set.name} here: skipping the ${set.title.toLowerCase()}.`);
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
