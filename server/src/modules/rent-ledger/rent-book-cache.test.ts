import { describe, expect, it } from 'vitest';
import { ChangeFeed } from '../../cache/change-feed.js';
import { OwnerValueCache } from './rent-book-cache.js';

function setUp() {
  const feed = new ChangeFeed();
  let now = Date.UTC(2026, 10, 25, 12, 0);
  const cache = new OwnerValueCache(
    feed,
    (f, ownerId) => f.rentStamp(ownerId),
    () => now,
  );
  let computed = 0;
  const compute = (): Promise<number> => Promise.resolve(++computed);
  return { feed, cache, compute, advance: (ms: number) => (now += ms), computed: () => computed };
}

describe('a value shared per owner until their rent data changes', () => {
  it('is computed once for readers of the same owner, day and data, even at the same time', async () => {
    const { cache, compute, computed } = setUp();
    const [a, b] = await Promise.all([
      cache.get('o', '2026-11-25', compute),
      cache.get('o', '2026-11-25', compute),
    ]);
    expect(await cache.get('o', '2026-11-25', compute)).toBe(1);
    expect([a, b, computed()]).toEqual([1, 1, 1]);
    // Another day, another owner: their own books.
    expect(await cache.get('o', '2026-11-26', compute)).toBe(2);
    expect(await cache.get('p', '2026-11-26', compute)).toBe(3);
  });

  it('is computed again after a change to the owner’s rent data, not after an expense alone', async () => {
    const { feed, cache, compute } = setUp();
    await cache.get('o', '2026-11-25', compute);
    feed.publish({ kind: 'owner', ownerId: 'o', only: 'expenses' });
    feed.publish({ kind: 'owner', ownerId: 'other' });
    expect(await cache.get('o', '2026-11-25', compute)).toBe(1);
    feed.publish({ kind: 'owner', ownerId: 'o', only: 'ledger' });
    expect(await cache.get('o', '2026-11-25', compute)).toBe(2);
    feed.publish({ kind: 'owner', ownerId: 'o' });
    expect(await cache.get('o', '2026-11-25', compute)).toBe(3);
    feed.publish({ kind: 'everything' });
    expect(await cache.get('o', '2026-11-25', compute)).toBe(4);
  });

  it('sees data written behind the API within a quarter hour', async () => {
    const { cache, compute, advance } = setUp();
    await cache.get('o', '2026-11-25', compute);
    advance(15 * 60 * 1000);
    expect(await cache.get('o', '2026-11-25', compute)).toBe(2);
  });

  it('steps aside while the feed is unreliable, and keeps no failed computation', async () => {
    const { feed, cache, compute } = setUp();
    feed.reliable = false;
    await cache.get('o', '2026-11-25', compute);
    expect(await cache.get('o', '2026-11-25', compute)).toBe(2);
    feed.reliable = true;
    await expect(cache.get('o', '2026-11-25', () => Promise.reject(new Error('down')))).rejects.toThrow(
      'down',
    );
    expect(await cache.get('o', '2026-11-25', compute)).toBe(3);
  });
});
