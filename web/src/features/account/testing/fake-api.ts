import type { Session, User } from '@astor/contract/auth';

type Reply = { status: number; body: unknown } | Response | Error;
type Handler = (call: { url: string; body: unknown }) => Reply;

export interface FakeCall {
  method: string;
  url: string;
  body: unknown;
}

/**
 * A fake `fetch` for the account screens' tests, answering by 'METHOD /path' (the query string is
 * ignored for the match). A reply may be a ready Response (the export's ZIP). Unknown calls answer 404,
 * so a stray call shows.
 */
export function fakeApi(routes: Record<string, Handler | Reply>) {
  const calls: FakeCall[] = [];
  const fetch = async (url: string, init: RequestInit) => {
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, url, body });
    const route = routes[`${method} ${url.split('?')[0]}`];
    const reply = typeof route === 'function' ? route({ url, body }) : route;
    if (!reply) return json(404, { detail: `No fake for ${method} ${url}` });
    if (reply instanceof Error) throw reply;
    if (reply instanceof Response) return reply;
    return json(reply.status, reply.body);
  };
  return {
    fetch,
    calls,
    /** The calls that change something (everything but GET). */
    writes: () => calls.filter((call) => call.method !== 'GET'),
  };
}

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 'u1',
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    timezone: 'UTC',
    currency: 'USD',
    ...overrides,
  };
}

export function makeSession(overrides: Partial<Session> = {}): Session {
  return {
    id: 's1',
    current: true,
    persistent: false,
    user_agent:
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
    ip: '127.0.0.1',
    created_at: new Date(Date.now() - 3 * 86_400_000).toISOString(),
    last_used_at: new Date(Date.now() - 30_000).toISOString(),
    ...overrides,
  };
}
