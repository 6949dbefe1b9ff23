import { describe, expect, it } from 'vitest';
import { readRentLimit, withinRentLimit } from './rent-limit.js';

describe('a monthly rent said as a bound', () => {
  it.each([
    ['is anybody paying more than 1500 a month', { cents: 150000, side: 'above', inclusive: false }],
    ['which rents are under $1,000', { cents: 100000, side: 'below', inclusive: false }],
    ['who pays at least $2k in rent', { cents: 200000, side: 'above', inclusive: true }],
    ['any leases over $1,250.50/mo', { cents: 125050, side: 'above', inclusive: false }],
  ])('reads %j', (text, limit) => {
    expect(readRentLimit(text)).toEqual(limit);
  });

  it.each([
    'which contractors did i pay over $600 this year',
    'expenses over 1000 in 2025',
    'who paid more than 5000 in total',
    'what is the rent at 12 elm',
    "tom says we're owed over $2,000 in rent right now",
    'did we collect more than 5000 in rent last month',
  ])('reads no rent bound in %j', (text) => {
    expect(readRentLimit(text)).toBeUndefined();
  });

  it('keeps a rent strictly above or below, or at the bound when said so', () => {
    expect(withinRentLimit(150000, { cents: 150000, side: 'above', inclusive: false })).toBe(false);
    expect(withinRentLimit(150000, { cents: 150000, side: 'above', inclusive: true })).toBe(true);
    expect(withinRentLimit(99999, { cents: 100000, side: 'below', inclusive: false })).toBe(true);
  });
});
