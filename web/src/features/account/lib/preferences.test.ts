import { describe, expect, it } from 'vitest';
import { isCurrency, timeZoneChoices, timeZoneOffsetLabel } from './preferences';

describe('timeZoneChoices', () => {
  it('adds UTC, the saved and the browser zones to the list, sorted, once each', () => {
    expect(
      timeZoneChoices(['Europe/Paris', 'America/New_York'], ['Asia/Calcutta', 'Europe/Paris', undefined]),
    ).toEqual(['America/New_York', 'Asia/Calcutta', 'Europe/Paris', 'UTC']);
  });

  it('still offers UTC and the saved zone when the browser lists none', () => {
    expect(timeZoneChoices([], ['Europe/Oslo'])).toEqual(['Europe/Oslo', 'UTC']);
  });
});

describe('timeZoneOffsetLabel', () => {
  const winter = new Date('2026-01-15T12:00:00Z');
  const summer = new Date('2026-07-15T12:00:00Z');
  it.each([
    ['UTC', winter, 'UTC+00:00'],
    ['Europe/Paris', winter, 'UTC+01:00'],
    ['Europe/Paris', summer, 'UTC+02:00'],
    ['America/New_York', winter, 'UTC-05:00'],
    ['Asia/Kolkata', winter, 'UTC+05:30'],
    ['Not/AZone', winter, ''],
  ])('%s at %s → %s', (zone, now, expected) => {
    expect(timeZoneOffsetLabel(zone, now)).toBe(expected);
  });
});

describe('isCurrency', () => {
  it.each([
    ['USD', true],
    ['GBP', true],
    ['JPY', false],
    ['usd', false],
    [undefined, false],
  ])('%s → %s', (value, expected) => {
    expect(isCurrency(value)).toBe(expected);
  });
});
