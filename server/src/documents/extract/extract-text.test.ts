import fc from 'fast-check';
import { PDFDocument } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from '../../errors.js';
import * as make from '../../testing/fixtures/make-documents.js';
import { EXTRACTION_MESSAGES } from './extract-errors.js';
import { coversPage } from './extract-pdf.js';
import { extractText } from './extract-text.js';
import { terminateOcr } from './ocr.js';

afterAll(terminateOcr);

const lease = ['RESIDENTIAL LEASE AGREEMENT', 'Landlord: Jane Smith', 'Monthly rent: $1,850.00'];

/** OCR may drop or change a character here and there: key words, not exact text. */
function expectWords(text: string, words: string[]): void {
  for (const word of words) expect(text.toLowerCase()).toContain(word.toLowerCase());
}

// OCR takes seconds a page on a busy 2-core machine.
describe('extractText: formats', { timeout: 120_000 }, () => {
  it('reads a text PDF line by line, with its page count', async () => {
    const extraction = await extractText(await make.makeTextPdf(lease, 3));
    expect(extraction).toMatchObject({ pageCount: 3, method: 'pdf-text', contentType: 'application/pdf' });
    expect(extraction.text.split('\n').slice(0, 4)).toEqual([...lease, 'Page 1 of 3']);
    expect(extraction.text).toContain('Page 3 of 3');
    expect(extraction.elapsedMs).toBeGreaterThanOrEqual(0);
  });

  it('OCRs a scanned PDF', async () => {
    const extraction = await extractText(await make.makeScannedPdf(lease));
    expect(extraction).toMatchObject({ pageCount: 1, method: 'pdf-ocr', contentType: 'application/pdf' });
    expectWords(extraction.text, ['residential', 'lease', 'Jane Smith', '1,850.00']);
  });

  it('OCRs a fax-like scan stored with fewer rows than columns per inch as the page shows it', async () => {
    const extraction = await extractText(await make.makeScannedPdf(lease, 1, { squash: 0.35 }));
    expectWords(extraction.text, ['residential', 'lease', 'Jane Smith', '1,850.00']);
  });

  it('reads the pixels of one image alone only when it is the whole page, not a logo', () => {
    expect(coversPage(612 * 792, 612 * 792)).toBe(true);
    expect(coversPage(600 * 780, 612 * 792)).toBe(true);
    // A 2 × 0.7 inch logo on a letter page whose words are drawn as outlines: the page is drawn and read.
    expect(coversPage(146 * 52, 612 * 792)).toBe(false);
  });

  it('leaves a scanned PDF unread when OCR is off', async () => {
    const extraction = await extractText(await make.makeScannedPdf(lease), { ocr: false });
    expect(extraction).toMatchObject({ text: '', pageCount: 1, method: 'pdf-text' });
  });

  it('starts no OCR page once the OCR time budget is spent', async () => {
    const extraction = await extractText(await make.makeScannedPdf(lease, 2), { ocrBudgetMs: 0 });
    expect(extraction).toMatchObject({ text: '', pageCount: 2, method: 'pdf-text', pagesNotRead: [1, 2] });
  });

  it('gives a scan its budget a page when that is more than the OCR budget', async () => {
    const extraction = await extractText(await make.makeScannedPdf(lease, 2), {
      ocrBudgetMs: 0,
      ocrBudgetMsPerPage: 60_000,
    });
    expect(extraction).toMatchObject({ pageCount: 2, method: 'pdf-ocr', pagesNotRead: [] });
  });

  it('reads every page of a long scan, in order, two at a time, and lists none as unread', async () => {
    const extraction = await extractText(await make.makeScannedPdf(['Clause of the lease'], 12));
    expect(extraction).toMatchObject({ pageCount: 12, method: 'pdf-ocr', pagesNotRead: [] });
    const pages = [...extraction.text.matchAll(/Page (\d+)/g)].map((match) => Number(match[1]));
    expect(pages).toEqual(Array.from({ length: 12 }, (_, index) => index + 1));
  }, 180_000);

  it('reports the page count, then each page read, of a scanned PDF', async () => {
    const seen: string[] = [];
    await extractText(await make.makeScannedPdf(lease, 3), {}, ({ pagesRead, pageCount }) =>
      seen.push(`${pagesRead}/${pageCount}`),
    );
    expect(seen).toEqual(['0/3', '1/3', '2/3', '3/3']);
  });

  it('OCRs a scanned page drawn as two images (by rendering the page)', async () => {
    const pdf = await PDFDocument.create();
    const top = await pdf.embedPng(
      make.makePng(lease.slice(0, 2), { width: 1700, height: 1100, fontSize: 36 }),
    );
    const bottom = await pdf.embedPng(
      make.makePng(lease.slice(2), { width: 1700, height: 1100, fontSize: 36 }),
    );
    const page = pdf.addPage([612, 792]);
    page.drawImage(top, { x: 0, y: 396, width: 612, height: 396 });
    page.drawImage(bottom, { x: 0, y: 0, width: 612, height: 396 });
    const extraction = await extractText(await pdf.save());
    expect(extraction.method).toBe('pdf-ocr');
    expectWords(extraction.text, ['residential', 'Jane Smith', '1,850.00']);
  });

  it('reads a PDF kept behind a few lines of transport header', async () => {
    const pdf = await make.makeTextPdf(lease);
    const prefixed = Buffer.concat([Buffer.from('--boundary\r\nContent-Type: application/pdf\r\n\r\n'), pdf]);
    const extraction = await extractText(prefixed);
    expect(extraction.method).toBe('pdf-text');
    expect(extraction.text).toContain(lease[0]);
  });

  it('reads a DOCX written by the docx package', async () => {
    const extraction = await extractText(await make.makeDocx(lease));
    expect(extraction).toMatchObject({
      text: lease.join('\n\n'),
      pageCount: 1,
      method: 'docx',
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
  });

  it('reads a Word 97 DOC', async () => {
    const extraction = await extractText(make.makeDoc(lease));
    expect(extraction).toMatchObject({
      text: lease.join('\n'),
      pageCount: 1,
      method: 'doc',
      contentType: 'application/msword',
    });
  });

  it('reads a DOC whose sector chain loops, without ever handing the loop to word-extractor', async () => {
    // Regression (found by fuzzing): word-extractor alone aborts the whole process on this file.
    const extraction = await extractText(make.makeDocWithSectorLoop()).catch((error: unknown) => error);
    if (extraction instanceof Error) expect(extraction).toBeInstanceOf(AppError);
    else expect(extraction).toMatchObject({ method: 'doc' });
  });

  it.each([
    ['PNG', make.makePng, 'image/png'],
    ['JPEG', make.makeJpeg, 'image/jpeg'],
    ['WEBP', make.makeWebp, 'image/webp'],
    ['TIFF', make.makeTiff, 'image/tiff'],
  ])('OCRs a %s image', async (_name, makeImage, contentType) => {
    const extraction = await extractText(makeImage(lease));
    expect(extraction).toMatchObject({ pageCount: 1, method: 'ocr', contentType });
    expectWords(extraction.text, ['residential', 'lease', 'Jane Smith', '1,850.00']);
    expect(extraction.text.split('\n').length).toBeGreaterThanOrEqual(3); // lines survive
  });

  it('OCRs black text on a transparent background', async () => {
    const extraction = await extractText(make.makePng(lease, { isTransparent: true }));
    expectWords(extraction.text, ['lease', 'Jane Smith']);
  });

  it('upscales a small image before OCR', async () => {
    const extraction = await extractText(
      make.makePng(['Invoice due 2024-05-01'], { fontSize: 11, width: 260 }),
    );
    expectWords(extraction.text, ['invoice', '2024-05-01']);
  });

  it('straightens a photo held well crooked before OCR', async () => {
    const receipt = [
      'PINE HARDWARE SUPPLY',
      '118 Cedar Street, Dayton, OH 45402',
      'Date: 03/14/2025  Reg 2  Trans 4471',
      'Wood screws 2in box      1 @ 8.49      8.49',
      'Paint roller kit         2 @ 12.99    25.98',
      'Caulk white              3 @ 4.79     14.37',
      'Furnace filter 16x25     2 @ 11.50    23.00',
      'Subtotal                              71.84',
      'Sales tax 7.25%                        5.21',
      'TOTAL                                 77.05',
      'Thank you for shopping at Pine Hardware',
    ];
    const photo = make.makeJpeg(receipt, { width: 1000, height: 1000, fontSize: 24, tilt: 13 });
    const { text } = await extractText(photo);
    expect(text).toMatch(/TOTAL\s+77\.05/);
    expect(text).toMatch(/Furnace filter 16x25/);
    expect(text).toMatch(/Thank you for shopping at Pine Hardware/);
  });

  it('gives the same OCR text twice (deterministic)', async () => {
    const image = make.makePng(lease);
    expect((await extractText(image)).text).toBe((await extractText(image)).text);
  });
});

describe('extractText: refused input', () => {
  const cases: Array<[string, () => Uint8Array | Promise<Uint8Array>, string, string]> = [
    ['an empty file', () => new Uint8Array(), 'unprocessable', EXTRACTION_MESSAGES.empty],
    ['a password-protected PDF', make.makeEncryptedPdf, 'unprocessable', EXTRACTION_MESSAGES.pdfPassword],
    ['a truncated PDF', make.makeTruncatedPdf, 'unprocessable', EXTRACTION_MESSAGES.damaged],
    ['HTML behind a PDF header', make.makeFakePdf, 'unprocessable', EXTRACTION_MESSAGES.damaged],
    ['a PDF of 500 pages', () => make.makeBlankPdf(500), 'unprocessable', EXTRACTION_MESSAGES.tooManyPages],
    ['a zip bomb DOCX (declared size)', make.makeZipBombDocx, 'unprocessable', EXTRACTION_MESSAGES.tooLarge],
    [
      'a zip bomb DOCX (lying headers)',
      make.makeLyingZipBombDocx,
      'unprocessable',
      EXTRACTION_MESSAGES.tooLarge,
    ],
    ['a billion-laughs DOCX', make.makeBillionLaughsDocx, 'unprocessable', EXTRACTION_MESSAGES.damaged],
    [
      'a DOCX without its main part',
      () => make.makeMinimalDocx([], ''),
      'unprocessable',
      EXTRACTION_MESSAGES.damaged,
    ],
    [
      'a password-protected DOC',
      () => make.makeDoc(lease, { isEncrypted: true }),
      'unprocessable',
      EXTRACTION_MESSAGES.documentPassword,
    ],
    [
      'a password-protected DOCX',
      make.makeEncryptedDocx,
      'unprocessable',
      EXTRACTION_MESSAGES.documentPassword,
    ],
    [
      'an OLE2 file that is not Word',
      make.makeOleWorkbook,
      'unsupported_media_type',
      EXTRACTION_MESSAGES.unsupported,
    ],
    [
      'a truncated DOC',
      () => make.makeDoc(lease).subarray(0, 600),
      'unprocessable',
      EXTRACTION_MESSAGES.damaged,
    ],
    [
      'a PNG claiming 60 000 × 60 000 pixels',
      () => make.makeHugePngHeader(),
      'unprocessable',
      EXTRACTION_MESSAGES.tooLarge,
    ],
    [
      'a PNG signature on garbage',
      () => pngSignatureOnGarbage(),
      'unprocessable',
      EXTRACTION_MESSAGES.damaged,
    ],
    [
      'a truncated JPEG',
      () => make.makeJpeg(lease).subarray(0, 300),
      'unprocessable',
      EXTRACTION_MESSAGES.damaged,
    ],
    [
      'a Windows executable',
      make.makeWindowsExecutable,
      'unsupported_media_type',
      EXTRACTION_MESSAGES.unsupported,
    ],
    ['an HTML page', make.makeHtml, 'unsupported_media_type', EXTRACTION_MESSAGES.unsupported],
  ];
  it.each(cases)('refuses %s', async (_name, makeFile, code, detail) => {
    const error = await extractText(await makeFile()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code, detail });
  });
});

function pngSignatureOnGarbage(): Uint8Array {
  return Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(64, 0x41)]);
}

describe('extractText on damaged copies of good files', () => {
  /** Overwrites a few bytes and maybe truncates: what a bad disk, a bad download or a fuzzer produces. */
  const damage = (file: Uint8Array) =>
    fc
      .record({
        edits: fc.array(fc.record({ at: fc.nat(file.length - 1), value: fc.integer({ min: 0, max: 255 }) }), {
          maxLength: 8,
        }),
        keep: fc.integer({ min: Math.floor(file.length / 2), max: file.length }),
      })
      .map(({ edits, keep }) => {
        const copy = Uint8Array.from(file);
        for (const { at, value } of edits) copy[at] = value;
        return copy.subarray(0, keep);
      });

  it.each([
    ['PDF', () => make.makeTextPdf(lease, 2)],
    ['DOCX', () => make.makeDocx(lease)],
    ['DOC', () => make.makeDoc(lease)],
  ])('a damaged %s yields text or an AppError, never another error', async (_name, makeFile) => {
    const file = await makeFile();
    await fc.assert(
      fc.asyncProperty(damage(file), async (damaged) => {
        // OCR off: this is about the parsers; OCR of damaged images is covered by the pool's crash isolation.
        const outcome = await extractText(damaged, { ocr: false }).catch((error: unknown) => error);
        if (outcome instanceof Error) expect(outcome).toBeInstanceOf(AppError);
        else expect(outcome).toHaveProperty('text');
      }),
      { numRuns: 40 },
    );
  });
});
