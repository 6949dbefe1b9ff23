import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { ErrorSchema } from '@astor/contract/errors';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Any write may meet a full disk (507, from the error handler), whatever the route lists; the document
 * says so once here rather than in every route's schema.
 */
const withDiskFull: typeof jsonSchemaTransform = (input) => {
  const { schema, route } = input as { schema: typeof input.schema | undefined; route: typeof input.route };
  const writes = [route.method].flat().some((method) => WRITES.has(method));
  if (!writes || typeof schema?.response !== 'object' || schema.response === null || 507 in schema.response)
    return jsonSchemaTransform(input);
  return jsonSchemaTransform({
    ...input,
    schema: { ...schema, response: { ...schema.response, 507: ErrorSchema } },
  });
};

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
    transform: withDiskFull,
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
