import { describe, expect, it } from 'vitest';
import zipcodes from 'zipcodes';
import { AutocompleteReplySchema } from '@astor/contract/geo';
import type { AddressParts } from './geocoder.js';
import { autocompleteOffline, createOfflineGeocoder, geocodeOffline } from './offline-geocoder.js';

// Offline points are ZIP or city centres, so always approximate.
const AUSTIN_78701 = { latitude: 30.2713, longitude: -97.7426, approximate: true };
const BEVERLY_HILLS_90210 = { latitude: 34.0901, longitude: -118.4065, approximate: true };

describe('geocodeOffline', () => {
  const located: [string, AddressParts, typeof AUSTIN_78701][] = [
    ['a ZIP', { address: '500 Congress Ave', zip: '78701' }, AUSTIN_78701],
    ['a ZIP+4', { address: '', zip: '78701-2710' }, AUSTIN_78701],
    [
      'a ZIP over a contradicting city',
      { address: '', city: 'Dallas', state: 'TX', zip: '78701' },
      AUSTIN_78701,
    ],
    ['a ZIP inside the address', { address: '500 Congress Ave, Austin, TX 78701' }, AUSTIN_78701],
    ['a ZIP with no state', { address: '9336 Civic Center Dr', zip: '90210' }, BEVERLY_HILLS_90210],
  ];
  it.each(located)('places %s at the ZIP centroid', (_name, parts, point) => {
    expect(geocodeOffline(parts)).toEqual(point);
  });

  const austin = geocodeOffline({ address: '', city: 'Austin', state: 'TX' });
  it('places a city and state at the city (its lowest ZIP)', () => {
    expect(austin).toEqual({
      latitude: expect.closeTo(30.3, 0),
      longitude: expect.closeTo(-97.7, 0),
      approximate: true,
    });
  });

  it.each<[string, AddressParts]>([
    ['lower case', { address: '', city: 'austin', state: 'tx' }],
    ['a full state name', { address: '1 Main St', city: 'Austin', state: 'Texas' }],
    ['an unknown ZIP, then the city', { address: '', city: 'Austin', state: 'TX', zip: '00000' }],
    ['only an address string', { address: '500 Congress Ave, Austin, Texas' }],
    ['an address string without commas', { address: '500 Congress Ave Austin TX' }],
    ['a city in the address and the state apart', { address: '500 Congress Ave, Austin', state: 'TX' }],
  ])('accepts %s', (_name, parts) => {
    expect(geocodeOffline(parts)).toEqual(austin);
  });

  it('tells apart cities of one name by state', () => {
    const illinois = geocodeOffline({ address: '', city: 'Springfield', state: 'IL' });
    const missouri = geocodeOffline({ address: '', city: 'Springfield', state: 'Missouri' });
    expect(illinois?.latitude).toBeCloseTo(39.8, 0);
    expect(missouri?.latitude).toBeCloseTo(37.2, 0);
  });

  it.each<[string, AddressParts]>([
    ['an ambiguous city without a state', { address: '', city: 'Springfield' }],
    ['an unknown city', { address: '', city: 'Atlantis', state: 'TX' }],
    ['a city in another state', { address: '', city: 'Austin', state: 'VT' }],
    ['a Canadian address', { address: '100 Queen St W, Toronto, ON M5H 2N2' }],
    ['a Canadian province as the state', { address: '', city: 'Vancouver', state: 'BC' }],
    ['a Canadian forward sortation area', { address: '', zip: 'M5V' }],
    ['garbage', { address: '%%% ,,, 12 ### zzz' }],
    ['nothing', { address: '' }],
    ['a street alone', { address: '500 Congress Ave' }],
    ['a military APO code', { address: '', city: 'APO', state: 'AE' }],
  ])('answers undefined for %s', (_name, parts) => {
    expect(geocodeOffline(parts)).toBeUndefined();
  });
});

describe('autocompleteOffline', () => {
  it('answers one suggestion with the ZIP, its city and point when a ZIP is typed', () => {
    expect(autocompleteOffline('500  Congress Ave, Austin, TX 78701')).toEqual([
      {
        address: '500 Congress Ave',
        city: 'Austin',
        state: 'TX',
        zipCode: '78701',
        formattedAddress: '500 Congress Ave, Austin, TX 78701',
        placeId: 'offline:78701',
        ...AUSTIN_78701,
      },
    ]);
    expect(autocompleteOffline('90210')).toEqual([
      expect.objectContaining({ address: '', city: 'Beverly Hills', state: 'CA', zipCode: '90210' }),
    ]);
    expect(autocompleteOffline('90210')[0]?.formattedAddress).toBe('Beverly Hills, CA 90210');
  });

  it('offers cities for a partial name, exact name first, then larger cities', () => {
    const names = autocompleteOffline('Austin').map((s) => `${s.city}, ${s.state}`);
    expect(names[0]).toBe('Austin, TX');
    expect(names.slice(1).every((name) => name.startsWith('Austin'))).toBe(true);

    expect(autocompleteOffline('Hou')[0]).toMatchObject({ city: 'Houston', state: 'TX' });
    expect(autocompleteOffline('san fr')[0]).toMatchObject({ city: 'San Francisco', state: 'CA' });
    // 'Spring' is itself a city (Spring, TX): the exact name outranks the bigger Springfields.
    expect(autocompleteOffline('Spring').map((s) => s.city)).toEqual([
      'Spring',
      ...Array(9).fill(expect.any(String)),
    ]);
  });

  it('keeps to the typed state, by code or by name', () => {
    for (const query of ['Sa, TX', 'Sa Texas', '1 Main St, sa, tx']) {
      const suggestions = autocompleteOffline(query);
      expect(suggestions, query).toHaveLength(10);
      expect(
        suggestions.every((s) => s.state === 'TX' && s.city.startsWith('Sa')),
        query,
      ).toBe(true);
      expect(suggestions[0], query).toMatchObject({ city: 'San Antonio' });
    }
    expect(autocompleteOffline('Springfield, MO')).toEqual([
      expect.objectContaining({ city: 'Springfield', state: 'MO', zipCode: '' }),
    ]);
  });

  it('reads a half-typed name that ends like a state code both ways', () => {
    const names = autocompleteOffline('Des Mo').map((s) => `${s.city}, ${s.state}`);
    expect(names[0]).toBe('Des Moines, IA');
    expect(autocompleteOffline('Port Washington')[0]).toMatchObject({ city: 'Port Washington' });
    expect(autocompleteOffline('Austin TX')).toEqual([
      expect.objectContaining({ city: 'Austin', state: 'TX' }),
    ]);
  });

  it('matches St./Saint, Ft./Fort, apostrophes and hyphens alike', () => {
    expect(autocompleteOffline('St. Louis, MO')[0]).toMatchObject({ city: 'Saint Louis', state: 'MO' });
    expect(autocompleteOffline('saint lou')[0]).toMatchObject({ city: 'Saint Louis', state: 'MO' });
    expect(autocompleteOffline('Ft Worth')[0]).toMatchObject({ city: 'Fort Worth', state: 'TX' });
    expect(autocompleteOffline("O'Fallon, IL")[0]).toMatchObject({ state: 'IL' });
    expect(autocompleteOffline('Winston-Salem')[0]).toMatchObject({ state: 'NC' });
  });

  it('keeps the typed street and formats the rest cleanly', () => {
    const [first] = autocompleteOffline('  12   Oak  Lane ,  Portland,  Oregon ');
    expect(first).toMatchObject({
      address: '12 Oak Lane',
      city: 'Portland',
      state: 'OR',
      zipCode: '',
      formattedAddress: '12 Oak Lane, Portland, OR',
      placeId: 'offline:portland:OR',
    });
    expect(first?.latitude).toEqual(expect.any(Number));
  });

  it('gives a ZIP only to a city that has exactly one, never a guessed one', () => {
    const all = [
      ...autocompleteOffline('Springfield'),
      ...autocompleteOffline('Aus'),
      ...autocompleteOffline('Hou'),
    ];
    for (const suggestion of all) {
      const zips = zipcodes.lookupByName(suggestion.city, suggestion.state);
      if (zips.length === 1) {
        expect(suggestion.zipCode).toBe(zips[0]?.zip);
        expect(suggestion.formattedAddress).toMatch(/ \d{5}$/);
      } else {
        expect(suggestion.zipCode, `${suggestion.city}, ${suggestion.state}`).toBe('');
      }
    }
    expect(all.some((s) => s.zipCode === '')).toBe(true);
    expect(all.some((s) => s.zipCode !== '')).toBe(true);
  });

  it('answers at most the limit (10 by default), one entry per city and state', () => {
    for (const query of ['Sa', 'Spring', 'New', 'Mount']) {
      const suggestions = autocompleteOffline(query);
      expect(suggestions, query).toHaveLength(10);
      expect(new Set(suggestions.map((s) => s.placeId)).size, query).toBe(10);
    }
    expect(autocompleteOffline('Sa', 3)).toHaveLength(3);
    expect(autocompleteOffline('Sa', 0)).toEqual([]);
  });

  it('answers the contract shape', () => {
    for (const query of ['78701', 'Sa', '1 Main St, Spr, MO']) {
      expect(() => AutocompleteReplySchema.parse(autocompleteOffline(query))).not.toThrow();
    }
  });

  it.each([
    'a',
    'zzqx',
    '500 Congress Ave',
    'Toronto, ON',
    '100 Queen St W, Toronto ON M5H 2N2',
    '!!!',
    '00000',
    ', ,',
  ])('answers nothing for %j', (query) => {
    expect(autocompleteOffline(query)).toEqual([]);
  });

  it('never offers Canadian places or military post offices', () => {
    const states = ['On', 'Tor', 'Van', 'Apo', 'Fpo', 'Mont', 'Que'].flatMap((q) =>
      autocompleteOffline(q).map((s) => s.state),
    );
    expect(states.every((state) => /^[A-Z]{2}$/.test(state) && !['AA', 'AE', 'AP'].includes(state))).toBe(
      true,
    );
    expect(autocompleteOffline('Tor').map((s) => s.city)).not.toContain('Toronto (city Hall)');
  });

  it('takes under 5 ms a query once the index is built', async () => {
    autocompleteOffline('warm up');
    const queries = [
      'S',
      'Sa',
      'San',
      'New',
      'Spring',
      'Austin TX',
      '78701',
      '500 Congress Ave, Austin, TX',
      'Des Mo',
    ];
    const started = performance.now();
    for (let round = 0; round < 20; round += 1) for (const query of queries) autocompleteOffline(query);
    const perQuery = (performance.now() - started) / (20 * queries.length);
    expect(perQuery).toBeLessThan(5);
  });

  it('is what createOfflineGeocoder serves', async () => {
    const geocoder = createOfflineGeocoder();
    expect(await geocoder.autocomplete('78701')).toEqual(autocompleteOffline('78701'));
    expect(await geocoder.geocode({ address: '', zip: '78701' })).toEqual(AUSTIN_78701);
  });
});
