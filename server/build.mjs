// Bundles the server into dist/main.js and the document worker into dist/document-worker.js. Dependencies
// stay external (installed in node_modules); the workspace contract package is TypeScript source, so it is
// bundled in. Migrations are copied beside it.
import { build } from 'esbuild';
import { cpSync, readFileSync, rmSync } from 'node:fs';

const { dependencies = {} } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

rmSync(new URL('./dist', import.meta.url), { recursive: true, force: true });
await build({
  // The document reader is a second entry: the pool starts it as a child process by path, beside main.js
  // (src/documents/pool/document-pool.ts resolves it relative to import.meta.url).
  entryPoints: {
    main: 'src/main.ts',
    'document-worker': 'src/documents/pool/document-worker.ts',
    'backup-cli': 'src/backup/cli.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: Object.keys(dependencies),
  logLevel: 'warning',
});
cpSync(new URL('./src/db/migrations', import.meta.url), new URL('./dist/migrations', import.meta.url), {
  recursive: true,
});
