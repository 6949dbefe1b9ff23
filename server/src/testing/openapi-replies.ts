import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

/**
 * Every reply a test receives is checked against the app's own OpenAPI document (/api/openapi.json): its
 * status code is declared for the operation, its media type is declared for that status, and a JSON body
 * matches the declared schema, read strictly as OpenAPI 3.0.3 says (`nullable` adds null to `type` only;
 * an enum that may be null lists null). A reply the document does not describe makes `inject` reject.
 */

type Schema = Record<string, unknown>;
type Response = { description?: string; content?: Record<string, { schema?: Schema }> };
type Operation = { responses?: Record<string, Response> };
type OpenApiDocument = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
};
type Route = { method: string; path: string; pattern: RegExp; staticLength: number; operation: Operation };

const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);
const COMPONENTS_ID = 'openapi-components';
// OpenAPI 3.0 keywords that only annotate (Ajv would refuse them as unknown in strict mode).
const ANNOTATIONS = new Set(['example', 'xml', 'externalDocs', 'discriminator']);
// Keywords whose value maps names to schemas, or holds values rather than schemas.
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', 'definitions', '$defs']);
const VALUES = new Set(['enum', 'const', 'default', 'examples', 'required']);

/** An OpenAPI 3.0 Schema Object as JSON Schema draft-07 (Ajv reads `nullable` itself, as 3.0.3 does). */
function toJsonSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(toJsonSchema);
  if (typeof schema !== 'object' || schema === null) return schema;
  const source = schema as Schema;
  const out: Schema = {};
  for (const [key, value] of Object.entries(source)) {
    if (ANNOTATIONS.has(key) || key.startsWith('x-')) continue;
    if (key === 'exclusiveMinimum' || key === 'exclusiveMaximum') {
      // 3.0 (draft-04): a boolean that makes minimum/maximum exclusive; draft-07: the bound itself.
      if (typeof value === 'number') out[key] = value;
      continue;
    }
    if (key === '$ref' && typeof value === 'string') {
      out[key] = value.replace(/^#\/components\/schemas\//, `${COMPONENTS_ID}#/definitions/`);
    } else if (SCHEMA_MAPS.has(key) && typeof value === 'object' && value !== null) {
      out[key] = Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, toJsonSchema(sub)]));
    } else if (VALUES.has(key)) {
      out[key] = value;
    } else {
      out[key] = toJsonSchema(value);
    }
  }
  if (source.exclusiveMinimum === true && typeof source.minimum === 'number') {
    out.exclusiveMinimum = source.minimum;
    delete out.minimum;
  }
  if (source.exclusiveMaximum === true && typeof source.maximum === 'number') {
    out.exclusiveMaximum = source.maximum;
    delete out.maximum;
  }
  return out;
}

function routesOf(document: OpenApiDocument): Route[] {
  const routes: Route[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    const segments = path.split(/\{[^}]+\}/);
    const pattern = new RegExp(
      `^${segments.map((s) => s.replace(/[.*+?^$()|[\]\\]/g, '\\$&')).join('[^/]+')}$`,
    );
    const staticLength = segments.join('').length;
    for (const [method, operation] of Object.entries(item)) {
      if (METHODS.has(method))
        routes.push({ method: method.toUpperCase(), path, pattern, staticLength, operation });
    }
  }
  // The router prefers static segments: /api/leases/upload before /api/leases/{id}.
  return routes.sort((a, b) => b.staticLength - a.staticLength);
}

function bodyOf(response: LightMyRequestResponse): Buffer {
  const encoding = String(response.headers['content-encoding'] ?? '').toLowerCase();
  if (encoding === 'gzip') return gunzipSync(response.rawPayload);
  if (encoding === 'deflate') return inflateSync(response.rawPayload);
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload);
  return response.rawPayload;
}

const describeErrors = (errors: ErrorObject[]): string =>
  errors
    .slice(0, 8)
    .map((e) => `${e.instancePath || '(body)'} ${e.message ?? e.keyword} ${JSON.stringify(e.params)}`)
    .join('; ');

export class OpenApiReplies {
  private readonly ajv: Ajv;
  private readonly routes: Route[];
  private readonly validators = new WeakMap<Schema, ValidateFunction>();

  constructor(document: OpenApiDocument) {
    this.routes = routesOf(document);
    // Strict: unknown keywords, formats and ill-typed schemas are errors, as are unknown formats.
    this.ajv = new Ajv({ strict: true, allErrors: true, validateFormats: true });
    addFormats(this.ajv);
    this.ajv.addSchema({
      $id: COMPONENTS_ID,
      definitions: toJsonSchema(document.components?.schemas ?? {}) as Schema,
    });
  }

  /** What the document does not describe of one reply; empty when it describes it all. */
  problems(method: string, url: string, response: LightMyRequestResponse): string[] {
    const path = url.split('?')[0] ?? url;
    const lookup = method === 'HEAD' ? 'GET' : method;
    const route = this.routes.find((r) => r.method === lookup && r.pattern.test(path));
    // Not an operation of the document: hidden routes (the document itself, /api/docs), the web app,
    // and paths no route serves.
    if (!route) return [];
    const status = String(response.statusCode);
    const responses = route.operation.responses ?? {};
    const declared = responses[status] ?? responses[`${status[0]}XX`];
    if (!declared) {
      return [`status ${status} is not declared (declared: ${Object.keys(responses).join(', ') || 'none'})`];
    }
    if (method === 'HEAD' || status === '204' || status === '304') return [];
    const body = bodyOf(response);
    const contentType = String(response.headers['content-type'] ?? '');
    const mediaType = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
    const content = declared.content;
    if (body.length === 0) {
      return content
        ? [`the reply has no body, but ${status} declares ${Object.keys(content).join(', ')}`]
        : [];
    }
    if (!content)
      return [`the reply has a body (${contentType || 'no content type'}), but ${status} declares none`];
    const [type] = mediaType.split('/');
    const media = content[mediaType] ?? content[`${type}/*`] ?? content['*/*'];
    if (!media) {
      return [
        `content type ${contentType || '(none)'} is not declared for ${status} (${Object.keys(content).join(', ')})`,
      ];
    }
    if (!/^application\/(.+\+)?json$/.test(mediaType) || !media.schema) return [];
    let data: unknown;
    try {
      data = JSON.parse(body.toString('utf8'));
    } catch {
      return [`the body is not JSON: ${body.toString('utf8').slice(0, 120)}`];
    }
    const validate = this.validatorOf(media.schema);
    if (validate(data)) return [];
    return [`the body does not match the schema of ${status}: ${describeErrors(validate.errors ?? [])}`];
  }

  private validatorOf(schema: Schema): ValidateFunction {
    let validate = this.validators.get(schema);
    if (!validate) {
      validate = this.ajv.compile(toJsonSchema(schema) as Schema);
      this.validators.set(schema, validate);
    }
    return validate;
  }
}

// One checker per app, shared by the apps of a test file that serve the same routes (one document).
const checkers = new WeakMap<FastifyInstance, OpenApiReplies>();
const byRoutes = new Map<string, OpenApiReplies>();

function checkerOf(app: FastifyInstance): OpenApiReplies {
  let checker = checkers.get(app);
  if (!checker) {
    const routes = app.printRoutes({ commonPrefix: false });
    checker = byRoutes.get(routes) ?? new OpenApiReplies(app.swagger() as unknown as OpenApiDocument);
    byRoutes.set(routes, checker);
    checkers.set(app, checker);
  }
  return checker;
}

function describeRequest(options: InjectOptions | string): { method: string; url: string } {
  if (typeof options === 'string') return { method: 'GET', url: options };
  const method = String(options.method ?? 'GET').toUpperCase();
  const url = options.url ?? options.path ?? '/';
  return { method, url: typeof url === 'string' ? url : (url.pathname ?? '/') };
}

/**
 * Makes `app.inject(options)` reject when its reply is not described by the app's OpenAPI document (the
 * promise form; the chained and callback forms are passed through unchecked).
 */
export function checkRepliesAgainstOpenApi(app: FastifyInstance): void {
  const inject = app.inject.bind(app) as (options?: InjectOptions | string, callback?: unknown) => unknown;
  const checked = (options?: InjectOptions | string, callback?: unknown) => {
    if (options === undefined || callback !== undefined) return inject(options, callback);
    return (inject(options) as Promise<LightMyRequestResponse>).then((response) => {
      const { method, url } = describeRequest(options);
      const problems = checkerOf(app).problems(method, url, response);
      if (problems.length > 0) {
        throw new Error(
          `The reply to ${method} ${url} (${response.statusCode}) is not what the OpenAPI document says:\n` +
            problems.map((p) => `  - ${p}`).join('\n') +
            `\n  body: ${response.body.slice(0, 300)}`,
        );
      }
      return response;
    });
  };
  app.inject = checked as FastifyInstance['inject'];
}
