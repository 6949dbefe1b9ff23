/**
 * The pool's worker entry (one module instance per thread). Built to dist/document-worker.js by
 * server/build.mjs; run from source with `--import tsx` in development and tests.
 */
import os from 'node:os';
import { extractText } from '../extract/extract-text.js';
import { toFailureReply, type WorkerReply, type WorkerTask } from './worker-protocol.js';

lowerThreadPriority();

export default async function runDocumentTask(task: WorkerTask): Promise<WorkerReply> {
  try {
    return { ok: true, extraction: await extractText(task.bytes, task.options) };
  } catch (error) {
    return toFailureReply(error);
  }
}

/**
 * The lowest CPU priority for this thread, so that on a small machine the request thread wins the cores
 * while a scan is read. On Linux the nice value belongs to the thread (setpriority(2) with pid 0 means the
 * calling thread) and the threads it starts inherit it, tesseract's included. Elsewhere it would lower the
 * whole server, so it is left alone.
 */
function lowerThreadPriority(): void {
  if (process.platform !== 'linux') return;
  try {
    os.setPriority(0, os.constants.priority.PRIORITY_LOW);
  } catch {
    // Not allowed (a sandbox): the thread keeps the server's priority.
  }
}
