import { describe, expect, it } from 'vitest';
import { SCHEDULE_E_EXPENSE_LINES } from '@astor/contract/categories';
import type { ScheduleEReport } from '@astor/contract/ledger';
import { buildScheduleETable, reportYears } from './schedule-e-table';

const zeroExpenses = Object.fromEntries(SCHEDULE_E_EXPENSE_LINES.map((line) => [line, 0]));

const REPORT: ScheduleEReport = {
  year: 2026,
  properties: [
    {
      property_id: 'p1',
      address: '12 Elm Street',
      income: { Rent: 1200, 'Late fees': 50, Other: 0 },
      expenses: { ...zeroExpenses, Repairs: 300.25, Insurance: 100 },
      total_income: 1250,
      total_expenses: 400.25,
      net: 849.75,
    },
    {
      property_id: null,
      address: '9 Old Road',
      income: { Rent: 0, 'Late fees': 0, Other: 0 },
      expenses: { ...zeroExpenses, Repairs: 80 },
      total_income: 0,
      total_expenses: 80,
      net: -80,
    },
  ],
  totals: {
    income: { Rent: 1200, 'Late fees': 50, Other: 0 },
    expenses: { ...zeroExpenses, Repairs: 380.25, Insurance: 100 },
    total_income: 1250,
    total_expenses: 480.25,
    net: 769.75,
  },
};

describe('buildScheduleETable', () => {
  const table = buildScheduleETable(REPORT);
  const row = (label: string) => table.rows.find((candidate) => candidate.label === label);

  it('has a column per property, then Total', () => {
    expect(table.columns).toEqual(['12 Elm Street', '9 Old Road', 'Total']);
  });

  it('lists the income lines, then the Schedule E expense lines, then the net', () => {
    expect(table.rows.map((candidate) => candidate.label)).toEqual([
      'Income',
      'Rent',
      'Late fees',
      'Other',
      'Total income',
      'Expenses',
      ...SCHEDULE_E_EXPENSE_LINES,
      'Total expenses',
      'Net',
    ]);
    expect(table.rows.at(-1)?.kind).toBe('net');
  });

  it.each([
    ['Rent', [1200, 0, 1200]],
    ['Repairs', [300.25, 80, 380.25]],
    ['Insurance', [100, 0, 100]],
    ['Total expenses', [400.25, 80, 480.25]],
    ['Net', [849.75, -80, 769.75]],
  ])('puts %s under each column', (label, amounts) => {
    expect(row(label)?.amounts).toEqual(amounts);
  });

  it('reads a line the server left out as 0', () => {
    const sparse = { ...REPORT, properties: [], totals: { ...REPORT.totals, expenses: {} } };
    expect(
      buildScheduleETable(sparse).rows.find((candidate) => candidate.label === 'Taxes')?.amounts,
    ).toEqual([0]);
  });
});

describe('reportYears', () => {
  it('is this year and the five before, newest first', () => {
    expect(reportYears(new Date(2026, 0, 1))).toEqual([2026, 2025, 2024, 2023, 2022, 2021]);
  });
});
