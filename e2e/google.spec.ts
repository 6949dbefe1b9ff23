import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { OAuth2Server } from 'oauth2-mock-server';

/**
 * 'Continue with Google' end to end in the browser, against a local OpenID Connect provider
 * (oauth2-mock-server) and a server of its own started with GOOGLE_CLIENT_ID/SECRET and OIDC_ISSUER_URL.
 */
const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

// One provider and one server for both tests.
test.describe.configure({ mode: 'serial' });

let provider: OAuth2Server;
let server: ChildProcess;
let baseUrl: string;
let dataDir: string;
let claims: Record<string, unknown> = {};

test.beforeAll(async () => {
  // A fresh server migrates a new embedded database before it is ready: on a loaded 2-core machine that took
  // longer than the default 30 s a hook gets, so the hook gets the margin its own wait below allows.
  test.setTimeout(120_000);
  provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(await freePort(), '127.0.0.1');
  provider.service.on('beforeTokenSigning', (token) => Object.assign(token.payload, claims));
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  dataDir = mkdtempSync(path.join(tmpdir(), 'astor-e2e-google-'));
  server = spawn(process.execPath, [fileURLToPath(new URL('../server/dist/main.js', import.meta.url))], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: baseUrl,
      GOOGLE_CLIENT_ID: 'astor-e2e',
      GOOGLE_CLIENT_SECRET: 'e2e-secret',
      OIDC_ISSUER_URL: provider.issuer.url as string,
    },
    stdio: 'ignore',
  });
  for (let i = 0; i < 1000; i += 1) {
    try {
      if ((await fetch(`${baseUrl}/api/readyz`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the Google-enabled server did not start');
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  await provider?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

test('Continue with Google signs in a verified account and lands on the dashboard', async ({ page }) => {
  claims = { email: `google-${Date.now()}@example.com`, email_verified: true, name: 'Gwen Google' };
  await page.goto(`${baseUrl}/login`);
  await page.getByRole('link', { name: /Continue with Google/ }).click();
  await expect(page).toHaveURL(`${baseUrl}/dashboard`);
  await expect(page.getByText('Gwen', { exact: true })).toBeVisible();
});

test('an unverified Google email is refused with a message on the sign-in page', async ({ page }) => {
  claims = { email: `unverified-${Date.now()}@example.com`, email_verified: false };
  await page.goto(`${baseUrl}/login`);
  await page.getByRole('link', { name: /Continue with Google/ }).click();
  await expect(page).toHaveURL(`${baseUrl}/login`);
  await expect(page.getByText(/no verified email address/)).toBeVisible();
});
