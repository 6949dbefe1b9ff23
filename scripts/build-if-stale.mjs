// Builds the web app and the server bundle when they are missing or older than their sources.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => path.join(root, ...parts);

/** Newest modification time under the given files and folders (0 when none exist). */
function newest(paths) {
  let latest = 0;
  const visit = (p) => {
    if (!existsSync(p)) return;
    const stat = statSync(p);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(p))
        if (entry !== 'node_modules' && entry !== 'dist') visit(path.join(p, entry));
    } else {
      latest = Math.max(latest, stat.mtimeMs);
    }
  };
  paths.forEach(visit);
  return latest;
}

function buildIfStale(name, output, sources) {
  const builtAt = existsSync(output) ? statSync(output).mtimeMs : 0;
  if (builtAt > 0 && builtAt >= newest(sources)) return;
  console.log(`Building ${name}...`);
  const result = spawnSync('npm', ['run', 'build', '-w', name], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const contract = at('contract', 'src');

/** `web: false` skips the web app (tools that only need the server). */
export function ensureBuilt({ web = true } = {}) {
  if (web) {
    buildIfStale('web', at('web', 'dist', 'index.html'), [
      at('web', 'src'),
      at('web', 'index.html'),
      at('web', 'public'),
      at('web', 'vite.config.ts'),
      contract,
    ]);
  }
  buildIfStale('server', at('server', 'dist', 'main.js'), [
    at('server', 'src'),
    at('server', 'build.mjs'),
    contract,
  ]);
}
