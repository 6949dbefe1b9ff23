/**
 * Text extraction off the server's process: a small pool of child processes running `extractText`, each
 * under a hard memory limit (Linux: RLIMIT_DATA through prlimit(1), which bounds ArrayBuffers and native
 * allocations as well as the JavaScript heap), with a time limit per document. A process that crashes, runs
 * out of memory or runs out of time answers 422 and is replaced; one that grew large is ended after its
 * document, so its memory goes back to the system. Documents wait in one line per owner, served in turn,
 * and one owner reads at most `perOwnerLimit` documents at once: a landlord uploading a pile of heavy files
 * does not hold up everyone else's one-page PDF. Errors keep their AppError code and detail.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { AppError } from '../../errors.js';
import { damagedFile, EXTRACTION_MESSAGES, tooLargeFile } from '../extract/extract-errors.js';
import type { ExtractOptions, ReadingProgress } from '../extract/extract-text.js';
import type { Extraction } from '../types.js';
import { fromFailureReply, type ProcessMessage, type WorkerReply } from './worker-protocol.js';

export type DocumentPoolOptions = {
  /** Reader processes (default: the CPU count, between 2 and 4). */
  maxProcesses?: number;
  /** Documents one owner may have read at once (default: all processes but one, at least 1). */
  perOwnerLimit?: number;
  /** Running time allowed per document, queueing not included (default 60 s). */
  taskTimeoutMs?: number;
  /** A long PDF gets this much a page instead when that is more, up to 10 minutes (default 8 s). */
  timePerPageMs?: number;
  /** Memory a reader process may use, all kinds together (default 768 MB); above it the document gets 422. */
  memoryLimitMb?: number;
  /** JavaScript heap per process (default 512 MB). */
  maxOldGenerationSizeMb?: number;
  /** A process larger than this after a document is ended and replaced when needed (default 400 MB). */
  recycleAboveMb?: number;
  /** Documents waiting beyond which `extract` answers 503 (default 100). */
  maxQueue?: number;
  /** Where unexpected reader failures are reported (a pino logger fits). */
  logger?: DocumentPoolLogger;
};

export type DocumentPoolLogger = { warn: (details: object, message: string) => void };

export type DocumentPool = {
  /**
   * `owner`: whose document it is, for the fair line (documents without one share a line). `onProgress`:
   * the pages read so far, as the reader process reports them (PDFs only).
   * @throws AppError as `extractText` does, plus 422 on timeout, crash or memory, 503 when busy or closed.
   */
  extract: (
    bytes: Uint8Array,
    options?: ExtractOptions,
    owner?: string,
    onProgress?: (progress: ReadingProgress) => void,
  ) => Promise<Extraction>;
  /** Reader processes alive (working, starting or idle) and documents waiting. */
  stats: () => { processes: number; waiting: number };
  /** Ends the processes; pending and later calls answer 503. */
  close: () => Promise<void>;
};

const DEFAULT_TASK_TIMEOUT_MS = 60_000;
const DEFAULT_MEMORY_LIMIT_MB = 768;
const DEFAULT_HEAP_MB = 512;
const DEFAULT_RECYCLE_ABOVE_MB = 400;
const DEFAULT_MAX_QUEUE = 100;
const OCR_SHARE_OF_TIME_LIMIT = 0.6;
/**
 * A long scan gets this much time a page when that is more than the time limit (16 pages: 2 min 8 s), up
 * to MAX_TASK_MS, and its OCR budget grows alike: a reader that is still reading pages is not cut off at the limit a short document has.
 * A page costs 2 to 5 s of CPU (bench/results.md); the rest is room for a busy machine.
 */
const DEFAULT_TIME_PER_PAGE_MS = 8_000;
const MAX_TASK_MS = 10 * 60_000;
/**
 * Idle processes stay a little while: each holds a warm OCR engine that costs up to a second to start, but
 * also about 150 MB, which a server that reads a document now and then should not keep for minutes.
 */
const IDLE_PROCESS_MS = 30_000;
/** How long a new process may take to load its code before the document gets 503. */
const START_TIMEOUT_MS = 30_000;
/** What V8 and the C++ runtime print when an allocation is refused (the process then aborts). */
const OUT_OF_MEMORY = /out of memory|allocation failed|bad_alloc|Cannot allocate memory/i;

const busy = () => new AppError('unavailable', 'The document reader is busy. Try again in a minute.');
const shuttingDown = () => new AppError('unavailable', 'The document reader is shutting down.');
const cannotStart = () => new AppError('unavailable', 'The document reader could not start.');

type Task = {
  id: number;
  owner: string;
  bytes: Uint8Array;
  options: ExtractOptions;
  onProgress: ((progress: ReadingProgress) => void) | undefined;
  resolve: (extraction: Extraction) => void;
  reject: (error: Error) => void;
};

type Reader = {
  child: ChildProcess;
  ready: boolean;
  task: Task | undefined;
  /** The last lines the process wrote to stderr, for the log. */
  stderrTail: string;
  /** It wrote that an allocation failed (V8 prints that first, then a long stack): how OOM is told from a crash. */
  outOfMemory: boolean;
  idleTimer: NodeJS.Timeout | undefined;
  taskTimer: NodeJS.Timeout | undefined;
  /** When the document was sent to the ready process (`performance.now()`). */
  taskStartedAt: number | undefined;
  timedOut: boolean;
};

export function createDocumentPool(options: DocumentPoolOptions = {}): DocumentPool {
  const maxProcesses = options.maxProcesses ?? Math.max(2, Math.min(4, os.availableParallelism()));
  const perOwnerLimit = Math.max(1, options.perOwnerLimit ?? maxProcesses - 1);
  const taskTimeoutMs = options.taskTimeoutMs ?? DEFAULT_TASK_TIMEOUT_MS;
  const timePerPageMs = options.timePerPageMs ?? DEFAULT_TIME_PER_PAGE_MS;
  const recycleAboveBytes = (options.recycleAboveMb ?? DEFAULT_RECYCLE_ABOVE_MB) * 1024 * 1024;
  const maxQueue = options.maxQueue ?? DEFAULT_MAX_QUEUE;
  const { logger } = options;
  const command = readerCommand(
    options.memoryLimitMb ?? DEFAULT_MEMORY_LIMIT_MB,
    options.maxOldGenerationSizeMb ?? DEFAULT_HEAP_MB,
  );

  const readers = new Set<Reader>();
  const waiting = new Map<string, Task[]>(); // in insertion order: the turn goes round the owners
  const runningByOwner = new Map<string, number>();
  let waitingCount = 0;
  let nextId = 1;
  let isClosed = false;

  function extract(
    bytes: Uint8Array,
    extractOptions: ExtractOptions = {},
    owner = '',
    onProgress?: (progress: ReadingProgress) => void,
  ): Promise<Extraction> {
    if (isClosed) return Promise.reject(shuttingDown());
    if (waitingCount >= maxQueue) return Promise.reject(busy());
    return new Promise<Extraction>((resolve, reject) => {
      const task: Task = {
        id: nextId++,
        owner,
        // An exact copy: a Buffer may be a view on a larger pool, and the caller keeps its bytes.
        bytes: new Uint8Array(bytes),
        // OCR stops starting pages after 60% of the time limit: a page takes up to ~7 s on a busy machine.
        options: {
          ocrBudgetMs: taskTimeoutMs * OCR_SHARE_OF_TIME_LIMIT,
          ocrBudgetMsPerPage: timePerPageMs * OCR_SHARE_OF_TIME_LIMIT,
          ...extractOptions,
        },
        onProgress,
        resolve,
        reject,
      };
      const line = waiting.get(owner) ?? [];
      line.push(task);
      waiting.set(owner, line);
      waitingCount += 1;
      dispatch();
    });
  }

  /** Starts waiting documents while a process is free, taking owners in turn. */
  function dispatch(): void {
    for (;;) {
      const runningCount = [...readers].filter((reader) => reader.task).length;
      if (isClosed || runningCount >= maxProcesses) return;
      const task = takeNextTask();
      if (!task) return;
      runningByOwner.set(task.owner, (runningByOwner.get(task.owner) ?? 0) + 1);
      const reader = [...readers].find((candidate) => !candidate.task) ?? startReader();
      assign(reader, task);
    }
  }

  /** The first document of the first owner in line who is under their limit; that owner goes to the back. */
  function takeNextTask(): Task | undefined {
    for (const [owner, line] of waiting) {
      if ((runningByOwner.get(owner) ?? 0) >= perOwnerLimit) continue;
      const task = line.shift();
      waiting.delete(owner);
      if (line.length > 0) waiting.set(owner, line);
      waitingCount -= 1;
      return task;
    }
    return undefined;
  }

  function startReader(): Reader {
    const child = spawn(command.file, command.args, {
      stdio: ['ignore', 'inherit', 'pipe', 'ipc'],
      serialization: 'advanced',
    });
    const reader: Reader = {
      child,
      ready: false,
      task: undefined,
      stderrTail: '',
      outOfMemory: false,
      idleTimer: undefined,
      taskTimer: undefined,
      taskStartedAt: undefined,
      timedOut: false,
    };
    readers.add(reader);
    child.stderr?.on('data', (chunk: Buffer) => {
      // The previous tail is kept with the chunk, so that words split between two chunks are still seen.
      const text = reader.stderrTail.slice(-200) + chunk.toString();
      if (OUT_OF_MEMORY.test(text)) reader.outOfMemory = true;
      reader.stderrTail = (reader.stderrTail + chunk.toString()).slice(-2000);
    });
    child.on('message', (message: ProcessMessage) => onMessage(reader, message));
    child.on('error', (error) => {
      logger?.warn({ err: error }, 'document reader failed');
      // A process that never started emits no 'exit'.
      if (child.pid === undefined) onExit(reader, null, null);
      else child.kill('SIGKILL');
    });
    child.on('exit', (code, signal) => onExit(reader, code, signal));
    return reader;
  }

  function assign(reader: Reader, task: Task): void {
    clearTimeout(reader.idleTimer);
    reader.task = task;
    startClock(reader);
    if (reader.ready) send(reader, task);
  }

  /** Until the process is ready the clock is its start-up; the document's own time counts from sending. */
  function startClock(reader: Reader): void {
    clearTimeout(reader.taskTimer);
    reader.timedOut = false;
    reader.taskStartedAt = reader.ready ? performance.now() : undefined;
    reader.taskTimer = setTimeout(
      () => {
        reader.timedOut = reader.ready;
        reader.child.kill('SIGKILL');
      },
      reader.ready ? taskTimeoutMs : START_TIMEOUT_MS,
    );
  }

  /** A long document, now that its page count is known, gets `timePerPageMs` a page from its start. */
  function extendClock(reader: Reader, pageCount: number): void {
    const limit = Math.min(MAX_TASK_MS, pageCount * timePerPageMs);
    if (limit <= taskTimeoutMs || reader.taskStartedAt === undefined) return;
    clearTimeout(reader.taskTimer);
    reader.taskTimer = setTimeout(
      () => {
        reader.timedOut = true;
        reader.child.kill('SIGKILL');
      },
      Math.max(0, reader.taskStartedAt + limit - performance.now()),
    );
  }

  function send(reader: Reader, task: Task): void {
    reader.child.send({ id: task.id, bytes: task.bytes, options: task.options }, (error) => {
      if (error) reader.child.kill('SIGKILL'); // the exit handler answers the document
    });
  }

  function onMessage(reader: Reader, message: ProcessMessage): void {
    if (message.type === 'ready') {
      reader.ready = true;
      const { task } = reader;
      if (task) {
        startClock(reader);
        send(reader, task);
      }
      return;
    }
    const { task } = reader;
    if (!task || task.id !== message.id) return;
    if (message.type === 'progress') {
      if (message.pagesRead === 0) extendClock(reader, message.pageCount);
      task.onProgress?.({ pagesRead: message.pagesRead, pageCount: message.pageCount });
      return;
    }
    finish(reader);
    settle(task, message.reply);
    // A process that grew large (a big scan) is ended now rather than kept with its memory.
    if ((message.rssBytes ?? 0) > recycleAboveBytes) retire(reader);
    else reader.idleTimer = setTimeout(() => retire(reader), IDLE_PROCESS_MS);
    dispatch();
  }

  /** Out of the pool at once (no document can be given to it any more), then ended. */
  function retire(reader: Reader): void {
    readers.delete(reader);
    reader.child.kill('SIGKILL');
  }

  function settle(task: Task, reply: WorkerReply): void {
    if (reply.ok) {
      task.resolve(reply.extraction);
      return;
    }
    if (reply.cause) logger?.warn({ cause: reply.cause }, 'document extraction failed unexpectedly');
    task.reject(fromFailureReply(reply));
  }

  /** The process is free again (or gone): its owner's count goes down. */
  function finish(reader: Reader): void {
    clearTimeout(reader.taskTimer);
    const { task } = reader;
    reader.task = undefined;
    if (!task) return;
    const count = (runningByOwner.get(task.owner) ?? 1) - 1;
    if (count > 0) runningByOwner.set(task.owner, count);
    else runningByOwner.delete(task.owner);
  }

  function onExit(reader: Reader, code: number | null, signal: NodeJS.Signals | null): void {
    if (!readers.delete(reader)) return;
    clearTimeout(reader.idleTimer);
    const { task, ready, timedOut } = reader;
    finish(reader);
    if (task) task.reject(exitError(reader, { code, signal, ready, timedOut }));
    dispatch();
  }

  function exitError(
    reader: Reader,
    exit: { code: number | null; signal: NodeJS.Signals | null; ready: boolean; timedOut: boolean },
  ): AppError {
    if (isClosed) return shuttingDown();
    if (exit.timedOut) return new AppError('unprocessable', EXTRACTION_MESSAGES.timeout);
    const { outOfMemory } = reader;
    logger?.warn(
      { code: exit.code, signal: exit.signal, stderr: reader.stderrTail.slice(-500) },
      exit.ready ? 'document reader crashed' : 'document reader failed to start',
    );
    if (!exit.ready) return cannotStart();
    // The memory limit is the last line against documents that are small on disk and huge in memory.
    return outOfMemory ? tooLargeFile() : damagedFile();
  }

  async function close(): Promise<void> {
    if (isClosed) return;
    isClosed = true;
    for (const line of waiting.values()) for (const task of line) task.reject(shuttingDown());
    waiting.clear();
    waitingCount = 0;
    const exits = [...readers].map(
      (reader) =>
        new Promise<void>((resolve) => {
          if (reader.child.exitCode !== null || reader.child.signalCode !== null) resolve();
          else reader.child.once('exit', () => resolve());
          reader.child.kill('SIGKILL');
        }),
    );
    await Promise.all(exits);
  }

  return { extract, close, stats: () => ({ processes: readers.size, waiting: waitingCount }) };
}

type ReaderCommand = { file: string; args: string[] };

/**
 * How a reader process is started: node on the worker entry beside this module (document-worker.ts through
 * tsx from source, dist/document-worker.js in the build), under prlimit(1) where it exists so that the
 * limit covers every allocation. Without prlimit (not Linux) the process has only its heap limit and the
 * decoding caps of extract/ (extract-limits.ts).
 */
function readerCommand(memoryLimitMb: number, heapMb: number): ReaderCommand {
  const isSource = import.meta.url.endsWith('.ts');
  const entry = fileURLToPath(
    new URL(isSource ? './document-worker.ts' : './document-worker.js', import.meta.url),
  );
  if (!existsSync(entry)) {
    throw new Error(`Document worker not found at ${entry}: build the server (npm run build -w server).`);
  }
  // tsx (a devDependency) resolved from here, not from the working directory, which may be anywhere.
  const loader = isSource
    ? ['--import', pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href]
    : [];
  const node = [process.execPath, `--max-old-space-size=${heapMb}`, ...loader, entry];
  const prlimit = findProgram('prlimit');
  if (process.platform !== 'linux' || !prlimit) return { file: node[0] as string, args: node.slice(1) };
  const bytes = memoryLimitMb * 1024 * 1024;
  // nice(1) too: every thread of the process at the lowest priority from its first instruction.
  const nice = findProgram('nice');
  const niced = nice ? [nice, '-n', '19', ...node] : node;
  return { file: prlimit, args: [`--data=${bytes}:${bytes}`, '--', ...niced] };
}

/** util-linux and coreutils programs, where Debian and most distributions put them. */
function findProgram(name: string): string | undefined {
  return [`/usr/bin/${name}`, `/bin/${name}`].find((candidate) => existsSync(candidate));
}
