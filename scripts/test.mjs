// `npm test`: typecheck, lint, unit and integration tests (embedded database, and PostgreSQL too when
// DATABASE_URL is set), then the Playwright suite in headless Chromium. Ends with one line
// `N passed, N failed` summing every suite.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { addVitestReport, vitestReportArgs } from './test-report.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = mkdtempSync(path.join(tmpdir(), 'astor-test-'));
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const isCi = process.env.CI === 'true';
const totals = { passed: 0, failed: 0, skipped: 0 };
const failedStages = [];

function run(label, command, args, env = process.env) {
  console.log(`\n=== ${label}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  return result.status === 0;
}

/** A check without a test count (typecheck, lint, build) counts as one test. */
function check(label, command, args) {
  const ok = run(label, command, args);
  totals[ok ? 'passed' : 'failed'] += 1;
  if (!ok) failedStages.push(label);
  return ok;
}

function vitest(label, workspace, env) {
  const report = path.join(reports, `${label.replace(/\W+/g, '-')}.json`);
  const ok = run(label, 'npx', ['vitest', 'run', '--root', workspace, ...vitestReportArgs(report)], env);
  addVitestReport(totals, report, ok);
  if (!ok) failedStages.push(label);
}

function playwright() {
  if (!existsSync(chromium)) {
    if (isCi) {
      console.error(
        `\nChromium is not installed at ${chromium}: the browser tests cannot run under CI=true.`,
      );
      totals.failed += 1;
      failedStages.push('e2e (no browser)');
    } else {
      console.log(`\nChromium is not installed at ${chromium}: skipping the browser (e2e) tests.`);
      console.log('Install it (Debian: apt-get install chromium) or set CHROMIUM_PATH to run them.');
    }
    return;
  }
  const report = path.join(reports, 'e2e.json');
  const env = { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: report, DATABASE_URL: '' };
  const ok = run(
    'End-to-end tests (Playwright, headless Chromium)',
    'npx',
    ['playwright', 'test', '--config', 'e2e/playwright.config.ts', '--reporter=list,json'],
    env,
  );
  if (existsSync(report)) {
    const { stats } = JSON.parse(readFileSync(report, 'utf8'));
    totals.passed += stats.expected;
    totals.failed += stats.unexpected;
    totals.skipped += stats.skipped;
    if (!ok && stats.unexpected === 0) totals.failed += 1;
  } else if (!ok) {
    totals.failed += 1;
  }
  if (!ok) failedStages.push('e2e');
}

const embedded = { ...process.env, DATABASE_URL: '' };
check('Typecheck', 'npm', ['run', '-s', 'typecheck']);
check('Lint and format', 'npm', ['run', '-s', 'lint']);
check('Dependency audit (production dependencies)', 'node', ['scripts/audit.mjs']);
vitest('Server tests (embedded PGlite)', 'server', embedded);
if (process.env.DATABASE_URL) vitest('Server tests (PostgreSQL)', 'server', process.env);
vitest('Web unit tests', 'web', process.env);
if (check('Build', 'npm', ['run', '-s', 'build'])) playwright();

console.log(failedStages.length ? `\nFailed: ${failedStages.join(', ')}` : '\nAll suites passed.');
const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
console.log(`${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(totals.failed > 0 ? 1 : 0);
