import { describe, expect, it } from 'vitest';
import { pdfPages, pdfText } from './pdf-text.testing.js';
import { centsOf, formatCents, formatDay, PdfWriter } from './pdf-writer.js';

describe('formatCents', () => {
  it('writes thousands separators and 2 decimals, exact to the cent', () => {
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(123456789)).toBe('$1,234,567.89');
    expect(formatCents(-5000)).toBe('-$50.00');
    expect(formatCents(centsOf('1234.10') + centsOf('0.20'))).toBe('$1,234.30');
  });
  it('writes the owner’s currency, USD for a code it does not know', () => {
    expect(formatCents(123456, 'EUR')).toBe('€1,234.56');
    expect(formatCents(123456, 'nope')).toBe('$1,234.56');
    expect(formatCents(123456, 'INR')).toBe('INR 1,234.56');
  });
  it('reads numeric text as cents without float drift', () => {
    expect(centsOf('0.29')).toBe(29);
    expect(centsOf('99999999999.99')).toBe(9999999999999);
    expect(centsOf(null)).toBe(0);
  });
  it('writes a day in words', () => {
    expect(formatDay('2026-03-10')).toBe('March 10, 2026');
  });
});

describe('PdfWriter', () => {
  it('writes text that reads back, wraps long lines and breaks pages, repeating table headers', async () => {
    const writer = await PdfWriter.create('Test');
    writer.title('Statement').paragraph('word '.repeat(200)).amountLine('Total', formatCents(123456));
    writer.table(
      [
        { header: 'Date', width: 0.3 },
        { header: 'Amount', width: 0.7, align: 'right' },
      ],
      Array.from({ length: 80 }, (_, i) => [`Row ${i}`, formatCents(i * 100)]),
    );
    const pages = await pdfPages(await writer.bytes());
    expect(pages.length).toBeGreaterThan(1);
    expect(pages[0]).toContain('Statement');
    expect(pages[0]).toContain('Total $1,234.56');
    expect(pages.join(' ')).toContain('Row 79 $79.00');
    expect(pages[pages.length - 1]).toContain('Date Amount');
  });

  it('wraps a value too long to sit beside its label', async () => {
    const writer = await PdfWriter.create('Test');
    writer.amountLine('For', `Rent: ${'very long description '.repeat(20)}end`);
    const text = await pdfText(await writer.bytes());
    expect(text).toContain('For: Rent: very long description');
    expect(text).toContain('description end');
  });

  it('draws characters Helvetica lacks as their plain letter or ?, without failing', async () => {
    const writer = await PdfWriter.create('Test');
    writer.paragraph('Zoë Łukasz 王 café');
    const text = await pdfText(await writer.bytes());
    expect(text).toContain('Zoë Lukasz ? café');
  });

  it('gives the same bytes for the same content (no creation date)', async () => {
    const make = async () => {
      const writer = await PdfWriter.create('Same');
      writer.paragraph('Hello');
      return Buffer.from(await writer.bytes()).toString('base64');
    };
    const first = await make();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await make()).toBe(first);
  });
});
