import type { ChatMessage } from '@astor/contract/chat';

type Reply = { status: number; body: unknown } | Error;
type Handler = (call: FakeCall) => Reply | Promise<Reply>;

export interface FakeCall {
  method: string;
  url: string;
  body: unknown;
}

/**
 * A fake `fetch` for the chat widget's tests, answering by 'METHOD /path'. A handler may return a
 * promise, to hold a reply while the test looks at the pending state. Unknown calls answer 404.
 */
export function fakeApi(routes: Record<string, Handler | Reply>) {
  const calls: FakeCall[] = [];
  const fetch = async (url: string, init: RequestInit) => {
    const method = init.method ?? 'GET';
    const call = {
      method,
      url,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    calls.push(call);
    const route = routes[`${method} ${url.split('?')[0]}`];
    const reply = typeof route === 'function' ? await route(call) : route;
    if (!reply) return json(404, { detail: `No fake for ${method} ${url}` });
    if (reply instanceof Error) throw reply;
    return json(reply.status, reply.body);
  };
  return {
    fetch,
    calls,
    /** The calls to `METHOD /path`. */
    callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.url.split('?')[0]}` === key),
  };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A reply the test releases when it wants: `release(reply)` answers the held request. */
export function heldReply() {
  let release: (reply: Reply) => void = () => {};
  const promise = new Promise<Reply>((resolve) => {
    release = resolve;
  });
  return { handler: () => promise, release: (reply: Reply) => release(reply) };
}

export function makeMessage(overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: 'm1',
    sender: 'user',
    text: 'Hello',
    sources: [],
    created_at: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}
