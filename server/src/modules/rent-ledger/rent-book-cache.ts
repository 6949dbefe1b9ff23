import type { ChangeFeed } from '../../cache/change-feed.js';
import type { Database } from '../../db/client.js';

/** Every time zone's midnight falls on a quarter hour (docs/decisions/0004-response-cache.md). */
const QUARTER_HOUR_MS = 15 * 60 * 1000;
/** Values kept (owner and key); the least recently read is forgotten first. */
const MAX_ENTRIES = 64;

type Entry = { key: string; value: Promise<unknown> };

/**
 * One value per owner (and key, such as the day), computed once and shared by every reader until the
 * owner's data changes as `stampOf` sees it. Stamped like the response cache
 * (docs/decisions/0004-response-cache.md): the owner's version taken before computing, so a value
 * computed while a write landed is never served after it, and the quarter hour, so data written behind
 * the API is seen within one. Steps aside while the change feed between instances is down.
 */
export class OwnerValueCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly feed: ChangeFeed,
    private readonly stampOf: (feed: ChangeFeed, ownerId: string) => string,
    private readonly now: () => number = Date.now,
  ) {}

  /** `compute` must give the same kind of value for every call on one cache. */
  get<T>(ownerId: string, key: string, compute: () => Promise<T>): Promise<T> {
    if (!this.feed.reliable) return compute();
    // One entry per owner and key: readers asking for different days (time zones) do not evict each other.
    const slot = `${ownerId}|${key}`;
    const stamp = `${this.stampOf(this.feed, ownerId)}|${Math.floor(this.now() / QUARTER_HOUR_MS)}`;
    const held = this.entries.get(slot);
    this.entries.delete(slot);
    if (held?.key === stamp) {
      this.entries.set(slot, held);
      return held.value as Promise<T>;
    }
    const value = compute();
    this.entries.set(slot, { key: stamp, value });
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
    // A failed computation is not kept: the next reader computes for itself.
    value.catch(() => {
      if (this.entries.get(slot)?.value === value) this.entries.delete(slot);
    });
    return value;
  }
}

/**
 * An owner's whole rent book as of a day, shared by the dashboard, the tenant list and the notification
 * pass (after a rent payment they used to compute it three times), until a change beyond expenses; and
 * what does not move with payments (the book's lease side: leases, terms, charges; the tenant list's
 * rows) until a change beyond the ledger.
 */
export type RentBookCaches = { books: OwnerValueCache; beyondLedger: OwnerValueCache };

const shared = new WeakMap<Database, RentBookCaches>();

/** Lets the app's readers of one database share rent books, kept fresh by its change feed. */
export function shareRentBooks(db: Database, feed: ChangeFeed): void {
  shared.set(db, {
    books: new OwnerValueCache(feed, (f, ownerId) => f.rentStamp(ownerId)),
    beyondLedger: new OwnerValueCache(feed, (f, ownerId) => f.stamp(ownerId, false)),
  });
}

/** The shared caches of a database, if the app set them up (services built alone in tests have none). */
export const rentBookCachesOf = (db: Database): RentBookCaches | undefined => shared.get(db);
