import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// Debian's Chromium, never a downloaded browser (the machine has no internet).
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://127.0.0.1:${port}`;

// The address service the server asks (GEOCODER=census). Nothing listens there until e2e/addresses.spec.ts
// starts the local Census stand-in; until then every address falls back to the offline data.
const geocoderPort = Number(process.env.E2E_GEOCODER_PORT ?? port + 500);
process.env.E2E_GEOCODER_PORT = String(geocoderPort);

// Each run starts the built server on a fresh embedded database.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'astor-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1400, height: 900 } } },
  ],
  outputDir: path.join(tmpdir(), 'astor-e2e-results'),
  webServer: {
    // `npm start` as a user runs it (the build is fresh: `npm test` builds just before).
    command: 'node ../scripts/start.mjs',
    url: `${baseURL}/api/readyz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // Every spec signs up its own users, all from 127.0.0.1: more than the hourly limit of one address.
      SIGNUP_LIMIT_PER_IP: '0',
      GEOCODER: 'census',
      GEOCODER_URL: `http://127.0.0.1:${geocoderPort}/geocoder`,
      // No MAP_TILE_URL: the map draws its bundled basemap, and no request leaves the machine.
    },
  },
});
