import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The error policy (error-handler.ts) for what fails before a route is found, where Fastify would answer
 * in its own shape: every body is `{"detail": ...}` with a code and a request id.
 */

type Answer = { status: number; detail: string; code: string };

/**
 * Node's HTTP parser refuses a request before Fastify sees it: headers over Node's limit (16 KiB, e.g. a
 * huge Authorization header), a malformed request, one too slow to arrive. The answer is written on the
 * socket, which is then closed.
 */
export function answerClientError(this: FastifyInstance, error: ConnectionError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const answer: Answer =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? { status: 431, detail: 'The request headers are too large.', code: 'headers_too_large' }
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? { status: 408, detail: 'The request took too long to arrive.', code: 'request_timeout' }
        : { status: 400, detail: 'The request could not be read.', code: 'bad_request' };
  const requestId = randomUUID();
  const body = JSON.stringify({ detail: answer.detail, code: answer.code, request_id: requestId });
  this.log.debug({ err: error, code: answer.code }, 'client error');
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${answer.status} ${STATUS_CODES[answer.status] ?? ''}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        `X-Request-Id: ${requestId}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(error);
}

/**
 * The router's own errors: a path that is not valid percent-encoding, or a path parameter longer than the
 * router takes (app.ts sets that limit above any URL Node accepts, so this is a safety net). A parameter
 * that cannot be an id names no record: 404, like any unknown id.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const answer: Answer =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? { status: 404, detail: 'Not found', code: 'not_found' }
      : error.code === 'FST_ERR_BAD_URL'
        ? { status: 400, detail: 'The address of the request is not valid.', code: 'bad_request' }
        : { status: 500, detail: 'Internal Server Error', code: 'internal' };
  if (answer.status >= 500) request.log.error({ err: error }, 'router error');
  void reply
    .header('x-request-id', request.id)
    .status(answer.status)
    .send({ detail: answer.detail, code: answer.code, request_id: request.id });
}
