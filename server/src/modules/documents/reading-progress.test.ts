import { describe, expect, it } from 'vitest';
import { ReadingProgressStore } from './reading-progress.js';

describe('ReadingProgressStore', () => {
  it('keeps the latest count per owner and id, and shows it to no other owner', () => {
    const store = new ReadingProgressStore();
    const track = store.tracker('alice', 'upload-0001');
    track?.({ pagesRead: 1, pageCount: 16 });
    track?.({ pagesRead: 2, pageCount: 16 });
    expect(store.get('alice', 'upload-0001')).toEqual({ pagesRead: 2, pageCount: 16 });
    expect(store.get('mallory', 'upload-0001')).toBeUndefined();
    expect(store.get('alice', 'upload-0002')).toBeUndefined();
  });

  it('tracks nothing without an id or with one that is not a token', () => {
    const store = new ReadingProgressStore();
    expect(store.tracker('alice', undefined)).toBeUndefined();
    expect(store.tracker('alice', 'short')).toBeUndefined();
    expect(store.tracker('alice', '../../etc/passwd')).toBeUndefined();
    expect(store.tracker('alice', 'x'.repeat(65))).toBeUndefined();
  });

  it('forgets a count ten minutes after its last update', () => {
    let now = 0;
    const store = new ReadingProgressStore(() => now);
    store.update('alice', 'upload-0001', { pagesRead: 3, pageCount: 3 });
    now += 9 * 60 * 1000;
    expect(store.get('alice', 'upload-0001')).toBeDefined();
    now += 2 * 60 * 1000;
    expect(store.get('alice', 'upload-0001')).toBeUndefined();
  });

  it('keeps an owner’s latest 20 uploads, without dropping another owner’s', () => {
    const store = new ReadingProgressStore();
    store.update('bob', 'bob-upload', { pagesRead: 1, pageCount: 1 });
    for (let index = 0; index < 25; index += 1) {
      store.update('alice', `upload-${String(index).padStart(4, '0')}`, { pagesRead: 1, pageCount: 1 });
    }
    expect(store.get('alice', 'upload-0004')).toBeUndefined();
    expect(store.get('alice', 'upload-0005')).toBeDefined();
    expect(store.get('alice', 'upload-0024')).toBeDefined();
    expect(store.get('bob', 'bob-upload')).toBeDefined();
  });
});
