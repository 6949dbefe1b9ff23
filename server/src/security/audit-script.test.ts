/**
 * scripts/audit.mjs (docs/architecture.md#security-tests): fails on a high or critical advisory in production
 * dependencies, passes below that bar, and says 'audit unavailable' (exit 0) when the audit service cannot
 * answer. `npm` is replaced by a stub on PATH that prints what the real one prints in each case.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findServerRoot } from '../config/paths.js';

const script = path.join(findServerRoot(), '..', 'scripts', 'audit.mjs');
const stubs = mkdtempSync(path.join(tmpdir(), 'astor-audit-stub-'));
afterAll(() => rmSync(stubs, { recursive: true, force: true }));

const report = (vulnerabilities: Record<string, unknown>, counts: Record<string, number>) =>
  JSON.stringify({
    auditReportVersion: 2,
    vulnerabilities,
    metadata: {
      vulnerabilities: { info: 0, low: 0, moderate: 0, high: 0, critical: 0, ...counts },
      dependencies: { prod: 120, total: 120 },
    },
  });

const advisory = (severity: string) => ({
  name: 'left-pad',
  severity,
  via: [{ title: 'Prototype pollution', url: 'https://github.com/advisories/GHSA-test', severity }],
  range: '<1.3.1',
  fixAvailable: true,
});

/** Runs the script with an `npm` that prints `stdout` and exits with `status`. */
function runWithNpm(name: string, stdout: string, status: number) {
  const folder = path.join(stubs, name);
  const npm = path.join(folder, 'npm');
  const printed = path.join(folder, 'stdout.json');
  mkdirSync(folder, { recursive: true });
  writeFileSync(printed, stdout);
  writeFileSync(npm, `#!/bin/sh\ncat '${printed}'\nexit ${status}\n`);
  chmodSync(npm, 0o755);
  // The stub must come first on PATH; everything else the child needs is inherited.
  // eslint-disable-next-line no-restricted-properties
  const env = { ...process.env, PATH: `${folder}${path.delimiter}${process.env.PATH ?? ''}` };
  return spawnSync(process.execPath, [script], { encoding: 'utf8', env });
}

describe('scripts/audit.mjs', () => {
  it('exits 1 and names the advisory when a production dependency has a high or critical one', () => {
    for (const severity of ['high', 'critical']) {
      const result = runWithNpm(severity, report({ 'left-pad': advisory(severity) }, { [severity]: 1 }), 1);
      expect(result.status, result.stdout).toBe(1);
      expect(result.stdout).toContain(`1 ${severity}`);
      expect(result.stdout).toMatch(/left-pad <1\.3\.1: Prototype pollution/);
    }
  });

  it('exits 0 with a summary when advisories are moderate or lower, or there are none', () => {
    const moderate = runWithNpm('moderate', report({ 'left-pad': advisory('moderate') }, { moderate: 1 }), 1);
    expect(moderate.status, moderate.stdout).toBe(0);
    expect(moderate.stdout).toContain('1 moderate');
    const clean = runWithNpm('clean', report({}, {}), 0);
    expect(clean.status).toBe(0);
    expect(clean.stdout).toContain('No high or critical advisory');
  });

  it('says "audit unavailable" and exits 0 when the audit service cannot answer', () => {
    // What npm 11 prints when the registry has no audit endpoint (measured on this machine).
    const refused = JSON.stringify({
      message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
      statusCode: 405,
      error: { summary: '', detail: '' },
    });
    for (const [name, stdout] of [
      ['refused', refused],
      ['garbled', 'npm ERR! network'],
    ]) {
      const result = runWithNpm(name as string, stdout as string, 1);
      expect(result.status, result.stdout).toBe(0);
      expect(result.stdout).toMatch(/^audit unavailable/);
    }
  });
});
