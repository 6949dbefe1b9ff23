/** Test-only: a PDF's text read back with pdf.js (unpdf), one string per page, spaces collapsed. */
import { extractText, getDocumentProxy } from 'unpdf';

export async function pdfPages(bytes: Uint8Array | Buffer): Promise<string[]> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: false });
  return text.map((page) => page.replace(/\s+/g, ' ').trim());
}

export async function pdfText(bytes: Uint8Array | Buffer): Promise<string> {
  return (await pdfPages(bytes)).join(' ');
}
