// Runs one of the server bundle's tools (e.g. `backup-cli backup`), building the bundle first if stale.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureBuilt, root } from './build-if-stale.mjs';

const [entry, ...args] = process.argv.slice(2);
ensureBuilt({ web: false });
const result = spawnSync(process.execPath, [path.join(root, 'server', 'dist', `${entry}.js`), ...args], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
