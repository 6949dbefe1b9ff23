/**
 * Just enough of the zip format to judge an archive before a library inflates it: the central directory
 * (names and declared sizes) and a capped inflate of one entry. Hand-written because a zip library would
 * inflate first and ask later, which is what a zip bomb counts on.
 */
import { inflateRawSync } from 'node:zlib';
import { asExtractionError, damagedFile, tooLargeFile } from './extract-errors.js';

export type ZipEntry = {
  name: string;
  /** 0 stored, 8 deflate; anything else is refused when inflating. */
  method: number;
  isEncrypted: boolean;
  compressedSize: number;
  /** As declared by the central directory: a claim, checked when the entry is inflated. */
  uncompressedSize: number;
  localHeaderOffset: number;
};

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const END_OF_DIRECTORY_SIZE = 22;
const MAX_COMMENT_SIZE = 0xffff;

export function isZipSignature(bytes: Uint8Array): boolean {
  return (
    bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04
  );
}

/**
 * The central directory's entries, or null when there is none to read (truncated, multi-disk or zip64:
 * none of which a Word document needs). Work is bounded by the directory's size, itself within the bytes.
 */
export function readZipDirectory(bytes: Uint8Array): ZipEntry[] | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = findEndOfDirectory(view);
  if (end === null) return null;
  const diskNumber = view.getUint16(end + 4, true);
  const directoryDisk = view.getUint16(end + 6, true);
  const entryCount = view.getUint16(end + 10, true);
  const directorySize = view.getUint32(end + 12, true);
  const directoryOffset = view.getUint32(end + 16, true);
  if (diskNumber !== 0 || directoryDisk !== 0) return null;
  if (entryCount === 0xffff || directoryOffset === 0xffffffff) return null; // zip64
  if (directoryOffset + directorySize > end) return null;

  const decoder = new TextDecoder('utf-8', { fatal: false });
  const entries: ZipEntry[] = [];
  let at = directoryOffset;
  for (let index = 0; index < entryCount; index += 1) {
    if (at + 46 > end || view.getUint32(at, true) !== DIRECTORY_ENTRY) return null;
    const flags = view.getUint16(at + 8, true);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    if (at + 46 + nameLength > end) return null;
    entries.push({
      name: decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength)),
      method: view.getUint16(at + 10, true),
      isEncrypted: (flags & 0x0001) !== 0,
      compressedSize: view.getUint32(at + 20, true),
      uncompressedSize: view.getUint32(at + 24, true),
      localHeaderOffset: view.getUint32(at + 42, true),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

function findEndOfDirectory(view: DataView): number | null {
  const last = view.byteLength - END_OF_DIRECTORY_SIZE;
  const first = Math.max(0, last - MAX_COMMENT_SIZE);
  for (let at = last; at >= first; at -= 1) {
    if (view.getUint32(at, true) === END_OF_DIRECTORY) return at;
  }
  return null;
}

/**
 * Inflates one entry, never producing more than it declared (nor more than `maxBytes`): a zip whose data
 * inflates beyond its declared size is refused after `uncompressedSize` bytes, not after gigabytes.
 */
export function inflateZipEntry(bytes: Uint8Array, entry: ZipEntry, maxBytes: number): Uint8Array {
  if (entry.uncompressedSize > maxBytes) throw tooLargeFile();
  if (entry.isEncrypted) throw damagedFile();
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const header = entry.localHeaderOffset;
  if (header + 30 > bytes.length || view.getUint32(header, true) !== LOCAL_HEADER) throw damagedFile();
  const dataStart = header + 30 + view.getUint16(header + 26, true) + view.getUint16(header + 28, true);
  const dataEnd = dataStart + entry.compressedSize;
  if (dataEnd > bytes.length) throw damagedFile();
  const data = bytes.subarray(dataStart, dataEnd);

  let inflated: Uint8Array;
  if (entry.method === 0) {
    inflated = data;
  } else if (entry.method === 8) {
    try {
      // One byte of headroom tells "exactly the declared size" from "more than declared".
      inflated = inflateRawSync(data, { maxOutputLength: entry.uncompressedSize + 1 });
    } catch (error) {
      // Past the declared size, or an allocation refused under the reader's memory limit: too large.
      throw (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE'
        ? tooLargeFile()
        : asExtractionError(error);
    }
  } else {
    throw damagedFile();
  }
  if (inflated.length > entry.uncompressedSize) throw tooLargeFile();
  if (inflated.length !== entry.uncompressedSize) throw damagedFile();
  return inflated;
}
