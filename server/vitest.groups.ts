// Which server test files are integration tests, and which of those concern the changes since the last
// commit: read from the files' imports, so that nobody keeps a list (README.md#testing).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const repository = path.dirname(here);
const fromHere = (file: string) => path.join(here, file);

/**
 * Test files that measure time under load (health-check latency while documents are read, a reader's
 * time limit, a decompression bomb refused within seconds): they run after the others, one at a time, so
 * that another test file does not take the second core from under them.
 */
export const ALONE = [
  'src/security/uploads.test.ts',
  'src/documents/pool/document-pool.test.ts',
  'src/documents/decompression-bomb.test.ts',
];

/** What makes a test file an integration test: it opens a database or builds the app. */
const INTEGRATION_MARKERS = new Set(
  ['src/testing/build-test-app.ts', 'src/testing/server-process.ts', 'src/db/client.ts', 'src/app.ts'].map(
    fromHere,
  ),
);
/** Builds the app from every module: an integration test reaches it all, whatever it tests. */
const APP = fromHere('src/app.ts');

// `import x from './a.js'`, `export { y } from '../b.js'`, `import './c.js'`, `import('./d.js')`, and the
// same from '@astor/contract/...'; not `import type`. Also any other './e.ts' in the code: the entry of a
// child process (the document reader's worker, `new URL('./document-worker.ts', import.meta.url)`).
const IMPORT =
  /(?:^|[\s;])(?:import|export)\s+(type\s)?(?:[^'";]*?\sfrom\s*)?['"]((?:\.{1,2}|@astor\/contract)\/[^'"]+)['"]|\bimport\(\s*['"]((?:\.{1,2}|@astor\/contract)\/[^'"]+)['"]|['"](\.{1,2}\/[^'"\s]+\.ts)['"]/g;

function resolveSource(from: string, specifier: string): string | undefined {
  const target = specifier.startsWith('@astor/contract/')
    ? path.join(repository, 'contract', 'src', specifier.slice('@astor/contract/'.length))
    : path.resolve(path.dirname(from), specifier);
  return [target.replace(/\.js$/, '.ts'), target, `${target}.ts`, path.join(target, 'index.ts')].find(
    (candidate) => /\.(?:[cm]?[jt]s|json)$/.test(candidate) && existsSync(candidate),
  );
}

const importsOf = new Map<string, string[]>();
function imports(file: string): string[] {
  let found = importsOf.get(file);
  if (!found) {
    found = [];
    const text = file.endsWith('.json') ? '' : readFileSync(file, 'utf8');
    for (const match of text.matchAll(IMPORT)) {
      if (match[1]) continue;
      const resolved = resolveSource(file, match[2] ?? match[3] ?? match[4]!);
      if (resolved) found.push(resolved);
    }
    importsOf.set(file, found);
  }
  return found;
}

/** Every source file reached from `start`, not going past the files `stop` names. */
function reach(start: string[], stop: (file: string) => boolean = () => false): Set<string> {
  const seen = new Set<string>();
  const pending = [...start];
  while (pending.length) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    if (!stop(file)) pending.push(...imports(file));
  }
  return seen;
}

const testFiles = readdirSync(fromHere('src'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => `src/${file.split(path.sep).join('/')}`)
  .filter((file) => !ALONE.includes(file))
  .sort();

export const INTEGRATION = testFiles.filter((file) =>
  [...reach([fromHere(file)], (next) => INTEGRATION_MARKERS.has(next))].some((next) =>
    INTEGRATION_MARKERS.has(next),
  ),
);
export const UNIT = testFiles.filter((file) => !INTEGRATION.includes(file));

/**
 * A test file that replaces modules (`vi.mock`, `vi.doMock`) or stubs the environment or a global
 * (`vi.stubEnv`, `vi.stubGlobal`) needs a module cache of its own: the files that share one per worker
 * (vitest.config.ts) would see a replaced module, or a module loaded before would not be replaced.
 */
const CHANGES_MODULES = /\bvi\.(?:mock|doMock|stubEnv|stubGlobal)\(/;
export const changesModules = (file: string): boolean =>
  CHANGES_MODULES.test(readFileSync(fromHere(file), 'utf8'));

/** Files changed since the last commit (staged, unstaged, new or deleted), absolute; undefined outside git. */
function changedFiles(): string[] | undefined {
  const git = (args: string[]) => spawnSync('git', args, { cwd: repository, encoding: 'utf8' });
  const diff = git(['diff', '--name-only', 'HEAD']);
  const untracked = git(['ls-files', '--others', '--exclude-standard']);
  if (diff.status !== 0 || untracked.status !== 0) return undefined;
  return `${diff.stdout}\n${untracked.stdout}`
    .split('\n')
    .filter(Boolean)
    .map((file) => path.join(repository, file));
}

/**
 * The integration tests that concern the changes since the last commit. Every integration test builds the
 * whole app, so "imports the changed file" would name nearly all of them for any change. Instead a test is
 * taken to use what it imports other than through the app, plus the code of its own folder (the module
 * whose routes it calls). A changed file that no test uses that way but the app does (a plugin, the app
 * itself), or that nothing imports (a migration, a fixture, a package.json or configuration file), or a
 * deleted one, concerns them all. Changes outside server/ and contract/, to documentation, or to what only
 * the unit tests use concern none.
 */
export function integrationRelatedToChanges(): { files: string[]; why: string } {
  const changed = changedFiles();
  if (!changed) return { files: INTEGRATION, why: 'not a git checkout' };
  return integrationRelatedTo(changed);
}

/** As above, for the given changed files (absolute paths). */
export function integrationRelatedTo(changed: string[]): { files: string[]; why: string } {
  const relevant = changed.filter(
    (file) =>
      !file.endsWith('.md') &&
      (file.startsWith(fromHere('')) || file.startsWith(path.join(repository, 'contract') + path.sep)),
  );
  const uses = new Map(
    INTEGRATION.map((test) => {
      const folder = path.dirname(fromHere(test));
      const beside = readdirSync(folder)
        .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
        .map((name) => path.join(folder, name));
      return [test, reach([fromHere(test), ...beside], (file) => file === APP)];
    }),
  );
  const byIntegration = new Set([...uses.values()].flatMap((files) => [...files]));
  const byUnitOnly = reach(UNIT.map(fromHere));
  const byApp = reach([APP]);
  const concernsAll = relevant.find(
    (file) => !byIntegration.has(file) && (byApp.has(file) || !byUnitOnly.has(file)),
  );
  if (concernsAll) return { files: INTEGRATION, why: `${path.relative(repository, concernsAll)} changed` };
  const files = INTEGRATION.filter((test) => relevant.some((file) => uses.get(test)!.has(file)));
  return { files, why: 'related to the changes' };
}
