/**
 * DOCX → text. The archive is judged before anything is inflated (a zip bomb is stopped by the declared
 * and the actual sizes), every XML part is inflated under a cap and must contain no DTD (OOXML never has
 * one; a DOCTYPE is only there to declare entities), and the main document is read by a streaming XML
 * parser: its text is collected as the parser goes, without building a tree of the document, so a long
 * contract costs about its own size in memory and one pass of CPU.
 */
import { SaxesParser } from 'saxes';
import { asExtractionError, damagedFile, tooLargeFile } from './extract-errors.js';
import { EXTRACTION_LIMITS } from './extract-limits.js';
import { inflateZipEntry, readZipDirectory, type ZipEntry } from './zip-archive.js';

export type DocxText = { text: string; pageCount: number };

/** Word's own estimate when docProps/app.xml lacks one; about a page of 11-pt text. */
const CHARACTERS_PER_PAGE = 3000;
/** The main document, unless the package's relationships name another part. */
const DEFAULT_MAIN_PART = 'word/document.xml';
/** WordprocessingML, transitional and strict. */
const WORD_NAMESPACES = new Set([
  'http://schemas.openxmlformats.org/wordprocessingml/2006/main',
  'http://purl.oclc.org/ooxml/wordprocessingml/main',
]);
/** The parser is fed this many characters at a time. */
const CHUNK_CHARACTERS = 1 << 20;

export async function extractDocxText(bytes: Uint8Array): Promise<DocxText> {
  const { main, appXml } = readVettedParts(bytes);
  const text = readDocumentText(main);
  return { text, pageCount: readPageCount(appXml) ?? estimatePageCount(text) };
}

/**
 * Media and embedded binaries, never parsed as XML. Every other part is vetted, even with an odd
 * extension: the relationships decide what a part is, not its name.
 */
const MEDIA_PART = /\.(png|jpe?g|gif|bmp|tiff?|emf|wmf|svg|webp|ico|bin|odttf|ttf|otf|wav|mp3|mp4|mov|avi)$/i;

/**
 * Inflates every non-media part under the limits and checks it for DTDs; keeps the main document (named by
 * the package relationships) and docProps/app.xml.
 */
function readVettedParts(bytes: Uint8Array): { main: string; appXml: string | undefined } {
  const entries = readZipDirectory(bytes);
  if (entries === null) throw damagedFile();
  if (entries.length > EXTRACTION_LIMITS.maxZipEntries) throw tooLargeFile();
  const declaredTotal = entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
  if (declaredTotal > EXTRACTION_LIMITS.maxTotalDeclaredBytes) throw tooLargeFile();

  const relationships = entries.find((entry) => entry.name.toLowerCase() === '_rels/.rels');
  const mainName = mainPartName(relationships ? vettedXml(bytes, relationships) : undefined);
  let main: string | undefined;
  let appXml: string | undefined;
  let xmlTotal = 0;
  for (const entry of entries) {
    if (MEDIA_PART.test(entry.name) || entry.name.endsWith('/')) continue;
    xmlTotal += entry.uncompressedSize;
    if (xmlTotal > EXTRACTION_LIMITS.maxTotalXmlBytes) throw tooLargeFile();
    const name = entry.name.toLowerCase();
    const xml = vettedXml(bytes, entry);
    if (name === mainName) main = xml;
    else if (name === 'docprops/app.xml') appXml = xml;
  }
  if (main === undefined) throw damagedFile();
  return { main, appXml };
}

function vettedXml(bytes: Uint8Array, entry: ZipEntry): string {
  const xml = decodeXml(inflateZipEntry(bytes, entry, EXTRACTION_LIMITS.maxXmlPartBytes));
  if (xml.includes('<!DOCTYPE') || xml.includes('<!ENTITY')) throw damagedFile();
  return xml;
}

/** The officeDocument target of the package relationships (lower case, without a leading slash). */
function mainPartName(relationshipsXml: string | undefined): string {
  for (const match of (relationshipsXml ?? '').matchAll(/<Relationship\b[^>]*>/g)) {
    const tag = match[0];
    if (!/Type="[^"]*\/officeDocument"/.test(tag)) continue;
    const target = /Target="([^"]+)"/.exec(tag)?.[1];
    if (target) return target.replace(/^\//, '').toLowerCase();
  }
  return DEFAULT_MAIN_PART;
}

/**
 * The body's text as Word shows it: runs' text, tabs, line breaks, a blank line after each paragraph
 * (table cells included); deleted text and field codes are not text. Malformed XML is a damaged file.
 */
function readDocumentText(xml: string): string {
  const parser = new SaxesParser({ xmlns: true });
  const out: string[] = [];
  let inText = false;
  parser.on('opentag', (tag) => {
    if (!WORD_NAMESPACES.has(tag.uri)) return;
    if (tag.local === 't') inText = true;
    else if (tag.local === 'tab') out.push('\t');
    else if (tag.local === 'br' || tag.local === 'cr') out.push('\n');
    else if (tag.local === 'noBreakHyphen') out.push('-');
  });
  parser.on('closetag', (tag) => {
    if (!WORD_NAMESPACES.has(tag.uri)) return;
    if (tag.local === 't') inText = false;
    else if (tag.local === 'p') out.push('\n\n');
  });
  parser.on('text', (text) => {
    if (inText) out.push(text);
  });
  try {
    for (let at = 0; at < xml.length; at += CHUNK_CHARACTERS) {
      parser.write(xml.slice(at, at + CHUNK_CHARACTERS));
    }
    parser.close();
  } catch (error) {
    // Malformed XML is a damaged file; an allocation refused under the memory limit, a file too large.
    throw asExtractionError(error);
  }
  return out.join('');
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
