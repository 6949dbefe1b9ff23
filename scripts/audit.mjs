// `node scripts/audit.mjs`: fails (exit 1) when a production dependency of any workspace has a high or
// critical advisory, with a summary of each. Only `npm audit`'s own service is asked. When it cannot be
// reached (offline, a mirror without the audit endpoint), says 'audit unavailable' and exits 0: a missing
// audit must not block an offline build, and the message says so plainly.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BLOCKING = new Set(['high', 'critical']);

function runAudit() {
  const result = spawnSync('npm', ['audit', '--omit=dev', '--json'], {
    cwd: root,
    encoding: 'utf8',
    timeout: 120_000,
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.error) return { unavailable: `npm could not run: ${result.error.message}` };
  let report;
  try {
    report = JSON.parse(result.stdout);
  } catch {
    const lastLine = result.stderr.trim().split('\n').pop() ?? '';
    return { unavailable: `npm audit printed no report (exit ${result.status}): ${lastLine}` };
  }
  // npm exits non-zero both when it finds advisories and when the service fails: the report tells which.
  if (!report.vulnerabilities || !report.metadata) {
    const reason = report.message ?? report.error?.summary ?? `exit ${result.status}`;
    return { unavailable: `the audit service answered no report: ${reason}` };
  }
  return { report };
}

/** One line per vulnerable package: its severity, and the advisories or packages it comes through. */
function describe(name, vulnerability) {
  const via = vulnerability.via
    .map((cause) => (typeof cause === 'string' ? `through ${cause}` : `${cause.title} (${cause.url})`))
    .join('; ');
  const fix =
    vulnerability.fixAvailable === false
      ? 'no fix yet'
      : typeof vulnerability.fixAvailable === 'object'
        ? `fix: ${vulnerability.fixAvailable.name}@${vulnerability.fixAvailable.version}`
        : 'fix: npm audit fix';
  return `  ${vulnerability.severity.padEnd(8)} ${name} ${vulnerability.range}: ${via} [${fix}]`;
}

const { report, unavailable } = runAudit();
if (unavailable) {
  console.log(`audit unavailable: ${unavailable}`);
  console.log(
    'Production dependencies were NOT checked for advisories. Run this again with registry access.',
  );
  process.exit(0);
}

const counts = report.metadata.vulnerabilities;
const summary = ['critical', 'high', 'moderate', 'low', 'info']
  .map((severity) => `${counts[severity] ?? 0} ${severity}`)
  .join(', ');
const dependencyCount = report.metadata.dependencies?.prod ?? report.metadata.dependencies?.total ?? '?';
console.log(`npm audit (production dependencies, ${dependencyCount} packages): ${summary}`);

const blocking = Object.entries(report.vulnerabilities).filter(([, vulnerability]) =>
  BLOCKING.has(vulnerability.severity),
);
const others = Object.entries(report.vulnerabilities).filter(
  ([, vulnerability]) => !BLOCKING.has(vulnerability.severity),
);
if (others.length > 0) {
  console.log('Below the bar (reported, not failing):');
  for (const [name, vulnerability] of others) console.log(describe(name, vulnerability));
}
if (blocking.length > 0) {
  console.log('High or critical advisories in production dependencies:');
  for (const [name, vulnerability] of blocking) console.log(describe(name, vulnerability));
  process.exit(1);
}
console.log('No high or critical advisory in production dependencies.');
