/**
 * The fake `fetch` of the web unit tests: a route table 'METHOD /path' → reply, every call recorded.
 * Features keep only their own data (factories) and, where a test needs a server with state, the handlers
 * that hold it.
 */

/**
 * What a route answers: a JSON body, a plain-text body (a reply that is not JSON), a ready Response
 * (a file download), or an Error, thrown as a network failure is.
 */
export type FakeReply =
  { status: number; body: unknown } | { status: number; text: string } | Response | Error;

export interface FakeCall {
  method: string;
  /** As asked, query string included. */
  url: string;
  /** A JSON body parsed; a multipart body as its parts in order (a file part as `file:<name>`). */
  body: unknown;
}

/** A handler may return a promise, to hold its reply while the test looks at the pending state. */
export type FakeHandler = (call: FakeCall) => FakeReply | Promise<FakeReply>;

export type FakeRoutes = Record<string, FakeHandler | FakeReply>;

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The route key of a call: its method and its path, without the query string. */
const routeOf = (call: FakeCall) => `${call.method} ${call.url.split('?')[0]}`;

/**
 * A fake `fetch` answering by 'METHOD /path' (the query string is ignored for the match and kept in the
 * recorded url). Unknown calls answer 404, so a stray call shows.
 */
export function fakeApi(routes: FakeRoutes) {
  const calls: FakeCall[] = [];
  const fetch = async (url: string, init: RequestInit) => {
    const call: FakeCall = { method: init.method ?? 'GET', url, body: readBody(init.body) };
    calls.push(call);
    const route = routes[routeOf(call)];
    const reply = typeof route === 'function' ? await route(call) : route;
    if (!reply) return json(404, { detail: `No fake for ${call.method} ${url}` });
    if (reply instanceof Error) throw reply;
    if (reply instanceof Response) return reply;
    if ('text' in reply) return new Response(reply.text, { status: reply.status });
    return json(reply.status, reply.body);
  };
  const callsTo = (key: string) => calls.filter((call) => routeOf(call) === key);
  return {
    fetch,
    calls,
    /** The calls that change something (everything but GET). */
    writes: () => calls.filter((call) => call.method !== 'GET'),
    /** The calls to 'METHOD /path', whatever their query string. */
    callsTo,
    /** The query parameters of the GETs of `path`, in order. */
    queries: (path: string) =>
      callsTo(`GET ${path}`).map((call) => Object.fromEntries(new URL(call.url, 'http://test').searchParams)),
  };
}

function readBody(body: RequestInit['body']): unknown {
  if (typeof body === 'string') return JSON.parse(body) as unknown;
  if (body instanceof FormData)
    return [...body.entries()].map(([name, value]) => [
      name,
      typeof value === 'string' ? value : `file:${value.name}`,
    ]);
  return undefined;
}

/** The parts of a recorded multipart body as an object (the last of a repeated name wins). */
export const partsOf = (call: FakeCall | undefined): Record<string, string> =>
  Object.fromEntries((call?.body as Array<[string, string]> | undefined) ?? []);

/** A reply the test releases when it wants: `release(reply)` answers the held request. */
export function heldReply() {
  let release: (reply: FakeReply) => void = () => {};
  const promise = new Promise<FakeReply>((resolve) => {
    release = resolve;
  });
  return { handler: () => promise, release: (reply: FakeReply) => release(reply) };
}

/** A fake `fetch` answering every call with `status` and a JSON body, recording the calls as made. */
export function stubFetch(status: number, body: unknown) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fetch = async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return json(status, body);
  };
  return { fetch, calls };
}
