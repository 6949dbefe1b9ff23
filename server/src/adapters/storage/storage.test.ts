import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDiskStorage, storageKey } from './storage.js';

const root = mkdtempSync(path.join(tmpdir(), 'astor-storage-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const owner = '11111111-1111-4111-8111-111111111111';
const doc = '22222222-2222-4222-8222-222222222222';

describe('disk storage', () => {
  it('puts, gets and deletes a file by key', async () => {
    const storage = createDiskStorage(root);
    const key = storageKey(owner, doc);
    await storage.put(key, Buffer.from('hello'));
    expect((await storage.get(key))?.toString()).toBe('hello');
    await storage.delete(key);
    expect(await storage.get(key)).toBeUndefined();
    await storage.delete(key); // idempotent
  });

  it('refuses keys that could leave its folder', async () => {
    const storage = createDiskStorage(root);
    await expect(storage.put('../../etc/passwd', Buffer.from('x'))).rejects.toThrow('unsafe storage key');
    await expect(storage.get(`${owner}/../${doc}`)).rejects.toThrow('unsafe storage key');
  });
});
