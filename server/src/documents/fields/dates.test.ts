import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMonths, MONTH_NAMES } from '@astor/contract/calendar-date';
import { findDates, numericDateOrder, parseDate, termEnd, toIsoDate } from './dates.js';

describe('parseDate', () => {
  it.each([
    ['March 1, 2024', '2024-03-01'],
    ['Mar. 1st 2024', '2024-03-01'],
    ['1st day of March, 2024', '2024-03-01'],
    ['the 2nd of September 2023', '2023-09-02'],
    ['01 Feb 2025', '2025-02-01'],
    ['03/01/2024', '2024-03-01'],
    ['3-1-2024', '2024-03-01'],
    ['3/1/24', '2024-03-01'],
    ['2024-03-01', '2024-03-01'],
    ['31/12/2024', '2024-12-31'],
    ['Sept 3, 2024', '2024-09-03'],
    ['February 30, 2024', null],
    ['13/13/2024', null],
    ['no date', null],
    ['', null],
  ])('%s → %s', (raw, expected) => {
    expect(parseDate(raw)).toBe(expected);
  });
});

describe('findDates', () => {
  it('finds every full date in reading order, with offsets', () => {
    const text = 'Term begins March 1, 2024 and ends 02/28/2025. Signed 2024-01-15.';
    const found = findDates(text);
    expect(found.map((d) => d.iso)).toEqual(['2024-03-01', '2025-02-28', '2024-01-15']);
    expect(text.slice(found[0]!.start, found[0]!.end)).toBe('March 1, 2024');
  });

  it('gives the first date of a range the year of the second', () => {
    expect(findDates('from March 1 to February 28, 2025').map((d) => d.iso)).toEqual([
      '2024-03-01',
      '2025-02-28',
    ]);
    expect(findDates('June 1 through August 31, 2025').map((d) => d.iso)).toEqual([
      '2025-06-01',
      '2025-08-31',
    ]);
  });

  it('accepts a date that ends a sentence', () => {
    expect(findDates('commencing 03/01/2024. Either party').map((d) => d.iso)).toEqual(['2024-03-01']);
  });

  it('reads a day, a month abbreviation and a year between hyphens, slashes or dots (tills, receipts)', () => {
    expect(findDates('Printed 01-Nov-2017 11:20:04 AM').map((d) => d.iso)).toEqual(['2017-11-01']);
    expect(findDates('Date: 7/Mar/24 Ref 88').map((d) => d.iso)).toEqual(['2024-03-07']);
    expect(findDates('26.Feb.2019').map((d) => d.iso)).toEqual(['2019-02-26']);
  });

  it('reads year-first dates with slashes or dots (receipts from East and South Asia)', () => {
    expect(findDates('2025/03/05 14:22 and 2024.11.30').map((d) => d.iso)).toEqual([
      '2025-03-05',
      '2024-11-30',
    ]);
    expect(findDates('Paid 2025-03-14T10:02:00Z').map((d) => d.iso)).toEqual(['2025-03-14']);
  });

  it('reads a year-first date whose year OCR garbled from its last two digits, only where it says it is a date', () => {
    const [till] = findDates('Table 4\nDate 0223-05-31 23:16:50\nKot 63');
    expect(till).toMatchObject({ iso: '2023-05-31', uncertainYear: true, raw: '0223-05-31' });
    expect(findDates('Date: 1024/11/03').map((d) => [d.iso, d.uncertainYear])).toEqual([
      ['2024-11-03', true],
    ]);
    expect(findDates('Printed 0219.02.14 07:05').map((d) => d.iso)).toEqual(['2019-02-14']);
    // A part number or an account number shaped like a date is none: nothing says it is one.
    expect(findDates('SKU 4410-02-15 hinge 3.99')).toEqual([]);
    expect(findDates('Ref 0223-05-31')).toEqual([]);
    // A year that reads is read as printed, and sure.
    expect(findDates('Date 2023-05-31 23:16')[0]).toEqual({
      iso: '2023-05-31',
      start: 5,
      end: 15,
      raw: '2023-05-31',
    });
  });

  it('reads a date whose text layer runs the next label into its year', () => {
    expect(findDates('Sep 18, 2024Payment withdrawal date').map((d) => d.iso)).toEqual(['2024-09-18']);
    expect(findDates('1 March 2024Due').map((d) => d.iso)).toEqual(['2024-03-01']);
  });

  it('reads numeric dates day-first when another date on the page can only be day-first', () => {
    const text = 'Invoice date 03/04/2019\nService 26/02/2019 to 25/03/2019\nDue 02/05/2019';
    expect(findDates(text).map((d) => d.iso)).toEqual([
      '2019-04-03',
      '2019-02-26',
      '2019-03-25',
      '2019-05-02',
    ]);
    expect(numericDateOrder(text)).toBe('dmy');
  });

  it('keeps US order when the page proves month-first, or proves nothing, or contradicts itself', () => {
    expect(findDates('Bill date 03/04/2019, period ending 02/26/2019').map((d) => d.iso)).toEqual([
      '2019-03-04',
      '2019-02-26',
    ]);
    expect(findDates('03/04/2019').map((d) => d.iso)).toEqual(['2019-03-04']);
    expect(numericDateOrder('26/02/2019 and 02/26/2019 and 03/04/2019')).toBeNull();
    expect(numericDateOrder('03/04/2019')).toBeNull();
    expect(numericDateOrder('02/26/2019')).toBe('mdy');
  });

  it('marks a numeric date the page does not prove as ambiguous, and reads it day-first when told', () => {
    expect(findDates('Date: 03/04/2019')).toMatchObject([{ iso: '2019-03-04', ambiguous: true }]);
    expect(findDates('Date: 03/04/2019', { dayFirst: true })).toMatchObject([
      { iso: '2019-04-03', ambiguous: true },
    ]);
    // The page's proof wins over the hint; a date both ways the same is no ambiguity.
    expect(findDates('03/04/2019, 02/26/2019', { dayFirst: true }).map((d) => d.iso)).toEqual([
      '2019-03-04',
      '2019-02-26',
    ]);
    expect(findDates('05/05/2019')[0]?.ambiguous).toBeUndefined();
    expect(findDates('26/02/2019')[0]?.ambiguous).toBeUndefined();
  });

  it('reads dates written with dots day-first (the European way) unless the page proves otherwise', () => {
    expect(findDates('Datum: 12.03.2024').map((d) => d.iso)).toEqual(['2024-03-12']);
    expect(findDates('12.03.2024 and 02.26.2024').map((d) => d.iso)).toEqual(['2024-12-03', '2024-02-26']);
  });

  it('ignores month names without a year and bare numbers', () => {
    expect(findDates('due on the 1st of each month, May we ask, unit 12/3')).toEqual([]);
  });
});

describe('calendar arithmetic', () => {
  it.each([
    ['2024-03-01', 12, '2025-02-28'],
    ['2024-01-15', 6, '2024-07-14'],
    ['2023-10-01', 12, '2024-09-30'],
  ])('a %s lease of %i months ends %s', (start, months, end) => {
    expect(termEnd(start, months)).toBe(end);
  });

  it('clamps to the end of shorter months', () => {
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
  });
});

describe('date properties', () => {
  const validDate = fc.date({
    min: new Date('1950-01-01T00:00:00Z'),
    max: new Date('2099-12-31T00:00:00Z'),
    noInvalidDate: true,
  });

  it('never throws, whatever the input', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        parseDate(value);
        findDates(value);
      }),
    );
  });

  it('round-trips every written form of a date to the same ISO date', () => {
    fc.assert(
      fc.property(validDate, (date) => {
        const iso = date.toISOString().slice(0, 10);
        const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
        const forms = [
          `${MONTH_NAMES[m - 1]} ${d}, ${y}`,
          `${m}/${d}/${y}`,
          `${String(m).padStart(2, '0')}/${String(d).padStart(2, '0')}/${y}`,
          `${d} ${MONTH_NAMES[m - 1]} ${y}`,
          iso,
        ];
        for (const form of forms) expect(parseDate(form)).toBe(iso);
        expect(toIsoDate(y, m, d)).toBe(iso);
      }),
    );
  });
});
