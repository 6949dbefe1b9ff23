/**
 * What crosses the thread boundary. Errors are sent as data: a thrown AppError would arrive as a plain
 * Error (structured clone keeps only name, message and stack), losing its code.
 */
import { AppError, type ErrorCode } from '../../errors.js';
import { EXTRACTION_MESSAGES } from '../extract/extract-errors.js';
import type { ExtractOptions } from '../extract/extract-text.js';
import type { Extraction } from '../types.js';

export type WorkerTask = { bytes: Uint8Array; options: ExtractOptions };

export type WorkerReply =
  | { ok: true; extraction: Extraction }
  /** `cause`: the unexpected error's own message, for the server log only (never shown to users). */
  | { ok: false; code: ErrorCode; detail: string; cause?: string };

export function toFailureReply(error: unknown): WorkerReply {
  if (error instanceof AppError) return { ok: false, code: error.code, detail: error.detail };
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
