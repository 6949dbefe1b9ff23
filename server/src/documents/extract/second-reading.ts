/**
 * A photo of a bill or receipt is read a second time, with tesseract's local (Sauvola) thresholding, when
 * the first reading has money on it but no labelled total or no date: a shadow or a crease over part of a
 * slip turns its paper too dark for one threshold over the whole page, and the lines under it (most often
 * the totals at the bottom) come out as noise. The second reading is kept only when it reads all that the
 * first read of the two and more; otherwise the first stands. A page that reads both, or shows no money, is
 * read once.
 */
import { recognizeText, type RecognizeOptions } from './ocr.js';

/** What a reading of a bill holds of the two values an expense needs. */
export type BillReading = { total: boolean; date: boolean };

/** Below this the total reader has no label for its amount (the largest amount, a guess). */
const LABELLED_TOTAL = 0.6;

/**
 * Whether the text shows a bill (amounts in cents, or a total's label), and if so what it holds, as the
 * invoice reader reads it. The readers are loaded on the first photo: a reader process that reads only
 * PDFs and Word files starts without them (it runs under a memory limit, pool/document-pool.ts).
 */
export async function billReading(text: string): Promise<BillReading | null> {
  const [{ findMoney }, { extractInvoiceFields }] = await Promise.all([
    import('../fields/money.js'),
    import('../fields/extract-invoice.js'),
  ]);
  const amounts = findMoney(text).filter((money) => /[.,]\d\d$/.test(money.raw)).length;
  if (amounts < 2 && !/\b(?:sub-?)?total\b|\bamount\s+due\b|\bbalance\b/i.test(text)) return null;
  const fields = extractInvoiceFields(text);
  return {
    total: fields.total_amount.value !== null && fields.total_amount.confidence >= LABELLED_TOTAL,
    date: fields.date.value !== null,
  };
}

/** The second reading wins only by reading more, never by trading one value for the other. */
export function readsMore(first: BillReading, second: BillReading): boolean {
  const keeps = (!first.total || second.total) && (!first.date || second.date);
  const gains = (second.total && !first.total) || (second.date && !first.date);
  return keeps && gains;
}

/**
 * Text of one image, read again with local thresholding when a bill's total or date is missing, unless a
 * second reading as long as the first would end after `deadline` (a `performance.now()` time: the pool's
 * OCR budget, as for the pages of a scan), so that a large photo on a busy machine is not cut off by the
 * pool's time limit instead.
 */
export async function recognizeBill(
  image: Uint8Array,
  options: RecognizeOptions = {},
  deadline = Infinity,
): Promise<string> {
  const startedAt = performance.now();
  const text = await recognizeText(image, options);
  const now = performance.now();
  if (now + (now - startedAt) > deadline) return text;
  const first = await billReading(text);
  if (!first || (first.total && first.date)) return text;
  const again = await recognizeText(image, { ...options, thresholdLocally: true });
  const second = await billReading(again);
  return second && readsMore(first, second) ? again : text;
}
