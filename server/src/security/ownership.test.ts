/**
 * Ownership (docs/architecture.md#security-tests): generated from the real app's OpenAPI document, so a new
 * route is covered (or the suite fails and says which seed to add). A record of another owner is
 * indistinguishable from a missing one (404), and nothing of it is ever shown or changed.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  buildTestApp,
  signUp,
  type SignedUpUser,
  type TestContext,
} from '../testing/build-test-app.js';
import {
  findForbiddenKeys,
  findRecord,
  maskedReply,
  replyJson,
  replyText,
  withoutVolatileKeys,
} from './reply-checks.js';
import {
  describeOperation,
  listOperations,
  referenceIds,
  SEEDED_COLLECTIONS,
  seedOwner,
  uniqueAddress,
  type Collection,
  type OpenApiOperation,
  type SeededOwner,
} from './seed-owner.js';

/** Routes any visitor may call, each with the reason it needs no owner check. */
const PUBLIC_ROUTES: Record<string, string> = {
  'GET /api/healthz': 'liveness probe: no data',
  'GET /api/readyz': 'readiness probe: no data',
  'GET /api/config': 'public configuration the sign-in page needs (no secrets)',
  'POST /api/contact': 'public contact form: writes a message, reads nothing back',
  'POST /api/auth/signup': 'creates an account: no session yet',
  'POST /api/auth/login': 'starts a session: rate-limited (auth-attacks.test.ts)',
  'POST /api/auth/refresh': 'the HttpOnly refresh cookie is the credential (auth-attacks.test.ts)',
  'POST /api/auth/logout': 'ends the caller’s own session only; harmless without one',
  'POST /api/auth/forgot-password': 'answers alike for every address; mails only the account holder',
  'POST /api/auth/reset-password': 'the single-use mailed token is the credential',
  'GET /api/auth/login/google': 'redirect to the identity provider',
  'POST /api/demo/session':
    'signs into the shared demo account of made-up data, which its guard keeps read-only (demo.routes.test.ts)',
  'GET /api/calendar/feed/{file}': 'the unguessable token in the URL is the credential (tested below)',
  'GET /api/tenant-line/{token}': 'tenant line: the unguessable link token is the credential (tested below)',
  'POST /api/tenant-line/{token}/messages': 'tenant line: the link token is the credential (tested below)',
};

/** A body that would change the record, per collection, so that a 404 is about ownership, not validation. */
const PATCH_BODIES: Partial<Record<Collection, Record<string, unknown>>> = {
  // The pin too: it is moved by hand on the map with this route.
  properties: { address: 'Hijacked', latitude: 1, longitude: 1 },
  tenants: { first_name: 'Hijacked' },
  leases: { rent_amount_monthly: 1 },
  contracts: { description: 'Hijacked' },
  maintenance: { title: 'Hijacked', status: 'Completed' },
  incomes: { amount: 1 },
  expenses: { amount: 1 },
  invoices: { amount: 1, status: 'paid' },
  vendors: { name: 'Hijacked' },
  'calendar/events': { title: 'Hijacked' },
  compliance: { title: 'Hijacked', done: true },
};

/**
 * Valid bodies for POSTs under a record (`POST /api/leases/{id}/...`), by operation, so that a 404 is about
 * ownership, not validation.
 */
const POST_BODIES: Record<string, Record<string, unknown>> = {
  'POST /api/leases/{id}/charges': { description: 'Hijacked', amount: 1, due_date: '2026-06-01' },
  'POST /api/leases/{id}/deposit/entries': { kind: 'returned', amount: 1, date: '2026-01-01' },
};

/** The body sent with an operation on another owner's record: a valid change, or none. */
const bodyFor = (operation: OpenApiOperation): Record<string, unknown> | undefined =>
  operation.method === 'PATCH'
    ? PATCH_BODIES[collectionOf(operation.path) as Collection]
    : operation.method === 'POST'
      ? POST_BODIES[operationKey(operation)]
      : undefined;

/** Values for query parameters by name; ids are filled in with the victim's (a stranger filtering by them). */
const QUERY_VALUES: Record<string, (owner: SeededOwner) => string> = {
  q: (owner) => owner.marker,
  as_of: () => '2026-06-30',
  from: () => '2026-01-01',
  to: () => '2026-12-31',
  year: () => '2026',
  tz: () => 'America/Chicago',
  lease_type: () => 'residential',
  status: () => 'Pending',
  type: () => 'income',
  category: () => 'Repairs',
  sort: () => 'property',
  order: () => 'asc',
  limit: () => '10',
  offset: () => '0',
  ...Object.fromEntries(
    Object.keys({ property_id: 0, tenant_id: 0, lease_id: 0 }).map((name) => [
      name,
      (owner: SeededOwner) => referenceIds(owner)[name] as string,
    ]),
  ),
};

const operationKey = describeOperation;
const isExempt = (operation: OpenApiOperation) => operationKey(operation) in PUBLIC_ROUTES;

/** 'properties' for /api/properties/{id}, 'calendar/events' for /api/calendar/events/{id}. */
function collectionOf(path: string): string {
  return path.replace(/^\/api\//, '').split('/{')[0] as string;
}

let ctx: TestContext;
let operations: OpenApiOperation[];
let alice: SeededOwner;
/** The intruder: no data of their own. */
let mallory: SignedUpUser;
/** A pristine user: what a user without data sees. */
let carol: SignedUpUser;
/** Every reply of this suite, walked at the end for fields that must never leave the server. */
const replies: { label: string; response: LightMyRequestResponse }[] = [];

async function call(
  user: SignedUpUser | undefined,
  method: string,
  url: string,
  payload?: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  const response = await ctx.app.inject({
    method: method as 'GET',
    url,
    headers: user ? bearer(user.token) : {},
    ...(payload ? { payload } : {}),
  });
  replies.push({ label: `${method} ${url}`, response });
  return response;
}

const urlFor = (operation: OpenApiOperation, id: string) => operation.path.replace(/\{[^}]+\}/g, id);
const hasOperation = (method: string, path: string) =>
  operations.some((operation) => operation.method === method && operation.path === path);

/** How the owner reads one record back: GET /{id} when there is one, else its list. */
async function readBack(owner: SeededOwner, collection: Collection): Promise<unknown> {
  const id = owner.ids[collection];
  if (hasOperation('GET', `/api/${collection}/{id}`)) {
    const response = await call(owner.user, 'GET', `/api/${collection}/${id}`);
    return { status: response.statusCode, record: withoutVolatileKeys(replyJson(response)) };
  }
  const query = collection === 'calendar/events' ? '?from=2026-01-01&to=2026-12-31' : '';
  const response = await call(owner.user, 'GET', `/api/${collection}${query}`);
  return { status: response.statusCode, record: withoutVolatileKeys(findRecord(replyJson(response), id)) };
}

/**
 * Everything the owner has, read back through the API: every GET route with a path parameter (the record,
 * its file, its tenant link...), records without one from their lists, and the owner-wide settings.
 */
async function snapshot(owner: SeededOwner): Promise<Record<string, unknown>> {
  const state: Record<string, unknown> = {};
  for (const collection of SEEDED_COLLECTIONS) state[collection] = await readBack(owner, collection);
  const reads = operations.filter((o) => o.method === 'GET' && o.pathParams.length > 0 && !isExempt(o));
  for (const operation of reads) {
    const id = owner.ids[collectionOf(operation.path) as Collection];
    const response = await call(owner.user, 'GET', urlFor(operation, id));
    const json = replyJson(response);
    state[operationKey(operation)] =
      `${response.statusCode} ${json ? JSON.stringify(withoutVolatileKeys(json)) : response.body}`;
  }
  for (const url of ['/api/chat/history', '/api/calendar/feed', '/api/notifications', '/api/users/me']) {
    state[`GET ${url}`] = replyJson(await call(owner.user, 'GET', url));
  }
  if (hasOperation('GET', '/api/tenant-conversations')) {
    state.tenantConversations = replyJson(await call(owner.user, 'GET', '/api/tenant-conversations'));
  }
  return state;
}

beforeAll(async () => {
  ctx = await buildTestApp();
  operations = await listOperations(ctx.app);
  alice = await seedOwner(ctx);
  mallory = await signUp(ctx.app, 'Mallory');
  carol = await signUp(ctx.app, 'Mallory');
});
afterAll(async () => {
  await ctx?.close();
});

describe('route inventory (from GET /api/openapi.json)', () => {
  it('lists only existing routes as public, and every other route answers 401 without a token', async () => {
    const known = new Set(operations.map(operationKey));
    expect(Object.keys(PUBLIC_ROUTES).filter((key) => !known.has(key))).toEqual([]);
    const open: string[] = [];
    for (const operation of operations.filter((o) => !isExempt(o))) {
      const response = await call(undefined, operation.method, urlFor(operation, alice.ids.properties));
      if (response.statusCode !== 401)
        open.push(`${operationKey(operation)} answered ${response.statusCode}`);
    }
    expect(open, 'routes reachable without a token: guard them or list them in PUBLIC_ROUTES').toEqual([]);
  });

  it('has a seeded record for every route with a path parameter', () => {
    const missing: string[] = [];
    for (const operation of operations.filter((o) => o.pathParams.length > 0 && !isExempt(o))) {
      const collection = collectionOf(operation.path);
      if (!(SEEDED_COLLECTIONS as readonly string[]).includes(collection)) {
        missing.push(`no ownership test for ${operationKey(operation)}: add a seed (seed-owner.ts)`);
      } else if (operation.method === 'PATCH' && !PATCH_BODIES[collection as Collection]) {
        missing.push(`no ownership test for ${operationKey(operation)}: add a body to PATCH_BODIES`);
      } else if (
        operation.method === 'POST' &&
        operation.bodyProperties.length > 0 &&
        !POST_BODIES[operationKey(operation)]
      ) {
        missing.push(`no ownership test for ${operationKey(operation)}: add a body to POST_BODIES`);
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('another user', () => {
  it('sees nothing of the owner’s data in any list or summary, filtered by the owner’s ids or not', async () => {
    const readRoutes = operations.filter(
      (o) => o.method === 'GET' && o.pathParams.length === 0 && !isExempt(o),
    );
    expect(readRoutes.length).toBeGreaterThan(20);
    const leaks: string[] = [];
    const unknownParameters = readRoutes.flatMap((o) =>
      o.queryParams.filter((p) => !QUERY_VALUES[p.name]).map((p) => `${operationKey(o)} ?${p.name}`),
    );
    expect(unknownParameters, 'add a value to QUERY_VALUES').toEqual([]);
    const aliceIds = Object.values(alice.ids);

    for (const operation of readRoutes) {
      const required = operation.queryParams.filter((p) => p.required);
      const queries = [required, operation.queryParams].map((params) =>
        params.map((p) => `${p.name}=${encodeURIComponent(QUERY_VALUES[p.name]?.(alice) ?? '')}`).join('&'),
      );
      for (const query of new Set(queries)) {
        const url = `${operation.path}${query ? `?${query}` : ''}`;
        const asMallory = await call(mallory, 'GET', url);
        const asCarol = await call(carol, 'GET', url);
        const label = `GET ${url}`;
        // Filtering by another owner's id may answer 404 (as for a missing id); without it, the route works.
        if (query === queries[0] && asMallory.statusCode >= 400) {
          leaks.push(`${label} answered ${asMallory.statusCode} ${asMallory.body}`);
        }
        const text = replyText(asMallory);
        if (text.includes(alice.marker)) leaks.push(`${label} shows the owner's text`);
        const shownIds = aliceIds.filter((id) => text.includes(id));
        if (shownIds.length > 0) leaks.push(`${label} shows the owner's ids ${shownIds.join(', ')}`);
        // A stranger's view equals a brand-new user's: no count, total or sum of the owner's either.
        if (maskedReply(asMallory, mallory.username) !== maskedReply(asCarol, carol.username)) {
          leaks.push(`${label} differs from a new user's view:\n${asMallory.body.slice(0, 400)}`);
        }
      }
    }
    expect(leaks).toEqual([]);
  });

  it('gets 404 on every route with the owner’s id, and changes nothing', async () => {
    const before = await snapshot(alice);
    // The seed is what the comparison is worth: every collection must have been read back.
    for (const collection of SEEDED_COLLECTIONS) {
      expect((before[collection] as { record: unknown }).record, collection).toBeDefined();
    }
    const wrong: string[] = [];
    for (const operation of operations.filter((o) => o.pathParams.length > 0 && !isExempt(o))) {
      const collection = collectionOf(operation.path) as Collection;
      const body = bodyFor(operation);
      const response = await call(mallory, operation.method, urlFor(operation, alice.ids[collection]), body);
      const detail = (replyJson(response) as { detail?: unknown } | undefined)?.detail;
      if (response.statusCode !== 404 || typeof detail !== 'string') {
        wrong.push(
          `${operationKey(operation)} answered ${response.statusCode} ${response.body.slice(0, 200)}`,
        );
      }
    }
    expect(wrong).toEqual([]);
    expect(await snapshot(alice)).toEqual(before);
  });

  it('cannot read, add to or delete the owner’s security deposit, by its lease or through a lease of its own', async () => {
    const before = await snapshot(alice);
    const lease = alice.ids.leases;
    const entry = alice.depositEntryId;
    const oscar = await signUp(ctx.app, 'Oscar');
    const property = await call(oscar, 'POST', '/api/properties', { address: '3 Oscar Lane' });
    const ownLease = await call(oscar, 'POST', '/api/leases', { property_id: property.json().id });
    const ownLeaseId = ownLease.json<{ id: string }>().id;
    const attempts = [
      await call(oscar, 'GET', `/api/leases/${lease}/deposit`),
      await call(oscar, 'GET', `/api/leases/${lease}/deposit/letter.pdf`),
      await call(oscar, 'POST', `/api/leases/${lease}/deposit/entries`, {
        kind: 'returned',
        amount: 1500,
        date: '2026-01-01',
      }),
      await call(oscar, 'DELETE', `/api/leases/${lease}/deposit/entries/${entry}`),
      await call(oscar, 'DELETE', `/api/leases/${ownLeaseId}/deposit/entries/${entry}`),
    ];
    expect(attempts.map((response) => response.statusCode)).toEqual([404, 404, 404, 404, 404]);
    expect(replyText(attempts[0] as LightMyRequestResponse)).not.toContain(alice.marker);
    const own = await call(oscar, 'GET', `/api/leases/${ownLeaseId}/deposit`);
    expect(own.json()).toMatchObject({ received: 0, entries: [] });
    expect(await snapshot(alice)).toEqual(before);
  });

  it('cannot read, add to or delete the owner’s lease charges, statement or unmatched payments, by its lease or through a lease of its own', async () => {
    const before = await snapshot(alice);
    const lease = alice.ids.leases;
    const charge = alice.leaseChargeId;
    const otto = await signUp(ctx.app, 'Otto');
    const property = await call(otto, 'POST', '/api/properties', { address: '4 Otto Lane' });
    const ownLease = await call(otto, 'POST', '/api/leases', {
      property_id: property.json().id,
      rent_amount_monthly: 100,
      start_date: '2026-01-01',
    });
    const ownLeaseId = ownLease.json<{ id: string }>().id;
    const attempts = [
      await call(otto, 'GET', `/api/leases/${lease}/statement`),
      await call(otto, 'POST', `/api/leases/${lease}/charges`, {
        description: 'X',
        amount: 1,
        due_date: '2026-01-01',
      }),
      await call(otto, 'DELETE', `/api/leases/${lease}/charges/${charge}`),
      await call(otto, 'DELETE', `/api/leases/${ownLeaseId}/charges/${charge}`),
    ];
    expect(attempts.map((response) => response.statusCode)).toEqual([404, 404, 404, 404]);
    const own = await call(otto, 'GET', `/api/leases/${ownLeaseId}/statement?from=2026-01-01&to=2026-03-31`);
    expect(own.statusCode).toBe(200);
    expect(replyText(own)).not.toContain(alice.marker);
    expect(replyText(own)).not.toContain(charge);
    for (const url of [
      '/api/reports/rent-roll?as_of=2026-03-31',
      '/api/reports/rent-roll.csv',
      '/api/rent-payments/unmatched',
    ]) {
      const text = replyText(await call(otto, 'GET', url));
      expect(text, url).not.toContain(alice.marker);
      expect(text, url).not.toContain(lease);
      expect(text, url).not.toContain(alice.unmatchedIncomeId);
    }
    // The owner's own views hold them.
    const owners = await call(alice.user, 'GET', '/api/rent-payments/unmatched');
    expect(replyText(owners)).toContain(alice.unmatchedIncomeId);
    const statement = await call(
      alice.user,
      'GET',
      `/api/leases/${lease}/statement?from=2026-01-01&to=2026-12-31`,
    );
    expect(replyText(statement)).toContain(charge);
    expect(await snapshot(alice)).toEqual(before);
  });

  it('cannot point its own records at the owner’s records (ids in request bodies)', async () => {
    const eve = await seedOwner(ctx, 'Eve');
    const aliceRefs = referenceIds(alice);
    const before = await snapshot(alice);
    const problems: string[] = [];
    const referencing = operations.filter(
      (o) => !isExempt(o) && o.bodyProperties.some((name) => name.endsWith('_id')),
    );
    expect(referencing.length).toBeGreaterThan(10);
    for (const operation of referencing) {
      const key = operationKey(operation);
      const collection = collectionOf(operation.path) as Collection;
      const base = operation.method === 'POST' ? eve.creations[key] : {};
      if (!base || (operation.pathParams.length > 0 && !eve.ids[collection])) {
        problems.push(`no cross-reference test for ${key}: add its creation to seed-owner.ts`);
        continue;
      }
      const url = urlFor(operation, eve.ids[collection]);
      for (const field of operation.bodyProperties.filter((name) => name.endsWith('_id'))) {
        const victimId = aliceRefs[field];
        if (!victimId) {
          problems.push(`no cross-reference test for ${key} field ${field}: add it to referenceIds()`);
          continue;
        }
        const response = await call(eve.user, operation.method, url, { ...base, [field]: victimId });
        if (response.statusCode !== 404 && response.statusCode !== 422) {
          problems.push(
            `${key} with the owner's ${field} answered ${response.statusCode} ${response.body.slice(0, 200)}`,
          );
        }
      }
    }
    expect(problems).toEqual([]);
    // Nothing of Eve's now refers to Alice's records, and Alice's records are as they were.
    const eveState = JSON.stringify(await snapshot(eve));
    expect(Object.values(alice.ids).filter((id) => eveState.includes(id))).toEqual([]);
    expect(await snapshot(alice)).toEqual(before);
  });

  it('cannot touch the owner’s data with its own bulk actions (clear chat, read all, revoke feed, sign out everywhere, delete account)', async () => {
    const trudy = await signUp(ctx.app, 'Trudy');
    const before = await snapshot(alice);
    expect((await call(trudy, 'POST', '/api/chat/copilot', { message: 'hello' })).statusCode).toBe(200);
    for (const [method, url] of [
      ['DELETE', '/api/chat/history'],
      ['POST', '/api/notifications/read-all'],
      ['DELETE', '/api/calendar/feed'],
      ['DELETE', '/api/users/me/sessions'],
    ] as const) {
      expect((await call(trudy, method, url)).statusCode, `${method} ${url}`).toBe(200);
    }
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: trudy.username, password: trudy.password },
      remoteAddress: uniqueAddress(),
    });
    const again = { ...trudy, token: login.json<{ access_token: string }>().access_token };
    expect((await call(again, 'DELETE', '/api/users/me', { password: trudy.password })).statusCode).toBe(200);
    expect(await snapshot(alice)).toEqual(before);
  });

  it('cannot read the owner’s calendar feed without its token', async () => {
    const feedPath = new URL(alice.feedUrl).pathname;
    const own = await call(undefined, 'GET', feedPath);
    expect(own.statusCode).toBe(200);
    expect(own.body).toContain(alice.marker);
    const token = feedPath.replace(/^.*\//, '').replace(/\.ics$/, '');
    const guesses = [
      `${token.slice(0, -1)}x.ics`,
      `${alice.userId}.ics`,
      `${alice.ids.properties}.ics`,
      'x.ics',
      '%00.ics',
      "1'%20OR%20'1'%3D'1.ics",
      `${'a'.repeat(300)}.ics`,
    ];
    const answers: string[] = [];
    for (const guess of guesses) {
      answers.push(
        `${guess.slice(0, 40)} ${(await call(undefined, 'GET', `/api/calendar/feed/${guess}`)).statusCode}`,
      );
    }
    expect(answers).toEqual(guesses.map((guess) => `${guess.slice(0, 40)} 404`));
  });
});

describe('the tenant line (public, by link token)', () => {
  it('shows only the street and city, answers 404 to any other token, and keeps conversations per link', async () => {
    if (!alice.tenantLine) {
      // The app has no tenant line: nothing public to test (and the route inventory would list it).
      expect(hasOperation('GET', '/api/tenant-line/{token}')).toBe(false);
      return;
    }
    const { token, conversationId } = alice.tenantLine;
    const line = await call(undefined, 'GET', `/api/tenant-line/${token}`);
    expect(line.statusCode).toBe(200);
    expect(Object.keys(line.json<{ property: object }>().property).sort()).toEqual(['address', 'city']);
    const shown = line.body;
    for (const secret of [alice.user.username, 'Tina', ...Object.values(alice.ids), conversationId]) {
      expect(shown).not.toContain(secret);
    }

    const guesses = [
      `${token.slice(0, -1)}${token.endsWith('x') ? 'y' : 'x'}`,
      alice.ids.properties,
      'x',
      '%00',
      "1'%20OR%20'1'%3D'1",
    ];
    const answers: string[] = [];
    for (const guess of guesses) {
      const get = await call(undefined, 'GET', `/api/tenant-line/${guess}`);
      const post = await call(undefined, 'POST', `/api/tenant-line/${guess}/messages`, {
        message: 'The roof leaks',
      });
      answers.push(`${guess} ${get.statusCode} ${post.statusCode}`);
    }
    expect(answers).toEqual(guesses.map((guess) => `${guess} 404 404`));

    // A tenant of another landlord names Alice's conversation: the message never lands in it.
    const before = await snapshot(alice);
    const other = await signUp(ctx.app, 'Other Landlord');
    const otherProperty = await call(other, 'POST', '/api/properties', { address: '9 Elsewhere Road' });
    const otherLink = await call(other, 'POST', `/api/properties/${otherProperty.json().id}/tenant-link`);
    const otherToken = otherLink.json<{ url: string }>().url.split('/t/')[1] as string;
    const intruding = await call(undefined, 'POST', `/api/tenant-line/${otherToken}/messages`, {
      message: 'Append this to the other conversation please',
      conversation_id: conversationId,
    });
    expect([200, 404, 422]).toContain(intruding.statusCode);
    if (intruding.statusCode === 200) expect(intruding.json().conversation_id).not.toBe(conversationId);
    expect(await snapshot(alice)).toEqual(before);
  });
});

describe('odd ids', () => {
  it('answer 404 or 422, never a 5xx, on every route with a path parameter', async () => {
    const odd = [
      'not-a-uuid',
      "1' OR '1'='1",
      '00000000-0000-0000-0000-000000000000',
      `${alice.ids.properties}x`,
      '%00',
      '..%2F..%2Fetc%2Fpasswd',
      'x'.repeat(100),
    ];
    const wrong: string[] = [];
    for (const operation of operations.filter((o) => o.pathParams.length > 0 && !isExempt(o))) {
      const body = bodyFor(operation);
      for (const id of odd) {
        const response = await call(alice.user, operation.method, urlFor(operation, id), body);
        if (response.statusCode !== 404 && response.statusCode !== 422) {
          wrong.push(`${operationKey(operation)} with id ${id} answered ${response.statusCode}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('replies', () => {
  it('never carry a password, a hash, a token hash or a storage key (every reply of this suite)', () => {
    expect(replies.length).toBeGreaterThan(200);
    const found = replies.flatMap(({ label, response }) =>
      findForbiddenKeys(replyJson(response)).map((path) => `${label}: ${path}`),
    );
    expect(found).toEqual([]);
    const texts = replies.map(({ response }) => replyText(response)).join('\n');
    expect(texts).not.toContain(alice.user.password);
    expect(texts).not.toMatch(/scrypt\$/);
  });
});
