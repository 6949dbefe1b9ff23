import { describe, expect, it } from 'vitest';
import { selectedRowsOf, selectionState, toggleAllOnPage, toggleRow } from './ledger-selection';

const PAGE = ['income-a', 'expense-b', 'expense-c'];
const set = (...ids: string[]) => new Set(ids);

describe('toggleRow', () => {
  it.each([
    ['adds an unselected row', set(), 'income-a', ['income-a']],
    ['removes a selected row', set('income-a', 'expense-b'), 'income-a', ['expense-b']],
    [
      'keeps income and expense ids of the same record apart',
      set('income-x'),
      'expense-x',
      ['income-x', 'expense-x'],
    ],
  ])('%s', (_name, selected, id, expected) => {
    expect([...toggleRow(selected, id)]).toEqual(expected);
  });

  it('does not change the set it was given', () => {
    const selected = set('income-a');
    toggleRow(selected, 'expense-b');
    expect([...selected]).toEqual(['income-a']);
  });
});

describe('toggleAllOnPage (the header checkbox)', () => {
  it.each([
    ['selects every row when none is', set(), PAGE],
    ['selects every row when some are', set('expense-b'), ['expense-b', 'income-a', 'expense-c']],
    ['clears the page when all are', set(...PAGE), []],
  ])('%s', (_name, selected, expected) => {
    expect([...toggleAllOnPage(selected, PAGE)]).toEqual(expected);
  });

  it('leaves ids that are not on the page alone', () => {
    expect([...toggleAllOnPage(set('income-old', ...PAGE), PAGE)]).toEqual(['income-old']);
  });

  it('does nothing on an empty page', () => {
    expect([...toggleAllOnPage(set(), [])]).toEqual([]);
  });
});

describe('selectionState', () => {
  it.each([
    ['none selected', set(), PAGE, 'none'],
    ['some selected', set('income-a'), PAGE, 'some'],
    ['all selected', set(...PAGE), PAGE, 'all'],
    ['only rows of another page selected', set('income-z'), PAGE, 'none'],
    ['an empty page', set('income-a'), [], 'none'],
  ] as const)('%s', (_name, selected, page, expected) => {
    expect(selectionState(selected, page)).toBe(expected);
  });
});

describe('selectedRowsOf', () => {
  it('keeps page order and drops ids that left the page', () => {
    const rows = PAGE.map((id) => ({ id }));
    expect(selectedRowsOf(rows, set('expense-c', 'income-a', 'expense-gone'))).toEqual([
      { id: 'income-a' },
      { id: 'expense-c' },
    ]);
  });
});
