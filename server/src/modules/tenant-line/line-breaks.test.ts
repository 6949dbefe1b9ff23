import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

describe('tenant line text', () => {
  it('takes a carriage return for a line break: it ends the title, and no CR is stored', async () => {
    const user = await signUp(ctx.app);
    const api = apiAs(ctx.app, user.token);
    const property = await createProperty(ctx.app, user.token);
    const url = (await api('POST', `/api/properties/${property.id}/tenant-link`)).json<{ url: string }>().url;
    const token = url.split('/t/')[1] as string;
    let conversationId: string | undefined;
    for (const message of [
      'Hello\rThe kitchen sink is leaking\rX-INJECTED: 1',
      'Unit 2B\r\nSTATUS:CANCELLED',
      'not urgent',
      'call me at 512-555-0100',
    ]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: `/api/tenant-line/${token}/messages`,
        remoteAddress: '203.0.113.77',
        payload: { message, ...(conversationId ? { conversation_id: conversationId } : {}) },
      });
      expect(response.statusCode, response.body).toBe(200);
      conversationId = response.json<{ conversation_id: string }>().conversation_id;
    }

    const [request] = (await api('GET', '/api/maintenance')).json<{ title: string; description: string }[]>();
    expect(request?.title).toBe('Kitchen sink is leaking');
    expect(request?.description).toContain('Hello\nThe kitchen sink is leaking\nX-INJECTED: 1');
    const conversations = await api('GET', '/api/tenant-conversations');
    expect(conversations.statusCode).toBe(200);
    expect(conversations.body).toContain('The kitchen sink is leaking');
    // JSON writes a CR as \r: none in the stored messages, the request or the replies.
    expect(conversations.body).not.toContain('\\r');
    expect(JSON.stringify(request)).not.toContain('\\r');
  });
});
