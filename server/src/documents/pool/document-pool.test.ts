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

/** This process's children that are document readers, each with the nice value of every thread (Linux). */
function readerProcesses(): Array<{ pid: number; niceValues: number[] }> {
  const field = (stat: string, index: number) => stat.slice(stat.lastIndexOf(')') + 2).split(' ')[index];
  return readdirSync('/proc').flatMap((name) => {
    if (!/^\d+$/.test(name)) return [];
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const cmdline = readFileSync(`/proc/${name}/cmdline`, 'utf8');
      if (Number(field(stat, 1)) !== process.pid || !cmdline.includes('document-worker')) return [];
      const niceValues = readdirSync(`/proc/${name}/task`).map((tid) =>
        Number(field(readFileSync(`/proc/${name}/task/${tid}/stat`, 'utf8'), 16)),
      );
      return [{ pid: Number(name), niceValues }];
    } catch {
      return []; // the process ended meanwhile
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

// OCR and reader start-up take seconds each on a busy 2-core machine: a minute or two per test, not 30 s.
describe('createDocumentPool', { timeout: 120_000 }, () => {
  const shared = pool({ maxProcesses: 2 });

  it('extracts in reader processes, several documents at once', async () => {
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

  it('passes on the pages read as the reader process reports them, for that document only', async () => {
    const [pdf, docx] = await Promise.all([make.makeTextPdf(lease, 3), make.makeDocx(lease)]);
    const seen: string[] = [];
    const others: string[] = [];
    await Promise.all([
      shared.extract(pdf, undefined, 'landlord-a', ({ pagesRead, pageCount }) =>
        seen.push(`${pagesRead}/${pageCount}`),
      ),
      shared.extract(docx, undefined, 'landlord-b', ({ pagesRead, pageCount }) =>
        others.push(`${pagesRead}/${pageCount}`),
      ),
    ]);
    expect(seen).toEqual(['0/3', '1/3', '2/3', '3/3']);
    expect(others).toEqual([]);
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
    'reads documents in child processes at the lowest CPU priority, leaving the server’s as it was',
    async () => {
      const callerBefore = os.getPriority(0);
      // An image, so that the process also starts tesseract's own thread.
      const result = await pool({ maxProcesses: 1 }).extract(make.makePng(lease));
      expect(result.method).toBe('ocr');
      const readers = readerProcesses();
      expect(readers.length).toBeGreaterThan(0);
      for (const reader of readers) {
        expect(reader.niceValues.length).toBeGreaterThan(1);
        expect(new Set(reader.niceValues)).toEqual(new Set([19]));
      }
      expect(os.getPriority(0)).toBe(callerBefore);
    },
  );

  it('refuses a PDF whose page content inflates to gigabytes, quickly and without holding it', async () => {
    const bomb = make.makePdfBomb(2 ** 31);
    expect(bomb.length).toBeLessThan(3 * 1024 * 1024);
    const startedAt = performance.now();
    const error = await catchError(shared.extract(bomb, undefined, 'bomber'));
    expect(error).toMatchObject({ code: 'unprocessable', detail: EXTRACTION_MESSAGES.tooLarge });
    expect(performance.now() - startedAt).toBeLessThan(20_000);
  });

  it.runIf(process.platform === 'linux')(
    'holds a reader to its memory limit, all allocations counted, and replaces it',
    async () => {
      const warnings: string[] = [];
      const logger = { warn: (_details: object, message: string) => warnings.push(message) };
      // The heap may grow to 512 MB, but the process as a whole may not pass 160 MB.
      const bounded = pool({ maxProcesses: 1, memoryLimitMb: 160, logger });
      const error = await catchError(bounded.extract(make.makeLargeDocx(100_000)));
      expect(error).toMatchObject({ code: 'unprocessable', detail: EXTRACTION_MESSAGES.tooLarge });
      expect(warnings).toContain('document reader crashed');
      expect((await bounded.extract(make.makeDoc(lease))).method).toBe('doc');
    },
  );

  it('ends a reader that grew past its recycling size, and keeps one that did not', async () => {
    const recycling = pool({ maxProcesses: 1, recycleAboveMb: 1 });
    await recycling.extract(make.makeDoc(lease));
    for (let waited = 0; recycling.stats().processes > 0 && waited < 10_000; waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(recycling.stats().processes).toBe(0);
    expect((await recycling.extract(make.makeDoc(lease))).method).toBe('doc');

    const keeping = pool({ maxProcesses: 1 });
    await keeping.extract(make.makeDoc(lease));
    expect(keeping.stats().processes).toBe(1);
  });

  it('serves owners in turn: one owner’s pile of scans does not hold up another’s small document', async () => {
    const warnings: object[] = [];
    const fair = pool({
      maxProcesses: 2,
      perOwnerLimit: 1,
      logger: { warn: (details) => warnings.push(details) },
    });
    const scan = await make.makeScannedPdf(lease, 1);
    const finished: string[] = [];
    const track = (label: string, promise: Promise<unknown>) =>
      promise.then(() => {
        finished.push(label);
      });
    const pile = [1, 2, 3, 4].map((n) => track(`heavy ${n}`, fair.extract(scan, undefined, 'landlord-a')));
    const small = track('small', fair.extract(make.makeDoc(lease), undefined, 'landlord-b'));
    await Promise.all([...pile, small]).catch((error: unknown) => {
      throw new Error(`${String(error)} ${JSON.stringify(warnings)}`);
    });
    // One of landlord A's scans at a time; landlord B's document takes the other reader at once.
    expect(finished.indexOf('small')).toBeLessThan(finished.indexOf('heavy 2'));
    expect(finished.filter((label) => label.startsWith('heavy'))).toEqual([
      'heavy 1',
      'heavy 2',
      'heavy 3',
      'heavy 4',
    ]);
  }, 180_000);

  it('stops a document that takes too long, and the pool goes on working', async () => {
    const impatient = pool({ maxProcesses: 1, taskTimeoutMs: 3_000, timePerPageMs: 1_000 });
    await impatient.extract(make.makeDoc(lease)); // a warm reader: the time is the document's own
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

  it('gives a long scan its time a page instead of the time limit of a short document', async () => {
    const patient = pool({ maxProcesses: 1, taskTimeoutMs: 1_000, timePerPageMs: 60_000 });
    await patient.extract(make.makeDoc(lease)); // a warm reader: the time is the document's own
    // Three scanned pages take well over the 1 s limit (about 0.7 s a page on an idle fast machine, several
    // seconds under load); at a minute a page they are all read.
    const scan = await make.makeScannedPdf(lease, 3);
    const extraction = await patient.extract(scan);
    expect(extraction).toMatchObject({ pageCount: 3, method: 'pdf-ocr', pagesNotRead: [] });
    expect(extraction.elapsedMs).toBeGreaterThan(1_000);
  }, 240_000);

  it('answers 422 when a reader runs out of heap, instead of crashing', async () => {
    const warnings: string[] = [];
    const logger = { warn: (_details: object, message: string) => warnings.push(message) };
    const starved = pool({ maxProcesses: 1, maxOldGenerationSizeMb: 64, logger });
    // About 7 MB of XML, within the DOCX limits, but its DOM needs far more than 64 MB of heap.
    const error = await catchError(starved.extract(make.makeLargeDocx(100_000)));
    expect(error).toMatchObject({ code: 'unprocessable', detail: EXTRACTION_MESSAGES.tooLarge });
    expect(warnings).toContain('document reader crashed');
    // The thread is replaced: the next document is read.
    expect((await starved.extract(make.makeDoc(lease))).method).toBe('doc');
  });

  it('answers 503 at once when a reader cannot even start', async () => {
    const warnings: string[] = [];
    const logger = { warn: (_details: object, message: string) => warnings.push(message) };
    const broken = pool({ maxProcesses: 1, maxOldGenerationSizeMb: 2, logger });
    const error = await catchError(broken.extract(make.makeDoc(lease)));
    expect(error).toMatchObject({ code: 'unavailable', detail: 'The document reader could not start.' });
    expect(warnings).toContain('document reader failed to start');
  });

  it('refuses work once closed', async () => {
    const closing = pool({ maxProcesses: 1 });
    await closing.extract(make.makeDoc(lease));
    await closing.close();
    const error = await catchError(closing.extract(make.makeDoc(lease)));
    expect(error).toMatchObject({ code: 'unavailable' });
  });

  it('answers 503 when too many documents wait', async () => {
    const small = pool({ maxProcesses: 1, maxQueue: 1 });
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
