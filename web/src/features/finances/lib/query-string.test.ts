import { describe, expect, it } from 'vitest';
import { toQueryString } from './query-string';

describe('toQueryString', () => {
  it.each([
    [{}, ''],
    [{ q: '', property_id: undefined, from: null }, ''],
    [{ q: '  ', limit: 50 }, '?limit=50'],
    [{ q: 'Home Depot', limit: 50, offset: 0 }, '?q=Home+Depot&limit=50&offset=0'],
    [{ q: 'a&b=c' }, '?q=a%26b%3Dc'],
    [{ from: '2026-01-01', to: '2026-12-31' }, '?from=2026-01-01&to=2026-12-31'],
  ])('%j', (params, expected) => {
    expect(toQueryString(params)).toBe(expected);
  });
});
