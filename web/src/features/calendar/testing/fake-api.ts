import type { CalendarEvent, ComplianceItem } from '@astor/contract/calendar';

type Reply = { status: number; body: unknown } | Error;
type Handler = (call: { url: string; body: unknown }) => Reply;

export interface FakeCall {
  method: string;
  url: string;
  body: unknown;
}

/**
 * A fake `fetch` for the calendar's tests, answering by 'METHOD /path' (the query string is ignored for
 * the match and kept in the recorded url). Unknown calls answer 404, so a stray call shows.
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

export function makeEvent(overrides: Partial<CalendarEvent> = {}): CalendarEvent {
  return {
    id: 'custom:e1',
    kind: 'custom',
    title: 'Walkthrough',
    start: '2026-05-12',
    end: '2026-05-12',
    all_day: true,
    property_id: null,
    source_id: 'e1',
    notes: null,
    recurrence: null,
    ...overrides,
  };
}

export function makeComplianceItem(overrides: Partial<ComplianceItem> = {}): ComplianceItem {
  return {
    id: 'c1',
    property_id: 'p1',
    property_address: '12 Elm Street',
    title: 'Smoke and CO detector check',
    notes: null,
    due_date: '2026-05-01',
    interval_months: 6,
    completed_at: null,
    last_done_on: null,
    status: 'overdue',
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
