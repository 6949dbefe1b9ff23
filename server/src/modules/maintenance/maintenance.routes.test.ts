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

describe('maintenance requests', () => {
  it('creates Pending/normal by default, filters by property and status, and moves through statuses', async () => {
    const user = await signUp(ctx.app);
    const api = apiAs(ctx.app, user.token);
    const a = await createProperty(ctx.app, user.token);
    const b = await createProperty(ctx.app, user.token);
    const created = await api('POST', '/api/maintenance', {
      property_id: a.id,
      title: 'Broken heater',
      scheduled_for: '2026-12-01',
    });
    expect(created.statusCode).toBe(201);
    const request = created.json();
    expect(request).toMatchObject({ status: 'Pending', priority: 'normal', scheduled_for: '2026-12-01' });
    await api('POST', '/api/maintenance', { property_id: b.id, title: 'Gas smell', priority: 'emergency' });

    expect((await api('GET', `/api/maintenance?property_id=${a.id}`)).json()).toHaveLength(1);
    const moved = await api('PATCH', `/api/maintenance/${request.id}`, { status: 'In Progress' });
    expect(moved.json().status).toBe('In Progress');
    expect(
      (await api('GET', '/api/maintenance?status=In%20Progress')).json().map((m: { id: string }) => m.id),
    ).toEqual([request.id]);
    expect((await api('PATCH', `/api/maintenance/${request.id}`, { status: 'Done' })).statusCode).toBe(422);
    expect(
      (await api('POST', '/api/maintenance', { property_id: a.id, title: 'x', priority: 'whenever' }))
        .statusCode,
    ).toBe(422);
    expect((await api('DELETE', `/api/maintenance/${request.id}`)).statusCode).toBe(200);
    expect((await api('GET', '/api/maintenance')).json()).toHaveLength(1);
  });

  it('keeps maintenance requests private to their owner', async () => {
    const alice = await signUp(ctx.app);
    const mallory = await signUp(ctx.app);
    const property = await createProperty(ctx.app, alice.token);
    const request = (
      await apiAs(ctx.app, alice.token)('POST', '/api/maintenance', {
        property_id: property.id,
        title: 'Mine',
      })
    ).json();
    const asMallory = apiAs(ctx.app, mallory.token);
    expect((await asMallory('GET', '/api/maintenance')).json()).toEqual([]);
    expect((await asMallory('GET', `/api/maintenance/${request.id}`)).statusCode).toBe(404);
    expect(
      (await asMallory('PATCH', `/api/maintenance/${request.id}`, { status: 'Completed' })).statusCode,
    ).toBe(404);
    expect((await asMallory('DELETE', `/api/maintenance/${request.id}`)).statusCode).toBe(404);
    expect(
      (await asMallory('POST', '/api/maintenance', { property_id: property.id, title: 'Theirs' })).statusCode,
    ).toBe(404);
  });
});
