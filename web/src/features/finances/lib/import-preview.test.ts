import { describe, expect, it } from 'vitest';
import {
  countImportRows,
  describeImportCounts,
  describeImportResult,
  describeImportRowStatus,
  importButtonLabel,
  previewRowsToShow,
} from './import-preview';

describe('countImportRows and describeImportCounts', () => {
  it.each([
    [[], '0 new, 0 already recorded, 0 with problems'],
    [['new', 'new', 'duplicate', 'error'], '2 new, 1 already recorded, 1 with problems'],
    [['error', 'error'], '0 new, 0 already recorded, 2 with problems'],
  ] as const)('%j', (statuses, text) => {
    expect(describeImportCounts(countImportRows(statuses.map((status) => ({ status }))))).toBe(text);
  });
});

describe('describeImportRowStatus', () => {
  it.each([
    [{ status: 'new', detail: null }, 'New'],
    [{ status: 'duplicate', detail: 'Matches an existing expense of 2026-01-02' }, 'Already recorded'],
    [{ status: 'error', detail: 'Amount "abc" is not a number' }, 'Amount "abc" is not a number'],
    [{ status: 'error', detail: null }, 'This row cannot be read'],
    [{ status: 'error', detail: '  ' }, 'This row cannot be read'],
  ] as const)('%j', (row, text) => {
    expect(describeImportRowStatus(row)).toBe(text);
  });
});

describe('importButtonLabel', () => {
  it.each([
    [0, 'Import 0 transactions'],
    [1, 'Import 1 transaction'],
    [12, 'Import 12 transactions'],
  ])('%i new rows', (count, label) => {
    expect(importButtonLabel(count)).toBe(label);
  });
});

describe('describeImportResult', () => {
  const error = { row: 4, detail: 'bad' };
  it.each([
    [{ imported: 3, skipped: 0, errors: [] }, 'Imported 3 transactions'],
    [{ imported: 1, skipped: 0, errors: [] }, 'Imported 1 transaction'],
    [{ imported: 3, skipped: 2, errors: [] }, 'Imported 3 transactions; skipped 2 already recorded'],
    [
      { imported: 0, skipped: 1, errors: [error, error] },
      'Imported 0 transactions; skipped 1 already recorded; 2 rows with problems not imported',
    ],
    [
      { imported: 5, skipped: 0, errors: [error] },
      'Imported 5 transactions; 1 row with problems not imported',
    ],
  ])('%j', (result, text) => {
    expect(describeImportResult(result)).toBe(text);
  });
});

describe('previewRowsToShow', () => {
  const rows = [
    { row: 2, status: 'new' },
    { row: 3, status: 'error' },
    { row: 4, status: 'duplicate' },
    { row: 5, status: 'new' },
    { row: 6, status: 'error' },
  ] as const;

  it('puts rows with problems first, each group in file order', () => {
    expect(previewRowsToShow(rows, 10).map((row) => row.row)).toEqual([3, 6, 2, 4, 5]);
  });

  it('stops at the limit', () => {
    expect(previewRowsToShow(rows, 3).map((row) => row.row)).toEqual([3, 6, 2]);
  });
});
