import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  buildTestApp,
  createProperty,
  multipartBody,
  signUp,
  type SignedUpUser,
  type TestContext,
} from '../../testing/build-test-app.js';
import { makeTextPdf } from '../../testing/fixtures/make-documents.js';

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
  'Premises: 12 Quarry Road, Unit 4, Eugene, OR 97401.',
  'Term: The lease begins on May 1, 2026 and ends on April 30, 2027.',
  'Rent: Tenant shall pay monthly rent of $1,275.00 due on the first day of each month.',
];

async function upload(user: SignedUpUser, url: string, fields: Record<string, string>) {
  const body = multipartBody(fields, {
    name: 'lease.pdf',
    type: 'application/pdf',
    content: Buffer.from(await makeTextPdf(LEASE, 3)),
  });
  return ctx.app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(user.token), ...body.headers },
    payload: body.payload,
  });
}

const progressOf = (user: SignedUpUser, id: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/processor/progress/${id}`, headers: bearer(user.token) });

describe('GET /api/processor/progress/{id}', { timeout: 120_000 }, () => {
  it('answers the pages read of an upload sent with that progress_id, to its owner only', async () => {
    const owner = await signUp(ctx.app);
    const property = await createProperty(ctx.app, owner.token);
    const processed = await upload(owner, '/api/processor/process', {
      document_type: 'Lease',
      property_id: property.id,
      dry_run: 'true',
      progress_id: 'process-progress-1',
    });
    expect(processed.statusCode).toBe(200);
    const reply = await progressOf(owner, 'process-progress-1');
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ pages_read: 3, page_count: 3 });

    const stranger = await signUp(ctx.app, 'Mallory');
    const hidden = await progressOf(stranger, 'process-progress-1');
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toMatchObject({ detail: 'Progress not found' });
  });

  it('follows /api/leases/upload too', async () => {
    const owner = await signUp(ctx.app);
    const uploaded = await upload(owner, '/api/leases/upload', {
      dry_run: 'true',
      progress_id: 'lease-progress-1',
    });
    expect(uploaded.statusCode).toBe(200);
    expect((await progressOf(owner, 'lease-progress-1')).json()).toEqual({ pages_read: 3, page_count: 3 });
  });

  it('answers 404 for an id never sent, and keeps nothing for an id that is not a token', async () => {
    const owner = await signUp(ctx.app);
    const property = await createProperty(ctx.app, owner.token);
    const uploaded = await upload(owner, '/api/processor/process', {
      document_type: 'Lease',
      property_id: property.id,
      dry_run: 'true',
      progress_id: 'bad id!',
    });
    expect(uploaded.statusCode).toBe(200);
    expect((await progressOf(owner, 'bad%20id!')).statusCode).toBe(404);
    expect((await progressOf(owner, 'never-sent-0001')).statusCode).toBe(404);
  });

  it('is a read: an answer cached before it is still served after it', async () => {
    const owner = await signUp(ctx.app);
    const first = await ctx.app.inject({
      method: 'GET',
      url: '/api/properties',
      headers: bearer(owner.token),
    });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    await progressOf(owner, 'never-sent-0002');
    const again = await ctx.app.inject({
      method: 'GET',
      url: '/api/properties',
      headers: { ...bearer(owner.token), 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
  });

  it('needs a signed-in user', async () => {
    const reply = await ctx.app.inject({ method: 'GET', url: '/api/processor/progress/never-sent-0003' });
    expect(reply.statusCode).toBe(401);
  });
});
