/**
 * How far the reading of an upload has gone, for the upload wizard's "Reading page 3 of 16..."
 * (docs/product.md#upload-wizard). The client names its upload with a random `progress_id`; the latest count
 * is kept in memory per owner and id for a few minutes after its last page, so that another owner never
 * sees it (404) and a server restart only loses the counter of an upload that failed with it anyway.
 * Per instance: with several instances behind a balancer the poll may land on another one and answer 404,
 * which the wizard treats like "no count yet".
 */
import type { ReadingProgress } from '../../documents/extract/extract-text.js';

/** Kept this long after the last update: the wizard polls while its request is pending. */
const KEEP_MS = 10 * 60 * 1000;
/** At most this many counters per owner and in all; the oldest goes first. */
const MAX_PER_OWNER = 20;
const MAX_ENTRIES = 10_000;

/** Letters, digits, '-' and '_', 8 to 64 of them: a UUID or any random token a client may generate. */
export const PROGRESS_ID = /^[A-Za-z0-9_-]{8,64}$/;

type Entry = ReadingProgress & { owner: string; updatedAt: number };

export class ReadingProgressStore {
  /** By `owner id`; a Map keeps insertion order, and an update moves the entry to the end. */
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly now: () => number = Date.now) {}

  /** The callback that records a document's progress under (owner, id); nothing for a malformed id. */
  tracker(owner: string, id: string | undefined): ((progress: ReadingProgress) => void) | undefined {
    if (id === undefined || !PROGRESS_ID.test(id)) return undefined;
    return (progress) => this.update(owner, id, progress);
  }

  update(owner: string, id: string, progress: ReadingProgress): void {
    const key = `${owner} ${id}`;
    this.entries.delete(key);
    this.entries.set(key, { ...progress, owner, updatedAt: this.now() });
    this.evict(owner);
  }

  /** The owner's latest count under this id, or undefined (unknown, expired, or another owner's). */
  get(owner: string, id: string): ReadingProgress | undefined {
    const entry = this.entries.get(`${owner} ${id}`);
    if (!entry || this.now() - entry.updatedAt > KEEP_MS) return undefined;
    return { pagesRead: entry.pagesRead, pageCount: entry.pageCount };
  }

  /** Expired entries (the oldest come first), then the owner's oldest beyond their share, then the oldest. */
  private evict(owner: string): void {
    const cutoff = this.now() - KEEP_MS;
    for (const [key, entry] of this.entries) {
      if (entry.updatedAt >= cutoff) break;
      this.entries.delete(key);
    }
    const ownerKeys = [...this.entries].filter(([, entry]) => entry.owner === owner).map(([key]) => key);
    for (const key of ownerKeys.slice(0, Math.max(0, ownerKeys.length - MAX_PER_OWNER)))
      this.entries.delete(key);
    for (const key of this.entries.keys()) {
      if (this.entries.size <= MAX_ENTRIES) break;
      this.entries.delete(key);
    }
  }
}
