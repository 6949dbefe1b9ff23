import { describe, expect, it } from 'vitest';
import { makePositionedPdf } from '../../testing/fixtures/make-positioned-pdf.js';
import { extractText } from './extract-text.js';
import { layoutPdfPage, layoutText, type PlacedText } from './pdf-layout.js';

/** A piece of text at (x, y), about half an em wide per character, as Helvetica is. */
const at = (text: string, x: number, y: number, size = 10): PlacedText => ({
  text,
  x,
  y,
  width: text.length * size * 0.5,
  size,
});

describe('layoutText', () => {
  it('puts the values of a filled-in form beside their labels, whatever order the PDF drew them in (software-filled forms)', () => {
    const labels = [
      at('Commencement Date:', 40, 500),
      at('Expiration Date:', 260, 500),
      at('Monthly Rent: $', 40, 480),
    ];
    const values = [at('02/01/2025', 140, 500.4), at('01/31/2026', 345, 499.7), at('1,450.00', 118, 480.2)];
    expect(layoutText([...labels, ...values])).toBe(
      'Commencement Date:\t02/01/2025\tExpiration Date: 01/31/2026\nMonthly Rent: $ 1,450.00',
    );
  });

  it('reads a two-column header one column after the other (office address left, premises right)', () => {
    const text = layoutText([
      at('Managed by: Harbor Realty Group', 40, 700),
      at('Premises: 88 Linden Court, Unit 4', 330, 700),
      at('1200 Commerce Blvd, Suite 300', 40, 688),
      at('Albany, NY 12207', 330, 688),
      at('Troy, NY 12180', 40, 676),
    ]);
    expect(text.split('\n')).toEqual([
      'Managed by: Harbor Realty Group',
      // The last line, alone under the left column, continues its cell.
      '1200 Commerce Blvd, Suite 300 Troy, NY 12180',
      'Premises: 88 Linden Court, Unit 4',
      'Albany, NY 12207',
    ]);
  });

  it('keeps each row of a charges table on one line with its cells apart (charges tables)', () => {
    const text = layoutText([
      at('Charge', 40, 400),
      at('Amount', 200, 400),
      at('Monthly Rent', 40, 386),
      at('$1,250.00', 200, 386),
      at('Water', 40, 372),
      at('$35.00', 200, 372),
      at('Pet Rent', 40, 358),
      at('$25.00', 200, 358),
    ]);
    expect(text.split('\n')).toEqual([
      'Charge\tAmount',
      'Monthly Rent\t$1,250.00',
      'Water\t$35.00',
      'Pet Rent\t$25.00',
    ]);
  });

  it('does not take a shorter table row for the rest of the row above (charges grid with an empty cell)', () => {
    const text = layoutText([
      at('Late Payment', 40, 400, 9),
      at('$60.00', 160, 400, 9),
      at('Transfer Charge', 220, 400, 9),
      at('$300.00', 340, 400, 9),
      at('Daily Late Charge', 40, 388, 9),
      at('$8.00', 160, 388, 9),
    ]);
    expect(text.split('\n')).toEqual([
      'Late Payment\t$60.00\tTransfer Charge\t$300.00',
      'Daily Late Charge\t$8.00',
    ]);
  });

  it('pairs a row of labels with the one row of values in the boxes below (form grids)', () => {
    const text = layoutText([
      at('Street Address', 40, 560, 7),
      at('City', 200, 560, 7),
      at('State', 320, 560, 7),
      at('ZIP', 370, 560, 7),
      at('77 Orchard Lane', 40, 547, 9),
      at('Dayton', 200, 547, 9),
      at('OH', 320, 547, 9),
      at('45402', 370, 547, 9),
    ]);
    expect(text).toBe('Street Address: 77 Orchard Lane\tCity: Dayton\tState: OH\tZIP: 45402');
  });

  it('leaves a header over several rows as a table (rent schedules)', () => {
    const text = layoutText([
      at('Period', 40, 400),
      at('Monthly Rent', 220, 400),
      at('Year 1', 40, 386),
      at('$2,000.00', 220, 386),
      at('Year 2', 40, 372),
      at('$2,060.00', 220, 372),
    ]);
    expect(text.split('\n')).toEqual(['Period\tMonthly Rent', 'Year 1\t$2,000.00', 'Year 2\t$2,060.00']);
  });

  it('merges a table header printed on several lines into one header row (commercial rent schedules)', () => {
    const text = layoutText([
      at('Annual Rate', 200, 420),
      at('Monthly', 330, 420),
      at('Period', 40, 409),
      at('Per Square Foot', 200, 409),
      at('Base Rent', 330, 409),
      at('01/01/25 - 12/31/25', 40, 390),
      at('$24.00', 200, 390),
      at('$8,000.00', 330, 390),
      at('01/01/26 - 12/31/26', 40, 376),
      at('$24.72', 200, 376),
      at('$8,240.00', 330, 376),
    ]);
    expect(text.split('\n')).toEqual([
      'Period\tAnnual Rate Per Square Foot\tMonthly Base Rent',
      '01/01/25 - 12/31/25\t$24.00\t$8,000.00',
      '01/01/26 - 12/31/26\t$24.72\t$8,240.00',
    ]);
  });

  it('keeps a label that wraps onto a second line with its value (summaries of basic terms)', () => {
    const text = layoutText([
      at('(h) Commencement', 60, 500, 12),
      at('Subject to Section 2.1, March 1, 2025', 230, 500, 12),
      at('Date:', 80, 486, 12),
      at('(i) Expiry Date:', 60, 460, 12),
      at('February 28, 2030', 230, 460, 12),
    ]);
    expect(text.split('\n')).toEqual([
      '(h) Commencement Date:\tSubject to Section 2.1, March 1, 2025',
      '(i) Expiry Date:\tFebruary 28, 2030',
    ]);
  });

  it('reads a column of labels with their values on the right across, not as two columns (lease summaries)', () => {
    const text = layoutText([
      at('Tenant:', 40, 600),
      at('Dana Whitfield', 200, 600),
      at('Premises:', 40, 586),
      at('14 Birch Road, Salem, OR 97301', 200, 586),
      at('Security Deposit:', 40, 572),
      at('$1,100.00', 200, 572),
    ]);
    expect(text.split('\n')).toEqual([
      'Tenant:\tDana Whitfield',
      'Premises:\t14 Birch Road, Salem, OR 97301',
      'Security Deposit:\t$1,100.00',
    ]);
  });

  it("keeps a signature block's prompts apart ('Name:' over 'Title:') and a justified name line unpaired (signature pages)", () => {
    const text = layoutText([
      at('UNITED', 280, 430, 12),
      at('PROPERTY', 335, 430, 12),
      at('RESOURCE', 410, 430, 12),
      at('CORPORATION', 280, 416, 12),
      at('Per:', 280, 376, 12),
      at('Name:', 280, 362, 12),
      at('Dana Whitfield', 330, 362.5, 12),
      at('Title:', 280, 348, 12),
      at('Director', 330, 347.8, 12),
    ]);
    expect(text.split('\n')).toEqual([
      'UNITED\tPROPERTY\tRESOURCE',
      'CORPORATION',
      'Per:',
      'Name:\tDana Whitfield',
      'Title:\tDirector',
    ]);
  });

  it('joins the pieces of one word and keeps one copy of text drawn twice for bold', () => {
    const text = layoutText([
      at('Lease 202', 40, 700),
      at('5', 85, 700),
      at('TERM', 40, 680),
      at('TERM', 40.4, 680),
    ]);
    expect(text).toBe('Lease 2025\nTERM');
  });
});

describe('layoutPdfPage', () => {
  it('puts rotated text (a signing service stamp down the margin) after the page', () => {
    const items = [
      { str: 'Envelope 12AB', transform: [0, 8, -8, 0, 20, 300], width: 60, height: 8 },
      { str: 'RESIDENTIAL LEASE', transform: [12, 0, 0, 12, 200, 740], width: 120, height: 12 },
      { str: '', transform: [10, 0, 0, 10, 40, 700], width: 0, height: 0 },
    ];
    expect(layoutPdfPage(items)).toBe('RESIDENTIAL LEASE\nEnvelope 12AB');
  });
});

describe('extractText on a PDF laid out by position', () => {
  it('reads a filled-in term sheet with its values beside their labels (values drawn last)', async () => {
    const pdf = await makePositionedPdf([
      [
        { text: 'LEASE TERM SHEET', x: 220, y: 740, size: 14 },
        { text: 'Premises Address:', x: 40, y: 700 },
        { text: 'Lease Start Date:', x: 40, y: 680 },
        { text: 'Lease End Date:', x: 300, y: 680 },
        { text: 'Monthly Rent: $', x: 40, y: 660 },
        { text: '1,975.00', x: 120, y: 660 },
        { text: '09/01/2025', x: 380, y: 680 },
        { text: '31 Maple Row, Apt 2, Boise, ID 83702', x: 135, y: 700 },
        { text: '03/01/2025', x: 125, y: 680 },
      ],
    ]);
    const { text } = await extractText(pdf);
    expect(text).toContain('Premises Address: 31 Maple Row, Apt 2, Boise, ID 83702');
    expect(text).toContain('Lease Start Date: 03/01/2025');
    expect(text).toContain('Lease End Date: 09/01/2025');
    expect(text).toMatch(/Monthly Rent: \$ ?1,975\.00/);
  });
});
