import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createGeocoder } from './geocoder.js';
import { NominatimGeocoder } from './nominatim-geocoder.js';
import { autocompleteOffline, createOfflineGeocoder } from './offline-geocoder.js';

/** A Nominatim stand-in on 127.0.0.1 that answers /search in the jsonv2 format, or misbehaves on demand. */
type Behaviour = 'ok' | 'error' | 'hang' | 'not-json' | 'empty';

const CONGRESS_AVE = {
  place_id: 297401234,
  licence: 'Data © OpenStreetMap contributors, ODbL 1.0. https://osm.org/copyright',
  osm_type: 'way',
  osm_id: 24651234,
  lat: '30.2687291',
  lon: '-97.7425617',
  category: 'building',
  type: 'commercial',
  place_rank: 30,
  importance: 0.00001,
  addresstype: 'building',
  name: '',
  display_name: '500, Congress Avenue, Downtown, Austin, Travis County, Texas, 78701, United States',
  address: {
    house_number: '500',
    road: 'Congress Avenue',
    suburb: 'Downtown',
    city: 'Austin',
    county: 'Travis County',
    state: 'Texas',
    'ISO3166-2-lvl4': 'US-TX',
    postcode: '78701',
    country: 'United States',
    country_code: 'us',
  },
  boundingbox: ['30.2686', '30.2688', '-97.7427', '-97.7424'],
};
const TOWN_WITHOUT_ISO = {
  place_id: '1234',
  lat: '44.2601',
  lon: '-72.5754',
  display_name: 'Main Street, Montpelier, Washington County, Vermont, 05602;05601, United States',
  address: {
    road: 'Main Street',
    town: 'Montpelier',
    state: 'Vermont',
    postcode: '05602;05601',
    country_code: 'us',
  },
};
const CANADIAN = { ...CONGRESS_AVE, place_id: 9, address: { ...CONGRESS_AVE.address, country_code: 'ca' } };
const BROKEN = { place_id: 10, lat: 'not a number', lon: '0' };

let server: Server;
let baseUrl: string;
let behaviour: Behaviour = 'ok';
const requests: { url: URL; userAgent: string | undefined }[] = [];

function answer(request: IncomingMessage, response: ServerResponse): void {
  const url = new URL(request.url ?? '/', 'http://localhost');
  requests.push({ url, userAgent: request.headers['user-agent'] });
  if (url.pathname !== '/nominatim/search') {
    response.writeHead(404).end();
    return;
  }
  if (behaviour === 'hang') return;
  if (behaviour === 'error') {
    response.writeHead(500, { 'content-type': 'text/plain' }).end('upstream exploded');
    return;
  }
  const body =
    behaviour === 'not-json'
      ? '<html>maintenance</html>'
      : JSON.stringify(behaviour === 'empty' ? [] : [CONGRESS_AVE, CANADIAN, BROKEN, TOWN_WITHOUT_ISO]);
  response.writeHead(200, { 'content-type': 'application/json' }).end(body);
}

beforeAll(async () => {
  server = createServer(answer);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/nominatim/`;
});
afterAll(async () => {
  server.closeAllConnections();
  server.close();
  await once(server, 'close');
});
beforeEach(() => {
  behaviour = 'ok';
  requests.length = 0;
});

const errors: unknown[] = [];
const geocoder = () =>
  new NominatimGeocoder({
    url: baseUrl,
    userAgent: 'Astor test (ops@example.com)',
    fallback: createOfflineGeocoder(),
    timeoutMs: 300,
    onError: (error) => errors.push(error),
  });

describe('NominatimGeocoder against a local Nominatim', () => {
  it('asks /search in jsonv2 for US addresses with the configured User-Agent', async () => {
    await geocoder().autocomplete('500 Congress Ave, Austin', 5);
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.userAgent).toBe('Astor test (ops@example.com)');
    expect(Object.fromEntries(request?.url.searchParams ?? [])).toEqual({
      format: 'jsonv2',
      addressdetails: '1',
      countrycodes: 'us',
      limit: '5',
      q: '500 Congress Ave, Austin',
    });
  });

  it('maps results to suggestions, skipping foreign and malformed ones', async () => {
    expect(await geocoder().autocomplete('main st')).toEqual([
      {
        address: '500 Congress Avenue',
        city: 'Austin',
        state: 'TX',
        zipCode: '78701',
        formattedAddress: '500 Congress Avenue, Austin, TX 78701',
        placeId: 'nominatim:297401234',
        latitude: 30.2687291,
        longitude: -97.7425617,
        approximate: false,
      },
      {
        address: 'Main Street',
        city: 'Montpelier',
        state: 'VT',
        zipCode: '05602',
        formattedAddress: 'Main Street, Montpelier, VT 05602',
        placeId: 'nominatim:1234',
        latitude: 44.2601,
        longitude: -72.5754,
        // A street without a house number: not the building.
        approximate: true,
      },
    ]);
  });

  it('cuts the provider answer to the limit', async () => {
    expect(await geocoder().autocomplete('main st', 1)).toHaveLength(1);
  });

  it('geocodes to the first result, sending the parts as one query', async () => {
    const point = await geocoder().geocode({
      address: '500 Congress Ave',
      city: 'Austin',
      state: 'TX',
      zip: null,
    });
    expect(point).toEqual({ latitude: 30.2687291, longitude: -97.7425617, approximate: false });
    expect(requests[0]?.url.searchParams.get('q')).toBe('500 Congress Ave, Austin, TX');
    expect(requests[0]?.url.searchParams.get('limit')).toBe('1');
  });

  it.each<Behaviour>(['error', 'not-json', 'hang'])(
    'falls back to the offline data when it answers %s',
    async (mode) => {
      behaviour = mode;
      errors.length = 0;
      const started = Date.now();
      const suggestions = await geocoder().autocomplete('500 Congress Ave, Austin, TX 78701');
      const point = await geocoder().geocode({
        address: '500 Congress Ave',
        city: 'Austin',
        state: 'TX',
        zip: '78701',
      });
      expect(suggestions).toEqual(autocompleteOffline('500 Congress Ave, Austin, TX 78701'));
      expect(suggestions[0]?.placeId).toBe('offline:78701');
      expect(point).toEqual({ latitude: 30.2713, longitude: -97.7426, approximate: true });
      expect(errors).toHaveLength(2);
      // Two calls, each bounded by the 300 ms timeout rather than hanging (a hang lasts until the test's
      // own timeout). The bound leaves room for a busy machine: 2.5 s was measured at a load of 11 on 2 cores.
      expect(Date.now() - started).toBeLessThan(10_000);
    },
  );

  it('falls back to the offline data when it finds nothing', async () => {
    behaviour = 'empty';
    expect(await geocoder().autocomplete('Austin, TX')).toEqual(autocompleteOffline('Austin, TX'));
    expect(await geocoder().geocode({ address: '', zip: '78701' })).toEqual({
      latitude: 30.2713,
      longitude: -97.7426,
      approximate: true,
    });
  });

  it('falls back when the provider cannot be reached at all', async () => {
    const unreachable = new NominatimGeocoder({
      url: 'http://127.0.0.1:9/',
      userAgent: 'Astor test',
      fallback: createOfflineGeocoder(),
      timeoutMs: 300,
    });
    expect(await unreachable.geocode({ address: '', zip: '78701' })).toEqual({
      latitude: 30.2713,
      longitude: -97.7426,
      approximate: true,
    });
  });

  it('keeps autocomplete offline for the public OSMF server, whose policy forbids it', async () => {
    const fallback = createOfflineGeocoder();
    const publicServer = new NominatimGeocoder({
      url: 'https://nominatim.openstreetmap.org',
      userAgent: 'Astor test',
      fallback,
    });
    expect(await publicServer.autocomplete('78701')).toEqual(await fallback.autocomplete('78701'));
  });
});

describe('createGeocoder', () => {
  it('is the offline geocoder when no URL is configured', async () => {
    const offline = createGeocoder({ provider: 'offline', url: undefined, userAgent: 'Astor test' });
    expect(offline).not.toBeInstanceOf(NominatimGeocoder);
    expect((await offline.autocomplete('78701'))[0]?.placeId).toBe('offline:78701');
  });

  it('is the provider, with offline fallback, when a URL is configured', async () => {
    const reported: unknown[] = [];
    const provider = createGeocoder(
      { provider: 'nominatim', url: baseUrl, userAgent: 'Astor test' },
      { onProviderError: (error) => reported.push(error) },
    );
    expect(provider).toBeInstanceOf(NominatimGeocoder);
    expect((await provider.autocomplete('main st'))[0]?.placeId).toBe('nominatim:297401234');
    behaviour = 'error';
    expect((await provider.autocomplete('78701'))[0]?.placeId).toBe('offline:78701');
    expect(reported).toHaveLength(1);
  });
});
