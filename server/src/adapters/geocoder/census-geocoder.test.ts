import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeCensusGeocoder, type FakeCensusGeocoder } from '../../testing/fake-census-geocoder.js';
import { CensusGeocoder, toDisplayCase } from './census-geocoder.js';
import { createGeocoder } from './geocoder.js';
import { autocompleteOffline, createOfflineGeocoder } from './offline-geocoder.js';

let census: FakeCensusGeocoder;
const errors: unknown[] = [];
beforeAll(async () => {
  census = await startFakeCensusGeocoder();
});
afterAll(async () => {
  await census.close();
});
beforeEach(() => {
  census.failWith(undefined);
  census.queries.length = 0;
  errors.length = 0;
});

const geocoder = (url = census.url) =>
  new CensusGeocoder({
    url,
    userAgent: 'Astor test',
    fallback: createOfflineGeocoder(),
    timeoutMs: 1000,
    onError: (error) => errors.push(error),
  });

const BELMONT = {
  address: '1510 W Belmont Ave',
  city: 'Chicago',
  state: 'IL',
  zipCode: '60657',
  formattedAddress: '1510 W Belmont Ave, Chicago, IL 60657',
  placeId: 'census:1510 W BELMONT AVE, CHICAGO, IL, 60657',
  latitude: 41.93986,
  longitude: -87.66724,
  approximate: false,
};

describe('CensusGeocoder against a local Census geocoder', () => {
  it('fills street, city, state and ZIP and puts the point on the building', async () => {
    expect(await geocoder().autocomplete('1510 W Belmont Ave, Chicago, IL')).toEqual([BELMONT]);
    expect(census.queries).toContain('1510 W Belmont Ave, Chicago, IL');
  });

  it('completes a half-typed city with the offline data and asks the Census for each guess, once each', async () => {
    expect(await geocoder().autocomplete('1510 W Belmont, Chic')).toEqual([BELMONT]);
    // The typed text as it is, then the offline data's likeliest cities.
    expect(census.queries[0]).toBe('1510 W Belmont, Chic');
    expect(census.queries).toContain('1510 W Belmont, Chicago, IL');
    expect(census.queries.length).toBeLessThanOrEqual(3);
  });

  it('leaves a city or a street without a number to the offline data, asking nothing', async () => {
    expect(await geocoder().autocomplete('Chicago, IL')).toEqual(autocompleteOffline('Chicago, IL'));
    expect(await geocoder().autocomplete('W Belmont Ave, Chicago')).toEqual(
      autocompleteOffline('W Belmont Ave, Chicago'),
    );
    expect(census.queries).toEqual([]);
  });

  it('answers nothing for a street alone, which the Census cannot place', async () => {
    expect(await geocoder().autocomplete('1510 W Belmont')).toEqual([]);
  });

  it('geocodes the parts as one line, to the building', async () => {
    const point = await geocoder().geocode({
      address: '1510 W Belmont Ave',
      city: 'Chicago',
      state: 'IL',
      zip: null,
    });
    expect(point).toEqual({ latitude: 41.93986, longitude: -87.66724, approximate: false });
    expect(census.queries).toEqual(['1510 W Belmont Ave, Chicago, IL']);
  });

  it('falls back to the ZIP centre, approximate, when the Census finds no such house', async () => {
    const point = await geocoder().geocode({ address: '99 Nowhere Rd', city: 'Chicago', zip: '60657' });
    expect(point).toMatchObject({ latitude: expect.closeTo(41.94, 1), approximate: true });
    expect(errors).toEqual([]);
  });

  it.each([503, 400])('falls back to the offline data when the Census answers %i', async (status) => {
    census.failWith(status);
    const suggestions = await geocoder().autocomplete('1510 W Belmont, Chicago');
    expect(suggestions).toEqual(autocompleteOffline('1510 W Belmont, Chicago'));
    expect(suggestions[0]).toMatchObject({ city: 'Chicago', state: 'IL', approximate: true });
    const point = await geocoder().geocode({ address: '1510 W Belmont Ave', zip: '60657' });
    expect(point).toMatchObject({ approximate: true });
    expect(errors.length).toBeGreaterThan(0);
    expect(String(errors[0])).toContain(String(status));
  });

  it('falls back when the Census cannot be reached at all', async () => {
    const unreachable = geocoder('http://127.0.0.1:9/geocoder');
    expect(await unreachable.autocomplete('1510 W Belmont, Chicago, IL')).toEqual(
      autocompleteOffline('1510 W Belmont, Chicago, IL'),
    );
    expect(await unreachable.geocode({ address: '1510 W Belmont Ave', zip: '60657' })).toMatchObject({
      approximate: true,
    });
  });
});

describe('toDisplayCase', () => {
  it.each([
    ['1510 W BELMONT AVE', '1510 W Belmont Ave'],
    ['CHICAGO', 'Chicago'],
    ['WINSTON-SALEM', 'Winston-Salem'],
    ['200 NW 1ST ST', '200 NW 1st St'],
    ['12B ELM CT', '12B Elm Ct'],
  ])('%s → %s', (census, shown) => {
    expect(toDisplayCase(census)).toBe(shown);
  });
});

describe('createGeocoder', () => {
  it('is the Census geocoder with GEOCODER=census, at the configured URL', async () => {
    const provider = createGeocoder({ provider: 'census', url: census.url, userAgent: 'Astor test' });
    expect(provider).toBeInstanceOf(CensusGeocoder);
    expect((await provider.autocomplete('1510 W Belmont Ave, Chicago, IL'))[0]).toEqual(BELMONT);
  });

  it('is the offline geocoder by default', async () => {
    const offline = createGeocoder({ provider: 'offline', url: census.url, userAgent: 'Astor test' });
    expect(await offline.autocomplete('1510 W Belmont Ave, Chicago, IL')).toEqual(
      autocompleteOffline('1510 W Belmont Ave, Chicago, IL'),
    );
    expect(census.queries).toEqual([]);
  });
});
