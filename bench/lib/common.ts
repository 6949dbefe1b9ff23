/**
 * Shared by the benchmarks: statistics, the machine's description, temp folders and child processes that
 * are always cleaned up (on success, on failure and on Ctrl-C), and the repository's paths.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

// ---------------------------------------------------------------------------------------------- statistics

export const median = (values: number[]): number => {
  const sorted = [...values].filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

/** Nearest-rank percentile (p in 0..100). */
export const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] as number;
};

export const fmt = (value: number, digits = 1): string =>
  Number.isFinite(value) ? value.toFixed(digits) : 'n/a';
export const kib = (bytes: number): string => (bytes / 1024).toFixed(1);
export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** An integer from the environment (benchmarks may read it: they are not the server). */
export function envInt(name: string, fallback: number): number {
  const raw = process.env[name];
  const value = raw === undefined || raw === '' ? NaN : Number(raw);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

/** Deterministic pseudo-random numbers (mulberry32), so every run seeds the same portfolio. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// ----------------------------------------------------------------------------------------------- machine

export function describeMachine(): string {
  const cpus = os.cpus();
  const model = cpus[0]?.model.replace(/\s+/g, ' ').trim() ?? 'unknown CPU';
  let distro = `${os.type()} ${os.release()}`;
  try {
    const pretty = /^PRETTY_NAME="?([^"\n]+)"?/m.exec(readFileSync('/etc/os-release', 'utf8'));
    if (pretty?.[1]) distro = pretty[1];
  } catch {
    // not Linux: the kernel's name will do
  }
  const gib = (os.totalmem() / 1024 ** 3).toFixed(0);
  return `${cpus.length} cores (${model}), ${gib} GiB, Node ${process.versions.node}, ${distro}`;
}

export const today = (): string => new Date().toISOString().slice(0, 10);

// ------------------------------------------------------------------------------------- cleanup on any exit

const tempDirs = new Set<string>();
const childPids = new Set<number>();

/** A fresh temp folder, removed when the benchmark ends however it ends. */
export function makeTempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), `astor-bench-${prefix}-`));
  tempDirs.add(dir);
  return dir;
}

export function removeTempDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
  tempDirs.delete(dir);
}

/** Children this benchmark started, killed by pid when it exits. */
export function trackChild(pid: number | undefined): void {
  if (pid) childPids.add(pid);
}
export function untrackChild(pid: number | undefined): void {
  if (pid) childPids.delete(pid);
}

function cleanupNow(): void {
  for (const pid of childPids) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  childPids.clear();
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
  tempDirs.clear();
}

process.on('exit', cleanupNow);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    cleanupNow();
    process.exit(130);
  });
}

// ------------------------------------------------------------------------------------------------- build

/**
 * Builds the web app and the server bundle when missing or older than their sources, with the same logic
 * as `npm start` (scripts/build-if-stale.mjs), in a child so that its output and exit code stay its own.
 */
export function ensureBuilt(): void {
  const script =
    "import('./scripts/build-if-stale.mjs').then((m) => m.ensureBuilt()).catch((e) => { console.error(e); process.exit(1); })";
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('The build failed: the benchmark needs server/dist and web/dist.');
}

// ------------------------------------------------------------------------------------------------ output

/** A Markdown table, padded so it reads in a terminal too. */
export function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  return [line(header), `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`, ...rows.map(line)].join('\n');
}
