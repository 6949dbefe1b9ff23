/**
 * Word 97–2003 (.doc) → text with word-extractor. The OLE2 container is opened with `cfb` first to tell a
 * Word file from the other OLE2 files that share its signature (Excel, PowerPoint, Outlook messages) and
 * from a password-protected DOCX, which Word also wraps in OLE2.
 *
 * word-extractor never sees the uploaded container: its own OLE reader follows sector chains without loop
 * detection, and a two-sector cycle grows an array until V8 aborts the whole process (found by fuzzing;
 * not an exception, so no worker or try/catch contains it). cfb reads chains with loop detection; the
 * streams it read are written into a fresh, well-formed container for word-extractor.
 */
import CFB, { type CFB$Container } from 'cfb';
import WordExtractor from 'word-extractor';
import { AppError } from '../../errors.js';
import { estimatePageCount } from './extract-docx.js';
import {
  asExtractionError,
  damagedFile,
  EXTRACTION_MESSAGES,
  unsupportedFileType,
} from './extract-errors.js';

export type DocText = { text: string; pageCount: number };

const WORD_MAGIC = 0xa5ec;
const FIB_FLAGS_OFFSET = 0x0a;
const FIB_ENCRYPTED = 0x0100;

export async function extractDocText(bytes: Uint8Array): Promise<DocText> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let container: CFB$Container;
  try {
    container = CFB.read(buffer, { type: 'buffer' });
  } catch {
    throw damagedFile();
  }
  if (CFB.find(container, 'EncryptedPackage')) {
    throw new AppError('unprocessable', EXTRACTION_MESSAGES.documentPassword);
  }
  const fib = CFB.find(container, 'WordDocument')?.content;
  if (!fib) throw unsupportedFileType();
  const header = Buffer.from(fib as Uint8Array);
  if (header.length < 0x20 || header.readUInt16LE(0) !== WORD_MAGIC) throw damagedFile();
  if ((header.readUInt16LE(FIB_FLAGS_OFFSET) & FIB_ENCRYPTED) !== 0) {
    throw new AppError('unprocessable', EXTRACTION_MESSAGES.documentPassword);
  }

  try {
    const document = await new WordExtractor().extract(rebuildCompoundFile(container));
    const text = document.getBody();
    return { text, pageCount: estimatePageCount(text) };
  } catch (error) {
    throw asExtractionError(error);
  }
}

/** The streams word-extractor reads (text, piece table, and the Data stream some files reference). */
const WORD_STREAMS = ['WordDocument', '0Table', '1Table', 'Data'];

function rebuildCompoundFile(container: CFB$Container): Buffer {
  const rebuilt = CFB.utils.cfb_new();
  for (const name of WORD_STREAMS) {
    const content = CFB.find(container, name)?.content;
    if (content) CFB.utils.cfb_add(rebuilt, name, content);
  }
  return CFB.write(rebuilt, { type: 'buffer' }) as Buffer;
}
