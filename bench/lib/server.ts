/**
 * The built server (server/dist/main.js) as a child process on a free loopback port, with its memory
 * sampled from /proc, and always stopped by pid.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '../../server/src/testing/server-process.js';
import { repoRoot, sleep, trackChild, untrackChild } from './common.js';

export type BenchServer = {
  pid: number;
  baseUrl: string;
  /** Current resident memory (MB), from /proc/<pid>/status VmRSS. */
  rssMb: () => number;
  /** Peak resident memory so far (MB): the kernel's VmHWM, and our own samples when that is missing. */
  peakRssMb: () => number;
  /** CPU time (user + system, all threads) the server has used so far, in ms: per-request cost without
   * the noise of other processes on the machine. */
  cpuMs: () => number;
  /** Seconds from the server's start to its first automatic backup file (written 60 s after start), or
   * undefined while there is none. */
  firstBackupAt: () => number | undefined;
  /** Waits (at most `timeoutMs`) until that first backup is written: the state a server is in all day. */
  waitForFirstBackup: (timeoutMs?: number) => Promise<number | undefined>;
  output: () => string;
  stop: () => Promise<void>;
};

const TICKS_PER_SECOND = 100;

function readCpuMs(pid: number): number {
  try {
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return NaN;
  }
}

function readStatusKb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(
      readFileSync(`/proc/${pid}/status`, 'utf8'),
    );
    return match ? Number(match[1]) : NaN;
  } catch {
    return NaN;
  }
}

export async function startBuiltServer(
  dataDir: string,
  env: Record<string, string> = {},
): Promise<BenchServer> {
  const port = await freePort();
  const startedAt = performance.now();
  const backupsDir = path.join(dataDir, 'backups');
  let backupAt: number | undefined;
  const firstBackupAt = () => {
    if (
      backupAt === undefined &&
      existsSync(backupsDir) &&
      readdirSync(backupsDir).some((f) => f.endsWith('.zip'))
    )
      backupAt = (performance.now() - startedAt) / 1000;
    return backupAt;
  };
  const child: ChildProcess = spawn(process.execPath, [path.join(repoRoot, 'server', 'dist', 'main.js')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // As `npm start` runs it (scripts/start.mjs): two malloc arenas unless the caller says otherwise.
      MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
      // The embedded database, whatever the caller's shell says.
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const pid = child.pid as number;
  trackChild(pid);
  let output = '';
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
    if (output.length > 200_000) output = output.slice(-100_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  let peakSampled = 0;
  const sampler = setInterval(() => {
    firstBackupAt();
    const rss = readStatusKb(pid, 'VmRSS');
    if (Number.isFinite(rss)) peakSampled = Math.max(peakSampled, rss);
  }, 250);
  sampler.unref();

  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) {
      clearInterval(sampler);
      untrackChild(pid);
      throw new Error(`server exited early:\n${output}`);
    }
    try {
      if ((await fetch(`${baseUrl}/api/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not become ready:\n${output}`);
    }
    await sleep(100);
  }

  return {
    pid,
    baseUrl,
    rssMb: () => readStatusKb(pid, 'VmRSS') / 1024,
    peakRssMb: () => Math.max(readStatusKb(pid, 'VmHWM') || 0, peakSampled) / 1024,
    cpuMs: () => readCpuMs(pid),
    firstBackupAt,
    waitForFirstBackup: async (timeoutMs = 90_000) => {
      const until = performance.now() + timeoutMs;
      while (firstBackupAt() === undefined && performance.now() < until) await sleep(250);
      return firstBackupAt();
    },
    output: () => output,
    stop: async () => {
      clearInterval(sampler);
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 12_000);
        await exited;
        clearTimeout(timer);
      }
      untrackChild(pid);
    },
  };
}
