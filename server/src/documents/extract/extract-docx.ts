/**
 * DOCX → text with mammoth, after the archive has been vetted: mammoth (through JSZip) would inflate
 * whatever the zip holds and parse whatever XML it finds, so a zip bomb or an entity-expansion ("billion
 * laughs") part is stopped here first. Every XML part is inflated under a cap and must contain no DTD
 * (OOXML never has one; a DOCTYPE is only there to declare entities).
 */
import mammoth from 'mammoth';
import { asExtractionError, damagedFile, tooLargeFile } from './extract-errors.js';
import { EXTRACTION_LIMITS } from './extract-limits.js';
import { inflateZipEntry, readZipDirectory } from './zip-archive.js';

export type DocxText = { text: string; pageCount: number };

/** Word's own estimate when docProps/app.xml lacks one; about a page of 11-pt text. */
const CHARACTERS_PER_PAGE = 3000;

export async function extractDocxText(bytes: Uint8Array): Promise<DocxText> {
  const xmlParts = readVettedXmlParts(bytes);
  let text: string;
  try {
    const result = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
    text = result.value;
  } catch (error) {
    throw asExtractionError(error);
  }
  return { text, pageCount: readPageCount(xmlParts.get('docprops/app.xml')) ?? estimatePageCount(text) };
}

/**
 * Media and embedded binaries, which mammoth's raw-text mode never opens. Every other part is vetted, even
 * with an odd extension: the relationships decide which part mammoth parses as XML, not the name.
 */
const MEDIA_PART = /\.(png|jpe?g|gif|bmp|tiff?|emf|wmf|svg|webp|ico|bin|odttf|ttf|otf|wav|mp3|mp4|mov|avi)$/i;

/** Inflates every non-media part under the limits and checks it for DTDs; returns them by lower-case name. */
function readVettedXmlParts(bytes: Uint8Array): Map<string, string> {
  const entries = readZipDirectory(bytes);
  if (entries === null) throw damagedFile();
  if (entries.length > EXTRACTION_LIMITS.maxZipEntries) throw tooLargeFile();
  const declaredTotal = entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
  if (declaredTotal > EXTRACTION_LIMITS.maxTotalDeclaredBytes) throw tooLargeFile();

  const parts = new Map<string, string>();
  let xmlTotal = 0;
  for (const entry of entries) {
    if (MEDIA_PART.test(entry.name) || entry.name.endsWith('/')) continue;
    xmlTotal += entry.uncompressedSize;
    if (xmlTotal > EXTRACTION_LIMITS.maxTotalXmlBytes) throw tooLargeFile();
    const xml = decodeXml(inflateZipEntry(bytes, entry, EXTRACTION_LIMITS.maxXmlPartBytes));
    if (xml.includes('<!DOCTYPE') || xml.includes('<!ENTITY')) throw damagedFile();
    parts.set(entry.name.toLowerCase(), xml);
  }
  return parts;
}

/** XML parts are UTF-8 unless a byte-order mark says UTF-16 (both are allowed by the XML spec). */
function decodeXml(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  return new TextDecoder('utf-8').decode(bytes);
}

/** The page count Word saved in docProps/app.xml (`<Pages>`), if any. */
function readPageCount(appXml: string | undefined): number | null {
  const pages = Number(/<Pages>\s*(\d+)\s*<\/Pages>/.exec(appXml ?? '')?.[1]);
  return Number.isInteger(pages) && pages > 0 ? pages : null;
}

export function estimatePageCount(text: string): number {
  return Math.max(1, Math.ceil(text.trim().length / CHARACTERS_PER_PAGE));
}
