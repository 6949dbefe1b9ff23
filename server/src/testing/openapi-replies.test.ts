import { gzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { OpenApiReplies } from './openapi-replies.js';

const reply = (
  statusCode: number,
  body: string | Buffer,
  headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8' },
) =>
  ({
    statusCode,
    headers,
    rawPayload: Buffer.from(body),
    body: body.toString(),
  }) as unknown as LightMyRequestResponse;

const json = (schema: Record<string, unknown>) => ({
  description: 'JSON',
  content: { 'application/json': { schema } },
});

const replies = new OpenApiReplies({
  paths: {
    '/api/things/{id}': {
      get: {
        responses: {
          200: json({
            type: 'object',
            properties: {
              kind: { type: 'string', enum: ['a', 'b'], nullable: true },
              size: { type: 'number', minimum: 0, exclusiveMinimum: true },
              ref: { $ref: '#/components/schemas/Ref' },
            },
            required: ['kind'],
            additionalProperties: false,
          }),
          304: { description: 'Not Modified' },
          404: json({ type: 'object', properties: { detail: { type: 'string' } }, required: ['detail'] }),
        },
      },
    },
    '/api/things/export.csv': {
      get: {
        responses: { 200: { description: 'CSV', content: { 'text/csv': { schema: { type: 'string' } } } } },
      },
    },
  },
  components: { schemas: { Ref: { type: 'string', format: 'date' } } },
});

describe('OpenApiReplies', () => {
  it('passes a reply the document describes', () => {
    expect(replies.problems('GET', '/api/things/1?x=y', reply(200, '{"kind":"a","size":2}'))).toEqual([]);
    expect(replies.problems('GET', '/api/things/1', reply(304, '', {}))).toEqual([]);
    expect(replies.problems('GET', '/api/things/1', reply(404, '{"detail":"Thing not found"}'))).toEqual([]);
  });

  it('refuses a status the operation does not declare', () => {
    expect(replies.problems('GET', '/api/things/1', reply(500, '{"detail":"x"}'))).toEqual([
      'status 500 is not declared (declared: 200, 304, 404)',
    ]);
  });

  it('refuses a body that does not match, read strictly as OpenAPI 3.0.3', () => {
    const problem = (body: string) => replies.problems('GET', '/api/things/1', reply(200, body)).join(' ');
    expect(problem('{"kind":"a","extra":1}')).toMatch(/must NOT have additional properties/);
    // nullable adds null to `type` only: an enum that does not list null refuses it.
    expect(problem('{"kind":null}')).toMatch(/\/kind must be equal to one of the allowed values/);
    // 3.0's boolean exclusiveMinimum.
    expect(problem('{"kind":"a","size":0}')).toMatch(/\/size must be > 0/);
    expect(problem('{"kind":"a","ref":"2024-13-45"}')).toMatch(/\/ref must match format "date"/);
    expect(problem('not json')).toMatch(/not JSON/);
  });

  it('reads compressed bodies', () => {
    const body = gzipSync('{"kind":"c"}');
    const headers = { 'content-type': 'application/json', 'content-encoding': 'gzip' };
    expect(replies.problems('GET', '/api/things/1', reply(200, body, headers)).join(' ')).toMatch(
      /allowed values/,
    );
  });

  it('checks the media type, and prefers a static path segment', () => {
    const csv = { 'content-type': 'text/csv; charset=utf-8' };
    expect(replies.problems('GET', '/api/things/export.csv', reply(200, 'a,b\n', csv))).toEqual([]);
    expect(replies.problems('GET', '/api/things/export.csv', reply(200, '{}'))).toEqual([
      'content type application/json; charset=utf-8 is not declared for 200 (text/csv)',
    ]);
    expect(replies.problems('GET', '/api/things/1', reply(200, 'a,b\n', csv))[0]).toMatch(/not declared/);
    expect(replies.problems('GET', '/api/things/1', reply(200, '', {}))[0]).toMatch(/has no body/);
  });

  it('leaves alone what is not an operation of the document', () => {
    expect(replies.problems('GET', '/api/unknown', reply(404, '{}'))).toEqual([]);
    expect(replies.problems('POST', '/api/things/1', reply(404, '{}'))).toEqual([]);
  });
});
