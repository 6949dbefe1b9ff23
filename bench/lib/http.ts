/**
 * HTTP helpers for the benchmarks: autocannon (typed here: it ships no types), signing in, capturing a
 * real response, and the bare node:http ceiling serving the same bytes from its own process.
 */
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { once } from 'node:events';
import { repoRoot, trackChild, untrackChild } from './common.js';

type Histogram = { average: number; p50: number; p90: number; p97_5: number; p99: number; max: number };
type AutocannonResult = {
  requests: Histogram & { total: number };
  latency: Histogram;
  duration: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodeStats: Record<string, { count: number }>;
};
type AutocannonOptions = {
  url: string;
  connections?: number;
  duration?: number;
  amount?: number;
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  timeout?: number;
  overallRate?: number;
  connectionRate?: number;
};
type AutocannonInstance = {
  stop: () => void;
  on: (event: string, listener: (...args: unknown[]) => void) => void;
};
type Autocannon = ((
  options: AutocannonOptions,
  callback: (error: Error | null, result: AutocannonResult) => void,
) => AutocannonInstance) & { track?: unknown };

const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

export type LoadResult = {
  /** Successful (2xx) responses per second over the run. */
  rps: number;
  p50: number;
  p99: number;
  max: number;
  total: number;
  /** Connection errors, time-outs and non-2xx answers together. */
  errors: number;
};

/** One autocannon run; `onStart` sees the instance (to stop it early). */
export function load(
  options: AutocannonOptions,
  onStart?: (instance: AutocannonInstance) => void,
): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { connections: 10, duration: 10, timeout: 30, ...options },
      (error, result) => {
        if (error) return reject(error);
        const ok = Object.entries(result.statusCodeStats ?? {})
          .filter(([code]) => code.startsWith('2'))
          .reduce((sum, [, stat]) => sum + stat.count, 0);
        resolve({
          rps: ok / Math.max(result.duration, 0.001),
          p50: result.latency.p50,
          p99: result.latency.p99,
          max: result.latency.max,
          total: result.requests.total,
          errors: result.errors + result.non2xx,
        });
      },
    );
    onStart?.(instance);
  });
}

export async function signIn(baseUrl: string, username: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: username, password }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

export type Captured = { status: number; headers: Record<string, string>; body: Buffer };

/** One real response, bytes and headers (less the hop-by-hop ones and Date), for the ceiling to replay. */
export async function capture(url: string, headers: Record<string, string>): Promise<Captured> {
  const response = await fetch(url, { headers });
  const body = Buffer.from(await response.arrayBuffer());
  const kept: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (!['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length'].includes(name))
      kept[name] = value;
  });
  return { status: response.status, headers: kept, body };
}

export type BareServer = { url: string; stop: () => Promise<void> };

/** The bare node:http ceiling, as its own process, serving `captured` for any request. */
export async function startBareServer(
  captured: Captured,
  workDir: string,
  name: string,
): Promise<BareServer> {
  const file = path.join(workDir, `${name}.capture.json`);
  writeFileSync(
    file,
    JSON.stringify({
      status: captured.status,
      headers: captured.headers,
      body: captured.body.toString('base64'),
    }),
  );
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(repoRoot, 'bench', 'lib', 'bare-server.ts'), file],
    { cwd: repoRoot, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  trackChild(child.pid);
  const exited = once(child, 'exit');
  const port = await new Promise<number>((resolve, reject) => {
    let text = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      const line = text.split('\n')[0];
      if (text.includes('\n') && line) resolve(Number(line));
    });
    child.once('exit', () => reject(new Error('the bare server exited before listening')));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
        await exited;
        clearTimeout(timer);
      }
      untrackChild(child.pid);
    },
  };
}

/** A multipart body with one file part (and fields before it), as a browser would send. */
export function multipartBody(
  fields: Record<string, string>,
  file: { name: string; type: string; bytes: Uint8Array },
): { body: Buffer; contentType: string } {
  const boundary = `----astorbench${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [key, value] of Object.entries(fields))
    parts.push(
      Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`),
    );
  parts.push(
    Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${file.name}"\r\ncontent-type: ${file.type}\r\n\r\n`,
    ),
    Buffer.from(file.bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}
