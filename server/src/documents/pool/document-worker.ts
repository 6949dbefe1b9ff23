/**
 * The pool's worker entry (one module instance per thread). Built to dist/document-worker.js by
 * server/build.mjs; run from source with `--import tsx` in development and tests.
 */
import { extractText } from '../extract/extract-text.js';
import { toFailureReply, type WorkerReply, type WorkerTask } from './worker-protocol.js';

export default async function runDocumentTask(task: WorkerTask): Promise<WorkerReply> {
  try {
    return { ok: true, extraction: await extractText(task.bytes, task.options) };
  } catch (error) {
    return toFailureReply(error);
  }
}
