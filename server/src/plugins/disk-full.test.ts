import { readdirSync } from 'node:fs';
import type * as FsPromises from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  bearer,
  buildTestApp,
  createProperty,
  multipartBody,
  signUp,
  type TestContext,
} from '../testing/build-test-app.js';
import { makeDocx } from '../testing/fixtures/make-documents.js';
import { createOutboxMailer } from '../adapters/mail/mailer.js';

/**
 * A full disk, without filling one: writeFile under `fullFolder.path` writes part of the file, then fails
 * as the kernel does when the disk fills up (ENOSPC).
 */
const fullFolder = vi.hoisted(() => ({ path: undefined as string | undefined }));
vi.mock('node:fs/promises', async (importOriginal) => {
  const fs = await importOriginal<typeof FsPromises>();
  const writeFile: typeof fs.writeFile = async (file, data, options) => {
    if (fullFolder.path && typeof file === 'string' && file.startsWith(fullFolder.path)) {
      await fs.writeFile(file, 'part of the bytes');
      throw Object.assign(new Error(`ENOSPC: no space left on device, write '${file}'`), {
        errno: -28,
        code: 'ENOSPC',
        syscall: 'write',
        path: file,
      });
    }
    return fs.writeFile(file, data, options);
  };
  return { ...fs, writeFile, default: { ...fs, writeFile } };
});

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => {
  fullFolder.path = undefined;
  await ctx.close();
});

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));

describe('a full disk', () => {
  it('answers a document upload with 507 and its detail, and leaves no partial file behind', async () => {
    const user = await signUp(ctx.app);
    const property = await createProperty(ctx.app, user.token);
    const body = multipartBody(
      { document_type: 'Other', property_id: property.id },
      {
        name: 'notes.docx',
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        content: Buffer.from(await makeDocx(['Boiler serviced on March 3, 2026.'])),
      },
    );
    fullFolder.path = ctx.config.storage.root;
    try {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/processor/process',
        headers: { ...bearer(user.token), ...body.headers },
        payload: body.payload,
      });
      expect(response.statusCode).toBe(507);
      expect(response.json()).toMatchObject({
        detail: "The server's disk is full.",
        code: 'insufficient_storage',
      });
      expect(response.body).not.toContain(ctx.config.storage.root);
      expect(filesUnder(ctx.config.storage.root)).toEqual([]);
    } finally {
      fullFolder.path = undefined;
    }
    const documents = await ctx.app.inject({ url: '/api/documents', headers: bearer(user.token) });
    expect(documents.json()).toEqual([]);
  });

  it('makes /api/readyz not ready while the document folder is full', async () => {
    fullFolder.path = ctx.config.storage.root;
    try {
      const response = await ctx.app.inject({ url: '/api/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'disk full', detail: "The server's disk is full." });
    } finally {
      fullFolder.path = undefined;
    }
    expect((await ctx.app.inject({ url: '/api/readyz' })).json()).toEqual({ status: 'ready' });
  });

  it('leaves no cut-short message in the outbox', async () => {
    const outbox = ctx.config.mail.outboxDir;
    const logged: string[] = [];
    const mailer = createOutboxMailer(outbox, 'Astor <astor@example.test>', (line) => logged.push(line));
    fullFolder.path = outbox;
    try {
      await expect(
        mailer.send({ to: 'jane@example.test', subject: 'Reset your Astor password', text: 'https://…' }),
      ).rejects.toMatchObject({ code: 'ENOSPC' });
    } finally {
      fullFolder.path = undefined;
    }
    expect(filesUnder(outbox)).toEqual([]);
    expect(logged).toEqual([]);
  });
});
