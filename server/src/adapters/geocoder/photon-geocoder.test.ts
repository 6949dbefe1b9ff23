import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createGeocoder } from './geocoder.js';
import { autocompleteOffline, createOfflineGeocoder } from './offline-geocoder.js';
import { PhotonGeocoder } from './photon-geocoder.js';

/** A Photon stand-in on 127.0.0.1 that answers /api with GeoJSON as Photon does, or misbehaves on demand. */
type Behaviour = 'ok' | 'error' | 'not-json' | 'empty';

const feature = (coordinates: [number, number], properties: Record<string, unknown>) => ({
  type: 'Feature',
  geometry: { type: 'Point', coordinates },
  properties: { extent: undefined, ...properties },
});
const BELMONT_HOUSE = feature([-87.6672381, 41.9398644], {
  osm_type: 'W',
  osm_id: 226123456,
  osm_key: 'building',
  osm_value: 'yes',
  type: 'house',
  housenumber: '1510',
  street: 'West Belmont Avenue',
  postcode: '60657',
  city: 'Chicago',
  district: 'Lake View',
  county: 'Cook County',
  state: 'Illinois',
  country: 'United States',
  countrycode: 'US',
});
const BELMONT_STREET = feature([-87.67, 41.9398], {
  osm_type: 'W',
  osm_id: 5,
  osm_key: 'highway',
  osm_value: 'secondary',
  type: 'street',
  name: 'West Belmont Avenue',
  postcode: '60657;60613',
  city: 'Chicago',
  state: 'Illinois',
  country: 'United States',
  countrycode: 'US',
});
const BELMONT_ONTARIO = feature([-77.8, 44.5], {
  osm_type: 'N',
  osm_id: 6,
  type: 'city',
  name: 'Belmont',
  state: 'Ontario',
  country: 'Canada',
  countrycode: 'CA',
});
const BROKEN = { type: 'Feature', geometry: { type: 'Point', coordinates: ['x', 0] }, properties: {} };

let server: Server;
let baseUrl: string;
let behaviour: Behaviour = 'ok';
const requests: URL[] = [];

function answer(request: IncomingMessage, response: ServerResponse): void {
  const url = new URL(request.url ?? '/', 'http://localhost');
  requests.push(url);
  if (url.pathname !== '/photon/api') {
    response.writeHead(404).end();
    return;
  }
  if (behaviour === 'error') {
    response.writeHead(500, { 'content-type': 'text/plain' }).end('upstream exploded');
    return;
  }
  const features = behaviour === 'empty' ? [] : [BELMONT_HOUSE, BELMONT_ONTARIO, BROKEN, BELMONT_STREET];
  const body =
    behaviour === 'not-json'
      ? '<html>maintenance</html>'
      : JSON.stringify({ type: 'FeatureCollection', features });
  response.writeHead(200, { 'content-type': 'application/json' }).end(body);
}

beforeAll(async () => {
  server = createServer(answer);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/photon`;
});
afterAll(async () => {
  server.closeAllConnections();
  server.close();
  await once(server, 'close');
});
beforeEach(() => {
  behaviour = 'ok';
  requests.length = 0;
  errors.length = 0;
});

const errors: unknown[] = [];
const geocoder = () =>
  new PhotonGeocoder({
    url: baseUrl,
    userAgent: 'Astor test',
    fallback: createOfflineGeocoder(),
    timeoutMs: 1000,
    onError: (error) => errors.push(error),
  });

describe('PhotonGeocoder against a local Photon', () => {
  it('asks /api with the typed text, in English, for more than it needs', async () => {
    await geocoder().autocomplete('1510 W Belmont', 5);
    expect(Object.fromEntries(requests[0]?.searchParams ?? [])).toEqual({
      q: '1510 W Belmont',
      limit: '10',
      lang: 'en',
    });
  });

  it('suggests US addresses only, the house on the building and a street as approximate', async () => {
    expect(await geocoder().autocomplete('1510 W Belmont')).toEqual([
      {
        address: '1510 West Belmont Avenue',
        city: 'Chicago',
        state: 'IL',
        zipCode: '60657',
        formattedAddress: '1510 West Belmont Avenue, Chicago, IL 60657',
        placeId: 'photon:W226123456',
        latitude: 41.9398644,
        longitude: -87.6672381,
        approximate: false,
      },
      expect.objectContaining({
        address: 'West Belmont Avenue',
        zipCode: '60657',
        placeId: 'photon:W5',
        approximate: true,
      }),
    ]);
  });

  it('geocodes to the first result, on the building when it has a house number', async () => {
    const point = await geocoder().geocode({ address: '1510 W Belmont Ave', city: 'Chicago', state: 'IL' });
    expect(point).toEqual({ latitude: 41.9398644, longitude: -87.6672381, approximate: false });
    expect(requests[0]?.searchParams.get('q')).toBe('1510 W Belmont Ave, Chicago, IL');
  });

  it.each<Behaviour>(['error', 'not-json', 'empty'])(
    'falls back to the offline data when it answers %s',
    async (mode) => {
      behaviour = mode;
      const query = '1510 W Belmont, Chicago, IL 60657';
      expect(await geocoder().autocomplete(query)).toEqual(autocompleteOffline(query));
      expect(await geocoder().geocode({ address: '1510 W Belmont', zip: '60657' })).toMatchObject({
        approximate: true,
      });
      expect(errors).toHaveLength(mode === 'empty' ? 0 : 2);
    },
  );
});

describe('createGeocoder', () => {
  it('is Photon with GEOCODER=photon, at the configured URL', async () => {
    const provider = createGeocoder({ provider: 'photon', url: baseUrl, userAgent: 'Astor test' });
    expect(provider).toBeInstanceOf(PhotonGeocoder);
    expect((await provider.autocomplete('1510 W Belmont'))[0]?.placeId).toBe('photon:W226123456');
  });
});
