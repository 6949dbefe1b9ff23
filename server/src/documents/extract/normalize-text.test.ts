import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeText } from './normalize-text.js';

describe('normalizeText', () => {
  it.each([
    ['keeps line breaks', 'Rent\nDeposit', 'Rent\nDeposit'],
    ['turns CR LF, CR and form feeds into LF', 'a\r\nb\rc\fd', 'a\nb\nc\nd'],
    ['collapses spaces, tabs and no-break spaces', 'Rent:\t  $1,500\u00a0 monthly', 'Rent: $1,500 monthly'],
    ['trims every line', '  Landlord  \n  Tenant  ', 'Landlord\nTenant'],
    ['keeps one blank line between paragraphs', 'one\n\n\n\n\ntwo', 'one\n\ntwo'],
    ['drops control and invisible characters', 'Le\u0000ase\u00ad agree\u200bment\ufeff', 'Lease agreement'],
    ['trims the whole text', '\n\n  text  \n\n', 'text'],
    ['returns an empty string for whitespace', ' \n\t\n ', ''],
  ])('%s', (_name, input, expected) => {
    expect(normalizeText(input)).toBe(expected);
  });
});

describe('normalizeText properties', () => {
  it('is idempotent and leaves only LF line breaks, trimmed lines and at most one blank line', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (input) => {
        const output = normalizeText(input);
        expect(normalizeText(output)).toBe(output);
        expect(output).not.toMatch(/\r|\n{3,}|[^\S\n]{2,}|^ | $|\n | \n/);
      }),
    );
  });
});
