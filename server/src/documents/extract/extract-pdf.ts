/**
 * PDF → text with pdf.js (through unpdf, which carries a Node-ready build). Each page's text layer is read;
 * a page with next to no text but with an image on it is a scan, so it is OCR'd instead, two pages at a
 * time on a multi-core machine: its one upright image is handed to tesseract as grey pixels (grey-image.ts),
 * any other page is rendered. No page is started after the caller's deadline: those left are listed in
 * `pagesNotRead`, so that the review says which pages were not read rather than drop them.
 */
import { getDocumentProxy, getResolvedPDFJS, renderPageAsImage } from 'unpdf';
import { AppError } from '../../errors.js';
import type { ExtractionMethod } from '../types.js';
import { asExtractionError, EXTRACTION_MESSAGES } from './extract-errors.js';
import { EXTRACTION_LIMITS } from './extract-limits.js';
import { PNG } from 'pngjs';
import {
  downscaleGrey,
  encodePgm,
  greyFromPdfjsImage,
  type GreyImage,
  type PdfjsImage,
} from './grey-image.js';
import { OCR_CONCURRENCY, recognizeText } from './ocr.js';
import { layoutPdfPage } from './pdf-layout.js';
import { assertPdfStreamsWithinLimits } from './pdf-stream-limits.js';
import { recognizeBill } from './second-reading.js';

type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;
type PdfPage = Awaited<ReturnType<PdfDocument['getPage']>>;

/** Fewer visible characters than this on a page means "no real text layer" (page numbers, a stamp). */
const MIN_TEXT_LAYER_CHARS = 16;

/** A scan of this many pages or fewer may be a bill or a receipt (second-reading.ts). */
const BILL_PAGES = 2;

/** What tesseract is given for a page, and its grey pixels for a further reading (decoded on demand). */
type OcrImage = { bytes: Uint8Array; pixels: () => GreyImage | null };

/** `pagesNotRead`: scanned pages left unread because the time ran out (numbered from 1). */
export type PdfText = { text: string; pageCount: number; method: ExtractionMethod; pagesNotRead: number[] };

/** Pages read so far (text layer or OCR, in any order) out of the document's pages. */
export type ReadingProgress = { pagesRead: number; pageCount: number };

/**
 * `ocrDeadline`: a `performance.now()` time after which no further page is OCR'd, given the page count (a
 * long scan may be given longer). `onProgress` is called
 * once the page count is known and each time a page is done (a page left unread is not counted).
 */
export async function extractPdfText(
  bytes: Uint8Array,
  options: {
    ocr: boolean;
    ocrDeadline: (pageCount: number) => number;
    onProgress?: (progress: ReadingProgress) => void;
  },
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
    const ocrDeadline = options.ocrDeadline(pdf.numPages);
    // Scanned pages are prepared one by one here and read by OCR_CONCURRENCY engines at once.
    const reading = new Set<Promise<void>>();
    let failure: { error: unknown } | undefined;
    let ocrPageCount = 0;
    let pagesRead = 0;
    options.onProgress?.({ pagesRead, pageCount: pdf.numPages });
    const pageDone = () => {
      pagesRead += 1;
      options.onProgress?.({ pagesRead, pageCount: pdf.numPages });
    };
    for (let pageNumber = 1; pageNumber <= pdf.numPages && !failure; pageNumber += 1) {
      const page = await pdf.getPage(pageNumber);
      let image: OcrImage | undefined;
      let isLeftUnread = false;
      try {
        const text = await readTextLayer(page);
        pageTexts[pageNumber - 1] = text;
        if (options.ocr && countVisible(text) < MIN_TEXT_LAYER_CHARS) {
          const scan = await findScanImage(page);
          isLeftUnread = scan !== undefined && performance.now() >= ocrDeadline;
          if (scan && !isLeftUnread) image = await pageImageForOcr(pdf, page, scan);
        }
      } finally {
        page.cleanup();
      }
      if (isLeftUnread) pagesNotRead.push(pageNumber);
      if (!image) {
        if (!isLeftUnread) pageDone();
        continue;
      }
      while (reading.size >= OCR_CONCURRENCY) await Promise.race(reading);
      const index = pageNumber - 1;
      // A scan short enough to be a bill gets a bill's further readings when its total or date is missing.
      const job: Promise<void> = (
        pdf.numPages <= BILL_PAGES
          ? recognizeBill(image.bytes, { removeNoise: true }, ocrDeadline, image.pixels)
          : recognizeText(image.bytes, { removeNoise: true })
      )
        .then((text) => {
          pageTexts[index] = text;
          pageDone();
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

/** How a scanned page paints its picture: one upright image (its pdf.js object id and size on the page). */
type ScanImage = { count: number; single?: { objectId: string; widthPoints: number; heightPoints: number } };

/** The page's images, or undefined if it has none (then it has nothing to OCR). */
async function findScanImage(page: PdfPage): Promise<ScanImage | undefined> {
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
  const { fnArray, argsArray } = await page.getOperatorList();
  // The current transformation matrix, followed through save/restore/transform, to know how the image sits.
  let matrix = [1, 0, 0, 1, 0, 0];
  const saved: number[][] = [];
  let count = 0;
  let single: ScanImage['single'];
  fnArray.forEach((operator, index) => {
    const args = argsArray[index] as unknown[] | null;
    if (operator === OPS.save) saved.push(matrix);
    else if (operator === OPS.restore || operator === OPS.paintFormXObjectEnd) matrix = saved.pop() ?? matrix;
    else if (operator === OPS.transform) matrix = multiply(matrix, args as number[]);
    else if (operator === OPS.paintFormXObjectBegin) {
      saved.push(matrix);
      if (Array.isArray(args?.[0])) matrix = multiply(matrix, args[0] as number[]);
    } else if (imageOperators.has(operator)) {
      count += 1;
      const [a, b, c, d] = matrix as [number, number, number, number];
      const isUpright = Math.abs(b) < 1e-6 && Math.abs(c) < 1e-6 && a > 0 && d > 0;
      const objectId = args?.[0];
      if (operator === OPS.paintImageXObject && isUpright && typeof objectId === 'string') {
        single = { objectId, widthPoints: a, heightPoints: d };
      }
    }
  });
  if (count === 0) return undefined;
  const [left, bottom, right, top] = page.view as [number, number, number, number];
  const isPageScan =
    single !== undefined &&
    coversPage(single.widthPoints * single.heightPoints, (right - left) * (top - bottom));
  return { count, single: count === 1 && page.rotate % 360 === 0 && isPageScan ? single : undefined };
}

/**
 * Whether one image is the scan of the whole page, not a logo on a page whose words are drawn as outlines
 * (the page, drawn, has them all; the logo alone has a few words).
 */
export function coversPage(imageArea: number, pageArea: number): boolean {
  return pageArea > 0 && imageArea / pageArea >= 0.6;
}

function multiply(m: number[], n: number[]): number[] {
  const [a, b, c, d, e, f] = m as [number, number, number, number, number, number];
  const [na, nb, nc, nd, ne, nf] = n as [number, number, number, number, number, number];
  return [
    a * na + c * nb,
    b * na + d * nb,
    a * nc + c * nd,
    b * nc + d * nd,
    a * ne + c * nf + e,
    b * ne + d * nf + f,
  ];
}

/**
 * What tesseract reads for a scanned page: the page's one upright image itself, in grey, brought down to
 * `ocrDpi` if it was scanned finer; otherwise (several images, rotated, masks) the rendered page.
 */
async function pageImageForOcr(pdf: PdfDocument, page: PdfPage, scan: ScanImage): Promise<OcrImage> {
  if (scan.single) {
    const { objectId, widthPoints, heightPoints } = scan.single;
    const objects = objectId.startsWith('g_') ? page.commonObjs : page.objs;
    const decoded = await new Promise<PdfjsImage | null>((resolve) => {
      objects.get(objectId, (value: unknown) => resolve((value as PdfjsImage | null) ?? null));
    });
    const grey = decoded ? greyFromPdfjsImage(decoded) : null;
    // Pixels stored at other rows than columns per inch (a fax-like scan) read squashed on their own: the
    // drawn page puts them back in shape.
    const isInShape =
      grey !== null && Math.abs((grey.width / widthPoints) * (heightPoints / grey.height) - 1) <= 0.1;
    if (grey && isInShape) {
      const dpi = grey.width / (widthPoints / 72);
      const factor = EXTRACTION_LIMITS.ocrDpi / dpi;
      const pixels = factor < 0.9 ? downscaleGrey(grey, factor) : grey;
      return { bytes: encodePgm(pixels), pixels: () => pixels };
    }
  }
  const png = await renderPage(pdf, page);
  // Our own rendering: pngjs decodes it in pure JS (extract-image.ts says why not a native decoder).
  return { bytes: png, pixels: () => greyFromPdfjsImage({ ...PNG.sync.read(Buffer.from(png)), kind: 3 }) };
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
