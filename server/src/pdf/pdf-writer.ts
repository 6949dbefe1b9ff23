/**
 * The one way the server writes PDFs (deposit letters, tenant statements, receipts): US Letter pages in
 * Helvetica, laid out top to bottom, with page breaks and wrapped lines. No creation date or producer is
 * written, so the same data gives the same bytes. Helvetica knows the WinAnsi characters only: others
 * become their unaccented letter or '?', never an error.
 */
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';

const PAGE_WIDTH = 612;
const PAGE_HEIGHT = 792;
const MARGIN = 54;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const GREY = rgb(0.4, 0.4, 0.4);
const RULE = rgb(0.8, 0.8, 0.8);

/** Letters without a decomposition whose plain form is obvious. */
const PLAIN: Record<string, string> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', Ħ: 'H', ħ: 'h', ı: 'i' };

const moneyFormats = new Map<string, Intl.NumberFormat>();

const moneyFormat = (currency: string, display: 'symbol' | 'code') =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency,
    currencyDisplay: display,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });

/**
 * Integer cents as '$1,234.56' ('-$50.00' when negative): thousands separators, always 2 decimals, in the
 * owner's currency (an ISO 4217 code; an unknown one is USD). A symbol Helvetica cannot draw ('₹') is
 * written as the code ('INR 1,234.56').
 */
export function formatCents(cents: number, currency = 'USD'): string {
  let format = moneyFormats.get(currency);
  if (!format) {
    try {
      format = moneyFormat(currency, 'symbol');
      if (/[^\u0020-\u00ff€]/.test(format.format(1))) format = moneyFormat(currency, 'code');
    } catch {
      return formatCents(cents, 'USD');
    }
    moneyFormats.set(currency, format);
  }
  return format.format(cents / 100).replace(/\u00a0/g, ' ');
}

/** A numeric column's exact text ('1234.50') as integer cents. */
export const centsOf = (value: string | number | null | undefined): number =>
  Math.round(Number(value ?? 0) * 100);

const dateFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/** 'YYYY-MM-DD' as 'March 10, 2026'. */
export const formatDay = (day: string): string => dateFormat.format(new Date(`${day}T00:00:00Z`));

export type Column = { header: string; width: number; align?: 'left' | 'right' };

export class PdfWriter {
  private page!: PDFPage;
  private y = 0;

  private constructor(
    private readonly pdf: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
    private readonly charset: Set<number>,
  ) {
    this.newPage();
  }

  static async create(title: string): Promise<PdfWriter> {
    const pdf = await PDFDocument.create({ updateMetadata: false });
    pdf.setTitle(title);
    const regular = await pdf.embedFont(StandardFonts.Helvetica);
    const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
    return new PdfWriter(pdf, regular, bold, new Set(regular.getCharacterSet()));
  }

  /** The text as Helvetica can draw it: accents dropped where needed, other characters as '?'. */
  clean(text: string): string {
    let out = '';
    for (const char of text.replace(/[\r\n\t]+/g, ' ')) {
      const code = char.codePointAt(0) as number;
      if (this.charset.has(code)) {
        out += char;
        continue;
      }
      const base = PLAIN[char] ?? char.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
      out += [...base].every((c) => this.charset.has(c.codePointAt(0) as number)) && base ? base : '?';
    }
    return out;
  }

  private newPage(): void {
    this.page = this.pdf.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    this.y = PAGE_HEIGHT - MARGIN;
  }

  private ensure(height: number): void {
    if (this.y - height < MARGIN) this.newPage();
  }

  /** Splits text into lines no wider than `width` (a word longer than a line is cut). */
  private wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const lines: string[] = [];
    let line = '';
    for (const word of this.clean(text).split(' ')) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      let rest = word;
      while (font.widthOfTextAtSize(rest, size) > width && rest.length > 1) {
        let cut = rest.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut -= 1;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    lines.push(line);
    return lines;
  }

  private draw(text: string, x: number, options: { size: number; bold?: boolean; grey?: boolean }): void {
    this.page.drawText(text, {
      x,
      y: this.y,
      size: options.size,
      font: options.bold ? this.bold : this.regular,
      color: options.grey ? GREY : rgb(0, 0, 0),
    });
  }

  title(text: string): this {
    return this.paragraph(text, { size: 16, bold: true, after: 10 });
  }

  heading(text: string): this {
    this.space(6);
    return this.paragraph(text, { size: 12, bold: true, after: 4 });
  }

  paragraph(
    text: string,
    options: { size?: number; bold?: boolean; grey?: boolean; after?: number } = {},
  ): this {
    const size = options.size ?? 10;
    const font = options.bold ? this.bold : this.regular;
    for (const line of this.wrap(text, font, size, CONTENT_WIDTH)) {
      this.ensure(size * 1.4);
      this.y -= size;
      this.draw(line, MARGIN, { size, bold: options.bold, grey: options.grey });
      this.y -= size * 0.4;
    }
    this.y -= options.after ?? 4;
    return this;
  }

  /** A label and its value on one line, the value right-aligned (a figure). */
  amountLine(label: string, value: string, options: { bold?: boolean } = {}): this {
    const size = 10;
    const font = options.bold ? this.bold : this.regular;
    const text = this.clean(value);
    const valueWidth = font.widthOfTextAtSize(text, size);
    // A long value (a description) does not fit beside its label: label and value wrap as one paragraph.
    if (valueWidth > CONTENT_WIDTH * 0.6)
      return this.paragraph(`${label}: ${value}`, { bold: options.bold, after: 0 });
    const [first = ''] = this.wrap(label, font, size, CONTENT_WIDTH - valueWidth - 12);
    this.ensure(size * 1.5);
    this.y -= size;
    this.draw(first, MARGIN, { size, bold: options.bold });
    this.draw(text, MARGIN + CONTENT_WIDTH - valueWidth, { size, bold: options.bold });
    this.y -= size * 0.5;
    return this;
  }

  /** A table: widths are fractions of the content width; long cells wrap; the header repeats on new pages. */
  table(columns: Column[], rows: string[][]): this {
    const size = 9;
    const gap = 6;
    // The last column ends at the right margin, where amountLine puts its figures.
    const widths = columns.map(
      (column, i) => column.width * CONTENT_WIDTH - (i < columns.length - 1 ? gap : 0),
    );
    const drawRow = (cells: string[], bold: boolean) => {
      const font = bold ? this.bold : this.regular;
      const wrapped = cells.map((cell, i) => this.wrap(cell, font, size, widths[i] as number));
      const height = Math.max(...wrapped.map((lines) => lines.length)) * size * 1.3 + 3;
      return { wrapped, height, font };
    };
    const header = drawRow(
      columns.map((column) => column.header),
      true,
    );
    const put = (row: ReturnType<typeof drawRow>, bold: boolean) => {
      const top = this.y;
      let x = MARGIN;
      row.wrapped.forEach((lines, i) => {
        const column = columns[i] as Column;
        lines.forEach((line, n) => {
          const width = row.font.widthOfTextAtSize(line, size);
          const left = column.align === 'right' ? x + (widths[i] as number) - width : x;
          this.y = top - size - n * size * 1.3;
          this.draw(line, left, { size, bold });
        });
        x += (widths[i] as number) + gap;
      });
      this.y = top - row.height;
    };
    const putHeader = () => {
      put(header, true);
      this.page.drawLine({
        start: { x: MARGIN, y: this.y + 1 },
        end: { x: MARGIN + CONTENT_WIDTH, y: this.y + 1 },
        thickness: 0.5,
        color: RULE,
      });
      this.y -= 2;
    };
    this.ensure(header.height * 2);
    putHeader();
    for (const cells of rows) {
      const row = drawRow(cells, false);
      if (this.y - row.height < MARGIN) {
        this.newPage();
        putHeader();
      }
      put(row, false);
    }
    this.y -= 6;
    return this;
  }

  space(points: number): this {
    this.y -= points;
    return this;
  }

  async bytes(): Promise<Uint8Array> {
    return this.pdf.save();
  }
}
