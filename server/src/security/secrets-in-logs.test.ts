/**
 * Secrets never logged (docs/architecture.md#security-tests): the real server, as its own process at the most
 * verbose log level, goes through sign-up, sign-in, refresh, a failed sign-in, a password reset by mailed
 * link (the link opened as a browser would), a password change and the calendar feed; no line of its output
 * contains a password, an access or refresh token, the reset token, the feed token or an Authorization/Cookie
 * value.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/env.js';
import { startServerProcess, type ServerProcess } from '../testing/server-process.js';
import { uniqueAddress } from './seed-owner.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'astor-security-logs-'));
const { databaseUrl } = loadConfig();
let server: ServerProcess;
const clientAddress = uniqueAddress();

beforeAll(async () => {
  server = await startServerProcess({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'trace',
    // Sign-ins come from an address of this test's own (X-Forwarded-For): on PostgreSQL, failures of other
    // test runs from 127.0.0.1 in the last 15 minutes would otherwise count against it.
    TRUST_PROXY: 'true',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
}, 90_000);
afterAll(async () => {
  if (server && server.child.exitCode === null) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

type Reply = { status: number; body: Record<string, unknown>; refresh?: string };

/** Every secret the test saw, with what it is, to name it in a failure. */
const secrets = new Map<string, string>();
const remember = (what: string, value: string | undefined) => {
  if (value) secrets.set(value, what);
};

async function call(
  method: string,
  url: string,
  options: { body?: unknown; token?: string; refresh?: string } = {},
): Promise<Reply> {
  const headers: Record<string, string> = {
    'user-agent': 'astor-security-suite',
    'x-forwarded-for': clientAddress,
  };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.refresh) headers.cookie = `astor_refresh=${options.refresh}; theme=dark`;
  const response = await fetch(`${server.baseUrl}${url}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const refresh = response.headers
    .getSetCookie()
    .map((cookie) => /^astor_refresh=([^;]+)/.exec(cookie)?.[1])
    .find(Boolean);
  const text = await response.text();
  let body: Record<string, unknown> = {};
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    // not JSON (the web page, an iCalendar feed)
  }
  remember(`${method} ${url}: access token`, body.access_token as string | undefined);
  remember(`${method} ${url}: refresh token`, refresh);
  return { status: response.status, body, refresh };
}

async function waitForResetToken(): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      for (const name of readdirSync(outbox)) {
        const match = /reset-password\?token=([\w%-]+)/.exec(readFileSync(path.join(outbox, name), 'utf8'));
        if (match?.[1]) return decodeURIComponent(match[1]);
      }
    } catch {
      // no mail yet
    }
    if (Date.now() > deadline) throw new Error('no reset mail in the outbox');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('server logs', () => {
  it('never contain a password, a token or an Authorization or Cookie value', async () => {
    const email = `logs-${randomUUID().slice(0, 8)}@example.test`;
    const password = `first secret ${randomUUID()}`;
    const wrongPassword = `wrong secret ${randomUUID()}`;
    const resetPassword = `reset secret ${randomUUID()}`;
    const changedPassword = `changed secret ${randomUUID()}`;
    for (const [what, value] of Object.entries({ password, wrongPassword, resetPassword, changedPassword })) {
      remember(what, value);
    }

    const signup = await call('POST', '/api/auth/signup', { body: { email, password, name: 'Log Watcher' } });
    expect(signup.status).toBe(201);
    const me = await call('GET', '/api/users/me', {
      token: signup.body.access_token as string,
      refresh: signup.refresh,
    });
    expect(me.status).toBe(200);
    expect((await call('POST', '/api/auth/login', { body: { email, password: wrongPassword } })).status).toBe(
      401,
    );
    const login = await call('POST', '/api/auth/login', { body: { email, password } });
    expect(login.status).toBe(200);
    const refreshed = await call('POST', '/api/auth/refresh', { refresh: login.refresh });
    expect(refreshed.status).toBe(200);
    // A rotated token presented again, and a token that never existed: both logged as failures, not as values.
    await call('POST', '/api/auth/refresh', { refresh: login.refresh });
    expect(
      (await call('GET', '/api/users/me', { token: `${refreshed.body.access_token as string}x` })).status,
    ).toBe(401);

    expect((await call('POST', '/api/auth/forgot-password', { body: { email } })).status).toBe(200);
    const resetToken = await waitForResetToken();
    remember('password reset token', resetToken);
    // The mailed link, opened in a browser: the web app's page, with the token in its address.
    await call('GET', `/reset-password?token=${encodeURIComponent(resetToken)}`);
    const reset = await call('POST', '/api/auth/reset-password', {
      body: { token: resetToken, password: resetPassword },
    });
    expect(reset.status).toBe(200);

    const again = await call('POST', '/api/auth/login', { body: { email, password: resetPassword } });
    const token = again.body.access_token as string;
    const changed = await call('POST', '/api/users/me/password', {
      token,
      body: { current_password: resetPassword, new_password: changedPassword },
    });
    expect(changed.status).toBe(200);

    const feed = await call('GET', '/api/calendar/feed', { token });
    const feedPath = new URL(feed.body.url as string).pathname;
    remember('calendar feed token', feedPath.replace(/^.*\//, '').replace(/\.ics$/, ''));
    expect((await call('GET', feedPath)).status).toBe(200);
    // The tenant line's private link, opened by a tenant (the web page, then its API calls).
    const property = await call('POST', '/api/properties', { token, body: { address: '1 Log Lane' } });
    const link = await call('POST', `/api/properties/${property.body.id as string}/tenant-link`, { token });
    if (link.status === 201) {
      const lineToken = (link.body.url as string).split('/t/')[1] as string;
      remember('tenant line token', lineToken);
      await call('GET', `/t/${lineToken}`);
      expect((await call('GET', `/api/tenant-line/${lineToken}`)).status).toBe(200);
      await call('POST', `/api/tenant-line/${lineToken}/messages`, { body: { message: 'The tap drips' } });
    }
    await call('POST', '/api/auth/logout', { token, refresh: again.refresh });
    // A sign-up the database refuses (a NUL in the name): the failed query is logged, never its parameters.
    const refusedPassword = `refused secret ${randomUUID()}`;
    remember('password of a refused sign-up', refusedPassword);
    const refused = await call('POST', '/api/auth/signup', {
      body: {
        email: `nul-${randomUUID().slice(0, 8)}@example.test`,
        password: refusedPassword,
        name: 'A\u0000B',
      },
    });
    expect(refused.status).toBeLessThan(600);

    // Let the last lines reach the pipe.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const output = server.output();
    expect(output.split('\n').length, 'the server logged nothing at trace level').toBeGreaterThan(20);
    const logged = [...secrets].filter(([value]) => output.includes(value)).map(([, what]) => what);
    const patterns = {
      'a Bearer header': /Bearer ey/,
      'a refresh cookie': /astor_refresh=/,
      'a password hash': /scrypt\$/,
    };
    for (const [what, pattern] of Object.entries(patterns)) if (pattern.test(output)) logged.push(what);
    const lines = output
      .split('\n')
      .filter(
        (line) =>
          [...secrets.keys()].some((value) => line.includes(value)) ||
          Object.values(patterns).some((pattern) => pattern.test(line)),
      )
      .map((line) => line.slice(0, 400));
    expect(logged, lines.join('\n')).toEqual([]);
  }, 60_000);
});
