/**
 * Bytes → text, whatever the format: the one entry point of extract/. CPU-heavy (pdf.js, OCR): call it
 * through the worker pool (documents/pool), never on the request thread; tests call it directly.
 */
import type { Extraction, ExtractionMethod } from '../types.js';
import { detectFileType } from './detect-file-type.js';
import { extractDocText } from './extract-doc.js';
import { extractDocxText } from './extract-docx.js';
import { extractImageText } from './extract-image.js';
import { extractPdfText, type ReadingProgress } from './extract-pdf.js';
import { normalizeText } from './normalize-text.js';

export type ExtractOptions = {
  /**
   * OCR images and the image-only pages of PDFs (default true). Without it an image yields no text and a
   * scanned PDF only its text layer: quick, for callers that only need the type or the page count.
   */
  ocr?: boolean;
  /**
   * Scanned PDFs: no new page is OCR'd once this many milliseconds have passed, so that a long scan yields
   * its first pages rather than running into the pool's time limit (which sets this; default: no budget).
   * Images: no second reading of a bill (second-reading.ts) that would end after it.
   */
  ocrBudgetMs?: number;
  /** A longer budget for a long scan: this many milliseconds a page, when that is more than `ocrBudgetMs`. */
  ocrBudgetMsPerPage?: number;
};

export type { ReadingProgress };

type RawText = { text: string; pageCount: number; method: ExtractionMethod; pagesNotRead?: number[] };

/**
 * `onProgress`: PDFs report their page count, then each page read (a long scan takes a while); other
 * formats are read in one step and report nothing.
 * @throws AppError 415 (not a PDF, Word document or supported image), 422 (empty, damaged, encrypted,
 * too many pages, too large). Library errors never escape as anything else.
 */
export async function extractText(
  bytes: Uint8Array,
  options: ExtractOptions = {},
  onProgress?: (progress: ReadingProgress) => void,
): Promise<Extraction> {
  const startedAt = performance.now();
  const { kind, contentType } = detectFileType(bytes);
  const ocr = options.ocr ?? true;
  let raw: RawText;
  switch (kind) {
    case 'pdf':
      raw = await extractPdfText(bytes, {
        ocr,
        ocrDeadline: (pageCount) =>
          startedAt +
          Math.max(options.ocrBudgetMs ?? Infinity, pageCount * (options.ocrBudgetMsPerPage ?? 0)),
        onProgress,
      });
      break;
    case 'docx':
      raw = { ...(await extractDocxText(bytes)), method: 'docx' };
      break;
    case 'doc':
      raw = { ...(await extractDocText(bytes)), method: 'doc' };
      break;
    case 'png':
    case 'jpeg':
    case 'webp':
    case 'tiff':
      raw = {
        text: ocr ? await extractImageText(bytes, kind, startedAt + (options.ocrBudgetMs ?? Infinity)) : '',
        pageCount: 1,
        method: 'ocr',
      };
      break;
  }
  return {
    text: normalizeText(raw.text),
    pageCount: raw.pageCount,
    method: raw.method,
    contentType,
    elapsedMs: Math.round(performance.now() - startedAt),
    pagesNotRead: raw.pagesNotRead ?? [],
  };
}
