import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config/env.js';
import { startServerProcess } from './testing/server-process.js';

/**
 * Crash safety: concurrent writes, SIGKILL mid-stream, restart: every write the server acknowledged
 * is there and the database opens cleanly. On the embedded engine and on PostgreSQL (DATABASE_URL).
 */
const dataDir = mkdtempSync(path.join(tmpdir(), 'astor-durability-'));
const { databaseUrl } = loadConfig();
const env = { DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function json(baseUrl: string, method: string, url: string, body?: unknown, token?: string) {
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** GET /api/healthz on a new connection: its status, or 'refused' when no connection could be made. */
function probeHealth(baseUrl: string): Promise<number | 'refused'> {
  return new Promise((resolve) => {
    const probe = http.get(`${baseUrl}/api/healthz`, { agent: false }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    probe.on('error', () => resolve('refused'));
  });
}

describe('durability', () => {
  it('keeps every acknowledged write across SIGKILL and restart, for several rounds', async () => {
    const username = `durable-${randomUUID().slice(0, 8)}`;
    const password = 'durable password';
    let server = await startServerProcess(env);
    const signup = await json(server.baseUrl, 'POST', '/api/auth/signup', {
      email: username,
      password,
      name: 'D',
    });
    let token = signup.body.access_token as string;
    const property = await json(
      server.baseUrl,
      'POST',
      '/api/properties',
      { address: '1 Durable Way' },
      token,
    );
    const acknowledged = new Set<string>();

    for (let round = 0; round < 3; round += 1) {
      let stop = false;
      const writer = async (worker: number) => {
        for (let i = 0; !stop; i += 1) {
          try {
            const result = await json(
              server.baseUrl,
              'POST',
              '/api/incomes',
              {
                property_id: property.body.id,
                amount: 1,
                transaction_date: '2026-11-01',
                description: `r${round} w${worker} #${i}`,
              },
              token,
            );
            if (result.status === 201) acknowledged.add(result.body.id as string);
          } catch {
            return; // the server died under this request: not acknowledged
          }
        }
      };
      const writers = [0, 1, 2, 3, 4, 5].map(writer);
      const before = acknowledged.size;
      while (acknowledged.size < before + 40) await new Promise((resolve) => setTimeout(resolve, 5));
      server.child.kill('SIGKILL');
      stop = true;
      await Promise.all(writers);
      await server.exited;

      server = await startServerProcess(env);
      const login = await json(server.baseUrl, 'POST', '/api/auth/login', { email: username, password });
      token = login.body.access_token as string;
      const stored = new Set<string>();
      for (let offset = 0; ; offset += 500) {
        const page = await json(
          server.baseUrl,
          'GET',
          `/api/transactions?type=income&limit=500&offset=${offset}`,
          undefined,
          token,
        );
        const items = page.body.items as { record_id: string }[];
        items.forEach((item) => stored.add(item.record_id));
        if (items.length < 500) break;
      }
      const missing = [...acknowledged].filter((id) => !stored.has(id));
      expect(missing, `round ${round}`).toEqual([]);
    }
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 600_000); // four server starts, each allowed 150 s (startServerProcess)
});

describe('graceful shutdown', () => {
  it('finishes an in-flight request on SIGTERM, refuses new ones, then exits within 10 s', async () => {
    const server = await startServerProcess(env);
    const signup = await json(server.baseUrl, 'POST', '/api/auth/signup', {
      email: `sig-${randomUUID().slice(0, 8)}`,
      password: 'long enough pw',
      name: 'S',
    });
    const token = signup.body.access_token as string;
    const property = await json(
      server.baseUrl,
      'POST',
      '/api/properties',
      { address: '2 Shutdown St' },
      token,
    );

    // A CSV upload whose body is still arriving when SIGTERM lands: truly in flight. Nothing waits for a
    // fixed time: `Expect: 100-continue` makes the server confirm it has taken the request (so it is not an
    // idle connection) before any of the body is sent, and the rest of the body is held back until new
    // requests are seen refused, so the request is still in flight whatever the machine's load.
    const boundary = 'astorboundary';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="property_id"\r\n\r\n${property.body.id as string}\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bank.csv"\r\nContent-Type: text/csv\r\n\r\nDate,Description,Amount\n`;
    const tail = `2026-11-02,Rent,1500.00\n\r\n--${boundary}--\r\n`;
    const url = new URL(`${server.baseUrl}/api/transactions/import`);
    let taken!: () => void;
    const requestTaken = new Promise<void>((resolve) => (taken = resolve));
    const request = http.request({
      hostname: url.hostname,
      port: url.port,
      path: url.pathname,
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': Buffer.byteLength(head + tail),
        expect: '100-continue',
      },
    });
    const reply = new Promise<{ status: number; body: string }>((resolve, reject) => {
      request.on('response', (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      });
      request.on('error', reject);
    });
    request.on('continue', () => {
      request.write(head);
      taken();
    });
    request.flushHeaders();
    await requestTaken;

    const shutdownStarted = Date.now();
    server.child.kill('SIGTERM');
    // New requests are refused (connection refused, or 503 while closing) while that one is in flight.
    // Probes before the signal is handled are answered as usual; each probe is a new connection.
    let refusedLate: number | string | undefined;
    while (refusedLate === undefined && Date.now() - shutdownStarted < 10_000) {
      const probe = await probeHealth(server.baseUrl);
      if (probe === 'refused' || probe === 503) refusedLate = probe;
      else await new Promise((resolve) => setTimeout(resolve, 20));
    }
    request.end(tail);
    const result = await reply;
    expect(refusedLate, 'a new request after SIGTERM').toBeDefined();
    expect(result.status).toBe(200);
    expect(JSON.parse(result.body)).toMatchObject({ imported: 1 });
    expect(await server.exited).toBe(0);
    expect(Date.now() - shutdownStarted).toBeLessThan(10_000);
  }, 300_000);
});
