import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeS3, type FakeS3 } from '../../testing/fake-s3.js';
import { createS3Storage, createStorage, type S3StorageOptions } from './s3-storage.js';
import { storageKey } from './storage.js';

let s3: FakeS3;
beforeAll(async () => {
  s3 = await startFakeS3({ buckets: ['astor-docs'], region: 'eu-west-3' });
});
afterAll(() => s3.close());

const options = (overrides: Partial<S3StorageOptions> = {}): S3StorageOptions => ({
  endpoint: s3.url,
  bucket: 'astor-docs',
  region: s3.region,
  accessKeyId: s3.accessKeyId,
  secretAccessKey: s3.secretAccessKey,
  forcePathStyle: true,
  ...overrides,
});

const newKey = () => storageKey(randomUUID(), randomUUID());

describe('S3 storage (against a local S3-compatible server that checks SigV4)', () => {
  it('puts, gets and deletes an object by key, path-style, byte for byte', async () => {
    const storage = createS3Storage(options());
    const key = newKey();
    // Every byte value, and more than one TCP packet's worth.
    const bytes = Buffer.concat([
      Buffer.from(Array.from({ length: 256 }, (_, i) => i)),
      randomBytes(300_000),
    ]);
    await storage.put(key, bytes);
    expect(s3.objects.get(`astor-docs/${key}`)?.equals(bytes)).toBe(true);
    expect(s3.requests).toContain(`PUT /astor-docs/${key}`);
    const read = await storage.get(key);
    expect(Buffer.isBuffer(read)).toBe(true);
    expect(read?.equals(bytes)).toBe(true);

    await storage.delete(key);
    expect(s3.objects.has(`astor-docs/${key}`)).toBe(false);
    expect(await storage.get(key)).toBeUndefined();
    await storage.delete(key); // idempotent, as on disk
    storage.close();
  });

  it('answers undefined for a missing key, and an empty object is still an object', async () => {
    const storage = createS3Storage(options());
    expect(await storage.get(newKey())).toBeUndefined();
    const key = newKey();
    await storage.put(key, new Uint8Array(0));
    expect((await storage.get(key))?.length).toBe(0);
    storage.close();
  });

  it('shares objects between clients (instances) of the same bucket', async () => {
    const a = createS3Storage(options());
    const b = createS3Storage(options());
    const key = newKey();
    await a.put(key, Buffer.from('written by A'));
    expect((await b.get(key))?.toString()).toBe('written by A');
    await b.delete(key);
    expect(await a.get(key)).toBeUndefined();
    a.close();
    b.close();
  });

  it('fails loudly on a missing bucket or wrong credentials, never as a missing file', async () => {
    const noBucket = createS3Storage(options({ bucket: 'no-such-bucket' }));
    await expect(noBucket.get(newKey())).rejects.toThrow();
    await expect(noBucket.put(newKey(), Buffer.from('x'))).rejects.toThrow();
    const wrongSecret = createS3Storage(options({ secretAccessKey: 'not-the-secret' }));
    await expect(wrongSecret.get(newKey())).rejects.toThrow();
    await expect(wrongSecret.put(newKey(), Buffer.from('x'))).rejects.toThrow();
    const wrongRegion = createS3Storage(options({ region: 'us-east-1' }));
    await expect(wrongRegion.put(newKey(), Buffer.from('x'))).rejects.toThrow();
    noBucket.close();
    wrongSecret.close();
    wrongRegion.close();
  });

  it('refuses keys that are not <uuid>/<uuid>', async () => {
    const storage = createS3Storage(options());
    await expect(storage.put('../other-bucket/x', Buffer.from('x'))).rejects.toThrow('unsafe storage key');
    await expect(storage.get('a/b')).rejects.toThrow('unsafe storage key');
    await expect(storage.delete('')).rejects.toThrow('unsafe storage key');
    storage.close();
  });

  it('wants both keys or neither', () => {
    expect(() => createS3Storage(options({ secretAccessKey: undefined }))).toThrow('both an access key id');
  });

  it('is what createStorage picks when s3 is configured; the disk otherwise', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'astor-s3-choice-'));
    try {
      const key = newKey();
      await createStorage({ root, s3: options() }).put(key, Buffer.from('to the bucket'));
      expect(s3.objects.get(`astor-docs/${key}`)?.toString()).toBe('to the bucket');
      expect(readdirSync(root)).toEqual([]);
      await createStorage({ root }).put(key, Buffer.from('to the disk'));
      expect(readdirSync(root)).toHaveLength(1);
      expect(s3.objects.get(`astor-docs/${key}`)?.toString()).toBe('to the bucket');
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
