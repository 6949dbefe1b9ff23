import { describe, expect, it } from 'vitest';
import { BankCsvError, parseBankAmount, parseBankCsv, parseBankDate } from './bank-csv.js';

describe('parseBankDate', () => {
  it.each([
    ['2026-11-03', '2026-11-03'],
    ['2026/11/03', '2026-11-03'],
    ['11/03/2026', '2026-11-03'],
    ['1/5/26', '2026-01-05'],
    ['11-03-2026', '2026-11-03'],
    ['03-Nov-2026', '2026-11-03'],
    ['Nov 3, 2026', '2026-11-03'],
    ['2026-11-03T00:00:00', '2026-11-03'],
    ['02/30/2026', undefined],
    ['13/01/2026', undefined],
    ['yesterday', undefined],
    ['', undefined],
  ])('%s → %s', (input, expected) => {
    expect(parseBankDate(input)).toBe(expected);
  });
});

describe('parseBankAmount', () => {
  it.each([
    ['1,234.56', 123456],
    ['$1,234.56', 123456],
    ['-12.00', -1200],
    ['(12.00)', -1200],
    ['12.00-', -1200],
    ['+7.5', 750],
    ['0.1', 10],
    ['1234', 123400],
    ['12.345', undefined],
    ['1,23.00', undefined],
    ['abc', undefined],
    ['', undefined],
  ])('%s → %s', (input, expected) => {
    expect(parseBankAmount(input)).toBe(expected);
  });
});

describe('parseBankCsv', () => {
  it('reads a signed amount column with a BOM, quoted commas and a broken row', () => {
    const csv =
      '\uFEFFDate,Description,Amount\r\n' +
      '11/01/2026,"Rent, unit 2",1500.00\r\n' +
      '11/02/2026,"HOME DEPOT #123",-89.99\r\n' +
      'not a date,Broken,1.00\r\n' +
      '2026-11-04,No amount,\r\n';
    const { lines, errors } = parseBankCsv(csv);
    expect(lines).toEqual([
      { row: 2, date: '2026-11-01', description: 'Rent, unit 2', amountCents: 150000 },
      { row: 3, date: '2026-11-02', description: 'HOME DEPOT #123', amountCents: -8999 },
    ]);
    expect(errors).toEqual([
      { row: 4, detail: "Unreadable date 'not a date'" },
      { row: 5, detail: 'Missing or unreadable amount' },
    ]);
  });

  it('reads separate debit and credit columns', () => {
    const csv =
      'Posted Date,Payee,Debit,Credit\n2026-11-01,City Water,45.10,\n2026-11-02,Tenant deposit,,1200\n';
    expect(parseBankCsv(csv).lines.map((l) => l.amountCents)).toEqual([-4510, 120000]);
  });

  it('explains a file without the needed columns', () => {
    expect(() => parseBankCsv('foo,bar\n1,2\n')).toThrow(BankCsvError);
    expect(() => parseBankCsv('')).toThrow('The file is empty.');
    expect(() => parseBankCsv('Date,Description\n2026-01-01,x\n')).toThrow('No amount column found');
  });
});
