import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents } from '../../db/schema.js';
import {
  apiAs,
  buildTestApp,
  createProperty,
  signUp,
  type TestContext,
} from '../../testing/build-test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => {
  await ctx.close();
});

describe('documents', () => {
  it('lists by property, reads and deletes the owner’s documents, and hides them from others', async () => {
    const alice = await signUp(ctx.app);
    const mallory = await signUp(ctx.app);
    const asAlice = apiAs(ctx.app, alice.token);
    const property = await createProperty(ctx.app, alice.token);
    const ownerId = (await asAlice('GET', '/api/users/me')).json().id;
    const [doc] = await ctx.database.db
      .insert(documents)
      .values({
        ownerId,
        propertyId: property.id,
        documentType: 'Lease',
        description: 'Signed lease',
        uploadDate: '2026-11-01',
      })
      .returning();
    const id = doc?.id as string;

    expect((await asAlice('GET', `/api/documents?property_id=${property.id}`)).json()).toEqual([
      expect.objectContaining({
        id,
        document_type: 'Lease',
        upload_date: '2026-11-01',
        description: 'Signed lease',
      }),
    ]);
    const asMallory = apiAs(ctx.app, mallory.token);
    expect((await asMallory('GET', '/api/documents')).json()).toEqual([]);
    expect((await asMallory('GET', `/api/documents/${id}`)).statusCode).toBe(404);
    expect((await asMallory('DELETE', `/api/documents/${id}`)).statusCode).toBe(404);
    expect((await asAlice('DELETE', `/api/documents/${id}`)).statusCode).toBe(200);
    expect((await asAlice('GET', '/api/documents')).json()).toEqual([]);
  });
});
