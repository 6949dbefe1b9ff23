import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.js';

/** URLs as logged: secrets carried in paths and query strings are replaced. */
export function redactUrl(url: string): string {
  return url
    .replace(/([?&](?:token|code|state)=)[^&#]*/gi, '$1[redacted]')
    .replace(/(\/api\/calendar\/feed\/|\/api\/tenant-line\/|^\/t\/)[^/?#]+/, '$1[redacted]');
}

const hasNul = (value: unknown, depth = 0): boolean => {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  return Object.entries(value as Record<string, unknown>).some(
    ([key, item]) => key.includes('\u0000') || hasNul(item, depth + 1),
  );
};

/**
 * PostgreSQL text cannot hold NUL: such input is refused up front with a clear 422.
 * Many clients send `Content-Type: application/json` and no body on a request that takes none (sign-out,
 * refresh, a delete): that is no body, not bad JSON. A route that takes a body still answers an empty one
 * with 400, before its own validation.
 */
export function registerRequestHygiene(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text === '' && !request.routeOptions.schema?.body) done(null, undefined);
    else parseJson(request, text, done);
  });
  app.addHook('preValidation', async (request) => {
    // Path parameters are left to the routes: a malformed id or token is simply not found (404).
    if (hasNul(request.body) || hasNul(request.query)) {
      throw new AppError('unprocessable', 'The request contains characters that cannot be stored.');
    }
  });
}
