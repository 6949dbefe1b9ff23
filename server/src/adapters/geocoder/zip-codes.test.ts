import zipcodes from 'zipcodes';
import { describe, expect, it } from 'vitest';
import { lookupZip, zipCodes } from './zip-codes.js';

describe('zip codes read as JSON', () => {
  it('hold exactly the rows the package loads itself', () => {
    const ours = zipCodes();
    expect(ours.size).toBe(Object.keys(zipcodes.codes).length);
    expect(Object.fromEntries(ours)).toEqual(zipcodes.codes);
  });

  it('look a code up as the package does: US ZIPs whole, Canadian postal codes by their area', () => {
    for (const code of ['10001', '95814', '00501', 'T0A 1B0', 'M5V', '99999', ''])
      expect(lookupZip(code), code).toEqual(zipcodes.lookup(code));
    expect(lookupZip('95814')).toMatchObject({ city: 'Sacramento', state: 'CA', country: 'US' });
  });
});
