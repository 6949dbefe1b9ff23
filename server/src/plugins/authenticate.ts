import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';
import type { AuthenticatedUser, AuthService } from '../modules/auth/auth.service.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireUser`; present on every route that registers it. */
    user?: AuthenticatedUser;
  }
  interface FastifyInstance {
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/** `onRequest: app.requireUser` guards a route: 401 unless a valid bearer token names a live session. */
export function registerAuthentication(app: FastifyInstance, auth: AuthService): void {
  app.decorateRequest('user', undefined);
  app.decorate('requireUser', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    const user = token ? await auth.authenticate(token) : undefined;
    if (!user) throw new AppError('unauthorized', 'Not authenticated', { 'www-authenticate': 'Bearer' });
    request.user = user;
  });
}

/** The signed-in user of a guarded route. */
export function currentUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.user) throw new AppError('unauthorized', 'Not authenticated');
  return request.user;
}
