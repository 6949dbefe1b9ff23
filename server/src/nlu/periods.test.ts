import { describe, expect, it } from 'vitest';
import { addMonths } from '@astor/contract/calendar-date';
import {
  findPeriod,
  monthPeriod,
  periodBefore,
  rangePeriod,
  periodPhrase,
  quarterPeriod,
  yearPeriod,
  type Direction,
} from './periods.js';
import { tokenize } from './text.js';

const read = (text: string, today: string, direction: Direction = 'past') => {
  const found = findPeriod(tokenize(text), today, direction);
  return (
    found && { from: found.period.from, to: found.period.to, id: found.period.id, label: found.period.label }
  );
};

describe('findPeriod', () => {
  it.each([
    // [text, today, from, to, id]
    ['this month', '2026-11-10', '2026-11-01', '2026-11-30', '2026-11'],
    ['last month', '2026-11-10', '2026-10-01', '2026-10-31', '2026-10'],
    ['last month', '2026-01-15', '2025-12-01', '2025-12-31', '2025-12'], // January → December
    ['previous month', '2026-03-31', '2026-02-01', '2026-02-28', '2026-02'],
    ['last month', '2028-03-31', '2028-02-01', '2028-02-29', '2028-02'], // leap year
    ['this month', '2028-02-10', '2028-02-01', '2028-02-29', '2028-02'],
    ['next month', '2026-12-05', '2027-01-01', '2027-01-31', '2027-01'],
    ['last quarter', '2026-11-10', '2026-07-01', '2026-09-30', '2026-Q3'],
    ['last quarter', '2026-02-10', '2025-10-01', '2025-12-31', '2025-Q4'], // across the year
    ['this quarter', '2026-11-10', '2026-10-01', '2026-12-31', '2026-Q4'],
    ['Q3', '2026-11-10', '2026-07-01', '2026-09-30', '2026-Q3'],
    ['Q3', '2026-02-10', '2025-07-01', '2025-09-30', '2025-Q3'], // not begun yet: last year's
    ['q1 2028', '2026-11-10', '2028-01-01', '2028-03-31', '2028-Q1'],
    ['the first quarter of last year', '2026-11-10', '2025-01-01', '2025-03-31', '2025-Q1'],
    ['this year', '2026-11-10', '2026-01-01', '2026-12-31', '2026'],
    ['last year', '2028-02-29', '2027-01-01', '2027-12-31', '2027'],
    ['in 2025', '2026-11-10', '2025-01-01', '2025-12-31', '2025'],
    ['YTD', '2026-11-10', '2026-01-01', '2026-11-10', '2026-01-01..2026-11-10'],
    ['year to date', '2026-01-01', '2026-01-01', '2026-01-01', '2026-01-01'],
    ['so far this year', '2026-11-10', '2026-01-01', '2026-11-10', '2026-01-01..2026-11-10'],
    ['in March', '2026-11-10', '2026-03-01', '2026-03-31', '2026-03'],
    ['in December', '2026-11-10', '2025-12-01', '2025-12-31', '2025-12'], // past: the last December
    ['March 2026', '2027-06-01', '2026-03-01', '2026-03-31', '2026-03'],
    ['feb 2028', '2028-06-01', '2028-02-01', '2028-02-29', '2028-02'],
    ['last march', '2026-03-20', '2025-03-01', '2025-03-31', '2025-03'],
    ['in may', '2026-11-10', '2026-05-01', '2026-05-31', '2026-05'],
    ['2026-03', '2026-11-10', '2026-03-01', '2026-03-31', '2026-03'],
    ['03/2026', '2026-11-10', '2026-03-01', '2026-03-31', '2026-03'],
    ['last 90 days', '2026-11-10', '2026-08-13', '2026-11-10', '2026-08-13..2026-11-10'],
    ['last 90 days', '2028-03-01', '2027-12-03', '2028-03-01', '2027-12-03..2028-03-01'], // leap day inside
    ['past 30 days', '2026-03-01', '2026-01-31', '2026-03-01', '2026-01-31..2026-03-01'],
    ['last 3 months', '2026-11-10', '2026-09-01', '2026-11-10', '2026-09-01..2026-11-10'],
    ['last twelve months', '2028-02-29', '2027-03-01', '2028-02-29', '2027-03-01..2028-02-29'],
    ['the past year', '2028-02-29', '2027-03-01', '2028-02-29', '2027-03-01..2028-02-29'],
    ['next 60 days', '2026-11-10', '2026-11-10', '2027-01-09', '2026-11-10..2027-01-09'],
    ['next week', '2026-11-10', '2026-11-15', '2026-11-21', '2026-11-15..2026-11-21'], // Sunday to Saturday
    ['today', '2026-11-10', '2026-11-10', '2026-11-10', '2026-11-10'],
    ['yesterday', '2026-03-01', '2026-02-28', '2026-02-28', '2026-02-28'],
    ['from March to May', '2026-11-10', '2026-03-01', '2026-05-31', '2026-03-01..2026-05-31'],
    ['since March', '2026-11-10', '2026-03-01', '2026-11-10', '2026-03-01..2026-11-10'],
    ['all time', '2026-11-10', '1900-01-01', '9999-12-31', 'all'],
    ['this yr', '2026-11-10', '2026-01-01', '2026-12-31', '2026'],
    ['last qtr', '2026-11-10', '2026-07-01', '2026-09-30', '2026-Q3'],
    ['last 6 mos', '2026-11-10', '2026-06-01', '2026-11-10', '2026-06-01..2026-11-10'],
  ])('%s (today %s) → %s..%s', (text, today, from, to, id) => {
    expect(read(text, today)).toMatchObject({ from, to, id });
  });

  it('points bare months and quarters ahead for calendars and renewals', () => {
    expect(read('in March', '2026-11-10', 'future')).toMatchObject({ id: '2027-03' });
    expect(read('Q3', '2026-11-10', 'future')).toMatchObject({ id: '2027-Q3' });
    expect(read('in November', '2026-11-10', 'future')).toMatchObject({ id: '2026-11' });
    // "within 90 days": ahead for leases ending, back for money; "in 90 days" only ahead.
    expect(read('wat about within 90 days', '2026-11-26', 'future')).toMatchObject({
      from: '2026-11-26',
      to: '2027-02-24',
    });
    expect(read('within the last 30 days', '2026-11-26')).toMatchObject({
      from: '2026-10-28',
      to: '2026-11-26',
    });
    expect(read('within 30 days', '2026-11-26')).toMatchObject({ from: '2026-10-28', to: '2026-11-26' });
    expect(read('leases ending in 60 days', '2026-11-26', 'future')).toMatchObject({ to: '2027-01-25' });
    expect(read('compared to the same quarter last year', '2026-11-26')).toMatchObject({ id: '2025-Q4' });
    expect(read('hoa for the condo since i bought it', '2026-11-26')).toMatchObject({ id: 'all' });
    expect(read('ok and in the next 90', '2026-11-26', 'future')).toMatchObject({ to: '2027-02-24' });
    // "90 days" alone, the way one looks; never inside a sentence ("30 days notice").
    expect(read('90 days', '2026-11-26', 'future')).toMatchObject({ to: '2027-02-24' });
    expect(read('90 days', '2026-11-26')).toMatchObject({ from: '2026-08-29', to: '2026-11-26' });
    expect(read('i gave 30 days notice', '2026-11-26')).toBeUndefined();
    expect(read('spend in the last 30', '2026-11-26')).toMatchObject({ from: '2026-10-28' });
    expect(read('since we closed on the place', '2026-11-26')).toMatchObject({ id: 'all' });
    expect(read('vs the same month a year ago', '2026-11-26')).toMatchObject({ id: '2025-11' });
    expect(read('which of those is up before the new year', '2026-11-26', 'future')).toMatchObject({
      from: '2026-11-26',
      to: '2026-12-31',
    });
  });

  it('reads "may" as a month only where a month belongs', () => {
    expect(read('may I ask about rent', '2026-11-10')).toBeUndefined();
    expect(read('May 2025 expenses', '2026-11-10')).toMatchObject({ id: '2025-05' });
  });

  it('does not read street numbers or amounts as years', () => {
    expect(read('rent at 2025 Main St', '2026-11-10')).toBeUndefined();
    expect(read('did I spend 2000 dollars', '2026-11-10')).toBeUndefined();
  });

  it('gives the span it read, so it can be masked', () => {
    expect(findPeriod(tokenize('how much last quarter at elm'), '2026-11-10')).toMatchObject({
      start: 2,
      end: 4,
    });
  });

  it('labels periods for sentences', () => {
    const phrase = (text: string) => {
      const found = findPeriod(tokenize(text), '2026-11-10');
      return found ? periodPhrase(found.period) : undefined;
    };
    expect(phrase('last month')).toBe('in October 2026');
    expect(phrase('ytd')).toBe('so far in 2026');
    expect(phrase('last 90 days')).toBe('in the last 90 days');
    expect(phrase('Q3')).toBe('in Q3 2026');
    expect(phrase('all time')).toBe('across all time');
    expect(phrase('since March')).toBe('since March 2026');
  });
});

describe('addMonths', () => {
  it.each([
    ['2026-01-31', 1, '2026-02-28'],
    ['2028-01-31', 1, '2028-02-29'],
    ['2028-02-29', -12, '2027-02-28'],
    ['2026-11-10', 3, '2027-02-10'],
  ])('%s %+i months → %s', (day, months, expected) => {
    expect(addMonths(day, months)).toBe(expected);
  });
});

describe('words every object has', () => {
  it.each(['who is the constructor', 'last constructor', 'in tostring', 'next hasownproperty 3 months'])(
    'reads no period in %j (a word is never taken for an inherited property)',
    (text) => {
      expect(() => findPeriod(tokenize(text), '2026-11-26', 'past')).not.toThrow();
      expect(read(text.replace(' 3 months', ''), '2026-11-26')).toBeUndefined();
    },
  );
});

describe('the rest of a year or month', () => {
  it.each([
    ['any leases expiring before the end of the year', '2026-11-26', '2026-12-31', 'the rest of 2026'],
    ['what ends by year end', '2026-03-02', '2026-12-31', 'the rest of 2026'],
    ['rent due for the rest of the month', '2026-11-26', '2026-11-30', 'the rest of November 2026'],
    ['until the end of this month', '2026-02-10', '2026-02-28', 'the rest of February 2026'],
  ])('reads %j on %s as today to %s', (text, today, to, label) => {
    expect(read(text, today, 'future')).toMatchObject({ from: today, to, label });
  });

  it.each([
    ['what about thru the end of march', '2026-11-26', '2027-03-31'],
    ['leases ending by june', '2026-11-26', '2027-06-30'],
    ['who else by end of june?', '2026-11-27', '2027-06-30'],
    ['anything ending before april', '2026-11-26', '2027-03-31'],
  ])('reads %j on %s, looking ahead, as today to %s', (text, today, to) => {
    expect(read(text, today, 'future')).toMatchObject({ from: today, to });
  });
});

describe('days of a month, and ranges with the year said once', () => {
  it.each([
    ['what did i spend between july 1 and sept 30 last year', '2026-11-26', '2025-07-01', '2025-09-30'],
    ['from march 3rd to april 10 2025', '2026-11-26', '2025-03-03', '2025-04-10'],
    ['between feb 1 and feb 14', '2026-11-26', '2026-02-01', '2026-02-14'],
    ['from october to december 2025', '2026-11-26', '2025-10-01', '2025-12-31'],
    ['on may 5', '2026-11-26', '2026-05-05', '2026-05-05'],
    // "thru" says a range with no "from"
    ['what did july thru september cost me', '2026-11-26', '2026-07-01', '2026-09-30'],
    ['march through may 2025 repairs', '2026-11-26', '2025-03-01', '2025-05-31'],
  ])('reads %j on %s as %s to %s', (text, today, from, to) => {
    expect(read(text, today)).toMatchObject({ from, to });
  });
});

describe('since the start of a period', () => {
  it.each([
    ['how much have I laid out since the start of march', '2026-11-26', '2026-03-01'],
    ['income since the beginning of this year', '2026-11-26', '2026-01-01'],
  ])('reads %j on %s as %s to today', (text, today, from) => {
    expect(read(text, today)).toMatchObject({ from, to: today });
  });
});

describe('the period before', () => {
  it('steps back a month, a quarter or a year from the period the conversation was about', () => {
    expect(periodBefore(monthPeriod(2026, 8), 'month')?.label).toBe('July 2026');
    expect(periodBefore(monthPeriod(2026, 1), 'same')?.label).toBe('December 2025');
    expect(periodBefore(monthPeriod(2026, 8), 'year')?.label).toBe('August 2025');
    expect(periodBefore(quarterPeriod(2026, 1), 'quarter')?.label).toBe('Q4 2025');
    expect(periodBefore(yearPeriod(2026), 'same')?.label).toBe('2025');
    expect(periodBefore(yearPeriod(2026), 'month')).toBeUndefined();
  });

  it('reads seasons: the last one over, this one, or one of a year', () => {
    const at = (text: string) => findPeriod(tokenize(text), '2026-11-27')?.period;
    expect(at('the furnace at elm last winter')).toMatchObject({ from: '2025-12-01', to: '2026-02-28' });
    expect(at('what did the cabin clear this summer')).toMatchObject({
      from: '2026-06-01',
      to: '2026-08-31',
    });
    expect(at('repairs over the summer')?.label).toBe('summer 2026');
    expect(at('last fall')).toMatchObject({ from: '2025-09-01', to: '2025-11-30' });
    expect(at('yard work in spring 2025')).toMatchObject({ from: '2025-03-01', to: '2025-05-31' });
    expect(at('spring cleaning costs')).toBeUndefined();
  });

  it('steps back from a year to date to the whole year before', () => {
    const soFar = findPeriod(tokenize('so far this year'), '2026-11-27')?.period;
    expect(soFar).toMatchObject({ from: '2026-01-01', to: '2026-11-27' });
    expect(periodBefore(soFar!, 'same')?.label).toBe('2025');
    expect(periodBefore(soFar!, 'year')?.label).toBe('2025');
    expect(periodBefore(rangePeriod('2026-03-01', '2026-05-31'), 'same')).toBeUndefined();
  });

  it('reads halves of a year, a calendar year and a year said with "to date"', () => {
    const at = (text: string) => findPeriod(tokenize(text), '2026-11-27')?.period;
    expect(at('expenses for h1 2025')).toMatchObject({ from: '2025-01-01', to: '2025-06-30' });
    expect(at('the second half of last year')).toMatchObject({ from: '2025-07-01', to: '2025-12-31' });
    expect(at('back half of 2025')?.label).toBe('the second half of 2025');
    expect(findPeriod(tokenize('total for calendar year 2025'), '2026-11-27')).toMatchObject({
      period: { id: '2025' },
      start: 2,
    });
    expect(at('2026 year-to-date expenses')).toMatchObject({ from: '2026-01-01', to: '2026-11-27' });
    expect(at('since dad started keeping track in here')?.kind).toBe('all');
  });

  it('reads the first or last months of a year, counted from its ends', () => {
    expect(read('leases ending in the first three months of next year', '2026-11-27')).toMatchObject({
      from: '2027-01-01',
      to: '2027-03-31',
    });
    expect(read('the last 2 months of 2025', '2026-11-27')).toMatchObject({
      from: '2025-11-01',
      to: '2025-12-31',
    });
    // Without a year it is the last months up to today.
    expect(read('the last three months', '2026-11-27')).toMatchObject({ from: '2026-09-01' });
  });

  it('reads a day of this month said alone, Thanksgiving week, and the same point in another month', () => {
    expect(read('how much money has come in since the 15th', '2026-11-27')).toMatchObject({
      from: '2026-11-15',
      to: '2026-11-27',
    });
    // Not yet come this month: the month before's.
    expect(read('since the 28th', '2026-11-27')).toMatchObject({ from: '2026-10-28' });
    expect(read('what went out on the 17th', '2026-11-27')).toMatchObject({
      from: '2026-11-17',
      to: '2026-11-17',
    });
    // A due day is no period.
    expect(read('rent is due on the 1st', '2026-11-27')).toBeUndefined();
    expect(read('how much did i spend thanksgiving week', '2026-11-27')).toMatchObject({
      from: '2026-11-22',
      to: '2026-11-28',
    });
    // Before this year's Thanksgiving: last year's week.
    expect(read('the week of thanksgiving', '2026-11-20')).toMatchObject({ from: '2025-11-23' });
    const words = tokenize('spending month to date compared to the same point in october');
    const first = findPeriod(words, '2026-11-27');
    const second = first && findPeriod(words.slice(first.end), '2026-11-27');
    expect(second?.period).toMatchObject({ from: '2026-10-01', to: '2026-10-27' });
  });
});
