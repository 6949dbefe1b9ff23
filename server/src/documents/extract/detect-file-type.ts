/**
 * What a file is, judged by its bytes (never by its name or the client's Content-Type). Cheap and bounded:
 * it reads signatures and, for zips, the central directory; safe to call on the request thread before the
 * file is stored. Whether the file then parses as what it claims is the extractor's job (422 if not).
 *
 * Hand-checked signatures rather than `file-type`: we accept seven formats, and every other answer
 * (hundreds of formats) must become the same 415, so a closed list is simpler and cannot drift.
 */
import { AppError } from '../../errors.js';
import { damagedFile, EXTRACTION_MESSAGES, unsupportedFileType } from './extract-errors.js';
import { isZipSignature, readZipDirectory } from './zip-archive.js';

export type FileKind = 'pdf' | 'docx' | 'doc' | 'png' | 'jpeg' | 'webp' | 'tiff';

export type DetectedFileType = { kind: FileKind; contentType: string };

export const CONTENT_TYPES: Record<FileKind, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  tiff: 'image/tiff',
};

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const TIFF_LITTLE_ENDIAN = [0x49, 0x49, 0x2a, 0x00];
const TIFF_BIG_ENDIAN = [0x4d, 0x4d, 0x00, 0x2a];
const HEIF_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'hevm', 'hevs', 'mif1', 'msf1']);
/**
 * Readers (Acrobat, pdf.js) accept a PDF whose `%PDF-` header is anywhere in its first 1024 bytes: files
 * saved from a web form or a mail often keep a few lines of transport header before it.
 */
const PDF_HEADER_WINDOW = 1024;

/** @throws AppError 422 for an empty file, 415 for anything that is not an accepted format. */
export function detectFileType(bytes: Uint8Array): DetectedFileType {
  if (bytes.length === 0) throw new AppError('unprocessable', EXTRACTION_MESSAGES.empty);
  const kind = detectKind(bytes);
  return { kind, contentType: CONTENT_TYPES[kind] };
}

function detectKind(bytes: Uint8Array): FileKind {
  if (isPdf(bytes)) return 'pdf';
  if (startsWith(bytes, PNG)) return 'png';
  if (startsWith(bytes, JPEG)) return 'jpeg';
  if (startsWith(bytes, TIFF_LITTLE_ENDIAN) || startsWith(bytes, TIFF_BIG_ENDIAN)) return 'tiff';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  // Which OLE2 file (Word, Excel, an encrypted DOCX) is only known from its directory: the DOC extractor says.
  if (startsWith(bytes, OLE2)) return 'doc';
  if (isZipSignature(bytes)) return detectZipKind(bytes);
  if (isHeif(bytes)) throw new AppError('unsupported_media_type', EXTRACTION_MESSAGES.heic);
  throw unsupportedFileType();
}

function detectZipKind(bytes: Uint8Array): FileKind {
  const entries = readZipDirectory(bytes);
  if (entries === null) throw damagedFile();
  // OPC part names compare case-insensitively; Word always writes word/document.xml.
  const isWordDocument = entries.some((entry) => entry.name.toLowerCase() === 'word/document.xml');
  if (!isWordDocument) throw unsupportedFileType();
  return 'docx';
}

function isPdf(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, PDF_HEADER_WINDOW + 5));
  const at = head.indexOf('%PDF-', 0, 'latin1');
  return at >= 0 && at <= PDF_HEADER_WINDOW;
}

/** ISO base media file: a `ftyp` box whose major or compatible brands name HEIF/HEIC. */
function isHeif(bytes: Uint8Array): boolean {
  if (ascii(bytes, 4, 8) !== 'ftyp') return false;
  const boxSize = Math.min(bytes.length, 256, new DataView(bytes.buffer, bytes.byteOffset).getUint32(0));
  const brands = [ascii(bytes, 8, 12)];
  for (let at = 16; at + 4 <= boxSize; at += 4) brands.push(ascii(bytes, at, at + 4));
  return brands.some((brand) => HEIF_BRANDS.has(brand));
}

function startsWith(bytes: Uint8Array, signature: number[]): boolean {
  return bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);
}

function ascii(bytes: Uint8Array, start: number, end: number): string {
  if (bytes.length < end) return '';
  return String.fromCharCode(...bytes.subarray(start, end));
}
