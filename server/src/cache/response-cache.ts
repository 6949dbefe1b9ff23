import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ChangeFeed } from './change-feed.js';
import { CACHED_ROUTES } from './dependencies.js';

// Answers that depend on today (rent status, "this month") are recomputed when the quarter hour turns:
// every time zone's midnight falls on one.
const TIME_BUCKET_MS = 15 * 60 * 1000;
const GZIP_FROM_BYTES = 1024;

type Entry = { stamp: string; body: Buffer; etag: string; gzip?: Buffer };
type Pending = { key: string; stamp: string; flight?: Flight };
/** An answer being computed: requests for the same key and stamp wait for it instead of computing it too. */
type Flight = { stamp: string; done: Promise<Entry | undefined>; land: (entry: Entry | undefined) => void };

declare module 'fastify' {
  interface FastifyRequest {
    responseCache?: Pending;
  }
}

/**
 * Keeps the last answer of each cached GET per owner and URL, with the owner's data version (see
 * change-feed.ts) and the quarter hour it was made in. A change to the owner's data makes the next read
 * compute afresh, so nothing stale is ever served. Every answer of these routes carries an ETag and
 * `If-None-Match` gets a 304; a request with `Cache-Control: no-cache` is computed afresh. Requests that
 * miss while the same answer is being computed wait for it: after a write, the many open screens of one
 * owner cost one computation each, not one per request.
 */
export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  private readonly flights = new Map<string, Flight>();
  private bytes = 0;

  constructor(
    private readonly feed: ChangeFeed,
    private readonly clock: () => Date,
    private readonly maxBytes = 64 * 1024 * 1024,
  ) {}

  register(app: FastifyInstance): void {
    app.decorateRequest('responseCache', undefined);
    app.addHook('preHandler', async (request, reply) => {
      const pending = this.pendingFor(request);
      if (!pending) return;
      request.responseCache = pending;
      if (/\bno-cache\b/.test(request.headers['cache-control'] ?? '')) return;
      const entry = this.entries.get(pending.key);
      if (entry && entry.stamp === pending.stamp) {
        // A hit: most recently used goes last.
        this.entries.delete(pending.key);
        this.entries.set(pending.key, entry);
        request.responseCache = undefined;
        return this.send(request, reply, entry);
      }
      const flight = this.flights.get(pending.key);
      if (flight && flight.stamp === pending.stamp) {
        const computed = await flight.done;
        // Computing it failed or gave no answer to keep: this request tries for itself.
        if (!computed) return;
        request.responseCache = undefined;
        return this.send(request, reply, computed);
      }
      pending.flight = this.takeOff(pending);
    });
    // A leader that never reached onSend (its client went away) must not keep the others waiting.
    const abandon = async (request: FastifyRequest) => {
      if (request.responseCache) this.land(request.responseCache, undefined);
    };
    app.addHook('onResponse', abandon);
    app.addHook('onRequestAbort', abandon);
    app.addHook('onSend', async (request, reply, payload) => {
      const pending = request.responseCache;
      if (!pending) return payload;
      const body =
        reply.statusCode !== 200
          ? null
          : typeof payload === 'string'
            ? Buffer.from(payload)
            : Buffer.isBuffer(payload)
              ? payload
              : null;
      if (!body) {
        this.land(pending, undefined);
        return payload;
      }
      const entry: Entry = { stamp: pending.stamp, body, etag: etagOf(body) };
      this.store(pending.key, entry);
      this.land(pending, entry);
      setValidators(reply, entry.etag);
      if (matches(request, entry.etag)) {
        reply.code(304);
        return '';
      }
      return payload;
    });
  }

  private takeOff(pending: Pending): Flight {
    let land: Flight['land'] = () => undefined;
    const done = new Promise<Entry | undefined>((resolve) => (land = resolve));
    const flight = { stamp: pending.stamp, done, land };
    this.flights.set(pending.key, flight);
    return flight;
  }

  /** Ends the request's flight, if it led one, with what it computed (nothing when it failed). */
  private land(pending: Pending, entry: Entry | undefined): void {
    const flight = pending.flight;
    if (!flight) return;
    pending.flight = undefined;
    if (this.flights.get(pending.key) === flight) this.flights.delete(pending.key);
    flight.land(entry);
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  private pendingFor(request: FastifyRequest): Pending | undefined {
    if (request.method !== 'GET' || !request.user || !this.feed.reliable) return undefined;
    const route = CACHED_ROUTES.get(request.routeOptions.url ?? '');
    if (!route) return undefined;
    const ownerId = request.user.id;
    const bucket = Math.floor(this.clock().getTime() / TIME_BUCKET_MS);
    return {
      key: `${ownerId} ${request.url}`,
      stamp: `${route.readsLedger && route.readsExpenses === false ? this.feed.rentStamp(ownerId) : this.feed.stamp(ownerId, route.readsLedger)}.${bucket}`,
    };
  }

  private send(request: FastifyRequest, reply: FastifyReply, entry: Entry): FastifyReply {
    setValidators(reply, entry.etag);
    if (matches(request, entry.etag)) return reply.code(304).send();
    reply.type('application/json; charset=utf-8');
    if (entry.body.length >= GZIP_FROM_BYTES && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
      if (!entry.gzip) {
        entry.gzip = gzipSync(entry.body);
        this.bytes += entry.gzip.length;
      }
      reply.header('vary', 'authorization, accept-encoding').header('content-encoding', 'gzip');
      return reply.send(entry.gzip);
    }
    return reply.send(entry.body);
  }

  private store(key: string, entry: Entry): void {
    this.remove(key);
    if (entry.body.length > this.maxBytes / 8) return;
    this.entries.set(key, entry);
    this.bytes += entry.body.length;
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.remove(oldest);
    }
  }

  private remove(key: string): void {
    const old = this.entries.get(key);
    if (!old) return;
    this.entries.delete(key);
    this.bytes -= old.body.length + (old.gzip?.length ?? 0);
  }
}

// Weak: the same answer may travel gzipped or not.
const etagOf = (body: Buffer): string => `W/"${createHash('sha1').update(body).digest('base64url')}"`;

// The answer is private to the signed-in owner and must be revalidated before each use.
function setValidators(reply: FastifyReply, etag: string): void {
  reply.header('etag', etag).header('cache-control', 'private, no-cache').header('vary', 'authorization');
}

function matches(request: FastifyRequest, etag: string): boolean {
  const given = request.headers['if-none-match'];
  const opaque = etag.replace(/^W\//, '');
  return !!given && given.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque);
}
