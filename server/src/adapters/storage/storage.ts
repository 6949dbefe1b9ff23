import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where document files live. One interface, so a deployment can move from local disk to an
 * S3-compatible store without the rest of the code noticing.
 */
export interface FileStorage {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** Undefined when there is no such file. */
  get(key: string): Promise<Buffer | undefined>;
  delete(key: string): Promise<void>;
}

// Keys are built by the server from ids ('<owner>/<document>'); anything else is refused outright.
const SAFE_KEY = /^[0-9a-f-]{36}\/[0-9a-f-]{36}$/;

function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key)) throw new Error(`unsafe storage key: ${key}`);
}

/** Files under `root` (DATA_DIR/files by default), written atomically enough: write then rename. */
export function createDiskStorage(root: string): FileStorage {
  const fileOf = (key: string) => {
    assertSafeKey(key);
    return path.join(root, ...key.split('/'));
  };
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temp = `${file}.${process.pid}.tmp`;
      try {
        await writeFile(temp, bytes);
        await rename(temp, file);
      } catch (error) {
        // A write cut short (the disk filled up) must not leave its part behind, taking yet more room.
        await rm(temp, { force: true }).catch(() => undefined);
        throw error;
      }
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}

export const storageKey = (ownerId: string, documentId: string): string => `${ownerId}/${documentId}`;
