import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AutocompleteReplySchema } from '@astor/contract/geo';
import {
  apiAs,
  bearer,
  buildTestApp,
  createProperty,
  signUp,
  type TestContext,
} from '../../testing/build-test-app.js';
import { startFakeCensusGeocoder, type FakeCensusGeocoder } from '../../testing/fake-census-geocoder.js';

// The test app has no GEOCODER_URL, so it answers from the bundled offline data.
let ctx: TestContext;
let token: string;
beforeAll(async () => {
  ctx = await buildTestApp();
  token = (await signUp(ctx.app)).token;
});
afterAll(async () => {
  await ctx.close();
});

const autocomplete = (query: string, headers: Record<string, string> = bearer(token)) =>
  ctx.app.inject({ method: 'GET', url: `/api/geo/autocomplete${query}`, headers });

describe('GET /api/geo/autocomplete', () => {
  it('answers US address suggestions for a signed-in user', async () => {
    const response = await autocomplete(`?q=${encodeURIComponent('500 Congress Ave, Austin, TX 78701')}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        address: '500 Congress Ave',
        city: 'Austin',
        state: 'TX',
        zipCode: '78701',
        formattedAddress: '500 Congress Ave, Austin, TX 78701',
        placeId: 'offline:78701',
        latitude: 30.2713,
        longitude: -97.7426,
        approximate: true,
      },
    ]);
  });

  it('answers at most 10 suggestions, in the contract shape', async () => {
    const response = await autocomplete('?q=Sa');
    expect(response.statusCode).toBe(200);
    const suggestions = AutocompleteReplySchema.parse(response.json());
    expect(suggestions).toHaveLength(10);
  });

  it('answers an empty list when nothing matches', async () => {
    const response = await autocomplete('?q=zzqx');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('answers 401 without a valid bearer token', async () => {
    for (const headers of [{}, bearer('garbage')]) {
      const response = await autocomplete('?q=Austin', headers);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ detail: 'Not authenticated' });
    }
  });

  it('answers 422 in the error shape when q is missing, blank or too long', async () => {
    for (const query of ['', '?q=', '?q=%20%20', `?q=${'a'.repeat(201)}`]) {
      const response = await autocomplete(query);
      expect(response.statusCode, query).toBe(422);
      expect(response.json(), query).toMatchObject({
        detail: [expect.objectContaining({ loc: ['querystring', 'q'], msg: expect.any(String) })],
        code: 'validation_error',
        request_id: expect.any(String),
      });
    }
  });

  it('is listed in the OpenAPI document', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(Object.keys(response.json().paths)).toContain('/api/geo/autocomplete');
  });
});

describe('with the Census geocoder (GEOCODER=census)', () => {
  let census: FakeCensusGeocoder;
  let online: TestContext;
  let onlineToken: string;
  beforeAll(async () => {
    census = await startFakeCensusGeocoder();
    online = await buildTestApp(
      {},
      { geocoder: { provider: 'census', url: census.url, userAgent: 'Astor test' } },
    );
    onlineToken = (await signUp(online.app)).token;
  });
  afterAll(async () => {
    await online.close();
    await census.close();
  });
  beforeEach(() => census.failWith(undefined));

  const api = () => apiAs(online.app, onlineToken);

  it('suggests the street address with its ZIP and the building’s point', async () => {
    const response = await api()(
      'GET',
      `/api/geo/autocomplete?q=${encodeURIComponent('1510 W Belmont, Chic')}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      expect.objectContaining({
        address: '1510 W Belmont Ave',
        city: 'Chicago',
        state: 'IL',
        zipCode: '60657',
        latitude: 41.93986,
        longitude: -87.66724,
        approximate: false,
      }),
    ]);
  });

  it('places a saved property on the building, or on its ZIP centre when the Census is down', async () => {
    const address = { address: '1510 W Belmont Ave', city: 'Chicago', state: 'IL', zipCode: '60657' };
    const onBuilding = await createProperty(online.app, onlineToken, address);
    expect(onBuilding).toMatchObject({
      latitude: 41.93986,
      longitude: -87.66724,
      location_approximate: false,
    });

    census.failWith(503);
    const suggestions = await api()(
      'GET',
      `/api/geo/autocomplete?q=${encodeURIComponent('1510 W Belmont, Chicago')}`,
    );
    expect(suggestions.json()[0]).toMatchObject({ city: 'Chicago', state: 'IL', approximate: true });
    const onZipCentre = await createProperty(online.app, onlineToken, address);
    expect(onZipCentre.latitude).toBeCloseTo(41.94, 1);
    expect(onZipCentre.location_approximate).toBe(true);
    expect(onZipCentre.latitude).not.toBe(41.93986);
  });
});
