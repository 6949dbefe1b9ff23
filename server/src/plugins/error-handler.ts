import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ErrorBody, ValidationIssue } from '@astor/contract/errors';
import { humanIssueMessage } from '@astor/contract/issue-messages';
import { AppError, DISK_FULL_DETAIL, isDiskFull } from '../errors.js';

const REFERENCED_DETAIL = 'This record is referenced by other items and cannot be deleted.';

/** PostgreSQL error codes we answer with a 4xx; Drizzle wraps the driver's error in `cause`. */
function postgresErrorCode(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * What may be logged of an error: a database error's cause and query, never its parameters (they can
 * hold password hashes, tokens and personal data).
 */
export function loggable(error: unknown): unknown {
  const query = (error as { query?: unknown }).query;
  if (typeof query === 'string' && 'params' in (error as object)) {
    const cause = (error as { cause?: unknown }).cause as { message?: string; code?: string } | undefined;
    return { type: 'DatabaseError', query, code: cause?.code, message: cause?.message };
  }
  return error;
}

function toLoc(context: string | undefined, instancePath: string): (string | number)[] {
  const parts = instancePath
    .split('/')
    .filter(Boolean)
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
  return [context ?? 'body', ...parts];
}

/**
 * One error policy (docs/style.md#errors): services throw AppError; validation becomes 422 with FastAPI-style
 * `detail` entries; database constraint errors become 409; a full disk is 507; anything else is a 500
 * whose text never leaves the server. Every body carries `code` and `request_id`.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  // A field without a message of its own still gets a sentence naming it ("Rent due day is required"),
  // never zod's wording ("Invalid input: expected string, received undefined").
  z.config({ customError: humanIssueMessage });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const send = (status: number, body: Omit<ErrorBody, 'request_id'>) =>
      reply.status(status).send({ ...body, request_id: request.id });

    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, error.detail);
      return reply.headers(error.headers).status(error.status).send({
        detail: error.detail,
        code: error.code,
        request_id: request.id,
      });
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      // A path parameter names a record: one that cannot be an id or token (too long) names none.
      if (error.validationContext === 'params') return send(404, { detail: 'Not found', code: 'not_found' });
      const detail: ValidationIssue[] = error.validation.map((issue) => ({
        loc: toLoc(error.validationContext, issue.instancePath),
        msg: issue.message ?? 'Invalid value',
        type: issue.keyword,
      }));
      return send(422, { detail, code: 'validation_error' });
    }

    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return send(500, { detail: 'Internal Server Error', code: 'internal' });
    }

    if (isDiskFull(error)) {
      request.log.error({ err: loggable(error) }, 'disk full');
      return send(507, { detail: DISK_FULL_DETAIL, code: 'insufficient_storage' });
    }

    const pgCode = postgresErrorCode(error);
    if (pgCode === '23503') return send(409, { detail: REFERENCED_DETAIL, code: 'referenced' });
    if (pgCode === '23505') return send(409, { detail: 'This record already exists.', code: 'conflict' });
    // Safety nets: a malformed id is a missing record; text PostgreSQL cannot store is bad input.
    if (pgCode === '22P02') return send(404, { detail: 'Not found', code: 'not_found' });
    if (pgCode === '22021' || pgCode === '22P05') {
      return send(422, {
        detail: 'The request contains characters that cannot be stored.',
        code: 'validation_error',
      });
    }

    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: loggable(error) }, 'unhandled error');
      return send(500, { detail: 'Internal Server Error', code: 'internal' });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || status === 415) {
      return send(415, { detail: 'Unsupported content type', code: 'unsupported_media_type' });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return send(400, { detail: 'The request body is not valid JSON.', code: 'bad_request' });
    }
    if (status === 413) return send(413, { detail: 'The request is too large.', code: 'payload_too_large' });
    if (status === 429)
      return send(429, { detail: 'Too many requests. Please slow down.', code: 'too_many_requests' });
    return send(status, { detail: error.message, code: 'bad_request' });
  });
}
