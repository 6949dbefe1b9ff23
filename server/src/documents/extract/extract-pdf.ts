/**
 * PDF → text with pdf.js (through unpdf, which carries a Node-ready build). Each page's text layer is read;
 * a page with next to no text but with an image on it is a scan, so it is rendered and OCR'd instead, two
 * pages at a time on a multi-core machine. No page is started after the caller's deadline: those left are
 * listed in `pagesNotRead`, so that the review can say which pages were not read rather than drop them.
 */
import { getDocumentProxy, getResolvedPDFJS, renderPageAsImage } from 'unpdf';
import { AppError } from '../../errors.js';
import type { ExtractionMethod } from '../types.js';
import { asExtractionError, EXTRACTION_MESSAGES } from './extract-errors.js';
import { EXTRACTION_LIMITS } from './extract-limits.js';
import { OCR_CONCURRENCY, recognizeText } from './ocr.js';
import { layoutPdfPage } from './pdf-layout.js';
import { assertPdfStreamsWithinLimits } from './pdf-stream-limits.js';

type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;
type PdfPage = Awaited<ReturnType<PdfDocument['getPage']>>;

/** Fewer visible characters than this on a page means "no real text layer" (page numbers, a stamp). */
const MIN_TEXT_LAYER_CHARS = 16;

/** `pagesNotRead`: scanned pages left unread because the time ran out (numbered from 1). */
export type PdfText = { text: string; pageCount: number; method: ExtractionMethod; pagesNotRead: number[] };

/** `ocrDeadline`: a `performance.now()` time after which no further page is OCR'd. */
export async function extractPdfText(
  bytes: Uint8Array,
  options: { ocr: boolean; ocrDeadline: number },
): Promise<PdfText> {
  ignorePdfjsUnhandledRejections();
  assertPdfStreamsWithinLimits(bytes);
  const pdf = await openPdf(bytes);
  try {
    if (pdf.numPages > EXTRACTION_LIMITS.maxPages) {
      throw new AppError('unprocessable', EXTRACTION_MESSAGES.tooManyPages);
    }
    const pageTexts: string[] = Array.from({ length: pdf.numPages }, () => '');
    const pagesNotRead: number[] = [];
    // Scanned pages are rendered one by one here and read by OCR_CONCURRENCY engines at once.
    const reading = new Set<Promise<void>>();
    let failure: { error: unknown } | undefined;
    let ocrPageCount = 0;
    for (let pageNumber = 1; pageNumber <= pdf.numPages && !failure; pageNumber += 1) {
      const page = await pdf.getPage(pageNumber);
      let image: Uint8Array | undefined;
      try {
        const text = await readTextLayer(page);
        pageTexts[pageNumber - 1] = text;
        if (options.ocr && countVisible(text) < MIN_TEXT_LAYER_CHARS && (await hasImages(page))) {
          if (performance.now() < options.ocrDeadline) image = await renderPage(pdf, page);
          else pagesNotRead.push(pageNumber);
        }
      } finally {
        page.cleanup();
      }
      if (!image) continue;
      while (reading.size >= OCR_CONCURRENCY) await Promise.race(reading);
      const index = pageNumber - 1;
      const job: Promise<void> = recognizeText(image)
        .then((text) => {
          pageTexts[index] = text;
        })
        .catch((error: unknown) => {
          failure ??= { error };
        })
        .finally(() => reading.delete(job));
      reading.add(job);
      ocrPageCount += 1;
    }
    await Promise.all(reading);
    if (failure) throw failure.error;
    return {
      text: pageTexts.join('\n\n'),
      pageCount: pdf.numPages,
      method: ocrPageCount > 0 ? 'pdf-ocr' : 'pdf-text',
      pagesNotRead,
    };
  } catch (error) {
    throw asExtractionError(error);
  } finally {
    await pdf.destroy();
  }
}

async function openPdf(bytes: Uint8Array): Promise<PdfDocument> {
  try {
    // pdf.js wants a plain Uint8Array (not a Buffer) and may take ownership of it: give it a copy.
    return await getDocumentProxy(new Uint8Array(bytes), {
      verbosity: 0,
      isEvalSupported: false,
      useSystemFonts: false,
      maxImageSize: EXTRACTION_LIMITS.maxImagePixels,
    });
  } catch (error) {
    if ((error as { name?: string }).name === 'PasswordException') {
      throw new AppError('unprocessable', EXTRACTION_MESSAGES.pdfPassword);
    }
    throw asExtractionError(error);
  }
}

/** The text layer, laid out by position: lines, cells, columns, labels beside their values (pdf-layout.ts). */
async function readTextLayer(page: PdfPage): Promise<string> {
  const content = await page.getTextContent();
  return layoutPdfPage(content.items);
}

function countVisible(text: string): number {
  return text.replace(/\s/g, '').length;
}

async function hasImages(page: PdfPage): Promise<boolean> {
  const { OPS } = await getResolvedPDFJS();
  const imageOperators = new Set<number>([
    OPS.paintImageXObject,
    OPS.paintImageXObjectRepeat,
    OPS.paintInlineImageXObject,
    OPS.paintInlineImageXObjectGroup,
    OPS.paintImageMaskXObject,
    OPS.paintImageMaskXObjectGroup,
    OPS.paintImageMaskXObjectRepeat,
  ]);
  const operators = await page.getOperatorList();
  return operators.fnArray.some((operator) => imageOperators.has(operator));
}

/** A PNG of the page at `ocrDpi`, scaled down if that would exceed `maxRenderPixels`. */
async function renderPage(pdf: PdfDocument, page: PdfPage): Promise<Uint8Array> {
  const { width, height } = page.getViewport({ scale: 1 }); // PDF points: 72 per inch
  const scale = Math.min(
    EXTRACTION_LIMITS.ocrDpi / 72,
    Math.sqrt(EXTRACTION_LIMITS.maxRenderPixels / Math.max(1, width * height)),
  );
  const png = await renderPageAsImage(pdf, page.pageNumber, {
    canvasImport: () => import('@napi-rs/canvas'),
    scale,
  });
  return new Uint8Array(png);
}

/** The exception types pdf.js throws (all subclasses of its BaseException). */
const PDFJS_EXCEPTIONS = new Set([
  'AbortException',
  'FormatError',
  'InvalidPDFException',
  'MissingDataException',
  'MissingPDFException',
  'ParserEOFException',
  'PasswordException',
  'ResponseException',
  'UnexpectedResponseException',
  'UnknownErrorException',
  'XRefEntryException',
  'XRefParseException',
]);
let isIgnoringPdfjsRejections = false;

/**
 * pdf.js runs in this thread (its "fake worker") and, on some malformed files, leaves a rejected promise
 * that nobody awaits (a page promise cached by PDFDocument.checkLastPage). Node treats an unhandled
 * rejection as fatal to the thread, so a damaged upload would kill a worker after its task had already
 * answered. Those pdf.js exceptions are dropped here; any other unhandled rejection keeps Node's default
 * (a crash) unless someone else (a test runner) listens for them too.
 */
function ignorePdfjsUnhandledRejections(): void {
  if (isIgnoringPdfjsRejections) return;
  isIgnoringPdfjsRejections = true;
  process.on('unhandledRejection', (reason) => {
    if (PDFJS_EXCEPTIONS.has((reason as { name?: string } | null)?.name ?? '')) return;
    if (process.listenerCount('unhandledRejection') === 1) throw reason;
  });
}
