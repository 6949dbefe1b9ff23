import { AppError } from '../../errors.js';
import { EXTRACTION_LIMITS } from './extract-limits.js';

/** The messages a user sees when a document cannot be read; the pool and the routes reuse them. */
export const EXTRACTION_MESSAGES = {
  unsupported:
    'Unsupported file type. Upload a PDF, Word document (DOC or DOCX) or an image (PNG, JPEG, WEBP, TIFF).',
  heic: 'HEIC photos are not supported. Save the photo as JPEG or PNG and upload it again.',
  empty: 'The file is empty.',
  damaged: 'The file could not be read. It may be damaged.',
  pdfPassword: 'This PDF is password-protected.',
  documentPassword: 'This document is password-protected.',
  tooManyPages: `This document has more than ${EXTRACTION_LIMITS.maxPages} pages.`,
  tooLarge: 'This document is too large to read.',
  timeout: 'Reading this document took too long.',
} as const;

export const unsupportedFileType = (): AppError =>
  new AppError('unsupported_media_type', EXTRACTION_MESSAGES.unsupported);
export const damagedFile = (): AppError => new AppError('unprocessable', EXTRACTION_MESSAGES.damaged);
export const tooLargeFile = (): AppError => new AppError('unprocessable', EXTRACTION_MESSAGES.tooLarge);

/**
 * Library errors (pdf.js, saxes, word-extractor, tesseract) mean the file is bad; ours pass through. An
 * allocation refused under the reader's memory limit means the file is too big, not damaged.
 */
export function asExtractionError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (
    error instanceof RangeError &&
    /allocation failed|invalid array length|buffer larger/i.test(error.message)
  )
    return tooLargeFile();
  return damagedFile();
}
