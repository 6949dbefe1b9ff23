import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLlmClient } from '../../adapters/llm/llm.js';
import {
  messageReply,
  startFakeLlmServer,
  type FakeLlmResponse,
  type FakeLlmServer,
} from '../../adapters/llm/fake-llm-server.js';
import { analyzeText } from '../../documents/analyze-text.js';
import {
  apiAs,
  bearer,
  buildTestApp,
  createProperty,
  multipartBody,
  signUp,
} from '../../testing/build-test-app.js';
import { makeDocx } from '../../testing/fixtures/make-documents.js';
import { refineWithLlm } from './llm-refine.js';

// A lease that says nothing of its deposit or its landlord, so the offline reader leaves them empty.
const LEASE = [
  'RESIDENTIAL LEASE AGREEMENT',
  'Tenant: Noor Haddad.',
  'Premises: 61 Linden Way, Madison, WI 53703.',
  'The term begins on June 1, 2026 and ends on May 31, 2027.',
  'Monthly rent is $1,480.00, due on the first day of each month.',
  'The deposit paid with the application covers damages beyond normal wear.',
].join('\n');

let replies: FakeLlmResponse[] = [];
let server: FakeLlmServer;
beforeAll(async () => {
  server = await startFakeLlmServer(
    (_request, index) => replies[index] ?? { status: 500, body: { error: 'no reply' } },
  );
});
afterAll(async () => {
  await server.close();
});
// Replies are matched to requests by their position within each test.
beforeEach(() => {
  server.requests.length = 0;
});

const client = () =>
  createLlmClient({ baseUrl: server.baseUrl, apiKey: 'k', model: 'm' }, { timeoutMs: 3000 });
const refine = (text: string, typeForced = true) =>
  refineWithLlm(client()!, text, analyzeText(text, typeForced ? 'Lease' : undefined), {
    typeForced,
    extract: (type) => analyzeText(text, type).fields,
  });

describe('refineWithLlm', () => {
  it('fills what the offline reader left empty, with validated values, and keeps confident readings', async () => {
    replies = [
      messageReply(
        '```json\n' +
          JSON.stringify({
            security_deposit: 1480,
            landlord: 'Linden Way Homes',
            rent_amount_monthly: 9999,
            start_date: 'June 1st',
            num_bedrooms: 'two',
          }) +
          '\n```',
      ),
    ];
    const { fields } = await refine(LEASE);
    if (fields.type !== 'Lease') throw new Error('expected lease fields');
    expect(fields.lease.security_deposit).toMatchObject({ value: 1480, confidence: 0.7 });
    expect(fields.lease.landlord.value).toBe('Linden Way Homes');
    // The confident offline rent stays; invalid values (a non-date, a word for a number) are ignored.
    expect(fields.lease.rent_amount_monthly.value).toBe(1480);
    expect(fields.lease.start_date.value).toBe('2026-06-01');
    const prompt = JSON.stringify(server.requests[0]?.body);
    expect(prompt).toContain('security_deposit');
    expect(server.requests[0]?.headers.authorization).toBe('Bearer k');
  });

  it('leaves the offline reading unchanged when the model answers nonsense', async () => {
    replies = [messageReply('I am not sure, sorry.')];
    const offline = analyzeText(LEASE, 'Lease');
    const { fields } = await refine(LEASE);
    expect(fields).toEqual(offline.fields);
  });

  it('reclassifies a low-confidence detection only to one of the five types', async () => {
    const vague = 'Please see attached. Thanks.';
    replies = [messageReply('{"type": "Invoice"}'), messageReply('{"total_amount": 12.5, "vendor": "Acme"}')];
    const result = await refine(vague, false);
    expect(result.classification.type).toBe('Invoice');
    server.requests.length = 0;
    replies = [messageReply('{"type": "Spaceship"}'), messageReply('{}')];
    expect((await refine(vague, false)).classification.type).toBe(analyzeText(vague).classification.type);
  });
});

describe('documents with an LLM configured', () => {
  it('uses the model through /processor/process and falls back offline when it fails', async () => {
    const ctx = await buildTestApp({}, { llmBaseUrl: server.baseUrl });
    try {
      const user = await signUp(ctx.app);
      const property = await createProperty(ctx.app, user.token);
      const file = {
        name: 'lease.docx',
        type: 'application/octet-stream',
        content: Buffer.from(await makeDocx(LEASE.split('\n'))),
      };
      const send = async () => {
        const body = multipartBody(
          { document_type: 'Lease', property_id: property.id, dry_run: 'true' },
          file,
        );
        return ctx.app.inject({
          method: 'POST',
          url: '/api/processor/process',
          headers: { ...bearer(user.token), ...body.headers },
          payload: body.payload,
        });
      };
      replies = [messageReply(JSON.stringify({ security_deposit: 1480 }))];
      server.requests.length = 0;
      const withModel = (await send()).json();
      expect(withModel.fields.find((f: { key: string }) => f.key === 'security_deposit').value).toBe(1480);

      replies = []; // every call now answers 500
      server.requests.length = 0;
      const offline = await send();
      expect(offline.statusCode).toBe(200);
      expect(
        offline.json().fields.find((f: { key: string }) => f.key === 'security_deposit').value,
      ).toBeNull();
      expect((await apiAs(ctx.app, user.token)('GET', '/api/leases')).json()).toEqual([]);
    } finally {
      await ctx.close();
    }
  });
});
