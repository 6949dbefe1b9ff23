import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tileSource } from '../../plugins/security-headers.js';
import { buildTestApp, type TestContext } from '../../testing/build-test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => {
  await ctx.close();
});

describe('health and public config', () => {
  it('answers /healthz and /readyz', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/readyz' })).json()).toEqual({ status: 'ready' });
  });

  it('gives the map tile settings without sign-in, and the CSP allows that tile host', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.json().map.tile_url).toBe(ctx.config.map.tileUrl);
    expect(response.headers['content-security-policy']).toContain(tileSource(ctx.config.map.tileUrl));
  });

  it.each([
    ['https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png', 'https://*.tile.openstreetmap.org'],
    ['https://tiles.example.com:8443/osm/{z}/{x}/{y}.png', 'https://tiles.example.com:8443'],
  ])('tileSource(%s) = %s', (url, expected) => {
    expect(tileSource(url)).toBe(expected);
  });
});
