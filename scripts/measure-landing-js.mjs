// `node scripts/measure-landing-js.mjs`: the gzip size of the JavaScript the landing page (/) needs before
// it can paint, from the last `npm run build -w web`. It reads web/dist/index.html (the entry script and
// its modulepreloads) and the Vite manifest (web/dist/.vite/manifest.json), follows static imports, and
// adds the landing route's own chunk when the router loads it lazily. Chunks fetched after the first
// render (the contact form when its section comes near, the other screens) are not counted. Sizes are
// gzip at the default level, as Vite reports them.
// Exits with 1 when the total is over the budget (150 KiB, docs/architecture.md#budgets).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KIB = 150;
/** The modules the landing route renders with; each may be in the entry chunk or a chunk of its own. */
const LANDING_MODULES = ['src/app/layouts/public-layout.tsx', 'src/app/routes/landing.tsx'];

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'web/dist');
const manifestPath = path.join(dist, '.vite/manifest.json');
if (!existsSync(manifestPath)) {
  console.error('No web/dist/.vite/manifest.json: run `npm run build -w web` first.');
  process.exit(2);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');

/** The files index.html makes the browser fetch at once: the entry script and its modulepreloads. */
const htmlScripts = [
  ...html.matchAll(/<script[^>]*type="module"[^>]*src="\/([^"]+)"/g),
  ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="\/([^"]+)"/g),
].map((match) => match[1]);

/** Manifest key → chunk file, following static imports (what must load before the module runs). */
function staticClosure(key, into = new Set()) {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(imported, into);
  return into;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const initial = staticClosure(entryKey);
for (const file of htmlScripts) initial.add(file);
for (const module of LANDING_MODULES) {
  // Listed as its own key only when it was split out; bundled into the entry, it is already counted.
  if (manifest[module]?.isDynamicEntry) staticClosure(module, initial);
}

const gzipSize = (file) => gzipSync(readFileSync(path.join(dist, file))).length;
const kib = (bytes) => (bytes / 1024).toFixed(2);

let total = 0;
console.log('Initial JavaScript of the landing page (gzip):');
for (const file of [...initial].filter((f) => f.endsWith('.js')).sort()) {
  const size = gzipSize(file);
  total += size;
  console.log(`  ${kib(size).padStart(8)} KiB  ${file}`);
}

console.log(`Total: ${kib(total)} KiB gzip (budget ${BUDGET_KIB} KiB)`);
if (total > BUDGET_KIB * 1024) process.exit(1);
