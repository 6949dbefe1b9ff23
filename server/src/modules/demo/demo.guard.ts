import { DEMO_READ_ONLY_DETAIL, DEMO_USERNAME } from '@astor/contract/demo';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../errors.js';

const CHANGES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * What a demo session may still send. Signing out and refreshing end or renew the visitor's own session,
 * and the session route starts one: none changes the workspace. Ending other sessions (DELETE
 * /api/users/me/sessions, and .../sessions/:id) is not here: a visitor cannot sign other visitors out.
 *
 * Asking the assistant is allowed too (DEMO_VISITOR_WRITES): questions change nothing in the demo.
 */
export const DEMO_ALLOWED_CHANGES = new Set([
  'POST /api/auth/logout',
  'POST /api/auth/refresh',
  'POST /api/demo/session',
]);

/**
 * What a demo session may write to its own conversation with the assistant, and nothing else: asking a
 * question and clearing the conversation. The demo account is shared, so each visitor's exchanges are kept
 * by their session, never in the account's chat history (assistant/demo-conversations.ts), and an emergency
 * gets the safety guidance without a maintenance request being filed (assistant/emergency-escalation.ts).
 * The workspace does not change: these writes tell no cache and raise no notification
 * (`changesNothing` of plugins/write-effects.ts, in app.ts).
 */
export const DEMO_VISITOR_WRITES = new Set(['POST /api/chat/copilot', 'DELETE /api/chat/history']);

const routeOf = (request: FastifyRequest) => `${request.method} ${request.routeOptions.url ?? request.url}`;

/** Whether this request is a demo session writing only to the visitor's own conversation. */
export function isDemoVisitorWrite(request: FastifyRequest): boolean {
  return request.user?.username === DEMO_USERNAME && DEMO_VISITOR_WRITES.has(routeOf(request));
}

/** Whether this request is a change attempted from a demo session (the only thing the guard refuses). */
export function isDemoChange(request: FastifyRequest): boolean {
  if (request.user?.username !== DEMO_USERNAME || !CHANGES.has(request.method)) return false;
  const route = routeOf(request);
  return !DEMO_ALLOWED_CHANGES.has(route) && !DEMO_VISITOR_WRITES.has(route);
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
