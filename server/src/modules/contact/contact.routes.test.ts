import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema.js';
import { uniqueAddress } from '../../security/seed-owner.js';
import {
  bearer,
  buildTestApp,
  signUp,
  uniqueUsername,
  type TestContext,
} from '../../testing/build-test-app.js';

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

describe('contact messages per client address', () => {
  it('takes at most CONTACT_LIMIT_PER_IP messages an hour from one address, even all at once', async () => {
    const limited = await buildTestApp({}, { limits: { contactPerIp: 3 } });
    try {
      const send = (remoteAddress: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/contact',
          remoteAddress,
          payload: { name: 'Visitor', email: `${uniqueUsername('v')}@example.com`, message: 'Hello' },
        });
      const remoteAddress = uniqueAddress();
      const answers = await Promise.all(Array.from({ length: 7 }, () => send(remoteAddress)));
      expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(3);
      const refused = answers.filter((answer) => answer.statusCode === 429);
      expect(refused).toHaveLength(4);
      expect(refused[0]?.json().detail).toMatch(
        /^You have sent several messages already\. Please wait \d+ minutes before sending another\.$/,
      );
      expect(refused[0]?.headers['retry-after']).toBeDefined();
      expect((await send(uniqueAddress())).statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });
});
