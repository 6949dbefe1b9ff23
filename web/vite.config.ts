/// <reference types="vitest/config" />
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';

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
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
