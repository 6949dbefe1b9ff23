import { PROPOSAL_TEXT_LIMIT } from '@astor/contract/processor';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiAs,
  bearer,
  buildTestApp,
  multipartBody,
  signUp,
  type TestContext,
} from '../../testing/build-test-app.js';
import { makeDocx } from '../../testing/fixtures/make-documents.js';

/** The dry run as the review step uses it (docs/product.md#upload-wizard). */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => {
  await ctx.close();
});

// A lease written for these tests (never the held-out samples).
const LEASE = [
  'RESIDENTIAL LEASE AGREEMENT',
  'This Lease Agreement is made on May 1, 2026 between Quarry Hill Homes LLC ("Landlord") and Dana Okafor ("Tenant").',
  'Premises: 62 Larch Avenue, Apt 4, Madison, WI 53703.',
  'Term: The lease begins on June 1, 2026 and ends on May 31, 2027.',
  'Rent: Tenant shall pay monthly rent of $1,390.00 due on the first day of each month.',
  'Security Deposit: Tenant shall pay a security deposit of $1,390.00.',
  'The premises have 3 bedrooms and 2 bathrooms.',
];

async function uploadLease(token: string, fields: Record<string, string>, paragraphs = LEASE) {
  const body = multipartBody(
    { document_type: 'Lease', ...fields },
    {
      name: 'lease.docx',
      type: 'application/octet-stream',
      content: Buffer.from(await makeDocx(paragraphs)),
    },
  );
  return ctx.app.inject({
    method: 'POST',
    url: '/api/leases/upload',
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
}

describe('the dry run for the review', () => {
  it('answers the text that was read, in which the sources are quoted, and what would be created', async () => {
    const user = await signUp(ctx.app);
    const response = await uploadLease(user.token, { dry_run: 'true' });
    expect(response.statusCode).toBe(200);
    const proposal = response.json();
    expect(proposal.text).toContain('Premises: 62 Larch Avenue, Apt 4, Madison, WI 53703.');
    expect(proposal.text).toContain('monthly rent of $1,390.00');
    const rent = proposal.fields.find((field: { key: string }) => field.key === 'rent_amount_monthly');
    expect(rent.source).toContain('1,390.00');
    expect(proposal.text.replace(/\s+/g, ' ')).toContain(rent.source.replace(/…$/, ''));
    // The wording lives in contract/src/proposal-summary.ts, which the review recomputes from.
    expect(proposal.creates).toEqual([
      'The document itself, stored with its text',
      'A property at 62 Larch Avenue, Apt 4',
      'A lease at $1,390.00 a month',
      'Tenant Dana Okafor',
    ]);
  });

  it('cuts a very long text at the limit', async () => {
    const user = await signUp(ctx.app);
    const filler = 'The tenant shall keep the premises clean and in good repair at all times. '.repeat(40);
    const long = [
      ...LEASE,
      ...Array.from({ length: Math.ceil(PROPOSAL_TEXT_LIMIT / filler.length) + 1 }, () => filler),
    ];
    const response = await uploadLease(user.token, { dry_run: 'true' }, long);
    expect(response.statusCode).toBe(200);
    const { text } = response.json();
    expect(text).toHaveLength(PROPOSAL_TEXT_LIMIT);
    expect(text.startsWith('RESIDENTIAL LEASE AGREEMENT')).toBe(true);
  });

  it('writes no bedrooms or bathrooms for a lease saved as commercial', async () => {
    const user = await signUp(ctx.app);
    const api = apiAs(ctx.app, user.token);
    const saved = await uploadLease(user.token, { fields: JSON.stringify({ is_commercial: true }) });
    expect(saved.statusCode).toBe(200);
    const [property] = (await api('GET', '/api/properties')).json();
    expect(property).toMatchObject({ is_commercial: true, num_bedrooms: null, num_bathrooms: null });

    // The same lease saved as residential keeps what was read.
    const other = await signUp(ctx.app);
    expect((await uploadLease(other.token, {})).statusCode).toBe(200);
    const [home] = (await apiAs(ctx.app, other.token)('GET', '/api/properties')).json();
    expect(home).toMatchObject({ is_commercial: false, num_bedrooms: 3, num_bathrooms: 2 });
  });
});
