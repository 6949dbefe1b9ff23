import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import type { TestProjectInlineConfiguration } from 'vitest/config';

/**
 * Writes .gz and .br beside each text file of the build, once, at the best ratio: the server sends them
 * as they are (@fastify/static `preCompressed`) instead of compressing every response on the fly.
 */
function precompress(): Plugin {
  return {
    name: 'astor-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      for (const file of Object.keys(bundle)) {
        if (!/\.(js|css|html|svg|json|txt)$/.test(file)) continue;
        const full = path.join(options.dir ?? 'dist', file);
        const bytes = readFileSync(full);
        if (bytes.length < 1024) continue;
        writeFileSync(`${full}.gz`, gzipSync(bytes, { level: 9 }));
        writeFileSync(
          `${full}.br`,
          brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

const src = path.join(path.dirname(fileURLToPath(import.meta.url)), 'src');

/** The browser's own globals: a test file that names one, or whose modules do, runs in jsdom. */
const BROWSER_GLOBAL =
  /(?<![.\w$])(?:window|document|navigator|localStorage|sessionStorage|location|history|HTMLElement|Element|DOMParser|matchMedia|getComputedStyle|requestAnimationFrame|IntersectionObserver|ResizeObserver|MutationObserver)(?![\w$]|\s*\??:)/;
/** Libraries that need a DOM. */
const BROWSER_LIBRARY = /^(?:@testing-library\/|react-dom)/;
// Comments and strings, so that `'document'` or `{ document: null }` is not taken for the global.
const NOT_CODE = /\/\*[\s\S]*?\*\/|\/\/[^\n]*|'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g;
const IMPORT = /\bfrom\s*['"]([^'"]+)['"]|\bimport\s*\(?\s*['"]([^'"]+)['"]/g;

function localSource(from: string, specifier: string): string | undefined {
  if (!/^(?:\.{1,2}|@)\//.test(specifier)) return undefined;
  const target = specifier.startsWith('@/')
    ? path.join(src, specifier.slice(2))
    : path.resolve(path.dirname(from), specifier);
  return [
    `${target}.ts`,
    `${target}.tsx`,
    path.join(target, 'index.ts'),
    path.join(target, 'index.tsx'),
    target,
  ]
    .filter((candidate) => /\.tsx?$/.test(candidate))
    .find((candidate) => existsSync(candidate));
}

/**
 * Whether a test file needs jsdom: a `.tsx` one renders; a `.ts` one when it, or a module of the app it
 * imports, names a browser global or imports a library that needs a DOM.
 */
function needsBrowser(testFile: string): boolean {
  const seen = new Set<string>();
  const pending = [testFile];
  while (pending.length) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    if (file.endsWith('.tsx')) return true;
    const text = readFileSync(file, 'utf8');
    if (BROWSER_GLOBAL.test(text.replace(NOT_CODE, ''))) return true;
    for (const match of text.matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2]!;
      if (BROWSER_LIBRARY.test(specifier)) return true;
      const local = localSource(file, specifier);
      if (local) pending.push(local);
    }
  }
  return false;
}

/** A test file that replaces modules (`vi.mock`, `vi.doMock`) needs a module cache of its own. */
const REPLACES_MODULES = /\bvi\.(?:mock|doMock)\(/;
const NODE_DECLARED = /@vitest-environment\s+node\b/;

/**
 * The web unit tests in groups, so that a new file lands in its group unlisted: jsdom for the files that
 * render or touch the browser, plain Node for the others (about 45 of 100 files), which would otherwise each
 * pay for starting a jsdom they never use (about a second of CPU each). The jsdom files share one jsdom and
 * one module cache per worker (`isolate: false`: React, the icons and the charts imported once, not once a
 * file); src/testing/setup-dom.ts puts back after each test what one could leave to the next. The few that
 * replace modules run isolated, since a replaced module would reach the files after them, and a module
 * another file had loaded already would not be replaced. To look for leaks, shuffle this group alone
 * (`--project dom --sequence.shuffle`): in a shuffled run of every group, Vitest hands the shared worker
 * the next file only when it is of the same group, so many jsdom files start afresh there.
 */
function testProjects(): TestProjectInlineConfiguration[] {
  const files = readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => `src/${file.split(path.sep).join('/')}`)
    .sort();
  const text = (file: string) => readFileSync(path.join(src, '..', file), 'utf8');
  // A file that names its environment (`// @vitest-environment node`) runs in the group of that one.
  const dom = files.filter(
    (file) => !NODE_DECLARED.test(text(file)) && needsBrowser(path.join(src, '..', file)),
  );
  const replacesModules = (file: string) => REPLACES_MODULES.test(text(file));
  const setupFiles = ['src/testing/setup-dom.ts'];
  return [
    {
      extends: true,
      test: {
        name: 'dom',
        environment: 'jsdom',
        isolate: false,
        setupFiles,
        include: dom.filter((file) => !replacesModules(file)),
      },
    },
    {
      extends: true,
      test: { name: 'dom-isolated', environment: 'jsdom', setupFiles, include: dom.filter(replacesModules) },
    },
    {
      extends: true,
      test: {
        name: 'node',
        environment: 'node',
        // Pure functions, which hold no state between calls but the display currency (format.test.ts
        // puts it back after each test): one module cache for all of them (25 s of CPU down to 8).
        isolate: false,
        include: files.filter((file) => !dom.includes(file)),
      },
    },
  ];
}

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  // `@/` is `src/`, as declared in tsconfig.json.
  resolve: { tsconfigPaths: true },
  server: {
    // The API runs on its own port in development; in production the same origin serves both.
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json maps source modules to chunks: scripts/measure-landing-js.mjs reads it.
    manifest: true,
  },
  test: {
    // The default 5 s failed tests for the load of this shared 2-core machine, not for the code: paging a
    // folder of 120 records (vault-view.test.tsx) takes 2 to 3 s at a load of 6, over 6 s at 10.
    testTimeout: 30_000,
    // The default pool (a child process per file) kept: worker threads cost the same CPU here
    // (bench/results.md#test-loop-2026-11-26).
    // Worked out only when testing: `vite build` and `vite dev` do not read the test files.
    projects: process.env.VITEST ? testProjects() : [],
  },
});
