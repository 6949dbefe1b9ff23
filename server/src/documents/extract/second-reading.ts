/**
 * A photo or a short scan of a bill or receipt is read a second time, with tesseract's local (Sauvola)
 * thresholding, when the first reading has money on it but no labelled total or no date: a shadow or a
 * crease over part of a slip turns its paper too dark for one threshold over the whole page, and the lines
 * under it (most often the totals at the bottom) come out as noise. Still short of one, it is read a third
 * time with its ruled lines erased (erase-rules.ts): a value boxed in a table's cell. A reading is kept
 * only when it reads all that the one before read of the two and more; otherwise that one stands. A page
 * that reads both, or shows no money, is read once.
 */
import { eraseRules } from './erase-rules.js';
import { encodePgm, type GreyImage } from './grey-image.js';
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
 * Text of one image, read again when a bill's total or date is missing: with local thresholding, then, when
 * `pixels` are given and a value is still missing, with the page's ruled lines erased (erase-rules.ts: a
 * date in a box). A reading replaces the one before only when it reads more (readsMore). No further
 * reading starts if one as long as the first would end after `deadline` (a `performance.now()` time: the
 * pool's OCR budget, as for the pages of a scan), so that a large photo on a busy machine is not cut off by
 * the pool's time limit instead.
 */
export async function recognizeBill(
  image: Uint8Array,
  options: RecognizeOptions = {},
  deadline = Infinity,
  pixels?: () => GreyImage | null,
): Promise<string> {
  const startedAt = performance.now();
  let text = await recognizeText(image, options);
  const took = performance.now() - startedAt;
  let reading = await billReading(text);
  const againWith: (() => Promise<string> | null)[] = [
    () => recognizeText(image, { ...options, thresholdLocally: true }),
    () => {
      const grey = pixels?.();
      return grey ? recognizeText(encodePgm(eraseRules(grey)), options) : null;
    },
  ];
  for (const readAgain of againWith) {
    if (!reading || (reading.total && reading.date)) break;
    if (performance.now() + took > deadline) break;
    const again = await readAgain();
    if (again === null) continue;
    const next = await billReading(again);
    if (next && readsMore(reading, next)) {
      text = again;
      reading = next;
    }
  }
  return text;
}
