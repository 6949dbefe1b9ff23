import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { properties } from '../db/schema.js';
import { AppError } from '../errors.js';
import { apiAs, buildTestApp, createProperty, signUp, type TestContext } from '../testing/build-test-app.js';
import { currentUser } from './authenticate.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
  // Probe routes, added before the app is ready, to drive the handler with real failures. Hidden: they
  // are no part of the API, so the OpenAPI document (and its check of every reply) leaves them out.
  const hide = { hide: true };
  ctx.app.delete(
    '/api/test/raw-property/:id',
    { schema: hide, onRequest: ctx.app.requireUser },
    async (request) => {
      const { id } = request.params as { id: string };
      await ctx.database.db
        .delete(properties)
        .where(and(eq(properties.ownerId, currentUser(request).id), eq(properties.id, id)));
      return { message: 'deleted' };
    },
  );
  ctx.app.get('/api/test/app-error', { schema: hide }, async () => {
    throw new AppError('conflict', 'Already done');
  });
  ctx.app.get('/api/test/crash', { schema: hide }, async () => {
    throw new Error('secret internal detail');
  });
  // A full disk: /dev/full answers every write with ENOSPC, as a full file system does.
  ctx.app.post('/api/test/write-to-full-disk', { schema: hide }, async () => {
    if (existsSync('/dev/full')) await writeFile('/dev/full', 'a document');
    throw Object.assign(new Error("ENOSPC: no space left on device, write '/dev/full'"), { code: 'ENOSPC' });
  });
  // PostgreSQL's disk_full, raised by the database itself so it reaches us through the real driver.
  ctx.app.post('/api/test/database-disk-full', { schema: hide }, async () => {
    await ctx.database.db.execute(
      sql.raw(
        `do $$ begin raise exception 'could not extend file "base/5/16384": No space left on device' ` +
          `using errcode = 'disk_full'; end $$`,
      ),
    );
    return { message: 'written' };
  });
  ctx.app.get(
    '/api/test/bad-reply',
    { schema: { ...hide, response: { 200: z.object({ n: z.number() }) } } },
    async () => ({
      n: 'not a number',
    }),
  );
});
afterAll(async () => {
  await ctx.close();
});

describe('error handler', () => {
  it('answers 409 with the documented text when a delete would orphan a referenced record (foreign key)', async () => {
    const user = await signUp(ctx.app);
    const property = await createProperty(ctx.app, user.token);
    await apiAs(ctx.app, user.token)('POST', '/api/leases', { property_id: property.id });
    const response = await apiAs(ctx.app, user.token)('DELETE', `/api/test/raw-property/${property.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      detail: 'This record is referenced by other items and cannot be deleted.',
      code: 'referenced',
    });
    expect((await apiAs(ctx.app, user.token)('GET', `/api/properties/${property.id}`)).statusCode).toBe(200);
  });

  it('maps an AppError to its status with detail, code and request id', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/test/app-error',
      headers: { 'x-request-id': 'req-42' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: 'Already done', code: 'conflict', request_id: 'req-42' });
    expect(response.headers['x-request-id']).toBe('req-42');
  });

  it('never exposes the text of a 500', async () => {
    for (const url of ['/api/test/crash', '/api/test/bad-reply']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(500);
      expect(response.json().detail).toBe('Internal Server Error');
      expect(response.body).not.toContain('secret');
      expect(response.body).not.toContain('not a number');
    }
  });

  it('answers 507 with a plain sentence when the disk is full, from a file write or from the database', async () => {
    for (const url of ['/api/test/write-to-full-disk', '/api/test/database-disk-full']) {
      const response = await ctx.app.inject({ method: 'POST', url, headers: { 'x-request-id': 'req-full' } });
      expect(response.statusCode, url).toBe(507);
      expect(response.json()).toEqual({
        detail: "The server's disk is full.",
        code: 'insufficient_storage',
        request_id: 'req-full',
      });
      expect(response.body).not.toMatch(/ENOSPC|extend file|dev\/full/);
    }
  });
});
