import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small S3-compatible server for tests: path-style URLs (`/<bucket>/<key>`), objects in memory, and
 * the operations Astor uses (PUT, GET, HEAD, DELETE object; PUT bucket). Every request must carry a valid
 * AWS Signature Version 4 (Authorization header) for the given keys, so a test also proves that the
 * credentials, region and payload hash reach the store intact. Not for production: no persistence, no
 * listing, no multipart uploads.
 */
export type FakeS3 = {
  /** The endpoint, e.g. http://127.0.0.1:41234 (S3_ENDPOINT). */
  url: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** Objects by `<bucket>/<key>`. */
  objects: Map<string, Buffer>;
  buckets: Set<string>;
  /** Every request seen, as `METHOD /path`, for assertions. */
  requests: string[];
  close: () => Promise<void>;
};

export type FakeS3Options = {
  buckets?: string[];
  accessKeyId?: string;
  secretAccessKey?: string;
  region?: string;
};

const sha256Hex = (data: string | Buffer): string => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string): Buffer => createHmac('sha256', key).update(data).digest();
// RFC 3986 encoding, as SigV4 wants it for query strings.
const encodeRfc3986 = (value: string): string =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

function canonicalQuery(query: string): string {
  if (!query) return '';
  return query
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const [name = '', value = ''] = pair
        .split('=', 2)
        .map((part) => decodeURIComponent(part.replace(/\+/g, ' ')));
      return [encodeRfc3986(name), encodeRfc3986(value)] as const;
    })
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

/** Why the request's SigV4 signature is wrong, or undefined when it is right. */
function signatureProblem(
  request: IncomingMessage,
  body: Buffer,
  options: Required<FakeS3Options>,
): string | undefined {
  const authorization = request.headers.authorization ?? '';
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
      authorization,
    );
  if (!match) return 'missing or malformed SigV4 Authorization header';
  const [, accessKeyId, day, region, signedHeaders = '', signature = ''] = match;
  if (accessKeyId !== options.accessKeyId) return 'unknown access key';
  if (region !== options.region) return `wrong region ${region}`;
  const amzDate = String(request.headers['x-amz-date'] ?? '');
  if (!amzDate.startsWith(day ?? '-')) return 'x-amz-date does not match the credential scope';
  const payloadHash = String(request.headers['x-amz-content-sha256'] ?? '');
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256Hex(body)) return 'payload hash mismatch';

  const [pathPart = '/', queryPart = ''] = (request.url ?? '/').split('?', 2);
  const headerNames = signedHeaders.split(';');
  if (!headerNames.includes('host')) return 'host is not signed';
  const canonicalHeaders = headerNames
    .map((name) => {
      const value = request.headers[name];
      const text = Array.isArray(value) ? value.join(',') : (value ?? '');
      return `${name}:${text.trim().replace(/\s+/g, ' ')}\n`;
    })
    .join('');
  const canonicalRequest = [
    request.method,
    pathPart,
    canonicalQuery(queryPart),
    canonicalHeaders,
    signedHeaders,
    payloadHash,
  ].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  let key = hmac(`AWS4${options.secretAccessKey}`, day ?? '');
  for (const part of [region ?? '', 's3', 'aws4_request']) key = hmac(key, part);
  const expected = Buffer.from(hmac(key, stringToSign).toString('hex'));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given)
    ? undefined
    : 'signature mismatch';
}

function sendError(response: ServerResponse, status: number, code: string, message: string): void {
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`;
  response.writeHead(status, { 'content-type': 'application/xml', 'content-length': Buffer.byteLength(xml) });
  response.end(xml);
}

export async function startFakeS3(options: FakeS3Options = {}): Promise<FakeS3> {
  const settings: Required<FakeS3Options> = {
    buckets: options.buckets ?? [],
    accessKeyId: options.accessKeyId ?? 'fake-access-key',
    secretAccessKey: options.secretAccessKey ?? 'fake-secret-key',
    region: options.region ?? 'us-east-1',
  };
  const objects = new Map<string, Buffer>();
  const buckets = new Set(settings.buckets);
  const requests: string[] = [];

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const method = request.method ?? 'GET';
      const pathPart = (request.url ?? '/').split('?', 1)[0] ?? '/';
      requests.push(`${method} ${pathPart}`);
      const problem = signatureProblem(request, body, settings);
      if (problem) return sendError(response, 403, 'SignatureDoesNotMatch', problem);

      const [bucket = '', ...rest] = pathPart.slice(1).split('/');
      const key = rest.map((segment) => decodeURIComponent(segment)).join('/');
      if (!key) {
        if (method === 'PUT' && bucket) {
          buckets.add(bucket);
          response.writeHead(200).end();
          return;
        }
        if (method === 'HEAD' && buckets.has(bucket)) {
          response.writeHead(200).end();
          return;
        }
        return sendError(response, 404, 'NoSuchBucket', 'The specified bucket does not exist');
      }
      if (!buckets.has(bucket))
        return sendError(response, 404, 'NoSuchBucket', 'The specified bucket does not exist');
      const id = `${bucket}/${key}`;
      if (method === 'PUT') {
        objects.set(id, body);
        response.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` }).end();
        return;
      }
      if (method === 'GET' || method === 'HEAD') {
        const stored = objects.get(id);
        if (!stored) {
          if (method === 'HEAD') return void response.writeHead(404).end();
          return sendError(response, 404, 'NoSuchKey', 'The specified key does not exist.');
        }
        response.writeHead(200, {
          'content-type': 'application/octet-stream',
          'content-length': stored.length,
          etag: `"${createHash('md5').update(stored).digest('hex')}"`,
        });
        response.end(method === 'GET' ? stored : undefined);
        return;
      }
      if (method === 'DELETE') {
        objects.delete(id);
        response.writeHead(204).end();
        return;
      }
      sendError(response, 405, 'MethodNotAllowed', `${method} is not supported by the fake`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
    objects,
    buckets,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
