import { stringify } from 'csv-stringify/sync';

/**
 * Every CSV the server writes goes through here. Spreadsheets (Excel, LibreOffice, Google Sheets) run a
 * cell that starts with = + - @, a tab or a carriage return as a formula, which can fetch URLs or start
 * programs; and exported text is not only the owner's: a bank CSV import brings in what payers wrote.
 * Such a text cell gets a leading apostrophe, which spreadsheets read as "this is text". Numbers are not
 * text: they are written as they are, so a negative amount stays a number.
 */

/** A number as the export writes it (money keeps two decimals: '-12.50'). */
export type CsvNumber = { readonly csvNumber: string };
export type CsvCell = string | number | boolean | CsvNumber | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/** A number cell from its written form, e.g. a numeric column read from PostgreSQL as '-97.50'. */
export const csvNumber = (text: string): CsvNumber => ({ csvNumber: text });

/** An amount of money, with its two decimals. */
export const csvMoney = (value: number): CsvNumber => csvNumber(value.toFixed(2));

/** Text a spreadsheet would take for a formula, made plain text. */
export const neutraliseFormula = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text);

function cellText(cell: CsvCell): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  if (typeof cell === 'boolean') return String(cell);
  if (typeof cell === 'object') {
    // Only a plain number keeps its sign unguarded: anything else written as a number is still text.
    return PLAIN_NUMBER.test(cell.csvNumber) ? cell.csvNumber : neutraliseFormula(cell.csvNumber);
  }
  return neutraliseFormula(cell);
}

/** Rows (the first one usually the header) as CSV text. */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return stringify(rows.map((row) => row.map(cellText)));
}
