import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NAMES_REQUIRED_MESSAGE } from '@astor/contract/tenants';
import { ADDRESS_OR_LEASE_MESSAGE } from '@astor/contract/properties';
import { bearer, buildTestApp, signUp, type TestContext } from '../testing/build-test-app.js';

/**
 * No library wording reaches a user: every 422 names its field in a sentence (contract/src/issue-messages.ts),
 * whatever key is missing or of the wrong type, in any body or query the OpenAPI document lists.
 */

// zod's English defaults ("Invalid input: expected string, received undefined", "Too small: ...").
const LIBRARY_WORDING =
  /Invalid (input|option|string|number|key|value|discriminator|ISO|email|URL|UUID)|expected \S+, received|Too (small|big):|Unrecognized key/;

type Schema = {
  type?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  enum?: unknown[];
  anyOf?: Schema[];
  format?: string;
};
type Parameter = { in: string; name: string; schema?: Schema };
type Operation = {
  requestBody?: { content: Record<string, { schema: Schema }> };
  parameters?: Parameter[];
};
type Issue = { loc: (string | number)[]; msg: string };

/** A value of the wrong type for `schema`. */
function wrongValue(schema: Schema): unknown {
  if (schema.enum) return 'not-one-of-them';
  if (schema.anyOf) return { not: 'this' };
  switch (schema.type) {
    case 'string':
      return 12345;
    case 'number':
    case 'integer':
      return 'twelve';
    case 'boolean':
      return 'yes';
    case 'array':
      return 'not a list';
    case 'object':
      return 'not an object';
    default:
      return { not: 'this' };
  }
}

/** Bodies that each miss or mistype something: nothing at all, then one field at a time, nested too. */
function badBodies(schema: Schema): unknown[] {
  const bodies: unknown[] = [{}, [], 'text'];
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    bodies.push({ [name]: wrongValue(property) }, { [name]: null });
    if (property.type === 'object') bodies.push({ [name]: {} });
    if (property.type === 'array' && property.items) {
      bodies.push({ [name]: [wrongValue(property.items)] });
      if (property.items.type === 'object') bodies.push({ [name]: [{}] });
    }
  }
  return bodies;
}

/** Query strings that each mistype one parameter, or give it twice. */
function badQueries(parameters: Parameter[]): string[] {
  return parameters
    .filter((p) => p.in === 'query')
    .flatMap((p) => {
      const wrong = p.schema?.type === 'string' && !p.schema.enum ? 'x'.repeat(5000) : 'not-a-value';
      return [`${p.name}=${wrong}`, `${p.name}=1&${p.name}=2`, `${p.name}=2024-13-45`];
    });
}

let ctx: TestContext;
let token: string;
let operations: { method: string; path: string; operation: Operation }[];
beforeAll(async () => {
  ctx = await buildTestApp();
  token = (await signUp(ctx.app)).token;
  const document = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
    paths: Record<string, Record<string, Operation>>;
  }>();
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  );
});
afterAll(async () => {
  await ctx.close();
});

const urlOf = (path: string) => path.replace(/\{[^}]+\}/g, 'no-such-record');

async function messagesOf(method: string, url: string, payload?: unknown): Promise<Issue[]> {
  const response = await ctx.app.inject({
    method: method as 'GET',
    url,
    headers: { ...bearer(token), ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
  if (response.statusCode !== 422) return [];
  const detail = response.json<{ detail: unknown }>().detail;
  return Array.isArray(detail) ? (detail as Issue[]) : [{ loc: [], msg: String(detail) }];
}

describe('validation messages', () => {
  it('name the field in a sentence for every missing or mistyped key of every body and query', async () => {
    const seen: string[] = [];
    const library: string[] = [];
    for (const { method, path, operation } of operations) {
      const json = operation.requestBody?.content['application/json']?.schema;
      const attempts: [string, unknown][] = [
        ...(json ? badBodies(json).map((body): [string, unknown] => [urlOf(path), body]) : []),
        ...badQueries(operation.parameters ?? []).map((query): [string, unknown] => [
          `${urlOf(path)}?${query}`,
          undefined,
        ]),
      ];
      for (const [url, body] of attempts) {
        for (const issue of await messagesOf(method, url, body)) {
          seen.push(issue.msg);
          if (LIBRARY_WORDING.test(issue.msg) || !issue.msg.trim()) {
            library.push(`${method} ${url} ${JSON.stringify(body)} ${issue.loc.join('.')}: ${issue.msg}`);
          }
        }
      }
    }
    expect(seen.length).toBeGreaterThan(500);
    expect(library.slice(0, 20)).toEqual([]);
  });

  it('says the product texts for a property without an address and a tenant without names', async () => {
    const property = await messagesOf('POST', '/api/properties', { city: 'Austin' });
    expect(property).toContainEqual(
      expect.objectContaining({ loc: ['body', 'address'], msg: ADDRESS_OR_LEASE_MESSAGE }),
    );
    expect(ADDRESS_OR_LEASE_MESSAGE).toBe('Please either enter an address or upload a lease document.');
    const blank = await messagesOf('POST', '/api/properties', { address: '   ' });
    expect(blank.map((issue) => issue.msg)).toEqual([ADDRESS_OR_LEASE_MESSAGE]);

    expect(NAMES_REQUIRED_MESSAGE).toBe('First name and last name are required.');
    for (const body of [{}, { first_name: 'Rosa' }, { first_name: ' ', last_name: 'Diaz' }]) {
      const tenant = await messagesOf('POST', '/api/tenants/manual', body);
      expect(tenant.length).toBeGreaterThan(0);
      expect(tenant.every((issue) => issue.msg === NAMES_REQUIRED_MESSAGE)).toBe(true);
    }
  });

  it('names the field and the rule for the rest', async () => {
    const wrong = await messagesOf('POST', '/api/incomes', { amount: 'ten', transaction_date: 12 });
    expect(wrong.map((issue) => [issue.loc.join('.'), issue.msg])).toEqual([
      ['body.property_id', 'Property is required'],
      ['body.amount', 'Must be a number'],
      ['body.transaction_date', 'Must be a date in YYYY-MM-DD format'],
    ]);
    const missing = await messagesOf('POST', '/api/incomes', { property_id: 'p' });
    expect(missing.map((issue) => [issue.loc.join('.'), issue.msg])).toEqual([
      ['body.amount', 'Amount is required'],
      ['body.transaction_date', 'Transaction date is required'],
    ]);
    const lease = await messagesOf('POST', '/api/leases', { rent_due_day: 'first' });
    expect(lease).toContainEqual(
      expect.objectContaining({ loc: ['body', 'rent_due_day'], msg: 'Rent due day must be a number' }),
    );
    expect(await messagesOf('POST', '/api/auth/login', {})).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ loc: ['body', 'password'], msg: 'Password is required' }),
      ]),
    );
    expect((await messagesOf('POST', '/api/auth/login', [])).map((issue) => issue.msg)).toEqual([
      'The request body must be a JSON object.',
    ]);
  });
});
