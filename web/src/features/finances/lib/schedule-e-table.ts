import { INCOME_CATEGORIES, SCHEDULE_E_EXPENSE_LINES } from '@astor/contract/categories';
import type { ScheduleEReport } from '@astor/contract/ledger';

/**
 * The Schedule E report as a table: one row per Schedule E line (the income lines, then the expense
 * lines), one column per property and a Total column, with subtotals and the net at the bottom.
 */

export type ScheduleERowKind = 'section' | 'line' | 'subtotal' | 'net';

export interface ScheduleERow {
  kind: ScheduleERowKind;
  label: string;
  /** One amount per column (properties in report order, then Total); empty for a section heading. */
  amounts: number[];
}

export interface ScheduleETable {
  /** Column headings after the line label: each property's address, then 'Total'. */
  columns: string[];
  rows: ScheduleERow[];
}

type Column = Omit<ScheduleEReport['properties'][number], 'property_id' | 'address'>;

export function buildScheduleETable(report: ScheduleEReport): ScheduleETable {
  const columns: Column[] = [...report.properties, report.totals];
  const amounts = (pick: (column: Column) => number | undefined) =>
    columns.map((column) => pick(column) ?? 0);
  return {
    columns: [...report.properties.map((property) => property.address), 'Total'],
    rows: [
      { kind: 'section', label: 'Income', amounts: [] },
      ...INCOME_CATEGORIES.map((line) => ({
        kind: 'line' as const,
        label: line,
        amounts: amounts((column) => column.income[line]),
      })),
      { kind: 'subtotal', label: 'Total income', amounts: amounts((column) => column.total_income) },
      { kind: 'section', label: 'Expenses', amounts: [] },
      ...SCHEDULE_E_EXPENSE_LINES.map((line) => ({
        kind: 'line' as const,
        label: line,
        amounts: amounts((column) => column.expenses[line]),
      })),
      { kind: 'subtotal', label: 'Total expenses', amounts: amounts((column) => column.total_expenses) },
      { kind: 'net', label: 'Net', amounts: amounts((column) => column.net) },
    ],
  };
}

/** The years a report can be asked for: this year and the five before it, newest first. */
export function reportYears(now: Date = new Date()): number[] {
  const year = now.getFullYear();
  return Array.from({ length: 6 }, (_, index) => year - index);
}
