import type { ProcessProposal, ProcessResult, ProposedField } from '@astor/contract/processor';

export type Reply = { status: number; body: unknown } | { status: number; text: string } | Error;
type Handler = (call: FakeCall) => Reply | Promise<Reply>;

export interface FakeCall {
  method: string;
  url: string;
  /** A JSON body parsed; a multipart body as its parts in order (a file part as `file:<name>`). */
  body: unknown;
}

/**
 * A fake `fetch` for the documents screens' tests, answering by 'METHOD /path' (the query string is
 * ignored for the match). Unknown calls answer 404, so a stray call shows.
 */
export function fakeApi(routes: Record<string, Handler | Reply>) {
  const calls: FakeCall[] = [];
  const fetch = async (url: string, init: RequestInit) => {
    const method = init.method ?? 'GET';
    const call = { method, url, body: readBody(init.body) };
    calls.push(call);
    const route = routes[`${method} ${url.split('?')[0]}`];
    const reply = typeof route === 'function' ? await route(call) : route;
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
  };
}

/** The parts of a recorded multipart body as an object (the last of a repeated name wins). */
export const partsOf = (call: FakeCall | undefined): Record<string, string> =>
  Object.fromEntries((call?.body as Array<[string, string]> | undefined) ?? []);

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

export function makeField(overrides: Partial<ProposedField> & Pick<ProposedField, 'key'>): ProposedField {
  return { label: overrides.key, kind: 'text', value: null, confidence: 0.9, source: null, ...overrides };
}

export function makeProposal(overrides: Partial<ProcessProposal> = {}): ProcessProposal {
  return {
    dry_run: true,
    document_type: 'Lease',
    detected_type: 'Lease',
    confidence: 0.93,
    extraction_method: 'pdf-text',
    page_count: 2,
    fields: [],
    creates: [],
    ...overrides,
  };
}

export function makeResult(overrides: Partial<ProcessResult> = {}): ProcessResult {
  return {
    dry_run: false,
    document: {
      id: 'd1',
      property_id: 'p1',
      document_type: 'Lease',
      upload_date: '2026-03-01',
      description: null,
      file_name: 'lease.pdf',
      content_type: 'application/pdf',
      size_bytes: 1234,
      page_count: 2,
      created_at: '2026-03-01T00:00:00.000Z',
    },
    created: [],
    ...overrides,
  };
}
