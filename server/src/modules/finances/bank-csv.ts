import { parse } from 'csv-parse/sync';

/**
 * Reads the CSV exports banks give: a header row naming date, description and either one signed amount
 * column or separate debit/credit columns. Pure: no I/O, so it is table-tested.
 */

export type BankLine = { row: number; date: string; description: string; amountCents: number };
export type BankLineError = { row: number; detail: string };
export type ParsedBankCsv = { lines: BankLine[]; errors: BankLineError[] };

export class BankCsvError extends Error {}

const HEADER_PATTERNS = {
  date: /^(transaction |trans\.? |posting |posted |post |value |booking )?date$|^date (posted|of transaction)$/,
  description:
    /^(description|memo|payee|details|narrative|name|transaction|transaction description|merchant|reference)$/,
  amount: /^(amount|transaction amount|amount \(usd\)|value)$/,
  debit: /^(debit|debits|withdrawal|withdrawals|money out|paid out|debit amount|outflow)$/,
  credit: /^(credit|credits|deposit|deposits|money in|paid in|credit amount|inflow)$/,
};

type Columns = { date: number; description: number; amount?: number; debit?: number; credit?: number };

function findColumns(header: string[]): Columns {
  const normalised = header.map((cell) => cell.trim().toLowerCase().replace(/\s+/g, ' '));
  const find = (pattern: RegExp) => {
    const index = normalised.findIndex((cell) => pattern.test(cell));
    return index === -1 ? undefined : index;
  };
  const date = find(HEADER_PATTERNS.date);
  const description = find(HEADER_PATTERNS.description);
  const amount = find(HEADER_PATTERNS.amount);
  const debit = find(HEADER_PATTERNS.debit);
  const credit = find(HEADER_PATTERNS.credit);
  if (date === undefined)
    throw new BankCsvError('No date column found. The first row must name the columns (e.g. Date).');
  if (description === undefined) {
    throw new BankCsvError('No description column found (e.g. Description, Memo or Payee).');
  }
  if (amount === undefined && debit === undefined && credit === undefined) {
    throw new BankCsvError('No amount column found (Amount, or Debit and Credit).');
  }
  return { date, description, amount, debit, credit };
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

function isoDate(year: number, month: number, day: number): string | undefined {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return undefined;
  return date.toISOString().slice(0, 10);
}

const fullYear = (year: number) => (year < 100 ? (year < 70 ? 2000 + year : 1900 + year) : year);

/** ISO (2026-11-03), US (11/03/2026, 11/3/26, 11-03-2026) and 03-Nov-2026 / Nov 3, 2026. */
export function parseBankDate(value: string): string | undefined {
  const text = value.trim();
  let match = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[T ].*)?$/.exec(text);
  if (match) return isoDate(Number(match[1]), Number(match[2]), Number(match[3]));
  match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/.exec(text);
  if (match) return isoDate(fullYear(Number(match[3])), Number(match[1]), Number(match[2]));
  match = /^(\d{1,2})[- ]([A-Za-z]{3})[A-Za-z]*[- ](\d{2}|\d{4})$/.exec(text);
  if (match) {
    const month = MONTHS.indexOf((match[2] ?? '').toLowerCase()) + 1;
    return month ? isoDate(fullYear(Number(match[3])), month, Number(match[1])) : undefined;
  }
  match = /^([A-Za-z]{3})[A-Za-z]* (\d{1,2}),? (\d{4})$/.exec(text);
  if (match) {
    const month = MONTHS.indexOf((match[1] ?? '').toLowerCase()) + 1;
    return month ? isoDate(Number(match[3]), month, Number(match[2])) : undefined;
  }
  return undefined;
}

/** '$1,234.56', '-12.00', '(12.00)', '12.00-', '1234' → cents; undefined when it is not an amount. */
export function parseBankAmount(value: string): number | undefined {
  let text = value.trim().replace(/[$\s]|USD/g, '');
  if (text === '') return undefined;
  let negative = false;
  if (/^\(.*\)$/.test(text)) {
    negative = true;
    text = text.slice(1, -1);
  }
  if (text.endsWith('-')) {
    negative = !negative;
    text = text.slice(0, -1);
  }
  if (text.startsWith('-')) {
    negative = !negative;
    text = text.slice(1);
  } else if (text.startsWith('+')) {
    text = text.slice(1);
  }
  if (!/^(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/.test(text)) return undefined;
  const [whole = '0', fraction = ''] = text.replace(/,/g, '').split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return negative ? -cents : cents;
}

export function parseBankCsv(content: string): ParsedBankCsv {
  let records: string[][];
  try {
    records = parse(content, { bom: true, relax_column_count: true, skip_empty_lines: true, trim: true });
  } catch (error) {
    throw new BankCsvError(`The file is not a readable CSV: ${(error as Error).message}`);
  }
  const [header, ...body] = records;
  if (!header) throw new BankCsvError('The file is empty.');
  const columns = findColumns(header);
  const lines: BankLine[] = [];
  const errors: BankLineError[] = [];
  body.forEach((cells, index) => {
    const row = index + 2; // 1-based, after the header: what a spreadsheet shows
    const date = parseBankDate(cells[columns.date] ?? '');
    if (!date) {
      errors.push({ row, detail: `Unreadable date '${cells[columns.date] ?? ''}'` });
      return;
    }
    const description = (cells[columns.description] ?? '').trim();
    let amountCents: number | undefined;
    if (columns.amount !== undefined && (cells[columns.amount] ?? '').trim() !== '') {
      amountCents = parseBankAmount(cells[columns.amount] ?? '');
    } else {
      const debit = columns.debit !== undefined ? parseBankAmount(cells[columns.debit] ?? '') : undefined;
      const credit = columns.credit !== undefined ? parseBankAmount(cells[columns.credit] ?? '') : undefined;
      if (debit !== undefined && debit !== 0) amountCents = -Math.abs(debit);
      else if (credit !== undefined && credit !== 0) amountCents = Math.abs(credit);
    }
    if (amountCents === undefined || amountCents === 0) {
      errors.push({ row, detail: 'Missing or unreadable amount' });
      return;
    }
    lines.push({ row, date, description, amountCents });
  });
  return { lines, errors };
}
