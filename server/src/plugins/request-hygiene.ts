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

/** PostgreSQL text cannot hold NUL: such input is refused up front with a clear 422. */
export function registerRequestHygiene(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    // Path parameters are left to the routes: a malformed id or token is simply not found (404).
    if (hasNul(request.body) || hasNul(request.query)) {
      throw new AppError('unprocessable', 'The request contains characters that cannot be stored.');
    }
  });
}
