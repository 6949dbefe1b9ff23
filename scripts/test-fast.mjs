// `npm run test:fast`: the quick loop while working (under 3 minutes on 2 cores). Typecheck of the workspaces
// changed since the last commit (incremental: a second run rechecks only what changed), the server's unit
// tests (the files that open no database and build no app), the server's integration tests that concern
// the changes since the last commit (server/vitest.groups.ts), and the web app's unit tests. No browser,
// no PostgreSQL, no lint; the server's test files that measure time under load are left to `npm test`.
// `--all` typechecks every workspace and runs every integration test.
// Ends with one line `N passed, N failed`, like `npm test`.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { addVitestReport, vitestReportArgs } from './test-report.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = mkdtempSync(path.join(tmpdir(), 'astor-test-fast-'));
const tsCache = path.join(root, 'node_modules', '.cache', 'astor-typecheck');
const WORKSPACES = ['contract', 'server', 'web', 'e2e'];
const totals = { passed: 0, failed: 0, skipped: 0 };
const failedStages = [];
const started = Date.now();
const all = process.argv.includes('--all');

function run(label, command, args, env = process.env) {
  console.log(`\n=== ${label}`);
  const stageStarted = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  console.log(`(${label}: ${((Date.now() - stageStarted) / 1000).toFixed(0)} s)`);
  return result.status === 0;
}

/** Workspaces whose files differ from the last commit (staged, unstaged or new), with those that use them. */
function changedWorkspaces() {
  if (all) return WORKSPACES;
  const git = (args) => spawnSync('git', args, { cwd: root, encoding: 'utf8' });
  const diff = git(['diff', '--name-only', 'HEAD']);
  const untracked = git(['ls-files', '--others', '--exclude-standard']);
  if (diff.status !== 0 || untracked.status !== 0) return WORKSPACES; // not a git checkout: check everything
  const files = `${diff.stdout}\n${untracked.stdout}`.split('\n').filter(Boolean);
  const changed = new Set();
  for (const file of files) {
    const top = file.split('/')[0];
    if (top === 'contract')
      WORKSPACES.forEach((workspace) => changed.add(workspace)); // everyone imports it
    else if (top === 'bench')
      changed.add('server'); // server/tsconfig.json includes bench/
    else if (WORKSPACES.includes(top)) changed.add(top);
    else if (['tsconfig.base.json', 'package.json', 'package-lock.json'].includes(file))
      WORKSPACES.forEach((workspace) => changed.add(workspace));
  }
  return WORKSPACES.filter((workspace) => changed.has(workspace));
}

function vitest(label, args, env) {
  const report = path.join(reports, `${label.replace(/\W+/g, '-')}.json`);
  // Vitest itself rather than through npx, as for tsc below.
  const ok = run(
    label,
    process.execPath,
    [path.join(root, 'node_modules', 'vitest', 'vitest.mjs'), 'run', ...args, ...vitestReportArgs(report)],
    env,
  );
  addVitestReport(totals, report, ok);
  if (!ok) failedStages.push(label);
}

const workspaces = changedWorkspaces();
if (workspaces.length === 0) {
  console.log(
    '\n=== Typecheck: no workspace changed since the last commit (`npm run test:fast -- --all` checks all)',
  );
} else {
  mkdirSync(tsCache, { recursive: true });
  for (const workspace of workspaces) {
    // tsc itself rather than through npx, which costs seconds a call on a busy machine.
    const ok = run(`Typecheck ${workspace}`, process.execPath, [
      path.join(root, 'node_modules', 'typescript', 'bin', 'tsc'),
      '-p',
      workspace,
      '--incremental',
      '--tsBuildInfoFile',
      path.join(tsCache, `${workspace}.tsbuildinfo`),
    ]);
    totals[ok ? 'passed' : 'failed'] += 1;
    if (!ok) failedStages.push(`Typecheck ${workspace}`);
  }
}
const embedded = { ...process.env, DATABASE_URL: '' };
// Without --all, the integration project holds only the files that concern the changes since the last
// commit (server/vitest.groups.ts); vitest says which, and "No test files found" when none do.
vitest(
  all ? 'Server tests (embedded PGlite)' : 'Server unit tests, and the integration tests of the changes',
  [
    '--root',
    'server',
    '--project',
    'unit',
    '--project',
    'integration',
    '--project',
    'integration-isolated',
    '--passWithNoTests',
  ],
  all ? embedded : { ...embedded, TEST_INTEGRATION: 'changed' },
);
vitest('Web unit tests', ['--root', 'web'], embedded);

const minutes = ((Date.now() - started) / 60_000).toFixed(1);
console.log(failedStages.length ? `\nFailed: ${failedStages.join(', ')}` : '\nAll fast suites passed.');
console.log(`(test:fast took ${minutes} min)`);
const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
console.log(`${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(totals.failed > 0 ? 1 : 0);
