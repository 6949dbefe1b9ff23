import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { crc32, createDeflateRaw } from 'node:zlib';
import { Zip, type ZipInputFile } from 'fflate';

/**
 * A ZIP archive written entry by entry into a stream, so that a backup never holds more than a few
 * megabytes, whatever the size of the database. fflate lays out the archive (local headers with data
 * descriptors, central directory: what `unzipSync` and every unzip tool read); node:zlib deflates on the
 * thread pool, off the request thread. No ZIP64: entries and the archive stay under 4 GB, as before.
 */
export type ZipStream = {
  /** Adds one file from its chunks (text is written as UTF-8). Entries are written one at a time. */
  add: (name: string, chunks: Iterable<Chunk> | AsyncIterable<Chunk>) => Promise<void>;
  /** Writes the central directory. The output stream is left open: its owner ends it. */
  end: () => Promise<void>;
};

type Chunk = Uint8Array | string;

const DEFLATE = 8;
const LEVEL = 6;
/** Input handed to zlib and not compressed yet, beyond which the producer waits. */
const MAX_PENDING_BYTES = 4 * 1024 * 1024;

export function createZipStream(out: Writable): ZipStream {
  let failure: Error | undefined;
  let finished: (() => void) | undefined;
  const zip = new Zip((error, chunk, final) => {
    if (error) failure ??= error;
    else out.write(chunk);
    if (final) finished?.();
  });

  const check = () => {
    if (failure) throw failure;
    if (out.errored) throw out.errored;
  };
  // The output's own buffer stays small: wait while it is over its high-water mark.
  const outputDrained = async () => {
    if (out.writableNeedDrain) await once(out, 'drain');
    check();
  };

  async function add(name: string, chunks: Iterable<Chunk> | AsyncIterable<Chunk>): Promise<void> {
    check();
    const entry: ZipInputFile = { filename: name, size: 0, crc: 0, compression: DEFLATE };
    zip.add(entry);
    const deflate = createDeflateRaw({ level: LEVEL });
    const compressed = new Promise<void>((resolve, reject) => {
      // A copy typed as fflate wants it (zlib's Buffers may be views on a shared pool); compressed, so small.
      deflate.on('data', (data: Buffer) => entry.ondata?.(null, new Uint8Array(data), false));
      deflate.once('end', () => {
        entry.ondata?.(null, new Uint8Array(0), true);
        resolve();
      });
      deflate.once('error', reject);
    });
    // A failed compression is reported by `compressed` below, not as an unhandled rejection meanwhile.
    compressed.catch(() => undefined);
    try {
      for await (const chunk of chunks) {
        const bytes = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
        if (bytes.byteLength === 0) continue;
        entry.crc = crc32(bytes, entry.crc);
        entry.size += bytes.byteLength;
        deflate.write(bytes);
        if (deflate.writableLength > MAX_PENDING_BYTES) await once(deflate, 'drain');
        await outputDrained();
      }
    } catch (error) {
      deflate.destroy();
      throw error;
    }
    deflate.end();
    await compressed;
    await outputDrained();
  }

  async function end(): Promise<void> {
    check();
    const done = new Promise<void>((resolve) => (finished = resolve));
    zip.end();
    await done;
    await outputDrained();
  }

  return { add, end };
}
