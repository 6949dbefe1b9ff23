import type { LedgerPage, LedgerRow } from '@astor/contract/ledger';

type Reply = { status: number; body: unknown } | { status: number; text: string } | Error;
type Handler = (call: FakeCall) => Reply;

export interface FakeCall {
  method: string;
  url: string;
  /** A JSON body parsed; a multipart body as its parts in order (a file part as `file:<name>`). */
  body: unknown;
}

/**
 * A fake `fetch` for the finances screens' tests, answering by 'METHOD /path' (the query string is
 * ignored for the match and kept in the recorded url). Unknown calls answer 404, so a stray call shows.
 */
export function fakeApi(routes: Record<string, Handler | Reply>) {
  const calls: FakeCall[] = [];
  const fetch = async (url: string, init: RequestInit) => {
    const method = init.method ?? 'GET';
    const call = { method, url, body: readBody(init.body) };
    calls.push(call);
    const route = routes[`${method} ${url.split('?')[0]}`];
    const reply = typeof route === 'function' ? route(call) : route;
    if (!reply) return json(404, { detail: `No fake for ${method} ${url}` });
    if (reply instanceof Error) throw reply;
    if ('text' in reply) return new Response(reply.text, { status: reply.status });
    return json(reply.status, reply.body);
  };
  return {
    fetch,
    calls,
    /** The calls that change something (everything but GET). */
    writes: () => calls.filter((call) => call.method !== 'GET'),
    /** The query parameters of the calls to `path`, in order. */
    queries: (path: string) =>
      calls
        .filter((call) => call.method === 'GET' && call.url.split('?')[0] === path)
        .map((call) => Object.fromEntries(new URL(call.url, 'http://test').searchParams)),
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

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export function makeRow(overrides: Partial<LedgerRow> & Pick<LedgerRow, 'record_id' | 'type'>): LedgerRow {
  return {
    id: `${overrides.type}-${overrides.record_id}`,
    transaction_date: '2026-03-01',
    description: null,
    entity: null,
    category: null,
    amount: overrides.type === 'expense' ? -10 : 10,
    bank_account: null,
    method: null,
    property_id: 'p1',
    property_address: '12 Elm Street',
    ...overrides,
  };
}

export function makePage(items: LedgerRow[], overrides: Partial<LedgerPage> = {}): LedgerPage {
  const cents = (type: LedgerRow['type']) =>
    items
      .filter((row) => row.type === type)
      .reduce((sum, row) => sum + Math.round(Math.abs(row.amount) * 100), 0);
  const income = cents('income');
  const expenses = cents('expense');
  return {
    items,
    total: items.length,
    summary: {
      income: income / 100,
      expenses: expenses / 100,
      net: (income - expenses) / 100,
      score: income >= expenses ? 'Good' : 'Review',
      count: items.length,
    },
    ...overrides,
  };
}

export const PROPERTY = {
  id: 'p1',
  address: '12 Elm Street',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  property_type: null,
  purchase_price: null,
  purchase_date: null,
  num_bedrooms: null,
  num_bathrooms: null,
  num_floors: null,
  is_commercial: false,
  is_hoa: false,
  hoa_fee: null,
  is_nnn: false,
  latitude: null,
  longitude: null,
  created_at: '2026-01-01T00:00:00.000Z',
};
