import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { readWebFiles, sendWebFile } from './web-files-in-memory.js';

/**
 * Serves the built web app; any path outside /api that is not a file gets index.html, so the
 * browser router handles it (history fallback). Without a build, a plain page says how to make one.
 */
export async function registerStaticWeb(app: FastifyInstance, webDistDir: string): Promise<void> {
  const hasBuild = existsSync(path.join(webDistDir, 'index.html'));
  // Scripts, styles and the page from memory (read at start: a rebuild needs a restart, as `npm start`
  // does); media from disk.
  const inMemory = hasBuild ? readWebFiles(webDistDir) : new Map();
  const index = inMemory.get('/index.html');
  // Files, not API operations: kept out of the OpenAPI document.
  const options = { schema: { hide: true } };
  for (const [urlPath, file] of inMemory) {
    app.get(urlPath, options, (request, reply) => sendWebFile(request, reply, file));
  }
  if (index) app.get('/', options, (request, reply) => sendWebFile(request, reply, index));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: true,
      index: ['index.html'],
      dotfiles: 'ignore',
      // The build writes .br and .gz beside each file (web/vite.config.ts): sent as they are.
      preCompressed: true,
      // Hashed assets never change; index.html must always be fresh.
      setHeaders: (res, filePath) => {
        const isAsset = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', isAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    // The /api page of the web app (API documentation) shares its path with the API's root.
    const wantsPage = request.url === '/api' && (request.headers.accept ?? '').includes('text/html');
    const isApi = !wantsPage && (request.url === '/api' || request.url.startsWith('/api/'));
    if (isApi || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ detail: 'Not Found', code: 'not_found', request_id: request.id });
    }
    if (!hasBuild) {
      // No page can be served, but nothing is broken either: a plain 404 that says how to build.
      return reply
        .status(404)
        .type('text/plain')
        .send('The web app is not built. Run `npm run build` (npm start does it for you).');
    }
    // A path with a file extension that was not found is a missing file, not a page.
    if (path.extname(request.url.split('?')[0] ?? '')) {
      return reply.status(404).type('text/plain').send('Not Found');
    }
    return index
      ? sendWebFile(request, reply, index)
      : reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
