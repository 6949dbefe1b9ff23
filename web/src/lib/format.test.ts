import { describe, expect, it } from 'vitest';
import {
  displayValue,
  formatDate,
  formatLedgerAmount,
  formatMoney,
  formatMoneyWhole,
  formatOwnedFor,
  todayIso,
} from './format';

describe('money (spec §5)', () => {
  it.each([
    [1234.5, '$1,234.50'],
    [0, '$0.00'],
    [-12.345, '-$12.35'],
    [Number.NaN, 'N/A'],
    [null, 'N/A'],
    ['12', 'N/A'],
    [undefined, 'N/A'],
  ])('formatMoney(%s) = %s', (value, expected) => {
    expect(formatMoney(value)).toBe(expected);
  });

  it.each([
    [1850.75, '$1,851'],
    [0, '$0'],
    [null, 'N/A'],
  ])('cards: formatMoneyWhole(%s) = %s', (value, expected) => {
    expect(formatMoneyWhole(value)).toBe(expected);
  });

  it.each([
    [-89.99, '($89.99)'],
    [1500, '$1,500.00'],
    [-0.5, '($0.50)'],
    [Number.POSITIVE_INFINITY, 'N/A'],
  ])('ledger: formatLedgerAmount(%s) = %s', (value, expected) => {
    expect(formatLedgerAmount(value)).toBe(expected);
  });
});

describe('displayValue', () => {
  it.each([
    [null, 'N/A'],
    ['', 'N/A'],
    ['  ', 'N/A'],
    ['x', 'x'],
    [3, '3'],
    [true, 'Yes'],
    [false, 'No'],
  ])('displayValue(%s) = %s', (value, expected) => {
    expect(displayValue(value)).toBe(expected);
  });
});

describe('dates', () => {
  it('formats a plain date without shifting it by the time zone', () => {
    expect(formatDate('2026-01-05')).toBe('Jan 5, 2026');
    expect(formatDate(null)).toBe('N/A');
    expect(formatDate('garbage')).toBe('N/A');
  });

  it('gives today in local time', () => {
    expect(todayIso(new Date(2026, 10, 21, 23, 59))).toBe('2026-11-21');
  });

  it.each([
    ['2020-01-15', new Date(2026, 10, 21), '6 years 10 months'],
    ['2025-11-21', new Date(2026, 10, 21), '1 year'],
    ['2026-10-22', new Date(2026, 10, 21), '0 months'],
    ['2026-09-21', new Date(2026, 10, 21), '2 months'],
    ['2027-01-01', new Date(2026, 10, 21), 'N/A'],
    [null, new Date(2026, 10, 21), 'N/A'],
  ])('owned for since %s', (purchase, now, expected) => {
    expect(formatOwnedFor(purchase, now)).toBe(expected);
  });
});
