import { describe, expect, it } from 'vitest';
import {
  averagePerProperty,
  dueDateIn,
  percentChange,
  rentStatus,
  sameDayLastYear,
  type RentLease,
} from './dashboard.formulas.js';
import { monthOf, todayIn } from '@astor/contract/calendar-date';

describe('monthOf', () => {
  it.each([
    ['2026-11-21', 0, { month: '2026-11', first: '2026-11-01', last: '2026-11-30' }],
    ['2026-01-15', -1, { month: '2025-12', first: '2025-12-01', last: '2025-12-31' }],
    ['2028-03-01', -1, { month: '2028-02', first: '2028-02-01', last: '2028-02-29' }],
    ['2026-11-21', -5, { month: '2026-06', first: '2026-06-01', last: '2026-06-30' }],
  ])('%s offset %i', (date, offset, expected) => {
    expect(monthOf(date, offset)).toEqual(expected);
  });
});

describe('percentChange (the revenue trend)', () => {
  it.each([
    [1500, 1000, 50],
    [1000, 1500, -33.3],
    [1000, 0, 0],
    [0, 0, 0],
    [1001, 1000, 0.1],
    [0, 500, -100],
  ])('%i vs %i → %d', (current, previous, expected) => {
    expect(percentChange(current, previous)).toBe(expected);
  });
});

describe('averagePerProperty', () => {
  it('is 0 with no properties and otherwise divides', () => {
    expect(averagePerProperty(300000, 0)).toBe(0);
    expect(averagePerProperty(300000, 3)).toBe(100000);
    expect(averagePerProperty(100, 3)).toBe(33);
  });
});

describe('dates', () => {
  it('gives today in the caller’s time zone around midnight on the 1st', () => {
    const instant = new Date('2026-12-01T03:30:00Z');
    expect(todayIn('UTC', instant)).toBe('2026-12-01');
    expect(todayIn('America/Chicago', instant)).toBe('2026-11-30');
    expect(todayIn('Asia/Tokyo', new Date('2026-11-30T16:00:00Z'))).toBe('2026-12-01');
  });

  it('clamps leap days and 31st due days', () => {
    expect(sameDayLastYear('2028-02-29')).toBe('2027-02-28');
    expect(dueDateIn(monthOf('2026-02-10'), 31)).toBe('2026-02-28');
    expect(dueDateIn(monthOf('2026-04-10'), 31)).toBe('2026-04-30');
    expect(dueDateIn(monthOf('2026-04-10'), 5)).toBe('2026-04-05');
  });
});

describe('rentStatus', () => {
  const month = monthOf('2026-11-10');
  const lease = (id: string, rent: number, extra: Partial<RentLease> = {}): RentLease => ({
    id,
    rentCents: rent,
    dueDay: 1,
    startDate: '2026-01-01',
    endDate: null,
    ...extra,
  });

  it('counts paid, late and outstanding against the rent due', () => {
    const leases = [
      lease('paid', 150000),
      lease('partial', 100000),
      lease('due-later', 90000, { dueDay: 15 }),
      lease('ended', 50000, { endDate: '2026-10-31' }),
      lease('future', 70000, { startDate: '2026-12-01' }),
    ];
    const payments = new Map([
      ['paid', 150000],
      ['partial', 40000],
    ]);
    expect(rentStatus(leases, payments, month, '2026-11-10')).toEqual({
      target: 340000,
      paid: 1,
      late: 1,
      outstanding: 150000,
    });
  });

  it('has nothing due with no leases', () => {
    expect(rentStatus([], new Map(), month, '2026-11-10')).toEqual({
      target: 0,
      paid: 0,
      late: 0,
      outstanding: 0,
    });
  });
});
