import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../testing/build-test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => {
  await ctx.close();
});

type Operation = { responses: Record<string, { content?: Record<string, { schema: unknown }> }> };

describe('OpenAPI document', () => {
  it('lists 507 (disk full) with the error body for every write, and not for reads', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, Operation>>;
    }>();
    const operations = Object.entries(document.paths).flatMap(([url, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ url, method, operation })),
    );
    const writes = operations.filter(({ method }) => ['post', 'put', 'patch', 'delete'].includes(method));
    expect(writes.length).toBeGreaterThan(20);
    expect(
      writes.filter(({ operation }) => !operation.responses['507']).map((w) => `${w.method} ${w.url}`),
    ).toEqual([]);
    expect(
      document.paths['/api/properties']?.post?.responses['507']?.content?.['application/json']?.schema,
    ).toMatchObject({
      properties: { detail: {}, code: {} },
    });
    expect(
      operations.filter(({ method, operation }) => method === 'get' && operation.responses['507']),
    ).toEqual([]);
  });
});
