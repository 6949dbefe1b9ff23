import { describe, expect, it } from 'vitest';
import {
  computeExpenseShares,
  formatDaysLeft,
  formatMonthLabel,
  formatMonthYearLabel,
  formatPercentChange,
  formatShare,
  isPositiveChange,
} from './dashboard-labels';

describe('formatPercentChange', () => {
  it.each([
    [12.5, '+12.5%'],
    [-3, '-3.0%'],
    [0, '0.0%'],
    [100, '+100.0%'],
    [0.04, '0.0%'],
    [-0.04, '0.0%'],
    [0.05, '+0.1%'],
    [-12.345, '-12.3%'],
    [1234.56, '+1234.6%'],
    [Number.NaN, '-'],
    [Number.POSITIVE_INFINITY, '-'],
    [null, '-'],
  ])('%s → %s', (value, label) => {
    expect(formatPercentChange(value)).toBe(label);
  });
});

describe('isPositiveChange', () => {
  it.each([
    [12.5, true],
    [0, true],
    [-0.1, false],
  ])('%s → %s (positive when at least 0)', (value, isPositive) => {
    expect(isPositiveChange(value)).toBe(isPositive);
  });
});

describe('formatMonthLabel', () => {
  it.each([
    ['2026-06', 'Jun'],
    ['2026-01', 'Jan'],
    ['2025-12', 'Dec'],
    ['2026-13', '2026-13'],
    ['2026-00', '2026-00'],
    ['June', 'June'],
    ['', ''],
  ])('%s → %s', (month, label) => {
    expect(formatMonthLabel(month)).toBe(label);
  });

  it('adds the year for tooltips', () => {
    expect(formatMonthYearLabel('2025-12')).toBe('Dec 2025');
    expect(formatMonthYearLabel('oops')).toBe('oops');
  });
});

describe('computeExpenseShares', () => {
  it.each([
    { amounts: [], total: 0, shares: [] },
    { amounts: [50, 50], total: 100, shares: [50, 50] },
    { amounts: [300, 100], total: 400, shares: [75, 25] },
    { amounts: [0, 0], total: 0, shares: [0, 0] },
    { amounts: [10], total: 10, shares: [100] },
  ])('$amounts → total $total, shares $shares', ({ amounts, total, shares }) => {
    const result = computeExpenseShares(amounts.map((amount) => ({ amount })));
    expect(result.total).toBe(total);
    expect(result.shares.map((share) => share.share)).toEqual(shares);
  });

  it('keeps each entry with its share', () => {
    const entry = { category: 'Repairs', amount: 25 };
    expect(computeExpenseShares([entry]).shares[0]?.entry).toBe(entry);
  });
});

describe('formatShare', () => {
  it.each([
    [50, '50.0%'],
    [33.333, '33.3%'],
    [0, '0.0%'],
    [100, '100.0%'],
    [66.666, '66.7%'],
    [Number.NaN, 'N/A'],
  ])('%s → %s', (share, label) => {
    expect(formatShare(share)).toBe(label);
  });
});

describe('formatDaysLeft', () => {
  it.each([
    [0, 'Today'],
    [1, 'Tomorrow'],
    [2, '2 days'],
    [30, '30 days'],
  ])('%s → %s', (days, label) => {
    expect(formatDaysLeft(days)).toBe(label);
  });
});
