import { describe, expect, it } from 'vitest';
import { nextScheduledDay } from './next-date.js';

describe('nextScheduledDay', () => {
  it('finds the next nth weekday of the months named, into the next year', () => {
    const sentence =
      'Plainsman Pest Control treats the building on the second Wednesday of January, April, July, and October.';
    expect(nextScheduledDay(sentence, '2026-11-28')).toBe('2027-01-13');
    expect(nextScheduledDay(sentence, '2026-10-01')).toBe('2026-10-14');
  });

  it('reads "of each month", "the last", and a weekly day', () => {
    expect(nextScheduledDay('Service is on the second Wednesday of each month.', '2026-11-28')).toBe(
      '2026-12-09',
    );
    expect(nextScheduledDay('Inspections fall on the last Friday of every month.', '2026-11-28')).toBe(
      '2026-12-25',
    );
    expect(nextScheduledDay('The pool technician visits every Tuesday.', '2026-11-28')).toBe('2026-12-01');
    expect(nextScheduledDay('Rent is due on the first of the month.', '2026-11-28')).toBeUndefined();
  });
});
