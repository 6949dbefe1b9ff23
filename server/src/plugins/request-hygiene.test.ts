import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, createProperty, signUp, type TestContext } from '../testing/build-test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const JSON_TYPE = { 'content-type': 'application/json' };

describe('an empty body sent as application/json', () => {
  it('is no body on refresh, sign-out and a delete, which take none', async () => {
    const user = await signUp(ctx.app);
    const refresh = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { ...JSON_TYPE, cookie: `astor_refresh=${user.refreshCookie}` },
      payload: '',
    });
    expect(refresh.statusCode, refresh.body).toBe(200);
    const token = refresh.json<{ access_token: string }>().access_token;

    const property = await createProperty(ctx.app, token);
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/properties/${property.id}`,
      headers: { ...JSON_TYPE, ...bearer(token) },
      payload: '',
    });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);

    const logout = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { 'content-type': 'application/json; charset=utf-8', ...bearer(token) },
      payload: '',
    });
    expect(logout.statusCode, logout.body).toBe(200);
    expect(logout.json()).toEqual({ message: 'Signed out' });
  });

  it('is still refused by a route that takes a body: 400 when empty or not JSON, 422 when incomplete', async () => {
    const user = await signUp(ctx.app);
    const post = (payload: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/properties',
        headers: { ...JSON_TYPE, ...bearer(user.token) },
        payload,
      });
    for (const payload of ['', '{"address":']) {
      const response = await post(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        detail: 'The request body is not valid JSON.',
        code: 'bad_request',
      });
    }
    const incomplete = await post('{}');
    expect(incomplete.statusCode).toBe(422);
    expect(incomplete.json().detail).toEqual(
      expect.arrayContaining([expect.objectContaining({ loc: ['body', 'address'] })]),
    );
    // A route without a body still reads the JSON that is sent, and still refuses JSON that is broken.
    const broken = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: JSON_TYPE,
      payload: '{',
    });
    expect(broken.statusCode).toBe(400);
  });
});
