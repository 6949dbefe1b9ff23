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

  it.each([
    [-21.6, 'GBP', '(£21.60)'],
    [1500, 'EUR', '€1,500.00'],
    [-12, 'CAD', '(CA$12.00)'],
    [45.5, 'USD', '$45.50'],
    [3, 'MYR', 'MYR 3.00'],
    [Number.NaN, 'GBP', 'N/A'],
  ])(
    'ledger: formatLedgerAmount(%s, %s) = %s, in its own currency, never converted',
    (value, currency, expected) => {
      expect(formatLedgerAmount(value, currency).replace(/\u00a0/g, ' ')).toBe(expected);
    },
  );

  it('formats money in a currency, and a code it cannot format as the code', () => {
    expect(formatMoney(21.6, 'GBP')).toBe('£21.60');
    expect(formatMoney(2, 'not a code')).toBe('not a code 2.00');
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
