import { describe, expect, it } from 'vitest';
import { describeDaysLate } from './rent-roll';

describe('describeDaysLate', () => {
  it.each([
    [0, '–'],
    [-3, '–'],
    [1, '1 day'],
    [12, '12 days'],
  ])('%i days late reads %s', (days, text) => {
    expect(describeDaysLate(days)).toBe(text);
  });
});
