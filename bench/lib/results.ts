/**
 * bench/results.md: each benchmark owns one section between markers, replaced on each run (the file's
 * history is git's), appended when it is not there yet. Other sections are left as they are.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describeMachine, repoRoot, table, today } from './common.js';

export type Check = { measure: string; result: string; target: string; pass: boolean | undefined };

export const verdict = (pass: boolean | undefined) => (pass === undefined ? '—' : pass ? 'pass' : 'FAIL');

export function checksTable(checks: Check[]): string {
  return table(
    ['measure', 'result', 'target', 'pass'],
    checks.map((c) => [c.measure, c.result, c.target, verdict(c.pass)]),
  );
}

/** Writes (or replaces) the section `id` of bench/results.md. Set BENCH_NO_RESULTS=1 to skip. */
export function writeResultsSection(id: string, title: string, body: string): void {
  if (process.env.BENCH_NO_RESULTS === '1') return;
  const file = path.join(repoRoot, 'bench', 'results.md');
  const start = `<!-- ${id}:start -->`;
  const end = `<!-- ${id}:end -->`;
  const section = [
    start,
    `## ${title}, ${today()}`,
    '',
    // The machine may be shared: the 1-minute load average says how busy it was (2 = both cores).
    `Machine: ${describeMachine()}; load average ${os.loadavg()[0]?.toFixed(1)} when the section was written.`,
    '',
    body.trim(),
    end,
  ].join('\n');
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmark results\n';
  const from = current.indexOf(start);
  const to = current.indexOf(end);
  const next =
    from >= 0 && to > from
      ? `${current.slice(0, from)}${section}${current.slice(to + end.length)}`
      : `${current.trimEnd()}\n\n${section}\n`;
  writeFileSync(file, next);
  // The file is checked by `prettier --check bench`: format it as prettier would.
  const prettier = path.join(repoRoot, 'node_modules', 'prettier', 'bin', 'prettier.cjs');
  if (existsSync(prettier)) spawnSync(process.execPath, [prettier, '--write', file], { stdio: 'ignore' });
}
