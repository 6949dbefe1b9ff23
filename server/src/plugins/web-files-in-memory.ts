import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The text files of the build, by extension: what a page loads, many small files at once. */
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

export type WebFile = {
  type: string;
  etag: string;
  cacheControl: string;
  body: Buffer;
  /** The build's own compressed copies (web/vite.config.ts writes them beside each file). */
  br?: Buffer;
  gzip?: Buffer;
};

/**
 * Reads the build's text files (scripts, styles, the page) into memory once, with their compressed
 * copies: a dashboard's first load asks for dozens of small scripts, and answering each from memory costs
 * a fraction of a millisecond where a lookup on disk (several stats and a stream per file) costs about
 * two. Media (images, videos: range requests) stay on disk. Keyed by URL path.
 */
export function readWebFiles(webDistDir: string): Map<string, WebFile> {
  const files = new Map<string, WebFile>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        walk(full);
        continue;
      }
      const type = TYPES[path.extname(entry.name)];
      if (!type) continue;
      const body = readFileSync(full);
      const urlPath = `/${path.relative(webDistDir, full).split(path.sep).join('/')}`;
      files.set(urlPath, {
        type,
        etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
        // Hashed assets never change; the page must always be fresh.
        cacheControl: urlPath.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        body,
        br: readIfThere(`${full}.br`),
        gzip: readIfThere(`${full}.gz`),
      });
    }
  };
  walk(webDistDir);
  return files;
}

const readIfThere = (file: string): Buffer | undefined => (existsSync(file) ? readFileSync(file) : undefined);

/** Sends one file: 304 on a matching validator, else the smallest encoding the client takes. */
export function sendWebFile(request: FastifyRequest, reply: FastifyReply, file: WebFile): FastifyReply {
  reply.code(200).header('cache-control', file.cacheControl).header('etag', file.etag);
  if (file.br || file.gzip) reply.header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === file.etag) return reply.code(304).send();
  reply.type(file.type);
  const accepted = request.headers['accept-encoding'] ?? '';
  if (file.br && /\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(file.br);
  if (file.gzip && /\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(file.gzip);
  return reply.send(file.body);
}
