import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  buildTestApp,
  signUp,
  type SignedUpUser,
  type TestContext,
} from '../testing/build-test-app.js';

// Over a real socket: app.inject() skips Node's HTTP parser, where oversized headers are refused.
let ctx: TestContext;
let base: string;
let user: SignedUpUser;
beforeAll(async () => {
  ctx = await buildTestApp();
  base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  user = await signUp(ctx.app);
});
afterAll(async () => {
  await ctx.close();
});

const expectDetail = async (response: Response, status: number, detail: string) => {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toContain('application/json');
  const body = (await response.json()) as Record<string, unknown>;
  expect(body).toMatchObject({ detail });
  expect(Object.keys(body).sort()).toEqual(['code', 'detail', 'request_id']);
};

/** The raw answer to bytes written on a fresh connection. */
function rawExchange(request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const { port } = new URL(base);
    const socket = connect(Number(port), '127.0.0.1', () => socket.write(request));
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('errors before a route runs', () => {
  it('a 20 kB Authorization header is a 431 with a detail', async () => {
    const response = await fetch(`${base}/api/properties`, {
      headers: { authorization: `Bearer ${'a'.repeat(20_000)}` },
    });
    await expectDetail(response, 431, 'The request headers are too large.');
  });

  it('a request Node cannot read is a 400 with a detail', async () => {
    const answer = await rawExchange('NOT HTTP AT ALL\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as Record<string, unknown>;
    expect(body).toMatchObject({ detail: 'The request could not be read.', code: 'bad_request' });
  });

  it('an id of 5,000 (or 300) characters in a path is a 404 like any unknown id', async () => {
    for (const length of [5000, 300]) {
      const id = 'a'.repeat(length);
      for (const method of ['GET', 'DELETE']) {
        const response = await fetch(`${base}/api/properties/${id}`, { method, headers: bearer(user.token) });
        await expectDetail(response, 404, 'Not found');
      }
      await expectDetail(await fetch(`${base}/api/tenant-line/${id}`), 404, 'Not found');
    }
  });

  it('a path that is not valid percent-encoding is a 400 with a detail', async () => {
    const response = await fetch(`${base}/api/properties/%E0%A4%A`, { headers: bearer(user.token) });
    await expectDetail(response, 400, 'The address of the request is not valid.');
  });
});
