import { describe, expect, it } from 'vitest';
import { parseAddress, toStateCode, toZip, type ParsedAddress } from './address-parse.js';
import { isUsCity } from './us-places.js';

describe('toStateCode', () => {
  it.each([
    ['TX', 'TX'],
    ['tx', 'TX'],
    ['Texas', 'TX'],
    ['  new   york ', 'NY'],
    ['District of Columbia', 'DC'],
    ['D.C.', 'DC'],
    ['Puerto Rico', 'PR'],
    ['U.S. Virgin Islands', 'VI'],
  ])('%j → %s', (input, code) => {
    expect(toStateCode(input)).toBe(code);
  });

  it.each(['ON', 'Ontario', 'AE', 'XX', '', 'constructor', '__proto__', null, undefined])(
    '%j is not a US state',
    (input) => {
      expect(toStateCode(input)).toBeUndefined();
    },
  );
});

describe('toZip', () => {
  it.each([
    ['78701', '78701'],
    [' 78701 ', '78701'],
    ['78701-1234', '78701'],
    ['787011234', '78701'],
  ])('%j → %s', (input, zip) => {
    expect(toZip(input)).toBe(zip);
  });

  it.each(['7870', '787012', '78701-12', 'M5V 2T6', 'abcde', '', null, undefined])(
    '%j is no ZIP',
    (input) => {
      expect(toZip(input)).toBeUndefined();
    },
  );
});

describe('parseAddress', () => {
  const parse = (text: string) => parseAddress(text, isUsCity);
  const cases: [string, Partial<ParsedAddress>][] = [
    [
      '500 Congress Ave, Austin, TX 78701',
      { street: '500 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' },
    ],
    ['500 Congress Ave, Austin, TX 78701-2710', { street: '500 Congress Ave', city: 'Austin', zip: '78701' }],
    ['500  Congress   Ave ,Austin,  Texas', { street: '500 Congress Ave', city: 'Austin', state: 'TX' }],
    ['500 Congress Ave, Austin TX', { street: '500 Congress Ave', city: 'Austin', state: 'TX' }],
    [
      '500 Congress Ave Austin TX 78701',
      { street: '500 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' },
    ],
    ['500 Congress Ave Austin, TX', { street: '500 Congress Ave', city: 'Austin', state: 'TX' }],
    [
      '500 Congress Ave, Suite 2, Austin, TX',
      { street: '500 Congress Ave, Suite 2', city: 'Austin', state: 'TX' },
    ],
    ['1 Main St, Kansas City, MO, USA', { street: '1 Main St', city: 'Kansas City', state: 'MO' }],
    ['1 Main St, Kansas City MO United States', { street: '1 Main St', city: 'Kansas City', state: 'MO' }],
    ['Brooklyn, New York', { street: '', city: 'Brooklyn', state: 'NY' }],
    ['Washington, D.C. 20001', { city: 'Washington', state: 'DC', zip: '20001' }],
    ['78701', { street: '', city: '', zip: '78701' }],
    ['TX 78701', { zip: '78701' }],
    ['78701, Austin', { city: 'Austin', zip: '78701' }],
    // A partial city while typing; a lone state-like word is a city prefix, not a state.
    ['Aus', { street: '', city: 'Aus', state: undefined }],
    ['500 Congress Ave, Aus', { street: '500 Congress Ave', city: 'Aus', state: undefined }],
    ['Texas', { street: '', city: 'Texas', state: undefined }],
    ['New York', { city: 'New York', state: undefined }],
    ['Des Mo', { city: 'Des', state: 'MO', cityIfNoState: 'Des Mo' }],
    // A five-digit house number is not a ZIP; a street suffix is not a state.
    ['12345 Main St', { street: '12345 Main St', city: '', zip: undefined }],
    ['12345 Main St, Austin, TX 78701', { street: '12345 Main St', zip: '78701' }],
    ['123 Elm Ct', { street: '123 Elm Ct', city: '', state: undefined }],
    ['123 Elm Ct, Hartford CT', { street: '123 Elm Ct', city: 'Hartford', state: 'CT' }],
    ['500 Congress Ave', { street: '500 Congress Ave', city: '', state: undefined, zip: undefined }],
    ['500 Congress Ave,', { street: '500 Congress Ave', city: '' }],
    ['', { street: '', city: '', state: undefined, zip: undefined }],
    ['  , , ', { street: '', city: '' }],
  ];

  it.each(cases)('%j', (input, expected) => {
    expect(parse(input)).toMatchObject(expected);
  });

  it.each([
    'Toronto, ON',
    '100 Queen St W, Toronto ON M5H 2N2',
    'M5V 2T6',
    'Vancouver, Canada',
    'Tijuana, Mexico',
  ])('marks foreign address %j', (input) => {
    expect(parse(input)).toMatchObject({ isForeign: true, city: '', zip: undefined });
  });

  it('without a city recogniser, does not split a street from a city it cannot know', () => {
    expect(parseAddress('500 Congress Ave Austin TX')).toMatchObject({
      street: '500 Congress Ave Austin TX',
      city: '',
      state: undefined,
    });
  });

  it('never throws, whatever is typed', () => {
    let seed = 42;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const alphabet = "abcXYZ 0123456789,.-#'éTXny\t\n";
    for (let i = 0; i < 2000; i += 1) {
      const text = Array.from(
        { length: Math.floor(random() * 40) },
        () => alphabet[Math.floor(random() * alphabet.length)],
      ).join('');
      const parsed = parse(text);
      expect(typeof parsed.street).toBe('string');
      expect(parsed.zip === undefined || /^\d{5}$/.test(parsed.zip)).toBe(true);
    }
  });
});
