import { describe, expect, it } from 'vitest';
import { uncovered } from './find-properties.js';

const span = (startDate: string | null, endDate: string | null) => ({ propertyId: 'p', startDate, endDate });

describe('the stretches no lease covers', () => {
  it('finds the days before, between and after leases, inclusive', () => {
    expect(
      uncovered(
        [span('2025-03-01', '2025-06-30'), span('2025-08-01', '2025-11-30')],
        '2025-01-01',
        '2025-12-31',
      ),
    ).toEqual([
      { from: '2025-01-01', to: '2025-02-28' },
      { from: '2025-07-01', to: '2025-07-31' },
      { from: '2025-12-01', to: '2025-12-31' },
    ]);
  });

  it('finds none where leases meet, overlap or run open-ended', () => {
    expect(
      uncovered(
        [span('2025-01-01', '2025-06-30'), span('2025-07-01', '2025-12-31')],
        '2025-01-01',
        '2025-12-31',
      ),
    ).toEqual([]);
    expect(
      uncovered([span('2024-06-01', '2025-08-31'), span('2025-03-01', null)], '2025-01-01', '2025-12-31'),
    ).toEqual([]);
    expect(uncovered([span(null, '2025-04-30')], '2025-01-01', '2025-05-31')).toEqual([
      { from: '2025-05-01', to: '2025-05-31' },
    ]);
  });

  it('is the whole stretch with no lease at all', () => {
    expect(uncovered([], '2026-01-01', '2026-11-27')).toEqual([{ from: '2026-01-01', to: '2026-11-27' }]);
  });
});
