import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChangeFeed, type ChangeEvent } from '../cache/change-feed.js';
import type { AuthenticatedUser } from '../modules/auth/auth.service.js';
import { buildTestApp, type TestContext } from '../testing/build-test-app.js';
import { declarationProblem, registerWriteEffects, type WriteEffect } from './write-effects.js';

describe('every write route of the app', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it('declares what it causes in its own options (config.effects)', () => {
    const problems = ctx.app.writeRoutes
      .map((route) => ({ route: `${route.method} ${route.url}`, problem: declarationProblem(route.effects) }))
      .filter(({ problem }) => problem !== undefined);
    expect(problems).toEqual([]);
  });

  it('is walked whole: the routes of every module are there, and no read', () => {
    const names = ctx.app.writeRoutes.map((route) => `${route.method} ${route.url}`);
    for (const name of [
      'POST /api/auth/login',
      'DELETE /api/users/me',
      'POST /api/incomes',
      'POST /api/processor/upload',
      'POST /api/tenant-line/:token/messages',
      'POST /api/demo/session',
    ]) {
      expect(names).toContain(name);
    }
    expect(names.filter((name) => /^(GET|HEAD|OPTIONS) /.test(name))).toEqual([]);
  });
});

describe('a declaration', () => {
  it.each<[string, readonly WriteEffect[] | undefined, string | undefined]>([
    ['none at all', undefined, 'declares no effects'],
    ['an empty list', [], 'declares no effects'],
    ['nothing beside an effect', ['nothing', 'sessions'], "declares 'nothing' beside other effects"],
    ['two extents of the data', ['ledger', 'owner-data'], 'declares more than one extent of the owner data'],
    ['nothing', ['nothing'], undefined],
    ['sessions and the data', ['sessions', 'owner-data'], undefined],
    ['the ledger and notifications', ['ledger', 'notifications'], undefined],
  ])('holding %s is judged', (_name, effects, problem) => {
    expect(declarationProblem(effects)).toBe(problem);
  });
});

describe('what a write causes, as its route declares', () => {
  const owner = { id: 'owner-1', username: 'owner' } as AuthenticatedUser;
  let app: FastifyInstance;
  let events: ChangeEvent[];
  let raised: string[];

  beforeAll(async () => {
    const changes = new ChangeFeed();
    changes.onChange((event) => events.push(event));
    app = Fastify();
    app.decorateRequest('user', undefined);
    app.addHook('onRequest', async (request) => {
      if (request.headers['x-signed-in']) request.user = owner;
    });
    registerWriteEffects(app, {
      changes,
      raiseNotifications: (ownerId) => raised.push(ownerId),
      changesNothing: (request) => request.headers['x-demo-visitor'] === 'yes',
    });
    const declare = (url: string, effects: readonly WriteEffect[]) =>
      app.post(url, { config: { effects } }, async (request, reply) =>
        reply.status(Number(request.headers['x-status'] ?? 200)).send({}),
      );
    declare('/nothing', ['nothing']);
    declare('/sessions', ['sessions']);
    declare('/account', ['sessions', 'owner-data']);
    declare('/data', ['owner-data', 'notifications']);
    declare('/ledger', ['ledger', 'notifications']);
    declare('/expenses', ['expenses']);
    declare('/vendors', ['owner-data']);
    app.post('/undeclared', async () => ({}));
    app.get('/read', { config: { effects: ['owner-data', 'notifications'] } }, async () => ({}));
    await app.ready();
  });
  afterAll(() => app.close());

  async function send(method: 'GET' | 'POST', url: string, headers: Record<string, string> = {}) {
    events = [];
    raised = [];
    await app.inject({ method, url, headers });
    return { events, raised };
  }
  const signedIn = { 'x-signed-in': 'yes' };

  it('lists the write routes with their declarations, undeclared ones too, and no read', () => {
    expect(app.writeRoutes).toContainEqual({ method: 'POST', url: '/expenses', effects: ['expenses'] });
    expect(app.writeRoutes).toContainEqual({ method: 'POST', url: '/undeclared', effects: undefined });
    expect(app.writeRoutes.some((route) => route.url === '/read')).toBe(false);
  });

  it('announces nothing for a read, a write of nothing, or a demo visitor’s write', async () => {
    expect(await send('GET', '/read', signedIn)).toEqual({ events: [], raised: [] });
    expect(await send('POST', '/nothing', signedIn)).toEqual({ events: [], raised: [] });
    expect(await send('POST', '/data', { ...signedIn, 'x-demo-visitor': 'yes' })).toEqual({
      events: [],
      raised: [],
    });
  });

  it('publishes sessions alone for a public sign-in write', async () => {
    expect(await send('POST', '/sessions')).toEqual({ events: [{ kind: 'sessions' }], raised: [] });
  });

  it('publishes sessions and the whole of the owner’s data for an account write, raising nothing', async () => {
    expect(await send('POST', '/account', signedIn)).toEqual({
      events: [{ kind: 'sessions' }, { kind: 'owner', ownerId: 'owner-1' }],
      raised: [],
    });
  });

  it('publishes as narrow a change as declared, and raises notifications only when declared', async () => {
    expect(await send('POST', '/ledger', signedIn)).toEqual({
      events: [{ kind: 'owner', ownerId: 'owner-1', only: 'ledger' }],
      raised: ['owner-1'],
    });
    expect(await send('POST', '/expenses', signedIn)).toEqual({
      events: [{ kind: 'owner', ownerId: 'owner-1', only: 'expenses' }],
      raised: [],
    });
    expect(await send('POST', '/vendors', signedIn)).toEqual({
      events: [{ kind: 'owner', ownerId: 'owner-1' }],
      raised: [],
    });
  });

  it('still publishes a failed write, but raises no notification for it', async () => {
    expect(await send('POST', '/data', { ...signedIn, 'x-status': '422' })).toEqual({
      events: [{ kind: 'owner', ownerId: 'owner-1' }],
      raised: [],
    });
  });

  it('publishes every owner’s data for a public write that touches data', async () => {
    expect(await send('POST', '/vendors')).toEqual({ events: [{ kind: 'everything' }], raised: [] });
  });

  it('treats an undeclared write as the widest one', async () => {
    expect(await send('POST', '/undeclared', signedIn)).toEqual({
      events: [{ kind: 'owner', ownerId: 'owner-1' }],
      raised: ['owner-1'],
    });
    expect(await send('POST', '/no-such-route')).toEqual({ events: [{ kind: 'everything' }], raised: [] });
  });
});
