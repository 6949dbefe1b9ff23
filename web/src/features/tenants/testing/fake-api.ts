import type { Tenant } from '@astor/contract/tenants';

type Reply = { status: number; body: unknown } | Error;
type Handler = (call: { url: string; body: unknown }) => Reply;

export interface FakeCall {
  method: string;
  url: string;
  body: unknown;
}

/**
 * A fake `fetch` for the tenants screens' tests, answering by 'METHOD /path' (the query string is
 * ignored for the match and kept in the recorded url). Unknown calls answer 404, so a stray call shows.
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
    return json(reply.status, reply.body);
  };
  return {
    fetch,
    calls,
    /** The calls that change something (everything but GET). */
    writes: () => calls.filter((call) => call.method !== 'GET'),
  };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export function makeTenant(overrides: Partial<Tenant> = {}): Tenant {
  return {
    id: 't1',
    property_id: null,
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: null,
    phone_number: null,
    title: null,
    status: 'current',
    property: null,
    lease: null,
    created_at: '2026-01-01T00:00:00.000Z',
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
