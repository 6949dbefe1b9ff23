import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerStaticWeb } from './static-web.js';

describe('the built web app', () => {
  let dist: string;
  let app: FastifyInstance;
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'astor-web-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Astor</title>');
    writeFileSync(path.join(dist, 'assets', 'app.js'), script);
    writeFileSync(path.join(dist, 'assets', 'app.js.gz'), gzipSync(script));
    app = Fastify();
    await registerStaticWeb(app, dist);
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends the build’s own .gz of a file to a client that takes gzip, and the file to one that does not', async () => {
    const zipped = await app.inject({ url: '/assets/app.js', headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.rawPayload.equals(gzipSync(script))).toBe(true);
    expect(zipped.headers['cache-control']).toContain('immutable');

    const plain = await app.inject({ url: '/assets/app.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('answers a page path with index.html (history fallback), fresh each time', async () => {
    const page = await app.inject({ url: '/dashboard/finances', headers: { 'accept-encoding': 'gzip' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Astor</title>');
    expect(page.headers['cache-control']).toBe('no-cache');
  });
});
