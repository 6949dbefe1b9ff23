/**
 * Limits that keep a hostile or merely enormous upload from exhausting a worker. Each one is far above
 * what a lease, an invoice or a scanned contract needs.
 */
export const EXTRACTION_LIMITS = {
  /** PDFs with more pages are refused before any page is read. */
  maxPages: 200,
  /** Resolution at which image-only PDF pages are rendered for OCR (scans are usually 200–300 dpi). */
  ocrDpi: 250,
  /** A rendered page never exceeds this many pixels, whatever its declared size (about 300 dpi A3). */
  maxRenderPixels: 18_000_000,
  /**
   * PDFs: what one compressed stream other than an image (page content, a font, an object stream) and all
   * of them together may inflate to. A long lease's streams inflate to a few megabytes.
   */
  maxDecodedStreamBytes: 64 * 1024 * 1024,
  maxDecodedDocumentBytes: 256 * 1024 * 1024,
  /** Images (and images inside PDFs) above this many pixels are refused rather than decoded. */
  maxImagePixels: 50_000_000,
  /** Images smaller than this on their longest side are upscaled before OCR (small text reads badly). */
  minOcrImageSide: 1600,
  /** DOCX: archive entries, the size of one XML part, all XML parts, and everything the zip declares. */
  maxZipEntries: 5_000,
  maxXmlPartBytes: 48 * 1024 * 1024,
  maxTotalXmlBytes: 128 * 1024 * 1024,
  maxTotalDeclaredBytes: 1024 * 1024 * 1024,
} as const;
