import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/env.js';
import { makePdfBomb } from '../testing/fixtures/make-documents.js';
import { startServerProcess, type ServerProcess } from '../testing/server-process.js';
import { EXTRACTION_MESSAGES } from './extract/extract-errors.js';

/**
 * A decompression bomb sent to the running server, as a process: the memory of the server and of every
 * process it started (the document readers) stays bounded while it is read, and is given back after.
 */
const dataDir = mkdtempSync(path.join(tmpdir(), 'astor-bomb-'));
const { databaseUrl } = loadConfig();
let server: ServerProcess | undefined;
afterAll(async () => {
  server?.child.kill('SIGKILL');
  await server?.exited;
  rmSync(dataDir, { recursive: true, force: true });
});

const MiB = 1024 * 1024;

/** Resident memory of a process and all of its descendants (Linux /proc), in bytes. */
function treeRss(rootPid: number): number {
  const parents = new Map<number, number>();
  const rss = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parents.set(Number(name), Number(fields[1]));
      rss.set(Number(name), Number(fields[21]) * 4096);
    } catch {
      // ended meanwhile
    }
  }
  let total = 0;
  for (const [pid, bytes] of rss) {
    for (let at: number | undefined = pid; at !== undefined && at > 1; at = parents.get(at)) {
      if (at === rootPid) {
        total += bytes;
        break;
      }
    }
  }
  return total;
}

describe.runIf(process.platform === 'linux')('a decompression bomb upload', () => {
  it('answers 422 with memory bounded during the read and given back after', async () => {
    server = await startServerProcess({
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    });
    const { baseUrl } = server;
    const pid = server.child.pid as number;
    const signup = await fetch(`${baseUrl}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: `bomb-${randomUUID().slice(0, 8)}`,
        password: 'bomb password 1',
        name: 'B',
      }),
    });
    const { access_token: token } = (await signup.json()) as { access_token: string };

    // 2 GiB of page content in a 2 MB file.
    const bomb = makePdfBomb(2 ** 31);
    const startRss = treeRss(pid);
    let peakRss = startRss;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, treeRss(pid));
    }, 50);
    const form = new FormData();
    form.append('file', new Blob([bomb], { type: 'application/pdf' }), 'lease.pdf');
    const response = await fetch(`${baseUrl}/api/processor/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    clearInterval(sampler);
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ detail: EXTRACTION_MESSAGES.tooLarge });
    expect(peakRss - startRss).toBeLessThan(1024 * MiB);

    // Back within 300 MB of where it started, 20 s after the answer at the latest.
    const deadline = Date.now() + 20_000;
    while (treeRss(pid) - startRss >= 300 * MiB && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(treeRss(pid) - startRss).toBeLessThan(300 * MiB);

    // The server goes on reading documents.
    const health = await fetch(`${baseUrl}/api/readyz`);
    expect(health.status).toBe(200);
  }, 120_000);
});
