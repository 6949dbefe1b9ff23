import { describe, expect, it } from 'vitest';
import { ariaSortOf, DEFAULT_ORDERING, toggleOrdering } from './ledger-sort';

describe('toggleOrdering', () => {
  it.each([
    ['a text column starts A to Z', DEFAULT_ORDERING, 'property', { sort: 'property', order: 'asc' }],
    ['the amount starts largest first', DEFAULT_ORDERING, 'amount', { sort: 'amount', order: 'desc' }],
    [
      'a second click turns it round',
      { sort: 'category', order: 'asc' },
      'category',
      { sort: 'category', order: 'desc' },
    ],
    ['and a third back', { sort: 'category', order: 'desc' }, 'category', { sort: 'category', order: 'asc' }],
    ['the date back to oldest first', DEFAULT_ORDERING, 'date', { sort: 'date', order: 'asc' }],
  ] as const)('%s', (_name, current, column, expected) => {
    expect(toggleOrdering(current, column)).toEqual(expected);
  });
});

describe('ariaSortOf', () => {
  it('names the sorted column and its direction, none for the others', () => {
    expect(ariaSortOf(DEFAULT_ORDERING, 'date')).toBe('descending');
    expect(ariaSortOf({ sort: 'property', order: 'asc' }, 'property')).toBe('ascending');
    expect(ariaSortOf(DEFAULT_ORDERING, 'category')).toBe('none');
  });
});
