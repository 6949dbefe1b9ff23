/**
 * Knows when data changed, so caches can trust what they hold. Each owner has a version that moves on
 * every change to their data; `everything` moves them all at once (a public write such as a tenant-line
 * message, a demo reset); `sessions` says a session or a user's profile may have changed. With several
 * instances the same news travels between them (see postgres-changes.ts); while that link is down the
 * feed is not `reliable` and caches step aside.
 */
export type ChangeEvent = { kind: 'owner'; ownerId: string } | { kind: 'everything' } | { kind: 'sessions' };

export class ChangeFeed {
  private readonly versions = new Map<string, number>();
  private epoch = 0;
  private readonly listeners = new Set<(event: ChangeEvent) => void>();
  /** Sends local news to the other instances (PostgreSQL); none with the embedded database. */
  private publisher: ((event: ChangeEvent) => void) | undefined;
  reliable = true;

  /** The version of one owner's data: equal stamps mean nothing of theirs changed in between. */
  stamp(ownerId: string): string {
    return `${this.epoch}.${this.versions.get(ownerId) ?? 0}`;
  }

  /** A change made here: applied locally and sent to the other instances. */
  publish(event: ChangeEvent): void {
    this.apply(event);
    this.publisher?.(event);
  }

  /** A change made here or elsewhere. */
  apply(event: ChangeEvent): void {
    if (event.kind === 'owner') this.versions.set(event.ownerId, (this.versions.get(event.ownerId) ?? 0) + 1);
    if (event.kind === 'everything') this.epoch += 1;
    for (const listener of this.listeners) listener(event);
  }

  onChange(listener: (event: ChangeEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  setPublisher(publisher: (event: ChangeEvent) => void): void {
    this.publisher = publisher;
  }
}
