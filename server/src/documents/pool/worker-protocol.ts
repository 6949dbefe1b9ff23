/**
 * What crosses the process boundary (IPC with the 'advanced', structured-clone serialisation). Errors are
 * sent as data: a thrown AppError would arrive as a plain Error, losing its code.
 */
import { AppError, type ErrorCode } from '../../errors.js';
import { asExtractionError, EXTRACTION_MESSAGES } from '../extract/extract-errors.js';
import type { ExtractOptions } from '../extract/extract-text.js';
import type { Extraction } from '../types.js';

/** Server → reader process: one document. */
export type WorkerMessage = { id: number; bytes: Uint8Array; options: ExtractOptions };

export type WorkerReply =
  | { ok: true; extraction: Extraction }
  /** `cause`: the unexpected error's own message, for the server log only (never shown to users). */
  | { ok: false; code: ErrorCode; detail: string; cause?: string };

/**
 * Reader process → server: ready for work, pages read so far of a document (for the upload wizard's
 * "Reading page 3 of 16..."), or a document's answer and the process's size after it.
 */
export type ProcessMessage =
  | { type: 'ready' }
  | { type: 'progress'; id: number; pagesRead: number; pageCount: number }
  | { type: 'done'; id: number; reply: WorkerReply; rssBytes?: number };

export function toFailureReply(error: unknown): WorkerReply {
  const known = asExtractionError(error);
  if (error instanceof AppError || known.detail !== EXTRACTION_MESSAGES.damaged) {
    return { ok: false, code: known.code, detail: known.detail };
  }
  return {
    ok: false,
    code: 'unprocessable',
    detail: EXTRACTION_MESSAGES.damaged,
    cause: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
  };
}

export function fromFailureReply(reply: Extract<WorkerReply, { ok: false }>): AppError {
  return new AppError(reply.code, reply.detail);
}
