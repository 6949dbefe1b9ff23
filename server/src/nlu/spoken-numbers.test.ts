import { describe, expect, it } from 'vitest';
import { withSpokenNumbers } from './spoken-numbers.js';

describe('withSpokenNumbers', () => {
  it.each([
    ['what were my total expenses for twenty twenty five', 'what were my total expenses for 2025'],
    ['net for twenty twenty-four all in', 'net for 2024 all in'],
    ['back in nineteen ninety nine', 'back in 1999'],
    ['rent in two thousand twenty five', 'rent in 2025'],
    ['rent in two thousand and five', 'rent in 2005'],
    ['hows the fourteen oh two place doing', 'hows the 1402 place doing'],
    ['repairs at twenty one fifteen elm', 'repairs at 2115 elm'],
    ['the twelve hundred place', 'the 1200 place'],
  ])('%s', (said, written) => {
    expect(withSpokenNumbers(said)).toBe(written);
  });

  it('leaves one group alone: a count or an amount said once', () => {
    for (const said of ['the last twenty five days', 'twelve months', 'over fifty dollars', 'one two three'])
      expect(withSpokenNumbers(said)).toBe(said);
  });
});
