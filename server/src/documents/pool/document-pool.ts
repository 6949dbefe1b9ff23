/**
 * Text extraction off the request thread: a piscina pool of worker threads running `extractText`, with a
 * time limit per document, a heap limit per thread, and a crashed or killed thread answering 422 instead
 * of taking the server down. Errors keep their AppError code and detail across the thread boundary.
 */
import { existsSync } from 'node:fs';
import os from 'node:os';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import { AppError } from '../../errors.js';
import { damagedFile, EXTRACTION_MESSAGES, tooLargeFile } from '../extract/extract-errors.js';
import type { ExtractOptions } from '../extract/extract-text.js';
import type { Extraction } from '../types.js';
import { fromFailureReply, type WorkerReply, type WorkerTask } from './worker-protocol.js';

export type DocumentPoolOptions = {
  /** Worker threads (default: one less than the CPU count, between 1 and 4). */
  maxThreads?: number;
  /** Running time allowed per document, queueing not included (default 60 s). */
  taskTimeoutMs?: number;
  /** V8 old-generation heap per thread (default 512 MB); above it the thread dies and the task gets 422. */
  maxOldGenerationSizeMb?: number;
  /** Documents waiting for a thread beyond which `extract` answers 503 (default 100). */
  maxQueue?: number;
  /** Where unexpected worker failures are reported (a pino logger fits). */
  logger?: DocumentPoolLogger;
};

export type DocumentPoolLogger = { warn: (details: object, message: string) => void };

export type DocumentPool = {
  /** @throws AppError as `extractText` does, plus 422 on timeout or crash and 503 when busy or closed. */
  extract: (bytes: Uint8Array, options?: ExtractOptions) => Promise<Extraction>;
  /** Stops the threads (and their OCR engines); pending and later calls answer 503. */
  close: () => Promise<void>;
};

const DEFAULT_TASK_TIMEOUT_MS = 60_000;
const DEFAULT_HEAP_MB = 512;
const DEFAULT_MAX_QUEUE = 100;
const OCR_SHARE_OF_TIME_LIMIT = 0.6;
/**
 * Idle threads stay a little while: each holds a warm OCR engine that costs up to a second to start, but
 * also about 150 MB (the thread, pdf.js, tesseract's own thread and its WebAssembly memory), which a
 * server that reads a document now and then should not keep for minutes.
 */
const IDLE_THREAD_MS = 30_000;

const busy = () => new AppError('unavailable', 'The document reader is busy. Try again in a minute.');
const shuttingDown = () => new AppError('unavailable', 'The document reader is shutting down.');
const cannotStart = () => new AppError('unavailable', 'The document reader could not start.');
const TIMED_OUT = Symbol('timed out');
const WORKER_START_FAILURE = Symbol('worker start failure');

export function createDocumentPool(options: DocumentPoolOptions = {}): DocumentPool {
  const maxThreads = options.maxThreads ?? Math.max(1, Math.min(4, os.availableParallelism() - 1));
  const taskTimeoutMs = options.taskTimeoutMs ?? DEFAULT_TASK_TIMEOUT_MS;
  const { logger } = options;
  const entry = resolveWorkerEntry();
  if (!existsSync(entry.filename)) {
    throw new Error(
      `Document worker not found at ${entry.filename}: build the server (npm run build -w server).`,
    );
  }
  const piscina = new Piscina<WorkerTask, WorkerReply>({
    filename: entry.filename,
    execArgv: entry.execArgv,
    minThreads: 0,
    maxThreads,
    idleTimeout: IDLE_THREAD_MS,
    resourceLimits: { maxOldGenerationSizeMb: options.maxOldGenerationSizeMb ?? DEFAULT_HEAP_MB },
  });
  const running = new Set<AbortController>();
  // An error outside any task means a thread could not start (a heap limit too small to load the code, a
  // broken install). Without a listener it would crash the process; without failing the running tasks,
  // piscina would keep starting threads for them until their time ran out.
  piscina.on('error', (error: unknown) => {
    logger?.warn({ err: error }, 'document worker failed to start');
    for (const controller of running) controller.abort(WORKER_START_FAILURE);
  });
  // Our own gate, so that the time limit counts from the moment a thread takes the document.
  const slots = createSlots(maxThreads, options.maxQueue ?? DEFAULT_MAX_QUEUE);
  let isClosed = false;

  async function extract(bytes: Uint8Array, extractOptions: ExtractOptions = {}): Promise<Extraction> {
    if (isClosed) throw shuttingDown();
    await slots.acquire();
    // An exact copy (a Buffer may be a view on a larger pool), handed over to the thread without a 2nd copy.
    const copy = new Uint8Array(bytes);
    const controller = new AbortController();
    running.add(controller);
    const timer = setTimeout(() => controller.abort(TIMED_OUT), taskTimeoutMs);
    try {
      // OCR stops starting pages after 60% of the time limit: a page takes up to ~7 s on a busy machine.
      const options = { ocrBudgetMs: taskTimeoutMs * OCR_SHARE_OF_TIME_LIMIT, ...extractOptions };
      const reply = await piscina.run(
        { bytes: copy, options },
        { signal: controller.signal, transferList: [copy.buffer] },
      );
      if (reply.ok) return reply.extraction;
      if (reply.cause) logger?.warn({ cause: reply.cause }, 'document extraction failed unexpectedly');
      throw fromFailureReply(reply);
    } catch (error) {
      if (error instanceof AppError) throw error;
      // Aborting a running task terminates its thread: that is how a runaway parse is stopped.
      if (controller.signal.reason === TIMED_OUT)
        throw new AppError('unprocessable', EXTRACTION_MESSAGES.timeout);
      if (controller.signal.reason === WORKER_START_FAILURE) throw cannotStart();
      if (isClosed) throw shuttingDown();
      logger?.warn({ err: error }, 'document worker crashed');
      // The heap limit is the last line against documents that are small on disk and huge in memory.
      const isOutOfMemory = (error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY';
      throw isOutOfMemory ? tooLargeFile() : damagedFile();
    } finally {
      clearTimeout(timer);
      running.delete(controller);
      slots.release();
    }
  }

  async function close(): Promise<void> {
    if (isClosed) return;
    isClosed = true;
    slots.rejectWaiting(shuttingDown());
    await piscina.destroy();
  }

  return { extract, close };
}

/**
 * The worker entry beside this module: document-worker.ts when running from source (vitest, tsx watch),
 * loaded through tsx; dist/document-worker.js in the esbuild bundle, where this code lives in dist/main.js.
 */
function resolveWorkerEntry(): { filename: string; execArgv: string[] } {
  const isSource = import.meta.url.endsWith('.ts');
  const url = new URL(isSource ? './document-worker.ts' : './document-worker.js', import.meta.url);
  if (!isSource) return { filename: fileURLToPath(url), execArgv: [] };
  // tsx (a devDependency) resolved from here, not from the working directory, which may be anywhere.
  const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  return { filename: fileURLToPath(url), execArgv: ['--import', tsxLoader] };
}

/** A counting semaphore with a bounded waiting line. */
function createSlots(size: number, maxWaiting: number) {
  let active = 0;
  const waiting: Array<{ resolve: () => void; reject: (error: Error) => void }> = [];
  return {
    acquire(): Promise<void> {
      if (active < size) {
        active += 1;
        return Promise.resolve();
      }
      if (waiting.length >= maxWaiting) return Promise.reject(busy());
      return new Promise((resolve, reject) => waiting.push({ resolve, reject }));
    },
    /** Hands the slot to the next in line, if any. */
    release(): void {
      const next = waiting.shift();
      if (next) next.resolve();
      else active -= 1;
    },
    rejectWaiting(error: Error): void {
      for (const waiter of waiting.splice(0)) waiter.reject(error);
    },
  };
}
