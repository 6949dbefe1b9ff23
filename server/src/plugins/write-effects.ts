import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ChangeEvent, ChangeFeed } from '../cache/change-feed.js';

/**
 * What a write may cause besides its own work, declared by each write route in its options
 * (`config: { effects: [...] }`) and carried out by one `onSend` hook (docs/decisions/0008-write-effects.md):
 *
 * - `nothing`: it changes no one's data (reading a document's type, opening a demo session). Alone.
 * - `sessions`: it may end or change sessions or a user (sign-in and out, password, profile, account).
 * - `owner-data`: it may change anything of the signed-in owner's; on a public route, of any owner's.
 * - `ledger`: as `owner-data`, but only the ledger (incomes, expenses, payments): answers that do not read
 *   the ledger stay cached through it.
 * - `expenses`: as `ledger`, but only expenses: what reads rent and not expenses stays cached.
 * - `notifications`: it can make a lease end, rent fall late, compliance fall due or an emergency open, so
 *   the owner's notifications are raised again after it succeeds.
 */
export const WRITE_EFFECTS = [
  'nothing',
  'sessions',
  'owner-data',
  'ledger',
  'expenses',
  'notifications',
] as const;
export type WriteEffect = (typeof WRITE_EFFECTS)[number];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What this route causes when it writes (required on every route but GET, HEAD and OPTIONS). */
    effects?: readonly WriteEffect[];
  }
  interface FastifyInstance {
    /** Every write route with the effects it declares, as registered: what the effects test walks. */
    writeRoutes: readonly WriteRoute[];
  }
}

export type WriteRoute = { method: string; url: string; effects: readonly WriteEffect[] | undefined };

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
const DATA_EFFECTS: readonly WriteEffect[] = ['owner-data', 'ledger', 'expenses'];

/**
 * What is wrong with a write route's declaration, or undefined when it holds: it names at least one
 * effect, `nothing` stands alone, and it names at most one extent of the owner's data.
 */
export function declarationProblem(effects: readonly WriteEffect[] | undefined): string | undefined {
  if (!effects || effects.length === 0) return 'declares no effects';
  if (effects.includes('nothing') && effects.length > 1) return "declares 'nothing' beside other effects";
  if (effects.filter((effect) => DATA_EFFECTS.includes(effect)).length > 1) {
    return 'declares more than one extent of the owner data';
  }
  return undefined;
}

// A request no route matched declares nothing: it is treated as the widest write, as a route would be.
const UNDECLARED: readonly WriteEffect[] = ['owner-data', 'notifications'];

/** The change-feed news of a signed-in owner's write, as narrow as the route declares. */
function ownerChange(ownerId: string, effects: readonly WriteEffect[]): ChangeEvent {
  if (effects.includes('expenses')) return { kind: 'owner', ownerId, only: 'expenses' };
  if (effects.includes('ledger')) return { kind: 'owner', ownerId, only: 'ledger' };
  return { kind: 'owner', ownerId };
}

export type WriteEffectsOptions = {
  changes: ChangeFeed;
  /** Raises the owner's notifications again, without the answer waiting for it. */
  raiseNotifications: (ownerId: string, request: FastifyRequest) => void;
  /** Writes that change nothing whatever their route declares (a demo visitor's question). */
  changesNothing: (request: FastifyRequest) => boolean;
};

/**
 * Reads each write route's declared effects and carries them out before the answer leaves, whatever its
 * status: a write that failed half-way may still have changed something, and the client's next read must
 * never be served from before its own write. Register it before the routes.
 */
export function registerWriteEffects(app: FastifyInstance, options: WriteEffectsOptions): void {
  const writeRoutes: WriteRoute[] = [];
  app.decorate('writeRoutes', writeRoutes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (!READS.has(method)) writeRoutes.push({ method, url: route.url, effects: route.config?.effects });
    }
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (READS.has(request.method)) return payload;
    const effects = request.routeOptions.config.effects ?? UNDECLARED;
    if (effects.includes('nothing') || options.changesNothing(request)) return payload;
    if (effects.includes('sessions')) options.changes.publish({ kind: 'sessions' });
    const touchesData = effects.some((effect) => DATA_EFFECTS.includes(effect));
    if (request.user) {
      if (touchesData) options.changes.publish(ownerChange(request.user.id, effects));
      if (reply.statusCode < 400 && effects.includes('notifications')) {
        options.raiseNotifications(request.user.id, request);
      }
    } else if (touchesData) {
      // A public write (a tenant's message, a contact form), or a guarded one refused before it ran: whose
      // data it touched is not known, so every owner's answers are recomputed.
      options.changes.publish({ kind: 'everything' });
    }
    return payload;
  });
}
