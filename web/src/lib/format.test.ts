import { afterEach, describe, expect, it } from 'vitest';
import {
  displayValue,
  formatCount,
  formatDate,
  formatDateTime,
  formatFileSize,
  formatLedgerAmount,
  formatMoney,
  formatMoneyWhole,
  formatOwnedFor,
  formatServerText,
  formatTime,
  formatTimeAgo,
  getDisplayPreferences,
  parseDateOnly,
  setDisplayPreferences,
  todayIso,
} from './format';

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

afterEach(() => {
  setDisplayPreferences({});
});

describe('money', () => {
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

describe("the account's preferences", () => {
  it('shows amounts without a currency of their own in the account currency', () => {
    expect(setDisplayPreferences({ currency: 'GBP' })).toBe(true);
    expect(formatMoney(4680)).toBe('£4,680.00');
    expect(formatMoneyWhole(4680)).toBe('£4,680');
    expect(formatLedgerAmount(-12)).toBe('(£12.00)');
    // An amount's own currency wins; it is never converted.
    expect(formatMoney(4680, 'USD')).toBe('$4,680.00');
  });

  it('writes numbers and dates in the account locale', () => {
    setDisplayPreferences({ currency: 'EUR', locale: 'de-DE' });
    expect(plain(formatMoney(4680))).toBe('4.680,00 €');
    expect(formatDate('2026-11-01')).toBe('1. Nov. 2026');
    expect(formatCount(12400)).toBe('12.400');
  });

  it('falls back to USD and en-US for missing or unusable values', () => {
    setDisplayPreferences({ currency: 'GBP', locale: 'fr-FR' });
    expect(setDisplayPreferences({ currency: 'pounds', locale: '' })).toBe(true);
    expect(getDisplayPreferences()).toEqual({ currency: 'USD', locale: 'en-US' });
    expect(setDisplayPreferences({ currency: undefined })).toBe(false);
    expect(formatMoney(2400)).toBe('$2,400.00');
  });
});

describe('more dates', () => {
  it('reads a date of the calendar as that day, and rejects days that do not exist', () => {
    expect(formatDate('2026-11-01')).toBe('Nov 1, 2026');
    expect(formatDate('2026-12-31')).toBe('Dec 31, 2026');
    expect(parseDateOnly('2026-02-30')).toBeUndefined();
    expect(formatDate('2026-02-30')).toBe('N/A');
  });

  it('writes a moment with its time, the year only when it is not this year', () => {
    const now = new Date(2026, 10, 25, 12);
    expect(plain(formatDateTime(new Date(2026, 10, 1, 15, 4), now))).toBe('Nov 1, 3:04 PM');
    expect(plain(formatDateTime(new Date(2025, 0, 2, 9, 0), now))).toBe('Jan 2, 2025, 9:00 AM');
    expect(formatDateTime('nonsense', now)).toBe('N/A');
    expect(plain(formatTime(new Date(2026, 0, 1, 9, 0)))).toBe('9:00 AM');
  });
});

describe('formatTimeAgo', () => {
  const now = new Date('2026-05-05T12:00:00.000Z');
  it.each([
    ['2026-05-05T11:59:30.000Z', 'just now'],
    // A clock slightly ahead of ours is not 'in 30 seconds'.
    ['2026-05-05T12:00:30.000Z', 'just now'],
    ['2026-05-05T11:59:00.000Z', '1 minute ago'],
    ['2026-05-05T11:15:00.000Z', '45 minutes ago'],
    ['2026-05-05T09:00:00.000Z', '3 hours ago'],
    ['2026-05-04T11:00:00.000Z', 'yesterday'],
    ['2026-05-01T12:00:00.000Z', '4 days ago'],
    ['2026-03-01T12:00:00.000Z', 'Mar 1, 2026'],
    ['not a date', 'N/A'],
  ])('%s reads %s', (value, text) => {
    expect(formatTimeAgo(value, now)).toBe(text);
  });
});

describe('formatFileSize', () => {
  it.each([
    [0, '0 bytes'],
    [1, '1 byte'],
    [512, '512 bytes'],
    [1024, '1 KB'],
    [60693, '59.3 KB'],
    ['60693', '59.3 KB'],
    [150 * 1024, '150 KB'],
    [4.2 * 1024 * 1024, '4.2 MB'],
    [3 * 1024 ** 3, '3 GB'],
    [-1, 'N/A'],
    [null, 'N/A'],
    ['big', 'N/A'],
  ])('%s bytes read %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});

describe('formatServerText', () => {
  it.each([
    ['Rent due: Ada, 1 Main St ($2400)', 'Rent due: Ada, 1 Main St ($2,400.00)'],
    ['Rent unpaid: $4680.00 since 2026-11-01', 'Rent unpaid: $4,680.00 since Nov 1, 2026'],
    ['Late fee of $50.5 charged.', 'Late fee of $50.50 charged.'],
    ['Deposit $1,800.00 held', 'Deposit $1,800.00 held'],
    ['Net -$50', 'Net -$50.00'],
    ['Expense of CA$12.00 and A$3', 'Expense of CA$12.00 and A$3'],
    ['Lease ending on 2026-11-01: 8 Elm St', 'Lease ending on Nov 1, 2026: 8 Elm St'],
    ['At 2026-11-01T10:00:00Z, id doc-2026-11-01', 'At 2026-11-01T10:00:00Z, id doc-2026-11-01'],
    ['Due 2026-02-30', 'Due 2026-02-30'],
    ['No figures here', 'No figures here'],
  ])('%s reads %s', (text, expected) => {
    expect(formatServerText(text)).toBe(expected);
  });

  it('can leave dates as sent', () => {
    expect(formatServerText('You paid $1334.5 on 2026-11-01', { dates: false })).toBe(
      'You paid $1,334.50 on 2026-11-01',
    );
  });

  it("writes the server's dollar figures in the account currency", () => {
    setDisplayPreferences({ currency: 'CAD' });
    expect(formatServerText('Rent due ($2400)')).toBe('Rent due (CA$2,400.00)');
  });
});
