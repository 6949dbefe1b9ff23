/**
 * Injection and XSS (docs/architecture.md#security-tests): hostile text is stored and shown back exactly as
 * text, always as JSON; over-long text is a 422; search and filter parameters never cause a 5xx (fast-check);
 * the CSP forbids inline script and the built web page has none.
 */
import fc from 'fast-check';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findServerRoot } from '../config/paths.js';
import {
  apiAs,
  bearer,
  buildTestApp,
  createProperty,
  signUp,
  type SignedUpUser,
  type TestContext,
} from '../testing/build-test-app.js';
import { findRecord } from './reply-checks.js';
import { listOperations, seedOwner, uniqueAddress, type SeededOwner } from './seed-owner.js';

const PAYLOADS = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'; DROP TABLE users; --",
  "Robert'); DELETE FROM properties WHERE ('1'='1",
  '**bold** _it_ [click](javascript:alert(1))',
  '{{7*7}} ${7*7} <%= 7*7 %> #{7*7}',
  'abc\u202Eexe.pdf zero\u200Bwidth\u200Djoiner\u2066isolate\u2069',
  'Ünïcödé 漢字 🏠 עברית العربية',
  'back\\slash \\" %s %n %00 &amp; &lt;',
  'line one\nline two\ttabbed',
];

type Json = Record<string, unknown>;

/** A record holding hostile text in each of its `fields`, and how to read it back. */
type Target = {
  name: string;
  create: string;
  base: (propertyId: string) => Json;
  fields: string[];
  /** GET url of one record, or of a list holding it. */
  read: (id: string) => string;
};

const TARGETS: Target[] = [
  {
    name: 'property',
    create: '/api/properties',
    base: () => ({ address: 'x', zipCode: '78701' }),
    // `state` is a code, upper-cased on purpose; phone numbers are at most 40 characters.
    fields: ['address', 'city', 'property_type'],
    read: (id) => `/api/properties/${id}`,
  },
  {
    name: 'tenant',
    create: '/api/tenants/manual',
    base: () => ({ first_name: 'x', last_name: 'x' }),
    fields: ['first_name', 'last_name', 'title'],
    read: (id) => `/api/tenants/${id}`,
  },
  {
    name: 'lease',
    create: '/api/leases',
    base: (propertyId) => ({ property_id: propertyId }),
    fields: ['lease_type'],
    read: (id) => `/api/leases/${id}`,
  },
  {
    name: 'maintenance request',
    create: '/api/maintenance',
    base: (propertyId) => ({ property_id: propertyId, title: 'x' }),
    fields: ['title', 'description'],
    read: (id) => `/api/maintenance/${id}`,
  },
  {
    name: 'vendor',
    create: '/api/vendors',
    base: () => ({ name: 'x' }),
    fields: ['name', 'category'],
    read: (id) => `/api/vendors/${id}`,
  },
  {
    name: 'contract',
    create: '/api/contracts',
    base: (propertyId) => ({ property_id: propertyId }),
    fields: ['contract_type', 'description'],
    read: (id) => `/api/contracts/${id}`,
  },
  {
    name: 'income',
    create: '/api/incomes',
    base: (propertyId) => ({ property_id: propertyId, amount: 10, transaction_date: '2026-03-01' }),
    fields: ['description', 'category', 'entity'],
    read: (id) => `/api/incomes/${id}`,
  },
  {
    name: 'calendar event',
    create: '/api/calendar/events',
    base: () => ({ title: 'x', start: '2026-03-01', end: '2026-03-01' }),
    fields: ['title', 'notes'],
    read: () => '/api/calendar/events?from=2026-02-01&to=2026-04-01',
  },
  {
    name: 'compliance item',
    create: '/api/compliance',
    base: (propertyId) => ({ property_id: propertyId, title: 'x', due_date: '2026-03-01' }),
    fields: ['title', 'notes'],
    read: () => '/api/compliance',
  },
];

const isJson = (response: { headers: Record<string, unknown> }) =>
  String(response.headers['content-type']).startsWith('application/json');

let ctx: TestContext;
let user: SignedUpUser;
let owner: SeededOwner;
let propertyId: string;
let api: ReturnType<typeof apiAs>;
beforeAll(async () => {
  ctx = await buildTestApp();
  user = await signUp(ctx.app);
  api = apiAs(ctx.app, user.token);
  propertyId = (await createProperty(ctx.app, user.token)).id;
  // Someone with data in every table, so that fuzzed filters run real queries over real rows.
  owner = await seedOwner(ctx);
});
afterAll(async () => {
  await ctx?.close();
});

describe('hostile text', () => {
  it.each(TARGETS.map((target) => [target.name, target] as const))(
    'is stored and shown back exactly, as JSON, in a %s',
    async (_name, target) => {
      for (const payload of PAYLOADS) {
        const body = {
          ...target.base(propertyId),
          ...Object.fromEntries(target.fields.map((f) => [f, payload])),
        };
        const created = await api('POST', target.create, body);
        expect(created.statusCode, `${payload}: ${created.body}`).toBe(201);
        expect(isJson(created)).toBe(true);
        for (const field of target.fields) expect(created.json()[field], field).toBe(payload);

        const id = created.json().id as string;
        const read = await api('GET', target.read(id));
        expect(isJson(read)).toBe(true);
        expect(read.headers['x-content-type-options']).toBe('nosniff');
        const record = findRecord(read.json(), id) as Json;
        // Generated calendar items carry the title; compliance items and the rest every field.
        const shown = target.name === 'calendar event' ? ['title', 'notes'] : target.fields;
        for (const field of shown) expect(record[field], `${target.name}.${field}`).toBe(payload);
      }
    },
  );

  it('in a chat message comes back unchanged in the history, as JSON', async () => {
    const chatter = await signUp(ctx.app);
    const chat = apiAs(ctx.app, chatter.token);
    for (const payload of PAYLOADS) {
      const reply = await chat('POST', '/api/chat/copilot', { message: payload });
      expect(reply.statusCode, payload).toBe(200);
      expect(isJson(reply)).toBe(true);
    }
    const history = await chat('GET', '/api/chat/history');
    expect(isJson(history)).toBe(true);
    const sent = history
      .json<{ messages: { sender: string; text: string }[] }>()
      .messages.filter((m) => m.sender === 'user')
      .map((m) => m.text);
    expect(sent).toEqual(PAYLOADS);
  });

  it('is found by search as plain text, and the tables are still there', async () => {
    for (const payload of PAYLOADS.slice(0, 6)) {
      const response = await api('GET', `/api/search?q=${encodeURIComponent(payload)}`);
      expect(response.statusCode, payload).toBe(200);
      expect(isJson(response)).toBe(true);
      const labels = response.json<{ results: { label: string }[] }>().results.map((r) => r.label);
      expect(
        labels.some((label) => label.includes(payload)),
        `${payload} in ${labels.join(' | ')}`,
      ).toBe(true);
    }
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.username, password: user.password },
      remoteAddress: uniqueAddress(),
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('over its limit (10,000 characters) is a 422 naming the field, never a 500', async () => {
    const long = '<b>'.repeat(3334);
    const wrong: string[] = [];
    for (const target of TARGETS) {
      for (const field of target.fields) {
        const response = await api('POST', target.create, { ...target.base(propertyId), [field]: long });
        const locs = response.statusCode === 422 ? JSON.stringify(response.json().detail) : '';
        if (response.statusCode !== 422 || !locs.includes(field) || !isJson(response)) {
          wrong.push(`${target.name}.${field}: ${response.statusCode} ${response.body.slice(0, 120)}`);
        }
      }
    }
    const chat = await api('POST', '/api/chat/copilot', { message: long });
    if (chat.statusCode !== 422) wrong.push(`chat message: ${chat.statusCode}`);
    expect(wrong).toEqual([]);
    // A body over the 1 MB ceiling is refused before it is parsed.
    const huge = await api('POST', '/api/vendors', { name: 'x'.repeat(1024 * 1024 + 10) });
    expect(huge.statusCode).toBe(413);
    expect(isJson(huge)).toBe(true);
  });

  it('with a NUL or other control character is refused or stored, never a 500', async () => {
    const wrong: string[] = [];
    for (const text of ['a\u0000b', 'a\u0001\u0008\u001bb', 'a\uD800b']) {
      for (const target of TARGETS) {
        for (const field of target.fields) {
          const response = await api('POST', target.create, { ...target.base(propertyId), [field]: text });
          if (response.statusCode >= 500) wrong.push(`${target.name}.${field} ${JSON.stringify(text)}: 500`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('no HTML for anything the user sent', () => {
  it('reflects no request path or query in an HTML page', async () => {
    // A script nobody stored, so that finding it in a reply can only mean reflection.
    const script = '<script>alert(31337)</script>';
    const urls = [
      `/api/${encodeURIComponent(script)}`,
      `/api/properties/${encodeURIComponent(script)}`,
      `/api/search?q=${encodeURIComponent(script)}`,
      `/${encodeURIComponent(script)}`,
      `/dashboard?next=${encodeURIComponent(script)}`,
      `/x.js?${encodeURIComponent(script)}`,
    ];
    for (const url of urls) {
      const response = await ctx.app.inject({ method: 'GET', url, headers: bearer(user.token) });
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.body, url).not.toContain('alert(31337)');
      if (url.startsWith('/api/')) expect(isJson(response), url).toBe(true);
    }
  });

  it('serves a stored file that is not an image or PDF as a download, never as a page', async () => {
    // The owner's seeded document is text/plain with a hostile-looking name.
    const response = await apiAs(ctx.app, owner.user.token)(
      'GET',
      `/api/documents/${owner.ids.documents}/file`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment;/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });
});

/** Percent-encodes every byte, so any string (or broken UTF-8) reaches the server as sent. */
const encodeBytes = (bytes: Uint8Array) =>
  [...bytes].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');

/** Values every parameter gets at least once (already percent-encoded where needed). */
const FIXED_HOSTILE_VALUES = [
  '%00',
  'a%00b',
  "'",
  "%27%20OR%20'1'%3D'1",
  '-1',
  '-999999999999',
  '1e309',
  'NaN',
  'Infinity',
  '0x10',
  '9'.repeat(400),
  '2026-02-30',
  '2026-13-01',
  '0000-00-00',
  '9999-12-31',
  '-0001-01-01',
  '275760-09-13',
  '',
  '%',
  '%zz',
  '%C0%AF',
  'Etc/GMT%2B14',
  '..%2F..%2Fetc%2Fpasswd',
];

const hostileValue: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 120 }).map((s) => encodeBytes(Buffer.from(s, 'utf8'))),
  fc
    .string({
      unit: fc.constantFrom(
        "'",
        '"',
        ';',
        '--',
        '/*',
        '%',
        '_',
        '\\',
        '\u0000',
        '(',
        ')',
        '*',
        ' ',
        'a',
        '1',
        '\n',
        '::',
      ),
      maxLength: 40,
    })
    .map((s) => encodeBytes(Buffer.from(s, 'utf8'))),
  fc.uint8Array({ maxLength: 40 }).map(encodeBytes),
  fc.oneof(fc.integer(), fc.double(), fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n })).map(String),
  fc.constantFrom(...FIXED_HOSTILE_VALUES),
);

describe('search and filter parameters (fast-check)', () => {
  it('never cause a 5xx, on the named endpoints and every other GET with query parameters', async () => {
    const operations = (await listOperations(ctx.app)).filter(
      (o) => o.method === 'GET' && o.pathParams.length === 0 && o.queryParams.length > 0 && !o.isPublic,
    );
    const routes = operations.map((o) => ({ path: o.path, params: o.queryParams.map((p) => p.name) }));
    const named = [
      '/api/search',
      '/api/transactions',
      '/api/leases',
      '/api/maintenance',
      '/api/calendar/events',
    ];
    for (const path of [...named, '/api/dashboard/summary'])
      expect(routes.map((r) => r.path)).toContain(path);

    const failures: string[] = [];
    // First every parameter with each fixed hostile value, then random combinations.
    for (const route of routes) {
      for (const name of route.params) {
        for (const value of FIXED_HOSTILE_VALUES) {
          const url = `${route.path}?${name}=${value}`;
          const response = await ctx.app.inject({ method: 'GET', url, headers: bearer(owner.user.token) });
          if (response.statusCode >= 500) failures.push(`${url} → ${response.statusCode}`);
        }
      }
    }
    for (const route of routes) {
      const runs = named.includes(route.path) || route.path === '/api/dashboard/summary' ? 120 : 40;
      await fc
        .assert(
          fc.asyncProperty(
            fc.array(fc.tuple(fc.constantFrom(...route.params), hostileValue), {
              minLength: 1,
              maxLength: 4,
            }),
            async (pairs) => {
              const url = `${route.path}?${pairs.map(([name, value]) => `${name}=${value}`).join('&')}`;
              const response = await ctx.app.inject({
                method: 'GET',
                url,
                headers: bearer(owner.user.token),
              });
              if (response.statusCode >= 500) failures.push(`${url} → ${response.statusCode}`);
              return response.statusCode < 500 && isJson(response) !== route.path.endsWith('.csv');
            },
          ),
          { numRuns: runs, seed: 20_260_312 + route.path.length, endOnFailure: true },
        )
        .catch(() => undefined);
    }
    expect([...new Set(failures)].slice(0, 20)).toEqual([]);
  });
});

describe('content security policy', () => {
  const directivesOf = (header: unknown) =>
    new Map(
      String(header)
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .filter((parts) => parts[0])
        .map(([name, ...values]) => [name as string, values]),
    );

  it('allows no inline or eval’d script, on the API, the web app and the API docs', async () => {
    for (const url of ['/api/healthz', '/', '/dashboard', '/api/docs/']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      const csp = directivesOf(response.headers['content-security-policy']);
      const scriptSrc = csp.get('script-src') ?? csp.get('default-src');
      expect(scriptSrc, `${url}: ${response.headers['content-security-policy']}`).toBeDefined();
      expect(scriptSrc, url).not.toContain("'unsafe-inline'");
      expect(scriptSrc, url).not.toContain("'unsafe-eval'");
      expect(scriptSrc, url).not.toContain('*');
      expect(scriptSrc, url).not.toContain('data:');
      expect(csp.get('object-src'), url).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors'), url).toEqual(["'none'"]);
      expect(csp.get('base-uri'), url).toEqual(["'self'"]);
    }
  });

  const indexHtml = path.join(findServerRoot(), '..', 'web', 'dist', 'index.html');
  if (existsSync(indexHtml)) {
    it('the built web page (web/dist/index.html) has no inline script or event handler', () => {
      const html = readFileSync(indexHtml, 'utf8');
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
      expect(scripts.length).toBeGreaterThan(0);
      for (const [tag, attributes, content] of scripts) {
        expect(attributes, tag).toMatch(/\bsrc=/);
        expect(content?.trim(), tag).toBe('');
      }
      expect(html).not.toMatch(/\son[a-z]+\s*=/i);
      expect(html).not.toMatch(/javascript:/i);
    });
  } else {
    it.skip('the built web page has no inline script: SKIPPED, web/dist/index.html is not built (npm run build)', () => {});
  }
});
