import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../testing/build-test-app.js';

let ctx: TestContext;
type Schema = { properties?: Record<string, unknown>; required?: string[] };
type Operation = {
  security?: unknown[];
  parameters?: { in: string }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
};
let document: { paths: Record<string, Record<string, Operation>> };
let operations: { url: string; method: string; operation: Operation }[];
beforeAll(async () => {
  ctx = await buildTestApp();
  document = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  operations = Object.entries(document.paths).flatMap(([url, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ url, method, operation })),
  );
});
afterAll(async () => {
  await ctx.close();
});

const WRITES = ['post', 'put', 'patch', 'delete'];
const name = ({ method, url }: { method: string; url: string }) => `${method} ${url}`;

describe('OpenAPI document', () => {
  it('is a valid OpenAPI 3.0 document', async () => {
    const result = await new Validator().validate(document as unknown as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('lists 507 (disk full) with the error body for every write, and not for reads', async () => {
    const writes = operations.filter(({ method }) => WRITES.includes(method));
    expect(writes.length).toBeGreaterThan(20);
    expect(writes.filter(({ operation }) => !operation.responses['507']).map(name)).toEqual([]);
    expect(
      document.paths['/api/properties']?.post?.responses['507']?.content?.['application/json']?.schema,
    ).toMatchObject({
      properties: { detail: {}, code: {} },
    });
    expect(
      operations.filter(({ method, operation }) => method === 'get' && operation.responses['507']),
    ).toEqual([]);
  });

  it('lists what answers every route alike: 400, 413 and 415 for writes, 401 when signed in, 404 for an id', () => {
    const missing = (status: string, which: typeof operations) =>
      which.filter(({ operation }) => !operation.responses[status]).map(name);
    const writes = operations.filter(({ method }) => WRITES.includes(method));
    for (const status of ['400', '413', '415']) expect(missing(status, writes)).toEqual([]);
    const signedIn = operations.filter(({ operation }) => (operation.security ?? []).length > 0);
    expect(missing('401', signedIn)).toEqual([]);
    // The read-only demo refuses a signed-in write, but for asking the assistant and clearing its chat.
    expect(
      missing(
        '403',
        signedIn.filter(({ method }) => WRITES.includes(method)),
      ),
    ).toEqual(['post /api/chat/copilot', 'delete /api/chat/history']);
    const withId = operations.filter(({ operation }) => operation.parameters?.some((p) => p.in === 'path'));
    expect(missing('404', withId)).toEqual([]);
    expect(
      missing(
        '304',
        operations.filter(({ url, method }) => method === 'get' && url === '/api/properties'),
      ),
    ).toEqual([]);
  });

  it('lists on sign-up and sign-in only what they answer', () => {
    expect(Object.keys(document.paths['/api/auth/signup']!.post!.responses)).not.toContain('401');
    expect(Object.keys(document.paths['/api/auth/login']!.post!.responses)).not.toContain('409');
    expect(Object.keys(document.paths['/api/auth/login']!.post!.responses)).toContain('401');
    expect(Object.keys(document.paths['/api/auth/signup']!.post!.responses)).toContain('409');
  });

  it('documents the fields of the four multipart uploads', () => {
    const form = (url: string) =>
      document.paths[url]!.post!.requestBody?.content['multipart/form-data']?.schema;
    expect(form('/api/processor/upload')).toMatchObject({
      properties: { file: { type: 'string', format: 'binary' } },
      required: ['file'],
    });
    for (const url of ['/api/processor/process', '/api/leases/upload']) {
      expect(Object.keys(form(url)?.properties ?? {})).toEqual(
        expect.arrayContaining(['file', 'document_type', 'property_id', 'dry_run', 'fields', 'confirm_type']),
      );
    }
    expect(form('/api/processor/process')?.required).toEqual(['document_type', 'file']);
    expect(form('/api/leases/upload')?.required).toEqual(['file']);
    expect(form('/api/transactions/import')).toMatchObject({
      properties: { property_id: {}, dry_run: {}, file: { format: 'binary' } },
      required: ['property_id', 'file'],
    });
  });

  it('documents files as files: PDFs, CSVs, the calendar feed, the export and stored documents', () => {
    const types = (url: string) => Object.keys(document.paths[url]!.get!.responses['200']?.content ?? {});
    expect(types('/api/leases/{id}/statement.pdf')).toEqual(['application/pdf']);
    expect(types('/api/transactions/export.csv')).toEqual(['text/csv']);
    expect(types('/api/calendar/feed/{file}')).toEqual(['text/calendar']);
    expect(types('/api/users/me/export')).toEqual(['application/zip']);
    expect(types('/api/documents/{id}/file')).toEqual(['*/*']);
  });

  it('lists null among the values of every nullable enum (OpenAPI 3.0.3)', () => {
    const wrong: string[] = [];
    const walk = (node: unknown, where: string) => {
      if (typeof node !== 'object' || node === null) return;
      const schema = node as { nullable?: boolean; enum?: unknown[] };
      if (schema.nullable && schema.enum && !schema.enum.includes(null)) wrong.push(where);
      for (const [key, value] of Object.entries(node)) walk(value, `${where}/${key}`);
    };
    walk(document.paths, '');
    expect(wrong).toEqual([]);
    const recurrence = document.paths['/api/calendar/events']!.get!.responses['200']!.content![
      'application/json'
    ]!.schema as { items: { properties: { recurrence: { enum: unknown[] } } } };
    expect(recurrence.items.properties.recurrence.enum).toContain(null);
  });
});
