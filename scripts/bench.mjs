// `npm run bench`: benchmarks that print figures. Each lives in bench/ and is listed here as it arrives.
import { readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const benchDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'bench');
const scripts = readdirSync(benchDir).filter((name) => /\.bench\.(mjs|ts)$/.test(name));
if (scripts.length === 0) console.log('No benchmarks yet.');
for (const script of scripts) {
  console.log(`\n=== ${script}`);
  // tsx lets a benchmark import the server's TypeScript directly.
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(benchDir, script)], {
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
