import { createRequire } from 'node:module';
import path from 'node:path';
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import { afterAll, describe, expect, it } from 'vitest';
import { extractInvoiceFields } from '../fields/extract-invoice.js';
import { extractText } from './extract-text.js';
import { terminateOcr } from './ocr.js';
import { billReading, readsMore } from './second-reading.js';

afterAll(terminateOcr);

const require = createRequire(import.meta.url);
GlobalFonts.registerFromPath(
  path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf', 'DejaVuSans.ttf'),
  'Second Reading Sans',
);

/**
 * A till slip photographed with a shadow over its lower half, darkening towards the bottom (a hand or a
 * phone between the lamp and the slip): `shade` is the shadow's opacity where it starts to be full.
 */
function shadowedReceipt(lines: string[], shade: number): Uint8Array {
  const width = 700;
  const lineHeight = 34;
  const height = 80 + lines.length * lineHeight;
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.fillStyle = '#000000';
  context.font = '22px "Second Reading Sans"';
  context.textBaseline = 'top';
  lines.forEach((line, i) => context.fillText(line, 40, 40 + i * lineHeight));
  const shadow = context.createLinearGradient(0, height * 0.45, 0, height);
  shadow.addColorStop(0, 'rgba(0,0,0,0)');
  shadow.addColorStop(0.3, `rgba(0,0,0,${shade})`);
  shadow.addColorStop(1, `rgba(0,0,0,${shade + 0.2})`);
  context.fillStyle = shadow;
  context.fillRect(0, 0, width, height);
  return canvas.toBuffer('image/png');
}

const receipt = [
  'HARBOR LANE HARDWARE',
  '12 Quay Street',
  'Portsmouth, NH 03801',
  '04/17/2025 10:42 AM',
  'PAINT ROLLER 9IN 7.49',
  'WOOD SCREWS 2IN 5.99',
  'DOOR HINGE 3.5IN 12.98',
  'SUBTOTAL 26.46',
  'TAX 1.59',
  'TOTAL 28.05',
  'VISA 28.05',
  'THANK YOU',
];

describe('a second reading of a bill photo with local thresholding', { timeout: 120_000 }, () => {
  it('reads the total of a slip whose lower half lies in a shadow', async () => {
    for (const shade of [0.25, 0.4]) {
      const { text } = await extractText(shadowedReceipt(receipt, shade));
      const fields = extractInvoiceFields(text);
      expect(fields.total_amount.value).toBe(28.05);
      expect(fields.date.value).toBe('2025-04-17');
    }
  });

  it('starts no second reading that would end after the OCR budget (a large photo on a busy machine)', async () => {
    const { text } = await extractText(shadowedReceipt(receipt, 0.4), { ocrBudgetMs: 0 });
    // The first reading alone, as the pool's time limit would otherwise cut the document off.
    expect(extractInvoiceFields(text).total_amount.value).toBeNull();
    expect(text).toContain('HARBOR LANE HARDWARE');
  });

  it('reads a photo without a shadow once, as before', async () => {
    const { text } = await extractText(shadowedReceipt(receipt, 0));
    expect(extractInvoiceFields(text).total_amount.value).toBe(28.05);
  });
});

describe('billReading and readsMore: when the second reading is kept', () => {
  it('says what a bill holds, and that a text without money is no bill', async () => {
    expect(await billReading('ACME\n03/02/2025\nItem 4.00\nTOTAL 4.00')).toEqual({
      total: true,
      date: true,
    });
    expect(await billReading('ACME\n03/02/2025\nItem 4.00\nTax 0.32\nsomething garbled')).toEqual({
      total: false,
      date: true,
    });
    expect(await billReading('Dear tenant, the hallway will be painted on Monday.')).toBeNull();
  });

  it('keeps a second reading only when it gains a value and loses none', () => {
    expect(readsMore({ total: false, date: true }, { total: true, date: true })).toBe(true);
    expect(readsMore({ total: true, date: false }, { total: true, date: true })).toBe(true);
    // A total for a date is a trade, not a gain: the first reading stands.
    expect(readsMore({ total: true, date: false }, { total: false, date: true })).toBe(false);
    expect(readsMore({ total: false, date: false }, { total: false, date: false })).toBe(false);
  });
});
