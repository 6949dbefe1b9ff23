import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { STATUS_CODES } from 'node:http';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z, type ZodType } from 'zod';
import { ErrorSchema } from '@astor/contract/errors';
import { CACHED_ROUTES } from '../cache/dependencies.js';
import { DEMO_ALLOWED_CHANGES, DEMO_VISITOR_WRITES } from '../modules/demo/demo.guard.js';

declare module 'fastify' {
  interface FastifySchema {
    /**
     * A multipart form the route reads itself (plugins/multipart-form.ts): its request body in the
     * OpenAPI document. Fastify never validates it.
     */
    form?: ZodType;
    /** Replies without a body (a redirect): status and what it means, for the OpenAPI document. */
    noBody?: Record<number, string>;
  }
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A reply that is a file, not JSON (a PDF, a CSV, a calendar): its media type and what it holds. */
export function fileReply(mediaType: string, description: string) {
  const documented = mediaType.startsWith('text/') ? z.string() : z.string().meta({ format: 'binary' });
  // Documented as a (binary) string; typed as what the handler sends, text or bytes. Fastify sends both
  // as they are: only JSON replies go through the schema's serializer.
  const schema = documented as unknown as ZodType<string | Uint8Array>;
  return { description, content: { [mediaType]: { schema } } };
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
type RouteSchema = {
  response?: Record<string, unknown>;
  security?: unknown[];
  params?: unknown;
  querystring?: unknown;
  body?: unknown;
  form?: ZodType;
  noBody?: Record<number, string>;
};

/**
 * What a route may answer besides its own replies, from what answers every route alike; the document
 * says so once here rather than in every route's schema:
 * - a write: 400 (a body that is not JSON or an upload that cannot be read), 413 (over the body limit),
 *   415 (a content type that is not accepted), all from the error handler, and 507 (a full disk);
 * - a signed-in route (`security`): 401, and 403 for a write the read-only demo refuses
 *   (modules/demo/demo.guard.ts);
 * - a path parameter: 404 (no record of yours has that id);
 * - a query, body or form: 422 (the validation detail list);
 * - a cached read (cache/dependencies.ts): 304 for a current `If-None-Match`.
 */
function sharedErrors(method: string, url: string, schema: RouteSchema): number[] {
  const writes = WRITES.has(method);
  const signedIn = (schema.security?.length ?? 0) > 0;
  const route = `${method} ${url}`;
  const demoMayDoIt = DEMO_ALLOWED_CHANGES.has(route) || DEMO_VISITOR_WRITES.has(route);
  return [
    ...(writes ? [400, 413, 415, 507] : []),
    ...(signedIn ? [401] : []),
    ...(signedIn && writes && !demoMayDoIt ? [403] : []),
    ...(schema.params || url.includes(':') ? [404] : []),
    ...(schema.querystring || schema.body || schema.form ? [422] : []),
  ];
}

const routeTransform: typeof jsonSchemaTransform = (input) => {
  const { schema, route } = input as { schema: RouteSchema | undefined; route: TransformInput['route'] };
  if (!schema) return jsonSchemaTransform(input);
  const { form, noBody, ...rest } = schema;
  const methods = [route.method].flat();
  const response: Record<string, unknown> = { ...rest.response };
  for (const method of methods) {
    // The route's own reply for a status outranks the shared one.
    for (const status of sharedErrors(method, route.url, schema)) response[status] ??= ErrorSchema;
  }
  const transformed = jsonSchemaTransform({
    ...input,
    schema: { ...rest, ...(form ? { body: form } : {}), ...(rest.response ? { response } : {}) },
  } as TransformInput);
  const bodiless: Record<string, unknown> = {};
  for (const [status, description] of Object.entries(noBody ?? {}))
    bodiless[status] = { type: 'null', description };
  if (methods.includes('GET') && CACHED_ROUTES.has(route.url)) {
    bodiless[304] = { type: 'null', description: 'Not Modified: the ETag sent in If-None-Match is current.' };
  }
  const out = transformed.schema as { response?: Record<string, unknown> };
  for (const [status, reply] of Object.entries(out.response ?? {})) {
    // A reply says what it is: its own description, else the status's name ('Not Found').
    if (typeof reply === 'object' && reply !== null && !('description' in reply)) {
      out.response![status] = { ...reply, 'x-response-description': STATUS_CODES[status] ?? status };
    }
  }
  if (Object.keys(bodiless).length > 0) out.response = { ...out.response, ...bodiless };
  return transformed;
};

/**
 * OpenAPI 3.0.3: `nullable` adds null to `type` only, so an enum that may be null lists null among its
 * values (zod's 3.0 output leaves it out, and a strict validator then refuses a null it sends).
 */
function listNullInNullableEnums(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) listNullInNullableEnums(item);
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  const schema = node as Record<string, unknown>;
  if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null)) {
    schema.enum = [...schema.enum, null];
  }
  for (const value of Object.values(schema)) listNullInNullableEnums(value);
}

/** OpenAPI generated from the routes' zod schemas: JSON at /api/openapi.json, browsable at /api/docs. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Astor API',
        description: 'Properties, tenants, leases, finances, documents and the Astor assistant.',
        version: '0.1.0',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: routeTransform,
    transformObject: (document) => {
      if (!('openapiObject' in document)) return document.swaggerObject;
      listNullInNullableEnums(document.openapiObject.paths);
      listNullInNullableEnums(document.openapiObject.components);
      return document.openapiObject;
    },
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Served over plain http on a laptop too: no upgrade-insecure-requests; never framed.
    transformStaticCSP: (header) =>
      header
        .replace('upgrade-insecure-requests;', '')
        .replace("frame-ancestors 'self'", "frame-ancestors 'none'"),
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
