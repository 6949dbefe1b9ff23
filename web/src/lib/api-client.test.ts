// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, createApiClient, getErrorDetail, type FetchFunction, type TokenStore } from './api-client';

interface Call {
  url: string;
  init: RequestInit;
  authorization: string | null;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const tokenReply = (token: string) =>
  json(200, { access_token: token, token_type: 'bearer', expires_in: 900 });

function memoryTokenStore(initial: string | null): TokenStore & { value: string | null } {
  return {
    value: initial,
    get() {
      return this.value;
    },
    set(token) {
      this.value = token;
    },
    clear() {
      this.value = null;
    },
  };
}

/** A fake server: `handler` answers each call; every call is recorded with the bearer it carried. */
function fakeFetch(handler: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fetch: FetchFunction = async (url, init) => {
    const call = { url, init, authorization: new Headers(init.headers).get('Authorization') };
    calls.push(call);
    // A real network answers later; let concurrent requests overlap as they would in a browser.
    await new Promise((resolve) => setTimeout(resolve, 1));
    return handler(call);
  };
  const callsTo = (path: string) => calls.filter((call) => call.url === `/api${path}`);
  return { fetch, calls, callsTo };
}

describe('api client: binary replies', () => {
  it('returns the exact bytes as a Blob, refreshing once on a 401, and an ApiError with the detail otherwise', async () => {
    const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0xff, 0x00, 0x80]);
    let attempts = 0;
    const server = fakeFetch((call) => {
      if (call.url.endsWith('/auth/refresh')) return tokenReply('fresh');
      if (call.url.endsWith('/missing')) return json(404, { detail: 'Document not found' });
      attempts += 1;
      return attempts === 1
        ? json(401, { detail: 'Not authenticated' })
        : new Response(bytes, { status: 200 });
    });
    const client = createApiClient({ fetch: server.fetch, tokenStore: memoryTokenStore('stale') });
    const blob = await client.requestBlob('/documents/d1/file');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(bytes);
    expect(server.callsTo('/documents/d1/file').map((c) => c.authorization)).toEqual([
      'Bearer stale',
      'Bearer fresh',
    ]);
    await expect(client.requestBlob('/missing')).rejects.toMatchObject({
      status: 404,
      detail: 'Document not found',
    });
  });
});

describe('api client', () => {
  it('sends the stored token as a bearer header, with cookies', async () => {
    const server = fakeFetch(() => json(200, { ok: true }));
    const client = createApiClient({ fetch: server.fetch, tokenStore: memoryTokenStore('t1') });

    await expect(client.request('/users/me')).resolves.toEqual({ ok: true });

    expect(server.calls).toHaveLength(1);
    expect(server.calls[0]?.authorization).toBe('Bearer t1');
    expect(server.calls[0]?.init.credentials).toBe('include');
  });

  it('sends JSON bodies and parses replies with a schema', async () => {
    const server = fakeFetch(() => json(200, { id: 'u1' }));
    const client = createApiClient({ fetch: server.fetch, tokenStore: memoryTokenStore(null) });

    const reply = await client.request('/things', {
      method: 'POST',
      body: { a: 1 },
      schema: z.object({ id: z.string() }),
    });

    expect(reply).toEqual({ id: 'u1' });
    expect(server.calls[0]?.init.body).toBe('{"a":1}');
    expect(new Headers(server.calls[0]?.init.headers).get('Content-Type')).toBe('application/json');
    expect(server.calls[0]?.authorization).toBeNull();
  });

  it('turns every non-2xx into an ApiError carrying status, detail and body', async () => {
    const body = { detail: [{ loc: ['body', 'email'], msg: 'Username is required', type: 'too_small' }] };
    const server = fakeFetch(() => json(422, body));
    const client = createApiClient({ fetch: server.fetch, tokenStore: memoryTokenStore(null) });

    const error = await client.request('/auth/signup', { method: 'POST', body: {} }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, detail: body.detail, body });
    expect(getErrorDetail(error)).toBe('Username is required');
  });

  it('keeps a non-JSON error body as text, with no detail', async () => {
    const server = fakeFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    const client = createApiClient({ fetch: server.fetch, tokenStore: memoryTokenStore(null) });

    const error = await client.request('/properties').catch((e: unknown) => e);

    expect(error).toMatchObject({ status: 502, detail: undefined, body: '<html>Bad gateway</html>' });
    expect(getErrorDetail(error)).toBeUndefined();
  });

  it('shares one refresh between concurrent 401s and retries each request with the new token', async () => {
    const server = fakeFetch(({ url, authorization }) => {
      if (url === '/api/auth/refresh') return tokenReply('fresh');
      return authorization === 'Bearer fresh'
        ? json(200, { url })
        : json(401, { detail: 'Not authenticated' });
    });
    const tokens = memoryTokenStore('stale');
    const client = createApiClient({ fetch: server.fetch, tokenStore: tokens });

    const [a, b] = await Promise.all([client.request('/a'), client.request('/b')]);

    expect(a).toEqual({ url: '/api/a' });
    expect(b).toEqual({ url: '/api/b' });
    expect(server.callsTo('/auth/refresh')).toHaveLength(1);
    expect(server.callsTo('/a').map((call) => call.authorization)).toEqual(['Bearer stale', 'Bearer fresh']);
    expect(server.callsTo('/b').map((call) => call.authorization)).toEqual(['Bearer stale', 'Bearer fresh']);
    expect(tokens.value).toBe('fresh');
  });

  it('sends the refresh with cookies and an empty body', async () => {
    const server = fakeFetch(({ url, authorization }) =>
      url === '/api/auth/refresh' || authorization === 'Bearer fresh'
        ? tokenReply('fresh')
        : json(401, { detail: 'Not authenticated' }),
    );
    const client = createApiClient({ fetch: server.fetch, tokenStore: memoryTokenStore(null) });

    await client.request('/auth/check');

    const [refresh] = server.callsTo('/auth/refresh');
    expect(refresh?.init).toMatchObject({ method: 'POST', credentials: 'include', body: undefined });
  });

  it('retries a request at most once', async () => {
    const server = fakeFetch(({ url }) =>
      url === '/api/auth/refresh' ? tokenReply('fresh') : json(401, { detail: 'Not authenticated' }),
    );
    const onAuthFailure = vi.fn();
    const client = createApiClient({
      fetch: server.fetch,
      tokenStore: memoryTokenStore('stale'),
      onAuthFailure,
    });

    const error = await client.request('/a').catch((e: unknown) => e);

    expect(error).toMatchObject({ status: 401, detail: 'Not authenticated' });
    expect(server.callsTo('/a')).toHaveLength(2);
    expect(server.callsTo('/auth/refresh')).toHaveLength(1);
    expect(onAuthFailure).not.toHaveBeenCalled();
  });

  it('clears the token and reports the auth failure once when the refresh fails', async () => {
    const server = fakeFetch(() => json(401, { detail: 'Not authenticated' }));
    const tokens = memoryTokenStore('stale');
    const onAuthFailure = vi.fn();
    const client = createApiClient({ fetch: server.fetch, tokenStore: tokens, onAuthFailure });

    const errors = await Promise.all([
      client.request('/a').catch((e: unknown) => e),
      client.request('/b').catch((e: unknown) => e),
    ]);

    expect(errors.map((error) => error instanceof ApiError && error.status)).toEqual([401, 401]);
    expect(tokens.value).toBeNull();
    expect(onAuthFailure).toHaveBeenCalledTimes(1);
    expect(server.callsTo('/auth/refresh')).toHaveLength(1);
    // Not retried: there is no token to retry with.
    expect(server.callsTo('/a')).toHaveLength(1);
    expect(server.callsTo('/b')).toHaveLength(1);
  });

  it('never refreshes to answer a 401 from the refresh call itself', async () => {
    const server = fakeFetch(() => json(401, { detail: 'Not authenticated' }));
    const onAuthFailure = vi.fn();
    const client = createApiClient({ fetch: server.fetch, tokenStore: memoryTokenStore('t'), onAuthFailure });

    await expect(client.request('/auth/refresh', { method: 'POST' })).rejects.toMatchObject({ status: 401 });
    expect(server.calls).toHaveLength(1);

    await expect(client.refreshAccessToken()).resolves.toBeNull();
    expect(server.calls).toHaveLength(2);
    expect(onAuthFailure).toHaveBeenCalledTimes(1);
  });

  it('does not refresh for calls whose 401 means wrong credentials', async () => {
    const server = fakeFetch(() => json(401, { detail: 'Incorrect username or password' }));
    const onAuthFailure = vi.fn();
    const client = createApiClient({
      fetch: server.fetch,
      tokenStore: memoryTokenStore(null),
      onAuthFailure,
    });

    const error = await client
      .request('/auth/login', { method: 'POST', body: {}, skipAuthRefresh: true })
      .catch((e: unknown) => e);

    expect(getErrorDetail(error)).toBe('Incorrect username or password');
    expect(server.calls).toHaveLength(1);
    expect(onAuthFailure).not.toHaveBeenCalled();
  });

  it('reuses a token refreshed by another request instead of refreshing again', async () => {
    const tokens = memoryTokenStore('stale');
    const server = fakeFetch(({ authorization }) => {
      // Someone else rotated the token while this request was on the wire.
      if (authorization === 'Bearer stale') tokens.set('rotated');
      return authorization === 'Bearer rotated' ? json(200, { ok: true }) : json(401, { detail: 'Expired' });
    });
    const client = createApiClient({ fetch: server.fetch, tokenStore: tokens });

    await expect(client.request('/a')).resolves.toEqual({ ok: true });
    expect(server.callsTo('/auth/refresh')).toHaveLength(0);
  });
});
