import { describe, expect, it } from 'vitest';
import { readRatioQuestion } from './ratio.js';

describe('readRatioQuestion', () => {
  it('reads "what share of X went to Y" as Y out of X', () => {
    expect(
      readRatioQuestion('What percentage of my 2025 expenses was booked under Repairs? One decimal place.'),
    ).toEqual({
      part: 'my 2025 expenses was booked under Repairs',
      whole: 'my 2025 expenses',
      wholeFollows: false,
    });
    expect(
      readRatioQuestion('what share of this year to date expenses went to the Yuma properties')?.whole,
    ).toBe('this year to date expenses');
  });

  it('reads an expense-to-income ratio, however it is hyphenated, as expenses out of income', () => {
    expect(readRatioQuestion('expense-to-income ratio for 2025, whole portfolio')).toEqual({
      part: 'expenses for 2025, whole portfolio',
      whole: 'income for 2025, whole portfolio',
      wholeFollows: false,
    });
    // Words before the question are no part of it.
    expect(readRatioQuestion('so, what % of my income got eaten by expenses in 2025')?.whole).toBe(
      'my income',
    );
  });

  it('reads "what % of X got eaten by Y" as Y out of X, X borrowing Y\'s period', () => {
    expect(readRatioQuestion('what % of my income got eaten by expenses in 2025')).toEqual({
      part: 'expenses in 2025',
      whole: 'my income',
      wholeFollows: true,
    });
  });

  it('reads "X as a percentage of Y" and "X were what multiple of Y"', () => {
    expect(
      readRatioQuestion('2025 insurance premiums as a percentage of 2025 rent collected, one decimal?'),
    ).toEqual({
      part: '2025 insurance premiums',
      whole: '2025 rent collected',
      wholeFollows: false,
    });
    // A bare name borrows the part's measure and period.
    expect(readRatioQuestion("In 2025, Cottonglen's expenses were what multiple of Whipstone's?")).toEqual({
      part: "In 2025, Cottonglen's expenses",
      whole: "Whipstone's",
      wholeFollows: true,
    });
  });

  it('reads nothing in a question that asks no share', () => {
    expect(readRatioQuestion('what did i spend on repairs in 2025')).toBeUndefined();
  });
});
