import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from '../../errors.js';
import * as make from '../../testing/fixtures/make-documents.js';
import { EXTRACTION_MESSAGES } from '../extract/extract-errors.js';
import { createDocumentPool, type DocumentPool } from './document-pool.js';

const lease = ['RESIDENTIAL LEASE AGREEMENT', 'Landlord: Jane Smith', 'Monthly rent: $1,850.00'];
const pools: DocumentPool[] = [];

function pool(options: Parameters<typeof createDocumentPool>[0] = {}): DocumentPool {
  const created = createDocumentPool(options);
  pools.push(created);
  return created;
}

afterAll(async () => {
  await Promise.all(pools.map((created) => created.close()));
});

/** The nice value of each thread of this process (Linux: field 19 of /proc/self/task/<tid>/stat). */
function threadNiceValues(): number[] {
  return readdirSync('/proc/self/task').flatMap((tid) => {
    try {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      return [Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16])];
    } catch {
      return []; // the thread ended meanwhile
    }
  });
}

async function catchError(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected an error');
    },
    (error: unknown) => error,
  );
}

describe('createDocumentPool', () => {
  const shared = pool({ maxThreads: 2 });

  it('extracts in a worker thread, several documents at once', async () => {
    const [pdf, docx, png, doc] = await Promise.all([
      make.makeTextPdf(lease, 2),
      make.makeDocx(lease),
      make.makePng(lease),
      make.makeDoc(lease),
    ]);
    const results = await Promise.all([
      shared.extract(pdf),
      shared.extract(docx),
      shared.extract(png),
      shared.extract(doc),
      shared.extract(pdf, { ocr: false }),
    ]);
    expect(results.map((result) => result.method)).toEqual(['pdf-text', 'docx', 'ocr', 'doc', 'pdf-text']);
    for (const result of results) expect(result.text.toLowerCase()).toContain('jane smith');
    expect(results[0]?.pageCount).toBe(2);
  });

  it('keeps the AppError code and detail of a refusal made in the worker', async () => {
    const cases: Array<[Uint8Array, string, string]> = [
      [make.makeEncryptedPdf(), 'unprocessable', EXTRACTION_MESSAGES.pdfPassword],
      [make.makeWindowsExecutable(), 'unsupported_media_type', EXTRACTION_MESSAGES.unsupported],
      [make.makeBillionLaughsDocx(), 'unprocessable', EXTRACTION_MESSAGES.damaged],
      [new Uint8Array(), 'unprocessable', EXTRACTION_MESSAGES.empty],
    ];
    for (const [bytes, code, detail] of cases) {
      const error = await catchError(shared.extract(bytes));
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ code, detail });
    }
  });

  it('does not consume the caller’s bytes', async () => {
    const bytes = await make.makeTextPdf(lease);
    const copy = Uint8Array.from(bytes);
    await shared.extract(bytes);
    expect(bytes).toEqual(copy);
  });

  it.runIf(process.platform === 'linux')(
    'reads documents at the lowest CPU priority, leaving the calling thread’s as it was',
    async () => {
      const callerBefore = os.getPriority(0);
      const niceBefore = threadNiceValues().filter((nice) => nice === 19).length;
      // An image, so that the thread also starts tesseract's own thread, which inherits the priority.
      const result = await pool({ maxThreads: 1 }).extract(make.makePng(lease));
      expect(result.method).toBe('ocr');
      expect(threadNiceValues().filter((nice) => nice === 19).length).toBeGreaterThanOrEqual(niceBefore + 2);
      expect(os.getPriority(0)).toBe(callerBefore);
    },
  );

  it('stops a document that takes too long, and the pool goes on working', async () => {
    const impatient = pool({ maxThreads: 1, taskTimeoutMs: 3_000 });
    // Three dense scanned pages: 10 s of OCR or more. The limit leaves a fresh thread time to start.
    const clauses = Array.from(
      { length: 36 },
      (_, index) => `Clause ${index + 1}. The tenant keeps the premises clean.`,
    );
    const scan = await make.makeScannedPdf(clauses, 3);
    const startedAt = performance.now();
    // No OCR budget: every page is OCR'd, so the time limit is what stops it.
    const error = await catchError(impatient.extract(scan, { ocrBudgetMs: Infinity }));
    expect(error).toMatchObject({ code: 'unprocessable', detail: EXTRACTION_MESSAGES.timeout });
    expect(performance.now() - startedAt).toBeLessThan(6_000);
    const next = await impatient.extract(make.makeDoc(lease));
    expect(next.text).toContain('Jane Smith');
  });

  it('answers 422 when a worker runs out of memory, instead of crashing', async () => {
    const warnings: string[] = [];
    const logger = { warn: (_details: object, message: string) => warnings.push(message) };
    const starved = pool({ maxThreads: 1, maxOldGenerationSizeMb: 64, logger });
    // About 7 MB of XML, within the DOCX limits, but its DOM needs far more than 64 MB of heap.
    const error = await catchError(starved.extract(make.makeLargeDocx(100_000)));
    expect(error).toMatchObject({ code: 'unprocessable', detail: EXTRACTION_MESSAGES.tooLarge });
    expect(warnings).toContain('document worker crashed');
    // The thread is replaced: the next document is read.
    expect((await starved.extract(make.makeDoc(lease))).method).toBe('doc');
  });

  it('answers 503 at once when a worker cannot even start', async () => {
    const warnings: string[] = [];
    const logger = { warn: (_details: object, message: string) => warnings.push(message) };
    const broken = pool({ maxThreads: 1, maxOldGenerationSizeMb: 2, logger });
    const error = await catchError(broken.extract(make.makeDoc(lease)));
    expect(error).toMatchObject({ code: 'unavailable', detail: 'The document reader could not start.' });
    expect(warnings).toContain('document worker failed to start');
  });

  it('refuses work once closed', async () => {
    const closing = pool({ maxThreads: 1 });
    await closing.extract(make.makeDoc(lease));
    await closing.close();
    const error = await catchError(closing.extract(make.makeDoc(lease)));
    expect(error).toMatchObject({ code: 'unavailable' });
  });

  it('answers 503 when too many documents wait', async () => {
    const small = pool({ maxThreads: 1, maxQueue: 1 });
    const doc = make.makeDoc(lease);
    const first = small.extract(doc); // takes the only thread
    const second = small.extract(doc); // waits: the line is now full
    const third = await catchError(small.extract(doc));
    expect(third).toMatchObject({
      code: 'unavailable',
      detail: 'The document reader is busy. Try again in a minute.',
    });
    expect((await Promise.all([first, second])).map((result) => result.method)).toEqual(['doc', 'doc']);
  });
});
