import { describe, expect, it } from 'vitest';
import { withNumbersSaidOnce } from './numbers-said-twice.js';

describe('withNumbersSaidOnce', () => {
  it('says a number written in words and digits once, in digits', () => {
    expect(withNumbersSaidOnce('not less than sixty (60) days before')).toBe('not less than 60 days before');
    expect(withNumbersSaidOnce('at least twenty-four (24) hours')).toBe('at least 24 hours');
    expect(withNumbersSaidOnce('rent of Two Thousand Four Hundred Fifty Dollars ($2,450.00), due')).toBe(
      'rent of $2,450.00, due',
    );
    expect(withNumbersSaidOnce('on or before the first (1st) day')).toBe('on or before the 1st day');
    expect(withNumbersSaidOnce('a fee of two and ninety-five hundredths percent (2.95%)')).toBe(
      'a fee of 2.95%',
    );
  });

  it('leaves other brackets and words alone', () => {
    expect(withNumbersSaidOnce('the Manager (Silver Mesa) may enter')).toBe(
      'the Manager (Silver Mesa) may enter',
    );
    expect(withNumbersSaidOnce('one of the two (2) keys')).toBe('one of the 2 keys');
  });
});
