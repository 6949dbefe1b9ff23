import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type * as FsPromises from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.js';
import { tileSource } from '../../plugins/security-headers.js';
import { buildTestApp, type TestContext } from '../../testing/build-test-app.js';
import { checkRepliesAgainstOpenApi } from '../../testing/openapi-replies.js';

/**
 * Root writes through permissions, and a read-only mount needs privileges tests do not have: writeFile
 * under `readOnly.under` fails as on a read-only file system (EROFS).
 */
const readOnly = vi.hoisted(() => ({ under: undefined as string | undefined }));
vi.mock('node:fs/promises', async (importOriginal) => {
  const fs = await importOriginal<typeof FsPromises>();
  const writeFile: typeof fs.writeFile = async (file, data, options) => {
    if (readOnly.under && typeof file === 'string' && file.startsWith(readOnly.under)) {
      throw Object.assign(new Error(`EROFS: read-only file system, open '${file}'`), {
        errno: -30,
        code: 'EROFS',
        syscall: 'open',
        path: file,
      });
    }
    return fs.writeFile(file, data, options);
  };
  return { ...fs, writeFile, default: { ...fs, writeFile } };
});

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const NOT_WRITABLE = {
  status: 'folder not writable',
  detail: 'The server cannot write to its document folder.',
};
const readyz = async (app = ctx.app) => {
  const response = await app.inject({ method: 'GET', url: '/api/readyz' });
  return { status: response.statusCode, body: response.json() };
};

describe('health and public config', () => {
  it('answers /healthz and /readyz', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/readyz' })).json()).toEqual({ status: 'ready' });
  });

  it('is not ready while the document folder cannot be written (a file in its place), then ready again', async () => {
    const root = ctx.config.storage.root;
    rmSync(root, { recursive: true, force: true });
    writeFileSync(root, 'not a folder');
    try {
      expect(await readyz()).toEqual({ status: 503, body: NOT_WRITABLE });
    } finally {
      rmSync(root, { force: true });
    }
    expect(await readyz()).toEqual({ status: 200, body: { status: 'ready' } });
  });

  // Root writes whatever the permissions say; the case above and the one below cover root.
  it.skipIf(process.getuid?.() === 0)('is not ready while the document folder is read-only', async () => {
    const root = ctx.config.storage.root;
    mkdirSync(root, { recursive: true });
    chmodSync(root, 0o500);
    try {
      expect(await readyz()).toEqual({ status: 503, body: NOT_WRITABLE });
    } finally {
      chmodSync(root, 0o700);
    }
    expect(await readyz()).toEqual({ status: 200, body: { status: 'ready' } });
  });

  it('is not ready while the data folder of its embedded database is read-only', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'astor-readyz-'));
    const app = await buildApp(
      {
        ...ctx.config,
        databaseUrl: undefined,
        dataDir,
        storage: { root: path.join(dataDir, 'files') },
        demo: false,
      },
      { logger: false, scheduler: false },
    );
    checkRepliesAgainstOpenApi(app);
    try {
      expect(await readyz(app)).toEqual({ status: 200, body: { status: 'ready' } });
      readOnly.under = dataDir;
      expect(await readyz(app)).toEqual({
        status: 503,
        body: { status: 'folder not writable', detail: 'The server cannot write to its data folder.' },
      });
    } finally {
      readOnly.under = undefined;
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('gives no tile URL by default, and the CSP allows images from nowhere else', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.json().map.tile_url).toBeNull();
    expect(response.headers['content-security-policy']).toContain("img-src 'self' data: blob:;");
  });

  it('gives a configured tile URL without sign-in, and the CSP allows that tile host', async () => {
    const tileUrl = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
    const withTiles = await buildTestApp({}, { mapTileUrl: tileUrl });
    try {
      const response = await withTiles.app.inject({ method: 'GET', url: '/api/config' });
      expect(response.json().map.tile_url).toBe(tileUrl);
      expect(response.headers['content-security-policy']).toContain(
        "img-src 'self' data: blob: https://*.tile.openstreetmap.org;",
      );
    } finally {
      await withTiles.close();
    }
  });

  it.each([
    ['https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png', 'https://*.tile.openstreetmap.org'],
    ['https://tiles.example.com:8443/osm/{z}/{x}/{y}.png', 'https://tiles.example.com:8443'],
  ])('tileSource(%s) = %s', (url, expected) => {
    expect(tileSource(url)).toBe(expected);
  });
});
