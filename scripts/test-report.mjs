// The vitest JSON report that `npm test` (scripts/test.mjs) and `npm run test:fast` (scripts/test-fast.mjs)
// both ask for and add up.
import { existsSync, readFileSync } from 'node:fs';

/** Vitest's arguments for its usual output on the terminal and a JSON report in `report`. */
export const vitestReportArgs = (report) => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report}`,
];

/**
 * Adds the counts of a vitest JSON report to `totals`. A failed run with no failed test (a suite that
 * failed to load, or no report at all) still counts one failure, so that it fails the whole run.
 */
export function addVitestReport(totals, report, ok) {
  if (existsSync(report)) {
    const r = JSON.parse(readFileSync(report, 'utf8'));
    totals.passed += r.numPassedTests;
    totals.failed += r.numFailedTests;
    totals.skipped += r.numPendingTests + (r.numTodoTests ?? 0);
    if (!ok && r.numFailedTests === 0) totals.failed += 1;
  } else if (!ok) {
    totals.failed += 1;
  }
}
