import { createRequire } from 'node:module';
import path from 'node:path';
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import { PDFDocument } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { extractInvoiceFields } from '../fields/extract-invoice.js';
import { extractText } from './extract-text.js';
import { recognizeText, terminateOcr } from './ocr.js';
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

/**
 * An invoice's head as landscapers and contractors print it: a shaded logo on the left and, beside it, a
 * ruled table whose shaded header cells ('Date', 'PO#') sit over cells holding the values.
 */
function boxedInvoice(): Uint8Array {
  const canvas = createCanvas(1700, 1100);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, 1700, 1100);
  context.textBaseline = 'middle';
  context.fillStyle = '#808080';
  context.fillRect(120, 110, 430, 140);
  context.fillStyle = '#ffffff';
  context.font = 'bold 70px "Second Reading Sans"';
  context.fillText('ideal', 140, 180);
  context.font = '22px "Second Reading Sans"';
  context.fillText('LANDSCAPING', 360, 165);
  context.fillText('& IRRIGATION', 360, 195);
  context.fillStyle = '#000000';
  context.font = '26px "Second Reading Sans"';
  ['NCLC #CL0759', 'PO Box 568', 'Oak Ridge, NC 27310'].forEach((line, i) =>
    context.fillText(line, 120, 290 + i * 34),
  );
  context.font = '36px "Second Reading Sans"';
  context.fillText('Invoice   11688', 1080, 100);
  const rows: [string, string, boolean][] = [
    ['Date', 'PO#', true],
    ['12/04/24', '', false],
    ['Sales Rep', 'Terms', true],
    ['Joel Deuterman', 'Final', false],
  ];
  rows.forEach(([left, right, shaded], i) => {
    const top = 140 + i * 44;
    if (shaded) {
      context.fillStyle = '#7a7a7a';
      context.fillRect(960, top, 600, 44);
    }
    context.strokeStyle = '#000000';
    context.lineWidth = 2;
    context.strokeRect(960, top, 300, 44);
    context.strokeRect(1260, top, 300, 44);
    context.fillStyle = shaded ? '#ffffff' : '#000000';
    context.font = `${shaded ? 'bold ' : ''}26px "Second Reading Sans"`;
    context.textAlign = 'center';
    context.fillText(left, 1110, top + 22);
    context.fillText(right, 1410, top + 22);
    context.textAlign = 'left';
  });
  context.fillStyle = '#000000';
  context.font = '26px "Second Reading Sans"';
  ['Spring cleanup and mulch   $1,240.00', 'Total   $1,240.00', 'Balance Due   $1,240.00'].forEach(
    (line, i) => context.fillText(line, 120, 620 + i * 50),
  );
  return canvas.toBuffer('image/png');
}

describe('a last reading of a bill with its ruled lines erased', { timeout: 120_000 }, () => {
  it('reads the date boxed in a table cell under a shaded header, which the plain reading leaves out', async () => {
    const png = boxedInvoice();
    // What the other readings see: the cell's value is dropped as part of the table's drawing.
    expect(await recognizeText(png)).not.toContain('12/04/24');
    const { text } = await extractText(png);
    const fields = extractInvoiceFields(text);
    expect(fields.date.value).toBe('2024-12-04');
    expect(fields.total_amount.value).toBe(1240);
  });

  it('reads it too from a one-page scan in a PDF', async () => {
    const pdf = await PDFDocument.create();
    const image = await pdf.embedPng(boxedInvoice());
    pdf.addPage([612, 396]).drawImage(image, { x: 0, y: 0, width: 612, height: 396 });
    const { text, method } = await extractText(await pdf.save());
    expect(method).toBe('pdf-ocr');
    expect(extractInvoiceFields(text).date.value).toBe('2024-12-04');
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
