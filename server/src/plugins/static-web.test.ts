import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
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
    writeFileSync(path.join(dist, 'assets', 'app.js.br'), brotliCompressSync(script));
    writeFileSync(path.join(dist, 'assets', 'photo.webp'), Buffer.from('RIFF0000WEBPVP8 '));
    app = Fastify();
    await registerStaticWeb(app, dist);
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends the build’s own .gz of a file to a client that takes gzip, and the file to one that does not', async () => {
    const zipped = await app.inject({
      url: '/assets/app.js',
      headers: { 'accept-encoding': 'gzip, deflate' },
    });
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.rawPayload.equals(gzipSync(script))).toBe(true);
    expect(zipped.headers['cache-control']).toContain('immutable');

    const plain = await app.inject({ url: '/assets/app.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('prefers the build’s .br, and answers a matching validator with a 304', async () => {
    const brotli = await app.inject({ url: '/assets/app.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(script);
    const etag = brotli.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await app.inject({ url: '/assets/app.js', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const head = await app.inject({ method: 'HEAD', url: '/assets/app.js' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(script.length));
  });

  it('sends media from disk, the page at /, and a 404 for a missing file', async () => {
    const photo = await app.inject({ url: '/assets/photo.webp' });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
    const root = await app.inject({ url: '/' });
    expect(root.statusCode).toBe(200);
    expect(root.body).toContain('<title>Astor</title>');
    expect((await app.inject({ url: '/assets/gone-1234.js' })).statusCode).toBe(404);
    const api = await app.inject({ url: '/api/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ detail: 'Not Found' });
  });

  it('answers a page path with index.html (history fallback), fresh each time', async () => {
    const page = await app.inject({ url: '/dashboard/finances', headers: { 'accept-encoding': 'gzip' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Astor</title>');
    expect(page.headers['cache-control']).toBe('no-cache');
  });
});
