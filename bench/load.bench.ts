/**
 * `npm run bench:load` (also part of `npm run bench`): a realistic mix against the built server on the
 * embedded database, seeded with the large portfolio. LOAD_CLIENTS (50) signed-in clients, each in a
 * closed loop that pauses between requests as a person reading the screen does (uniformly 0.5 to 1.5 times
 * LOAD_THINK_MS, 1000 by default; 0 makes it a saturation test), for
 * LOAD_SECONDS (60): list reads, the dashboard, the ledger, search, a property's page, transaction writes;
 * beside them one uploader sends a document every LOAD_UPLOAD_EVERY_S (5) seconds (a scanned page or a text
 * PDF, alternately). Prints throughput, p50/p99 (non-upload requests apart from uploads), errors, and
 * the server's memory at the start and at the end of each sixth of the run. Memory is "flat" when the
 * second half of the run adds less than 5% to it: a leak keeps climbing, a warm heap levels off.
 */
import http from 'node:http';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { makePng, makeTextPdf } from '../server/src/testing/fixtures/make-documents.js';
import {
  describeMachine,
  ensureBuilt,
  envInt,
  fmt,
  makeTempDir,
  percentile,
  removeTempDir,
  repoRoot,
  sleep,
  table,
} from './lib/common.js';
import { multipartBody, signIn } from './lib/http.js';
import { checksTable, writeResultsSection, type Check } from './lib/results.js';
import { BENCH_USER, LARGE_PORTFOLIO, seedPortfolio } from './lib/seed.js';
import { startBuiltServer } from './lib/server.js';

const SECONDS = envInt('LOAD_SECONDS', 60);
const CLIENTS = envInt('LOAD_CLIENTS', 50);
const THINK_MS = envInt('LOAD_THINK_MS', 1000);
const UPLOAD_EVERY_S = envInt('LOAD_UPLOAD_EVERY_S', 5);
/** Throughput, p99 and memory are reported per sixth of the run. */
const SLICES = 6;
const SEARCH_TERMS = ['elm', 'oak', 'maria', 'lease', 'plumb', 'austin', 'main st', 'invoice'];

/** `at`: completion time, ms from the start of the run. */
type Sample = { kind: string; ms: number; ok: boolean; at: number };
type Request = { kind: string; method: 'GET' | 'POST'; path: string; body?: Buffer; contentType?: string };

const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS + 5 });

function send(baseUrl: string, token: string, request: Request): Promise<{ status: number; ms: number }> {
  const url = new URL(request.path, baseUrl);
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.request(
      url,
      {
        agent,
        method: request.method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(request.body
            ? {
                'content-type': request.contentType ?? 'application/json',
                'content-length': request.body.length,
              }
            : {}),
        },
        timeout: 60_000,
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }),
        );
        response.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
    req.end(request.body);
  });
}

/** The mix: weights add up to 100. */
function nextRequest(random: () => number, propertyIds: string[]): Request {
  const roll = random() * 100;
  const propertyId = propertyIds[Math.floor(random() * propertyIds.length)] as string;
  const day = new Date(Date.now() - Math.floor(random() * 60) * 86_400_000).toISOString().slice(0, 10);
  if (roll < 15) return { kind: 'GET /api/properties', method: 'GET', path: '/api/properties' };
  if (roll < 25) return { kind: 'GET /api/tenants', method: 'GET', path: '/api/tenants' };
  if (roll < 40) {
    const offset = random() < 0.8 ? 0 : 50 * Math.floor(random() * 10);
    return {
      kind: 'GET /api/transactions',
      method: 'GET',
      path: `/api/transactions?limit=50&offset=${offset}`,
    };
  }
  if (roll < 55) return { kind: 'GET /api/dashboard/summary', method: 'GET', path: '/api/dashboard/summary' };
  if (roll < 65) {
    const q = SEARCH_TERMS[Math.floor(random() * SEARCH_TERMS.length)] as string;
    return { kind: 'GET /api/search', method: 'GET', path: `/api/search?q=${encodeURIComponent(q)}` };
  }
  if (roll < 75)
    return { kind: 'GET /api/properties/:id', method: 'GET', path: `/api/properties/${propertyId}` };
  if (roll < 85) return { kind: 'GET /api/auth/check', method: 'GET', path: '/api/auth/check' };
  const isIncome = roll < 92;
  const body = Buffer.from(
    JSON.stringify({
      property_id: propertyId,
      amount: Math.round((50 + random() * 2000) * 100) / 100,
      transaction_date: day,
      category: isIncome ? 'Rent' : 'Repairs',
      description: isIncome ? 'Rent (load test)' : 'Repair (load test)',
      ...(isIncome ? {} : { entity: 'Ace Plumbing' }),
    }),
  );
  return isIncome
    ? { kind: 'POST /api/incomes', method: 'POST', path: '/api/incomes', body }
    : { kind: 'POST /api/expenses', method: 'POST', path: '/api/expenses', body };
}

async function main() {
  console.log(`Machine: ${describeMachine()}`);
  ensureBuilt();
  const dataDir = makeTempDir('load');
  const seed = await seedPortfolio(dataDir);
  console.log(`Seeded ${seed.rows} rows in ${fmt(seed.totalMs / 1000)} s`);
  const server = await startBuiltServer(dataDir);
  try {
    // One session per client, as 50 browsers would have.
    const tokens: string[] = [];
    for (let i = 0; i < CLIENTS; i += 1)
      tokens.push(await signIn(server.baseUrl, BENCH_USER.username, BENCH_USER.password));
    const token0 = tokens[0] as string;
    const propertyIds = seed.propertyIds;
    const testdata = path.join(repoRoot, 'server/src/documents/classify/testdata/invoice');
    const invoice = readdirSync(testdata).find((name) => name.endsWith('.txt')) as string;
    const lines = readFileSync(path.join(testdata, invoice), 'utf8').split('\n').slice(0, 30);
    const uploads = [
      { name: 'scan.png', type: 'image/png', bytes: makePng(lines.slice(0, 20)) },
      { name: 'invoice.pdf', type: 'application/pdf', bytes: await makeTextPdf(lines, 2) },
    ];

    // Warm-up: every client opens its keep-alive connection and runs the mix for a few seconds. (Connections
    // opened while the server is saturated wait far longer than requests on open ones: that is measured
    // apart, not mixed into the steady state.)
    await Promise.all(
      Array.from({ length: CLIENTS + 1 }, () =>
        send(server.baseUrl, token0, { kind: 'connect', method: 'GET', path: '/api/healthz' }),
      ),
    );
    const warmUntil = performance.now() + 3000;
    await Promise.all(
      tokens.map(async (token) => {
        do await send(server.baseUrl, token, nextRequest(Math.random, propertyIds));
        while (performance.now() < warmUntil);
      }),
    );

    // The server writes a backup 60 s after it starts (then daily): measure the state it is in all day.
    const backupAt = await server.waitForFirstBackup();
    console.log(
      backupAt === undefined
        ? 'No start-up backup seen within 90 s: measuring anyway.'
        : `Start-up backup written at +${fmt(backupAt, 0)} s; measuring from now.`,
    );

    // The run reads a document every few seconds: its steady state has the document reader (and its OCR
    // engine) started, so they start before the first memory figure rather than inside the run.
    for (const file of uploads) {
      const { body, contentType } = multipartBody({}, file);
      const { status } = await send(server.baseUrl, token0, {
        kind: 'upload',
        method: 'POST',
        path: '/api/processor/upload',
        body,
        contentType,
      });
      if (status !== 200) throw new Error(`warm-up upload of ${file.name} answered ${status}`);
    }

    const samples: Sample[] = [];
    const memory: { at: number; mb: number }[] = [{ at: 0, mb: server.rssMb() }];
    const started = performance.now();
    const deadline = started + SECONDS * 1000;
    const sliceMs = (SECONDS * 1000) / SLICES;
    const memorySampler = setInterval(() => {
      if (memory.length < SLICES) memory.push({ at: memory.length * sliceMs, mb: server.rssMb() });
    }, sliceMs);
    const clients = Array.from({ length: CLIENTS }, async (_, index) => {
      const token = tokens[index] as string;
      // People do not click in step: each client starts somewhere in its first think time, not all 50 at
      // the same instant (a burst no real portfolio sees, which would be measured as its own tail).
      if (THINK_MS) await sleep(THINK_MS * Math.random());
      while (performance.now() < deadline) {
        const request = nextRequest(Math.random, propertyIds);
        const { status, ms } = await send(server.baseUrl, token, request);
        samples.push({
          kind: request.kind,
          ms,
          ok: status >= 200 && status < 300,
          at: performance.now() - started,
        });
        if (THINK_MS) await sleep(THINK_MS * (0.5 + Math.random()));
      }
    });
    const uploader = (async () => {
      let n = 0;
      while (performance.now() + UPLOAD_EVERY_S * 1000 < deadline) {
        await sleep(UPLOAD_EVERY_S * 1000);
        const file = uploads[n % uploads.length] as (typeof uploads)[number];
        n += 1;
        const { body, contentType } = multipartBody({}, file);
        const { status, ms } = await send(server.baseUrl, token0, {
          kind: 'upload',
          method: 'POST',
          path: '/api/processor/upload',
          body,
          contentType,
        });
        samples.push({ kind: `POST /api/processor/upload (${file.type})`, ms, ok: status === 200, at: 0 });
      }
    })();
    await Promise.all([...clients, uploader]);
    clearInterval(memorySampler);
    const elapsed = (performance.now() - started) / 1000;
    memory.push({ at: SECONDS * 1000, mb: server.rssMb() });
    const peak = server.peakRssMb();

    const reads = samples.filter((s) => !s.kind.includes('upload'));
    const uploadsDone = samples.filter((s) => s.kind.includes('upload'));
    const errors = samples.filter((s) => !s.ok).length;
    const p = (list: Sample[], q: number) =>
      percentile(
        list.map((s) => s.ms),
        q,
      );
    const kinds = [...new Set(samples.map((s) => s.kind))].sort();
    const perKind = kinds.map((kind) => {
      const list = samples.filter((s) => s.kind === kind);
      return [
        kind,
        String(list.length),
        fmt(list.length / elapsed, 1),
        `${fmt(p(list, 50), 0)} ms`,
        `${fmt(p(list, 99), 0)} ms`,
        String(list.filter((s) => !s.ok).length),
      ];
    });
    // Per sixth of the run: do throughput and latency hold?
    const sliceSeconds = SECONDS / SLICES;
    const readsIn = (slice: number) =>
      reads.filter((s) => s.at >= slice * sliceMs && s.at < (slice + 1) * sliceMs);
    const perSlice = Array.from({ length: SLICES }, (_, i) => readsIn(i).length / sliceSeconds);
    const p99PerSlice = Array.from({ length: SLICES }, (_, i) => p(readsIn(i), 99));
    const rps = reads.length / elapsed;
    const p50 = p(reads, 50);
    const p99 = p(reads, 99);
    // Stalls: the longest time in which no request at all completed.
    const completions = reads.map((s) => s.at).sort((a, b) => a - b);
    const longestStall = completions.reduce(
      (worst, at, i) => Math.max(worst, i === 0 ? at : at - (completions[i - 1] as number)),
      0,
    );
    const slowest = [...reads]
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 5)
      .map((s) => `${s.kind} ${fmt(s.ms, 0)} ms (started at +${fmt((s.at - s.ms) / 1000, 1)} s)`);
    const memoryLine = memory.map((m) => `${fmt(m.at / 1000, 0)} s ${fmt(m.mb, 0)}`).join(', ');
    const mbAt = (index: number) => memory[Math.max(0, Math.min(memory.length - 1, index))]?.mb ?? 0;
    const growth = mbAt(memory.length - 1) - mbAt(0);
    const halfway = mbAt(Math.floor(memory.length / 2));
    const secondHalfGrowth = mbAt(memory.length - 1) - halfway;
    const isFlat = secondHalfGrowth < 0.05 * halfway;

    console.log(
      `\nLoad: ${CLIENTS} clients × ${SECONDS} s (think ${THINK_MS / 2}–${THINK_MS * 1.5} ms), one upload every ${UPLOAD_EVERY_S} s:`,
    );
    console.log(
      `  non-upload: ${reads.length} requests, ${fmt(rps, 1)} req/s, p50 ${fmt(p50, 0)} ms, p99 ${fmt(p99, 0)} ms`,
    );
    console.log(
      `  uploads: ${uploadsDone.length}, p50 ${fmt(p(uploadsDone, 50), 0)} ms, max ${fmt(p(uploadsDone, 100), 0)} ms`,
    );
    console.log(`  errors: ${errors}`);
    console.log(`  longest time without any completed request: ${fmt(longestStall, 0)} ms`);
    console.log(`  slowest: ${slowest.join('; ')}`);
    console.log(`  req/s per ${sliceSeconds} s: ${perSlice.map((r) => fmt(r, 0)).join(', ')}`);
    console.log(`  p99 per ${sliceSeconds} s: ${p99PerSlice.map((ms) => `${fmt(ms, 0)} ms`).join(', ')}`);
    console.log(
      `  server memory (MB): ${memoryLine}; peak ${fmt(peak, 0)} MB; growth ${fmt(growth, 0)} MB, ` +
        `${fmt(secondHalfGrowth, 0)} MB in the second half`,
    );
    const kindTable = table(['request', 'count', 'req/s', 'p50', 'p99', 'errors'], perKind);
    console.log(`\n${kindTable}`);

    const checks: Check[] = [
      {
        measure: 'throughput (non-upload)',
        result: `${fmt(rps, 1)} req/s (per ${sliceSeconds} s: ${perSlice.map((r) => fmt(r, 0)).join(', ')})`,
        target: 'reported',
        pass: undefined,
      },
      {
        measure: 'p50 / p99 latency (non-upload)',
        result: `${fmt(p50, 0)} / ${fmt(p99, 0)} ms`,
        target: 'p99 < 250 ms',
        pass: p99 < 250,
      },
      {
        measure: 'uploads',
        result: `${uploadsDone.length}, p50 ${fmt(p(uploadsDone, 50), 0)} ms`,
        target: 'reported',
        pass: undefined,
      },
      { measure: 'errors', result: String(errors), target: '0', pass: errors === 0 },
      {
        measure: 'server memory (MB) through the run',
        result: `${memoryLine}; second half ${secondHalfGrowth >= 0 ? '+' : ''}${fmt(secondHalfGrowth, 0)} MB; peak ${fmt(peak, 0)} MB`,
        target: 'flat (second half < +5%), ≤ 500 MB',
        pass: peak <= 500 && isFlat,
      },
    ];
    console.log(`\n${checksTable(checks)}`);
    writeResultsSection(
      'bench:load',
      'Load: a realistic mix (`bench/load.bench.ts`)',
      [
        `\`npm run bench:load\`: built server on the embedded database with the large portfolio ` +
          `(${LARGE_PORTFOLIO.properties} properties, ${LARGE_PORTFOLIO.tenants} tenants, ${LARGE_PORTFOLIO.transactions} transactions); ` +
          `${CLIENTS} clients (one session each) in closed loops for ${SECONDS} s, think time ${THINK_MS / 2}–${THINK_MS * 1.5} ms between requests, ` +
          `one document upload every ${UPLOAD_EVERY_S} s; client and server share the two cores. ` +
          `Measured after the server's start-up backup (60 s after start) and one upload of each document kind (the reader and its OCR engine started).`,
        '',
        checksTable(checks),
        '',
        kindTable,
      ].join('\n'),
    );
  } catch (error) {
    console.error(server.output().slice(-4000));
    throw error;
  } finally {
    agent.destroy();
    await server.stop();
    removeTempDir(dataDir);
  }
}

await main();
