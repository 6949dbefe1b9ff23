import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { createZipStream } from './zip-stream.js';

/** A sink that takes its time, so that the writer has to wait for it. */
function slowSink(chunks: Buffer[]) {
  return new Writable({
    highWaterMark: 1024,
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk);
      setImmediate(callback);
    },
  });
}

describe('createZipStream', () => {
  it('writes entries from chunks into an archive that unzips to the same bytes', async () => {
    const chunks: Buffer[] = [];
    const sink = slowSink(chunks);
    const zip = createZipStream(sink);
    // 12 MB that barely compress, in 256 KB pieces: more than the writer lets wait for zlib at once.
    const large = Array.from({ length: 48 }, () => randomBytes(256 * 1024));
    await zip.add('tables/large.json', large);
    await zip.add('empty.json', []);
    await zip.add('text/ünïcode.txt', ['[', '{"a":"é"}', ',', '{"b":2}', ']']);
    await zip.end();
    sink.end();
    await finished(sink);

    const entries = unzipSync(Buffer.concat(chunks));
    expect(Object.keys(entries)).toEqual(['tables/large.json', 'empty.json', 'text/ünïcode.txt']);
    expect(Buffer.from(entries['tables/large.json'] as Uint8Array).equals(Buffer.concat(large))).toBe(true);
    expect(entries['empty.json']).toHaveLength(0);
    expect(JSON.parse(strFromU8(entries['text/ünïcode.txt'] as Uint8Array))).toEqual([{ a: 'é' }, { b: 2 }]);
  });

  it('fails when the output fails, instead of writing on into nothing', async () => {
    const out = new Writable({
      write(_chunk, _encoding, callback) {
        callback(new Error('disk full'));
      },
    });
    out.on('error', () => undefined);
    const zip = createZipStream(out);
    const add = async () => {
      for (let i = 0; i < 20; i += 1) await zip.add(`f${i}`, [randomBytes(64 * 1024)]);
    };
    await expect(add()).rejects.toThrow('disk full');
  });
});
