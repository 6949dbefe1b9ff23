/**
 * The web app's weight and speed: the gzip size of the JavaScript a route needs before it can render (from
 * web/dist/index.html and the Vite manifest), and the time to a fully rendered dashboard in headless
 * Chromium (Debian's, through playwright-core), beside a blank page from the same server.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { median, repoRoot } from './common.js';

const dist = path.join(repoRoot, 'web', 'dist');

type ManifestChunk = { file: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[] };
type Manifest = Record<string, ManifestChunk>;

/** The modules each measured route renders with (beyond the entry chunk), as the router loads them. */
export const ROUTE_MODULES = {
  landing: ['src/app/layouts/public-layout.tsx', 'src/app/routes/landing.tsx'],
  dashboard: [
    'src/app/layouts/api-providers.tsx',
    'src/app/layouts/dashboard-layout.tsx',
    'src/app/routes/dashboard/home.tsx',
  ],
} as const;

export type RouteWeight = { gzipBytes: number; files: { file: string; gzipBytes: number }[] };

/** Initial JS of a route: index.html's scripts and modulepreloads, the entry's static imports, and the
 * static closure of the route's lazily loaded modules. Undefined without a manifest. */
export function routeWeight(modules: readonly string[]): RouteWeight | undefined {
  const manifestPath = path.join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return undefined;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const files = new Set<string>();
  const closure = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) closure(imported);
  };
  for (const match of html.matchAll(/<script[^>]*type="module"[^>]*src="\/([^"]+)"/g))
    files.add(match[1] as string);
  for (const match of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="\/([^"]+)"/g))
    files.add(match[1] as string);
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (entry) closure(entry);
  for (const module of modules) if (manifest[module]?.isDynamicEntry) closure(module);
  const sized = [...files]
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, gzipBytes: gzipSync(readFileSync(path.join(dist, file))).length }));
  return { gzipBytes: sized.reduce((sum, f) => sum + f.gzipBytes, 0), files: sized };
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

// Runs in the page (a string: the server's tsconfig has no DOM types). Records performance.now() (ms
// since navigation start) at the first frame after the metric cards and both charts are in the document.
const RENDER_PROBE = `(() => {
  const done = () =>
    document.querySelector('[data-testid="metric-monthly-revenue"]') &&
    document.querySelectorAll('.recharts-surface').length >= 2;
  const cardsDone = () => document.querySelector('[data-testid="metric-monthly-revenue"]');
  const observer = new MutationObserver(() => {
    if (!window.__cardsAt && cardsDone()) window.__cardsAt = performance.now();
    if (done()) {
      observer.disconnect();
      requestAnimationFrame(() => { window.__renderedAt = performance.now(); });
    }
  });
  observer.observe(document, { childList: true, subtree: true });
})();`;

type Probe = { __renderedAt?: number; __cardsAt?: number };

export type DashboardTiming = {
  /** ms from navigation start to the first frame with the metric cards and the charts. */
  renderedMs: number;
  /** ms to the metric cards alone. */
  cardsMs: number;
  /** gzip bytes of every script the page fetched until then (lazy map chunk included). */
  scriptGzipBytes: number;
  apiRequests: number;
};

/** One cold load of /dashboard (fresh context: empty cache), signed in through localStorage. */
export async function timeDashboard(
  browser: Browser,
  baseUrl: string,
  token: string,
): Promise<DashboardTiming> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    await context.addInitScript(
      `try { localStorage.setItem('access_token', ${JSON.stringify(token)}); } catch {}`,
    );
    await context.addInitScript(RENDER_PROBE);
    const page = await context.newPage();
    const scripts: string[] = [];
    let apiRequests = 0;
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) apiRequests += 1;
      else if (url.pathname.endsWith('.js')) scripts.push(url.pathname.slice(1));
    });
    await page.goto(`${baseUrl}/dashboard`);
    // Functions, not strings: the app's CSP forbids eval, and Playwright evaluates string predicates with it.
    await page.waitForFunction(() => (globalThis as Probe).__renderedAt !== undefined, undefined, {
      timeout: 60_000,
    });
    const [renderedMs, cardsMs] = await page.evaluate(() => [
      (globalThis as Probe).__renderedAt as number,
      (globalThis as Probe).__cardsAt as number,
    ]);
    const scriptGzipBytes = scripts
      .map((file) => path.join(dist, file))
      .filter((file) => existsSync(file))
      .reduce((sum, file) => sum + gzipSync(readFileSync(file)).length, 0);
    return { renderedMs: renderedMs as number, cardsMs: cardsMs as number, scriptGzipBytes, apiRequests };
  } finally {
    await context.close();
  }
}

/** The floor: a cold load of a tiny page from the same server (navigation start → load event end). */
export async function timeBlankPage(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    return await page.evaluate(() => {
      // The browser's Performance (Node's types do not know navigation entries).
      const timeline = performance as unknown as {
        getEntriesByType: (type: string) => { loadEventEnd?: number }[];
      };
      const entry = timeline.getEntriesByType('navigation')[0];
      return entry?.loadEventEnd || performance.now();
    });
  } finally {
    await context.close();
  }
}

export async function measureDashboard(
  baseUrl: string,
  token: string,
  runs: number,
): Promise<{ timings: DashboardTiming[]; blankMs: number[]; renderedMedian: number; blankMedian: number }> {
  const browser = await launchChromium();
  try {
    // One throw-away load so Chromium's own start-up costs are not in the first figure.
    await timeBlankPage(browser, `${baseUrl}/api/healthz`);
    const timings: DashboardTiming[] = [];
    const blankMs: number[] = [];
    for (let i = 0; i < runs; i += 1) {
      blankMs.push(await timeBlankPage(browser, `${baseUrl}/api/healthz`));
      timings.push(await timeDashboard(browser, baseUrl, token));
    }
    return {
      timings,
      blankMs,
      renderedMedian: median(timings.map((t) => t.renderedMs)),
      blankMedian: median(blankMs),
    };
  } finally {
    await browser.close();
  }
}
