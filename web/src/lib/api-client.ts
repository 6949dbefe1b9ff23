import type { z } from 'zod';
import { TokenSchema } from '@astor/contract/auth';
import { ErrorSchema, type ErrorBody } from '@astor/contract/errors';
import { clearAccessToken, getAccessToken, setAccessToken } from './storage';

/**
 * The one HTTP client (docs/product.md#sessions, docs/product.md#api-conventions): JSON in and out, cookies
 * sent, the access token as a bearer header, and one silent refresh on a 401 shared by every request that is
 * waiting for it.
 */

/** Every non-2xx reply, as screens read it. `detail` is the error body's (a sentence or a list). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly detail: ErrorBody['detail'] | undefined;
  readonly body: unknown;

  constructor(status: number, detail: ErrorBody['detail'] | undefined, body: unknown) {
    super(describeDetail(detail) ?? `Request failed with status ${status}`);
    this.status = status;
    this.detail = detail;
    this.body = body;
  }
}

function describeDetail(detail: ErrorBody['detail'] | undefined): string | undefined {
  if (typeof detail === 'string') return detail || undefined;
  return detail?.[0]?.msg;
}

/**
 * The text a screen shows for a failed call: the first validation message, else the detail sentence
 * (docs/product.md#error-replies); undefined when the server said nothing usable, so the screen picks its own
 * fallback.
 */
export function getErrorDetail(error: unknown): string | undefined {
  return error instanceof ApiError ? describeDetail(error.detail) : undefined;
}

export type FetchFunction = (url: string, init: RequestInit) => Promise<Response>;

export interface TokenStore {
  get(): string | null;
  set(token: string): void;
  clear(): void;
}

export interface ApiClientOptions {
  /** Prefix of every path; the API is served by the same origin under /api. */
  baseUrl?: string;
  /** Injected in tests; defaults to the browser's fetch, looked up at call time. */
  fetch?: FetchFunction;
  tokenStore?: TokenStore;
  /** Called once when a refresh fails: the session is over (the app goes to /login). */
  onAuthFailure?: () => void;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON; a FormData is sent as multipart. */
  body?: unknown;
  /**
   * For calls whose 401 means "wrong credentials", not "expired token" (login, signup, logout):
   * no refresh is attempted and the 401 reaches the screen as is.
   */
  skipAuthRefresh?: boolean;
  signal?: AbortSignal;
}

export const REFRESH_PATH = '/auth/refresh';

const browserTokenStore: TokenStore = { get: getAccessToken, set: setAccessToken, clear: clearAccessToken };

export function createApiClient(options: ApiClientOptions = {}) {
  const baseUrl = options.baseUrl ?? '/api';
  const fetchImpl: FetchFunction = options.fetch ?? ((url, init) => globalThis.fetch(url, init));
  const tokenStore = options.tokenStore ?? browserTokenStore;
  const onAuthFailure = options.onAuthFailure ?? (() => {});

  let refreshInFlight: Promise<string | null> | null = null;

  function send(path: string, init: RequestOptions, token: string | null): Promise<Response> {
    const headers = new Headers({ Accept: 'application/json' });
    if (token) headers.set('Authorization', `Bearer ${token}`);
    let body: BodyInit | undefined;
    if (init.body instanceof FormData) {
      body = init.body;
    } else if (init.body !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(init.body);
    }
    return fetchImpl(baseUrl + path, {
      method: init.method ?? 'GET',
      headers,
      body,
      credentials: 'include',
      signal: init.signal,
    });
  }

  async function refreshOnce(): Promise<string | null> {
    try {
      // Sent without a bearer and never refreshed itself: a 401 here ends the session.
      const response = await send(REFRESH_PATH, { method: 'POST' }, null);
      const token = TokenSchema.parse(await readBody(response)).access_token;
      tokenStore.set(token);
      return token;
    } catch {
      tokenStore.clear();
      onAuthFailure();
      return null;
    }
  }

  /** The new access token, or null when the session is over. Concurrent callers share one call. */
  function refreshAccessToken(): Promise<string | null> {
    // `.finally` runs after the assignment, so a refresh that fails synchronously cannot stick.
    refreshInFlight ??= refreshOnce().finally(() => {
      refreshInFlight = null;
    });
    return refreshInFlight;
  }

  async function tokenForRetry(rejectedToken: string | null): Promise<string | null> {
    const current = tokenStore.get();
    // Another request refreshed while this one was on the wire: use its token, do not rotate again.
    if (!refreshInFlight && current && current !== rejectedToken) return current;
    return refreshAccessToken();
  }

  /** Sends with the bearer, refreshing once on a 401 (docs/product.md#sessions). */
  async function sendAuthorized(path: string, init: RequestOptions): Promise<Response> {
    const token = tokenStore.get();
    let response = await send(path, init, token);
    const mayRefresh = !init.skipAuthRefresh && path !== REFRESH_PATH;
    if (response.status === 401 && mayRefresh) {
      const newToken = await tokenForRetry(token);
      // docs/product.md#sessions: retried once; a second 401 is final.
      if (newToken) response = await send(path, init, newToken);
    }
    return response;
  }

  /** Binary replies (document files, the account export): the bytes as a Blob, or an ApiError. */
  async function requestBlob(path: string, init: RequestOptions = {}): Promise<Blob> {
    const response = await sendAuthorized(path, init);
    if (response.ok) return response.blob();
    await readBody(response);
    throw new ApiError(response.status, undefined, undefined);
  }

  async function request(path: string, init?: RequestOptions): Promise<unknown>;
  async function request<T>(path: string, init: RequestOptions & { schema: z.ZodType<T> }): Promise<T>;
  async function request<T>(
    path: string,
    init: RequestOptions & { schema?: z.ZodType<T> } = {},
  ): Promise<T | unknown> {
    const response = await sendAuthorized(path, init);
    const data = await readBody(response);
    if (!init.schema) return data;
    const parsed = init.schema.safeParse(data);
    if (!parsed.success) throw new ApiError(response.status, 'Unexpected response from the server', data);
    return parsed.data;
  }

  return {
    request,
    requestBlob,
    refreshAccessToken,
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The reply's JSON (or text), or an ApiError for a non-2xx. */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  let data: unknown = text || undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      // Not JSON (a proxy's HTML error page, say): keep the text as the body.
    }
  }
  if (response.ok) return data;
  const parsed = ErrorSchema.safeParse(data);
  throw new ApiError(response.status, parsed.success ? parsed.data.detail : undefined, data);
}

let authFailureHandler: () => void = () => {};

/** The app decides where a dead session goes (the router sends it to /login). */
export function setAuthFailureHandler(handler: () => void): void {
  authFailureHandler = handler;
}

export const apiClient = createApiClient({ onAuthFailure: () => authFailureHandler() });
