import { describe, expect, it } from 'vitest';
import { formatTimeAgo } from './time-ago';

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
