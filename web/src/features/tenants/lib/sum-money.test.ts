import { describe, expect, it } from 'vitest';
import { sumMoney } from './sum-money';

describe('sumMoney', () => {
  it.each<[number[], number]>([
    [[], 0],
    [[1250], 1250],
    [[0.1, 0.2], 0.3],
    [[19.99, 0.01, 100.5], 120.5],
    [[1_000_000.01, 2_000_000.02], 3_000_000.03],
  ])('sums %j to %d', (amounts, total) => {
    expect(sumMoney(amounts)).toBe(total);
  });
});
