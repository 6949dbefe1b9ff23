import { describe, expect, it } from 'vitest';
import { tokenize } from './text.js';
import { findVendorMention } from './vendors.js';
import { isCommonWord } from './vocabulary.js';

const VENDORS = [
  'Mile High HVAC',
  'Frostline Snow Removal',
  'Greenbriar Landscaping',
  'Plumbing Pros LLC',
  'Marsh Cypress Owners Association',
  'Wasatch Front Property Services & Restoration, LLC dba Wasatch Handyman Co.',
  'Wasatch Roofing & Gutter',
  'Loess Hills Mutual Insurance',
  'Carpet Kingdom Flooring',
];
const vendorIn = (question: string) =>
  findVendorMention(tokenize(question), VENDORS, new Set(), isCommonWord)?.name ?? null;

describe('vendors named in a question', () => {
  it('takes the whole name, or its first words', () => {
    expect(vendorIn('how much have I paid Mile High HVAC?')).toBe('Mile High HVAC');
    expect(vendorIn('what did mile high charge me')).toBe('Mile High HVAC');
  });

  it('never takes an ordinary word for a typo of a name ("less" is not Loess)', () => {
    expect(vendorIn('was that more or less than in 2025?')).toBeNull();
    expect(vendorIn('what did loess hills charge us')).toBe('Loess Hills Mutual Insurance');
    expect(vendorIn('what did loes hills charge us')).toBe('Loess Hills Mutual Insurance');
  });

  it('reads "and" for the "&" of a name, to its last word', () => {
    const tokens = tokenize('total ive paid wasatch roofing and gutter, all time');
    expect(findVendorMention(tokens, VENDORS, new Set(), isCommonWord)).toEqual({
      name: 'Wasatch Roofing & Gutter',
      start: 3,
      end: 7,
    });
  });

  it('takes the brand word alone, typos and all', () => {
    expect(vendorIn('how much did greenbriar charge me in 2025')).toBe('Greenbriar Landscaping');
    expect(vendorIn('how much did greenbrair charge me in 2025')).toBe('Greenbriar Landscaping');
    expect(vendorIn('total paid to frostline')).toBe('Frostline Snow Removal');
    expect(vendorIn('what did marsh cypress charge')).toBe('Marsh Cypress Owners Association');
  });

  it('knows a business by the name it trades under ("X LLC dba Y")', () => {
    const question = tokenize('how much have i paid wasatch handyman altogether?');
    const mention = findVendorMention(question, VENDORS, new Set(), isCommonWord);
    expect(mention?.name).toBe('Wasatch Front Property Services & Restoration, LLC dba Wasatch Handyman Co.');
    // "handyman" is of the name, not the trade (Repairs) that would filter the payments.
    expect(question.slice(mention?.start, mention?.end)).toEqual(['wasatch', 'handyman']);
    expect(vendorIn('what did wasatch front property services charge')).toBe(
      'Wasatch Front Property Services & Restoration, LLC dba Wasatch Handyman Co.',
    );
    expect(vendorIn('wasatch roofing total')).toBe('Wasatch Roofing & Gutter');
  });

  it('never reads "in the red" as a payee named Red', () => {
    expect(
      findVendorMention(
        tokenize('was anything in the red last year'),
        ['Red River Roofing'],
        new Set(),
        () => false,
      ),
    ).toBeUndefined();
    expect(
      findVendorMention(tokenize('what did red river charge'), ['Red River Roofing'], new Set(), () => false)
        ?.name,
    ).toBe('Red River Roofing');
  });

  it('never reads a month as a typo of a name', () => {
    expect(vendorIn('expenses for march 2026 pls')).toBeNull();
  });

  it('leaves trade words to the descriptions: a vendor is not named by the words after its brand', () => {
    expect(vendorIn('snow removal costs?')).toBeNull();
    expect(vendorIn('how much on landscaping')).toBeNull();
    expect(vendorIn('what have I spent on plumbing')).toBeNull();
  });

  it('leaves a trade that opens a name to the descriptions when said alone ("carpet")', () => {
    expect(vendorIn('what have i spent on carpet since i started tracking')).toBeNull();
    expect(vendorIn('what did carpet kingdom charge me')).toBe('Carpet Kingdom Flooring');
  });
});

describe('a brand that is also an ordinary word', () => {
  const common = (word: string) => ['sentinel', 'city', 'traverse'].includes(word) || isCommonWord(word);
  const named = (question: string, vendors: string[]) =>
    findVendorMention(tokenize(question), vendors, new Set(), common)?.name ?? null;

  it('names the payee when the trade of its name is said too, not when another word of it is a place', () => {
    expect(
      named('what have i paid Sentinel for pest since i started tracking', ['Sentinel Pest Solutions']),
    ).toBe('Sentinel Pest Solutions');
    expect(named('what have i paid sentinel this year', ['Sentinel Pest Solutions'])).toBeNull();
    expect(
      named('which city made me the most money, traverse city or elk rapids', [
        'City of Traverse City Utilities',
      ]),
    ).toBeNull();
  });
});
