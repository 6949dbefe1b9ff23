import { sql } from 'drizzle-orm';
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { buildTestApp, signUp, uniqueUsername, type TestContext } from '../../testing/build-test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const post = (app: TestContext['app'], url: string, payload: object) =>
  app.inject({ method: 'POST', url, payload });

async function waitFor<T>(read: () => T | undefined, timeoutMs = 5000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const outboxMessages = () => {
  try {
    return readdirSync(ctx.config.mail.outboxDir).map((name) =>
      readFileSync(`${ctx.config.mail.outboxDir}/${name}`, 'utf8'),
    );
  } catch {
    return [];
  }
};

const linkFor = (username: string) => () => {
  const mail = outboxMessages().find((text) => text.includes(`To: ${username}`));
  return mail ? /reset-password\?token=([\w%-]+)/.exec(mail)?.[1] : undefined;
};

describe('forgot and reset password (outbox, no SMTP)', () => {
  it('answers the same for known and unknown accounts, and mails a single-use link to the outbox', async () => {
    const user = await signUp(ctx.app);
    const known = await post(ctx.app, '/api/auth/forgot-password', { email: user.username });
    const unknown = await post(ctx.app, '/api/auth/forgot-password', { email: uniqueUsername('nobody') });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());

    const token = decodeURIComponent(await waitFor(linkFor(user.username)));
    expect(outboxMessages().some((text) => text.includes('http://astor.test/reset-password?token='))).toBe(
      true,
    );

    const weak = await post(ctx.app, '/api/auth/reset-password', { token, password: 'short' });
    expect(weak.statusCode).toBe(422);
    const reset = await post(ctx.app, '/api/auth/reset-password', {
      token,
      password: 'a brand new password',
    });
    expect(reset.statusCode).toBe(200);

    // Used once only; the old sessions are over; the new password works.
    expect(
      (await post(ctx.app, '/api/auth/reset-password', { token, password: 'another password!' })).statusCode,
    ).toBe(400);
    const refresh = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { astor_refresh: user.refreshCookie },
    });
    expect(refresh.statusCode).toBe(401);
    expect(
      (await post(ctx.app, '/api/auth/login', { email: user.username, password: user.password })).statusCode,
    ).toBe(401);
    expect(
      (await post(ctx.app, '/api/auth/login', { email: user.username, password: 'a brand new password' }))
        .statusCode,
    ).toBe(200);
  });

  it('refuses an expired or made-up token', async () => {
    const expired = await buildTestApp({}, { clock: () => new Date() });
    try {
      const user = await signUp(expired.app);
      await post(expired.app, '/api/auth/forgot-password', { email: user.username });
      const token = decodeURIComponent(
        await waitFor(() => {
          const dir = expired.config.mail.outboxDir;
          try {
            const mail = readdirSync(dir).map((name) => readFileSync(`${dir}/${name}`, 'utf8'))[0];
            return mail ? /token=([\w%-]+)/.exec(mail)?.[1] : undefined;
          } catch {
            return undefined;
          }
        }),
      );
      await expired.database.db.execute(
        sql`update password_reset_tokens set expires_at = now() - interval '1 minute'`,
      );
      expect(
        (await post(expired.app, '/api/auth/reset-password', { token, password: 'new password 123' }))
          .statusCode,
      ).toBe(400);
      expect(
        (
          await post(expired.app, '/api/auth/reset-password', {
            token: 'made-up',
            password: 'new password 123',
          })
        ).statusCode,
      ).toBe(400);
    } finally {
      await expired.close();
    }
  });
});

describe('forgot password through SMTP', () => {
  it('sends the link to a real SMTP server when SMTP_URL is set', async () => {
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          received.push(data);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.server.address() as { port: number }).port;
    const smtp = await buildTestApp({}, { smtpUrl: `smtp://127.0.0.1:${port}` });
    try {
      const username = `${uniqueUsername('mail')}@example.com`;
      await post(smtp.app, '/api/auth/signup', {
        email: username,
        password: 'long enough pw',
        name: 'Mail User',
      });
      await post(smtp.app, '/api/auth/forgot-password', { email: username });
      const message = await waitFor(() => received[0]);
      expect(message).toContain(`To: ${username}`);
      expect(message).toContain('Reset your Astor password');
      expect(message.replace(/=\r?\n/g, '')).toContain('reset-password?token=');
    } finally {
      await smtp.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
