import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema.js';
import { bearer, buildTestApp, signUp, type TestContext } from '../../testing/build-test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => {
  await ctx.close();
});

describe('POST /api/contact', () => {
  it('stores a message from anyone, links a signed-in sender, validates, and slows down floods', async () => {
    const email = `visitor-${Date.now()}@example.com`;
    const send = (headers: Record<string, string> = {}) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/contact',
        headers,
        payload: { name: 'Visitor', email, message: 'Hello <b>there</b>' },
      });
    expect((await send()).statusCode).toBe(201);
    const user = await signUp(ctx.app);
    expect((await send(bearer(user.token))).statusCode).toBe(201);
    const rows = await ctx.database.db.select().from(contactMessages).where(eq(contactMessages.email, email));
    expect(rows.map((r) => r.message)).toEqual(['Hello <b>there</b>', 'Hello <b>there</b>']);
    expect(rows.filter((r) => r.userId).length).toBe(1);
    for (let i = 0; i < 3; i += 1) await send();
    expect((await send()).statusCode).toBe(429);
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: '', email: 'nope', message: '' },
    });
    expect(bad.statusCode).toBe(422);
  });
});
