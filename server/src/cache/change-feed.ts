/**
 * Knows when data changed, so caches can trust what they hold. Each owner has a version that moves on
 * every change to their data; `everything` moves them all at once (a public write such as a tenant-line
 * message, a demo reset); `sessions` says a session or a user's profile may have changed. With several
 * instances the same news travels between them (see postgres-changes.ts); while that link is down the
 * feed is not `reliable` and caches step aside.
 *
 * An owner change may say it touched the `ledger` only (incomes, expenses and payments): answers that
 * never read those (the property and tenant lists, search) stay valid through it. The books are what a
 * landlord writes most, so this keeps most screens cached while they do. A change may say it touched
 * `expenses` only (a narrower ledger write): what reads rent and not expenses (the rent book) stays
 * valid through it.
 */
export type ChangeScope = 'ledger' | 'expenses';
export type ChangeEvent =
  { kind: 'owner'; ownerId: string; only?: ChangeScope } | { kind: 'everything' } | { kind: 'sessions' };

/**
 * `any`: every change of the owner's; `beyondLedger`: those that touched more than the ledger;
 * `beyondExpenses`: those that touched more than expenses.
 */
type Versions = { any: number; beyondLedger: number; beyondExpenses: number };

export class ChangeFeed {
  private readonly versions = new Map<string, Versions>();
  private epoch = 0;
  private readonly listeners = new Set<(event: ChangeEvent) => void>();
  /** Sends local news to the other instances (PostgreSQL); none with the embedded database. */
  private publisher: ((event: ChangeEvent) => void) | undefined;
  reliable = true;

  /**
   * The version of one owner's data, or of all but their ledger when `readsLedger` is false: equal
   * stamps mean nothing that answer reads changed in between.
   */
  stamp(ownerId: string, readsLedger = true): string {
    const versions = this.versions.get(ownerId);
    return `${this.epoch}.${(readsLedger ? versions?.any : versions?.beyondLedger) ?? 0}`;
  }

  /** The version of all of one owner's data but expenses: what the rent ledger reads. */
  rentStamp(ownerId: string): string {
    return `${this.epoch}.${this.versions.get(ownerId)?.beyondExpenses ?? 0}`;
  }

  /** A change made here: applied locally and sent to the other instances. */
  publish(event: ChangeEvent): void {
    this.apply(event);
    this.publisher?.(event);
  }

  /** A change made here or elsewhere. */
  apply(event: ChangeEvent): void {
    if (event.kind === 'owner') {
      const versions = this.versions.get(event.ownerId) ?? { any: 0, beyondLedger: 0, beyondExpenses: 0 };
      versions.any += 1;
      if (event.only === undefined) versions.beyondLedger += 1;
      if (event.only !== 'expenses') versions.beyondExpenses += 1;
      this.versions.set(event.ownerId, versions);
    }
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
