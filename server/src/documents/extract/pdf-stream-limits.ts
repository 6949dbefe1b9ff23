/**
 * Decompression bombs in PDFs. A content stream, a font or an object stream of a few megabytes may
 * inflate to gigabytes, and pdf.js inflates such streams whole (into ArrayBuffers, which no heap limit
 * bounds). Before pdf.js opens the file, every Flate-compressed stream that pdf.js would inflate whole is
 * inflated here under a cap, keeping nothing: past the cap per stream or per document the file is refused.
 * Images are left out: pdf.js decodes an image only as far as its declared size, which its own pixel limit
 * (`maxImagePixels`) already bounds, and scans are mostly images. The reader's process memory limit
 * (documents/pool) stays the last line for what this does not see (other filters, damaged files).
 */
import { constants, inflateSync } from 'node:zlib';
import { tooLargeFile } from './extract-errors.js';
import { EXTRACTION_LIMITS } from './extract-limits.js';

const STREAM = Buffer.from('stream');
const END_STREAM = Buffer.from('endstream');
/** How far back from `stream` its dictionary may start (dictionaries are short; nested ones included). */
const DICTIONARY_WINDOW = 4096;

/** @throws AppError 422 "This document is too large to read." when a stream or all of them inflate too far. */
export function assertPdfStreamsWithinLimits(
  bytes: Uint8Array,
  limits: { maxStreamBytes: number; maxDocumentBytes: number } = {
    maxStreamBytes: EXTRACTION_LIMITS.maxDecodedStreamBytes,
    maxDocumentBytes: EXTRACTION_LIMITS.maxDecodedDocumentBytes,
  },
): void {
  const pdf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let total = 0;
  for (const stream of findStreams(pdf)) {
    let data: Buffer = stream.data;
    // Each Flate stage of a filter chain ([/FlateDecode /FlateDecode] multiplies the ratios) is capped.
    for (let stage = 0; stage < stream.flateStages; stage += 1) {
      const inflated = inflateCapped(data, limits.maxStreamBytes);
      if (inflated === null) break; // not valid Flate data: pdf.js will find the stream damaged
      data = inflated;
    }
    total += data.length;
    if (total > limits.maxDocumentBytes) throw tooLargeFile();
  }
}

type CompressedStream = { data: Buffer; flateStages: number };

/** Streams with a Flate filter that are not images, in file order. */
function* findStreams(pdf: Buffer): Generator<CompressedStream> {
  let from = 0;
  for (;;) {
    const keyword = pdf.indexOf(STREAM, from);
    if (keyword < 0) return;
    from = keyword + STREAM.length;
    if (keyword >= 3 && pdf.toString('latin1', keyword - 3, keyword) === 'end') continue;
    const dataStart = skipEndOfLine(pdf, from);
    if (dataStart === null) continue;
    const dictionary = pdf.toString('latin1', Math.max(0, keyword - DICTIONARY_WINDOW), keyword);
    const dictionaryStart = dictionary.lastIndexOf(' obj');
    const own = dictionaryStart >= 0 ? dictionary.slice(dictionaryStart) : dictionary;
    if (!own.trimEnd().endsWith('>>')) continue;
    const end = pdf.indexOf(END_STREAM, dataStart);
    if (end < 0) return;
    from = end + END_STREAM.length;
    if (/\/Subtype\s*\/Image\b/.test(own)) continue;
    const flateStages = countFlateFilters(own);
    if (flateStages > 0) yield { data: pdf.subarray(dataStart, end), flateStages };
  }
}

/** The data starts after the end of line that follows `stream` (CRLF or LF; a lone CR is tolerated). */
function skipEndOfLine(pdf: Buffer, at: number): number | null {
  if (pdf[at] === 0x0d && pdf[at + 1] === 0x0a) return at + 2;
  if (pdf[at] === 0x0a || pdf[at] === 0x0d) return at + 1;
  return null;
}

/** /FlateDecode (or its short form /Fl) in the /Filter entry, once per stage of a filter array. */
function countFlateFilters(dictionary: string): number {
  const filter = /\/Filter\s*(\[[^\]]*\]|\/\w+)/.exec(dictionary)?.[1] ?? '';
  return (filter.match(/\/(?:FlateDecode|Fl)\b/g) ?? []).length;
}

/**
 * The inflated bytes, or null when they are not valid Flate data. zlib stops at `max` and throws, so no
 * more than the cap is ever held. A truncated stream yields what it has, as pdf.js reads it.
 */
function inflateCapped(data: Buffer, max: number): Buffer | null {
  try {
    return inflateSync(data, { maxOutputLength: max, finishFlush: constants.Z_SYNC_FLUSH });
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw tooLargeFile();
    return null;
  }
}
