import { describe, expect, it } from 'vitest';
import { toDisplayFields } from './record-display';
import {
  clampPage,
  describeShownRange,
  matchesSearch,
  pageCount,
  searchTextOf,
  tableColumns,
} from './vault-table';

describe('tableColumns', () => {
  it('is the union of the shown fields, in the order they first appear', () => {
    const rows = [
      toDisplayFields({ id: '1', name: 'A', email: 'a@x' }),
      toDisplayFields({ id: '2', name: 'B', phone: '555' }),
    ];
    expect(tableColumns(rows)).toEqual([
      { key: 'name', label: 'Name' },
      { key: 'email', label: 'Email' },
      { key: 'phone', label: 'Phone' },
    ]);
  });

  it('is empty for an empty folder', () => {
    expect(tableColumns([])).toEqual([]);
  });
});

describe('searching the rows', () => {
  const row = searchTextOf(
    toDisplayFields({
      id: 'uuid-secret',
      amount: 1250,
      transaction_date: '2026-01-05',
      description: 'January rent',
      property: { id: 'p1', address: '12 Elm Street' },
      is_active: true,
    }),
  );

  it.each([
    ['rent', true],
    ['RENT', true],
    ['elm street', true],
    ['12 rent', true],
    ['$1,250.00', true],
    ['1250', true],
    ['jan 5, 2026', true],
    ['2026-01-05', true],
    ['yes', true],
    ['', true],
    ['   ', true],
    ['oak', false],
    ['rent oak', false],
    // hidden fields are not searched
    ['uuid-secret', false],
    ['p1', false],
  ])('%j → %s', (query, expected) => {
    expect(matchesSearch(row, query)).toBe(expected);
  });
});

describe('paging', () => {
  it.each([
    [0, 1],
    [1, 1],
    [50, 1],
    [51, 2],
    [1000, 20],
  ])('%i rows → %i pages', (total, pages) => {
    expect(pageCount(total)).toBe(pages);
  });

  it.each([
    [0, 120, 0],
    [2, 120, 2],
    [3, 120, 2],
    [5, 0, 0],
    [-1, 10, 0],
  ])('page %i of %i rows → %i', (page, total, expected) => {
    expect(clampPage(page, total)).toBe(expected);
  });

  it.each([
    [0, 50, 120, 'Showing 1–50 of 120'],
    [100, 20, 120, 'Showing 101–120 of 120'],
    [0, 3, 3, 'Showing 1–3 of 3'],
    [0, 0, 0, 'Showing 0 of 0'],
    [1000, 50, 12345, 'Showing 1,001–1,050 of 12,345'],
  ])('offset %i, %i rows, %i in all → %s', (offset, rows, total, text) => {
    expect(describeShownRange(offset, rows, total)).toBe(text);
  });
});
