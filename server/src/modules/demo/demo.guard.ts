import { DEMO_READ_ONLY_DETAIL, DEMO_USERNAME } from '@astor/contract/demo';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../errors.js';

const CHANGES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * What a demo session may still send. Signing out and refreshing end or renew the visitor's own session,
 * and the session route starts one: none changes the workspace. Ending other sessions (DELETE
 * /api/users/me/sessions, and .../sessions/:id) is not here: a visitor cannot sign other visitors out.
 *
 * The assistant (POST /api/chat/copilot) is refused too: the demo account is shared, so a visitor's
 * questions would show in every other visitor's chat history until the reset, and an emergency message
 * opens a maintenance request (assistant/emergency-escalation.ts), which is a change to the workspace.
 */
export const DEMO_ALLOWED_CHANGES = new Set([
  'POST /api/auth/logout',
  'POST /api/auth/refresh',
  'POST /api/demo/session',
]);

/** Whether this request is a change attempted from a demo session (the only thing the guard refuses). */
export function isDemoChange(request: FastifyRequest): boolean {
  if (request.user?.username !== DEMO_USERNAME || !CHANGES.has(request.method)) return false;
  return !DEMO_ALLOWED_CHANGES.has(`${request.method} ${request.routeOptions.url ?? request.url}`);
}

/**
 * Keeps the demo read-only: any change a demo session asks for under /api answers 403 with one sentence.
 * It runs after the route's own authentication (`onRequest: requireUser` sets `request.user`) and before
 * the body is validated or used (an upload's file is not read at all). The demo account is known by its
 * username, so the guard needs no lookup. Routes that do not authenticate (sign-in, the contact form,
 * the tenant line) do not act as the demo account.
 */
export function registerDemoGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (isDemoChange(request)) throw new AppError('forbidden', DEMO_READ_ONLY_DETAIL);
  });
}
