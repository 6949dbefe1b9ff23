import { addDays, addMonths } from '@astor/contract/calendar-date';
import { describe, expect, it } from 'vitest';
import {
  daySelectorDays,
  describePeriod,
  fetchRange,
  monthGridDays,
  startOfWeek,
  stepDate,
  visibleRange,
  weekDays,
} from './calendar-dates';

describe('addDays', () => {
  it.each([
    ['2026-05-05', 1, '2026-05-06'],
    ['2026-05-31', 1, '2026-06-01'],
    ['2026-01-01', -1, '2025-12-31'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2025-02-28', 1, '2025-03-01'],
    // US and EU daylight-saving changes: a day is a day, never 23 or 25 hours off.
    ['2026-03-08', 1, '2026-03-09'],
    ['2026-03-29', 1, '2026-03-30'],
    ['2026-11-01', -1, '2026-10-31'],
  ])('%s + %i is %s', (day, count, expected) => {
    expect(addDays(day, count)).toBe(expected);
  });
});

describe('addMonths', () => {
  it.each([
    ['2026-01-31', 1, '2026-02-28'],
    ['2024-01-31', 1, '2024-02-29'],
    ['2026-03-31', -1, '2026-02-28'],
    ['2026-12-15', 1, '2027-01-15'],
    ['2026-01-15', -1, '2025-12-15'],
  ])('%s + %i month is %s', (day, count, expected) => {
    expect(addMonths(day, count)).toBe(expected);
  });
});

describe('weeks run Sunday to Saturday', () => {
  it.each([
    ['a Sunday', '2026-05-03', '2026-05-03'],
    ['a Wednesday', '2026-05-06', '2026-05-03'],
    ['a Saturday', '2026-05-09', '2026-05-03'],
    ['across a year end', '2027-01-01', '2026-12-27'],
  ])('%s', (_name, day, sunday) => {
    expect(startOfWeek(day)).toBe(sunday);
    expect(weekDays(day)).toHaveLength(7);
    expect(weekDays(day)[0]).toBe(sunday);
    expect(weekDays(day)[6]).toBe(addDays(sunday, 6));
  });
});

describe('monthGridDays', () => {
  it.each([
    // [name, a day in the month, first cell, last cell, cells]
    [
      'a month starting on Sunday (Feb 2026, 28 days: 4 weeks, padded to 35)',
      '2026-02-10',
      '2026-02-01',
      '2026-03-07',
      35,
    ],
    ['a month starting on Saturday with 31 days needs 6 weeks', '2026-08-20', '2026-07-26', '2026-09-05', 42],
    ['a 30-day month starting on Saturday needs 6 weeks', '2025-11-01', '2025-10-26', '2025-12-06', 42],
    ['a 31-day month starting on Friday needs 6 weeks', '2026-05-31', '2026-04-26', '2026-06-06', 42],
    ['a 30-day month starting on Friday fits in 35', '2028-09-12', '2028-08-27', '2028-09-30', 35],
    ['a leap February starting on Thursday', '2024-02-29', '2024-01-28', '2024-03-02', 35],
    ['a month starting on Wednesday', '2026-04-15', '2026-03-29', '2026-05-02', 35],
  ])('%s', (_name, day, first, last, cells) => {
    const days = monthGridDays(day);
    expect(days).toHaveLength(cells);
    expect(days[0]).toBe(first);
    expect(days[days.length - 1]).toBe(last);
    expect(new Set(days).size).toBe(cells);
  });

  it('always holds every day of the month, starting on a Sunday', () => {
    for (let month = 1; month <= 24; month += 1) {
      const day = addMonths('2025-01-01', month);
      const days = monthGridDays(day);
      expect(startOfWeek(days[0]!)).toBe(days[0]);
      const inMonth = days.filter((cell) => cell.slice(0, 7) === day.slice(0, 7));
      expect(inMonth[0]?.slice(8)).toBe('01');
      expect(inMonth.length).toBe(new Date(Number(day.slice(0, 4)), Number(day.slice(5, 7)), 0).getDate());
    }
  });
});

describe('daySelectorDays', () => {
  it('shows seven days with the chosen one in the middle', () => {
    expect(daySelectorDays('2026-05-01')).toEqual([
      '2026-04-28',
      '2026-04-29',
      '2026-04-30',
      '2026-05-01',
      '2026-05-02',
      '2026-05-03',
      '2026-05-04',
    ]);
  });
});

describe('ranges and steps', () => {
  it.each([
    ['day', '2026-05-05', { from: '2026-05-02', to: '2026-05-08' }],
    ['week', '2026-05-05', { from: '2026-05-03', to: '2026-05-09' }],
    ['month', '2026-05-05', { from: '2026-04-26', to: '2026-06-06' }],
    ['list', '2026-05-05', { from: '2026-05-01', to: '2026-05-31' }],
    ['list', '2028-02-10', { from: '2028-02-01', to: '2028-02-29' }],
  ] as const)('the %s view of %s', (view, day, range) => {
    expect(visibleRange(view, day)).toEqual(range);
    expect(fetchRange(view, day)).toEqual({ from: addDays(range.from, -1), to: addDays(range.to, 1) });
  });

  it.each([
    ['day', '2026-05-31', 1, '2026-06-01'],
    ['week', '2026-05-05', -1, '2026-04-28'],
    ['month', '2026-03-31', -1, '2026-02-28'],
    ['month', '2026-12-05', 1, '2027-01-05'],
    ['list', '2026-01-31', 1, '2026-02-28'],
  ] as const)('%s view: %s moved %i is %s', (view, day, direction, expected) => {
    expect(stepDate(view, day, direction)).toBe(expected);
  });

  it.each([
    ['month', '2026-05-05', 'May 2026'],
    ['list', '2026-05-05', 'May 2026'],
    ['week', '2026-05-05', 'May 3 – May 9, 2026'],
    ['week', '2026-12-30', 'Dec 27, 2026 – Jan 2, 2027'],
    ['day', '2026-05-05', 'Tuesday, May 5, 2026'],
  ] as const)('%s title of %s', (view, day, title) => {
    expect(describePeriod(view, day)).toBe(title);
  });
});
