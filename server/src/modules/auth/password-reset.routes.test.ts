import { sql } from 'drizzle-orm';
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { rowsOf } from '../../db/client.js';
import { uniqueAddress } from '../../security/seed-owner.js';
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

/** Every reset token mailed to `username` so far, oldest first (outbox names start with a timestamp). */
const tokensFor = (dir: string, username: string): string[] => {
  let names: string[] = [];
  try {
    names = readdirSync(dir).sort();
  } catch {
    return [];
  }
  return names
    .map((name) => readFileSync(`${dir}/${name}`, 'utf8'))
    .filter((text) => text.includes(`To: ${username}`))
    .map((text) => decodeURIComponent(/reset-password\?token=([\w%-]+)/.exec(text)?.[1] ?? ''));
};

async function requestLink(context: TestContext, username: string, headers: Record<string, string> = {}) {
  const before = tokensFor(context.config.mail.outboxDir, username).length;
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: { email: username },
    headers,
  });
  expect(response.statusCode).toBe(200);
  await waitFor(() =>
    tokensFor(context.config.mail.outboxDir, username).length > before ? true : undefined,
  );
  const mails = readdirSync(context.config.mail.outboxDir)
    .sort()
    .map((name) => readFileSync(`${context.config.mail.outboxDir}/${name}`, 'utf8'))
    .filter((text) => text.includes(`To: ${username}`));
  return { token: tokensFor(context.config.mail.outboxDir, username).at(-1) ?? '', mail: mails.at(-1) ?? '' };
}

describe('reset links cannot be poisoned or replayed', () => {
  const hostile = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };

  it('builds the link from PUBLIC_URL, whatever Host or X-Forwarded-Host the request carries', async () => {
    const user = await signUp(ctx.app);
    const { mail } = await requestLink(ctx, user.username, hostile);
    expect(mail).toContain('http://astor.test/reset-password?token=');
    expect(mail).not.toContain('evil.example');
  });

  it("without PUBLIC_URL, builds it from the server's own address, never from a request header", async () => {
    const bare = await buildTestApp({}, { publicUrl: null });
    try {
      const user = await signUp(bare.app);
      const { mail } = await requestLink(bare, user.username, hostile);
      expect(mail).toContain(`http://localhost:${bare.config.port}/reset-password?token=`);
      expect(mail).not.toContain('evil.example');
    } finally {
      await bare.close();
    }
  });

  it('voids older links when a new one is requested, when one is used, and when the password changes', async () => {
    const user = await signUp(ctx.app);
    const first = await requestLink(ctx, user.username);
    const second = await requestLink(ctx, user.username);
    const resetWith = (token: string, password: string) =>
      post(ctx.app, '/api/auth/reset-password', { token, password });
    expect((await resetWith(first.token, 'a first new password')).statusCode).toBe(400);

    // Changing the password while signed in voids the link still in the mailbox.
    const change = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/me/password',
      headers: { authorization: `Bearer ${user.token}` },
      payload: { current_password: user.password, new_password: 'a changed password 1' },
    });
    expect(change.statusCode).toBeLessThan(300);
    expect((await resetWith(second.token, 'a second new password')).statusCode).toBe(400);

    // Using a link voids any other still open (one asked for before it, here by a second device).
    const third = await requestLink(ctx, user.username);
    await ctx.database.db.execute(
      sql`insert into password_reset_tokens (user_id, token_hash, expires_at)
          select user_id, 'other-device-hash', expires_at from password_reset_tokens
          where used_at is null and user_id = (select id from users where username = ${user.username})`,
    );
    expect((await resetWith(third.token, 'a third new password')).statusCode).toBe(200);
    const open = await ctx.database.db.execute(
      sql`select 1 from password_reset_tokens t join users u on u.id = t.user_id
          where u.username = ${user.username} and t.used_at is null`,
    );
    expect(rowsOf(open)).toHaveLength(0);
  });
});

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

describe('forgot password limits', () => {
  const ask = (context: TestContext, email: string, remoteAddress: string) =>
    context.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      remoteAddress,
      payload: { email },
    });

  it('mails one account at most FORGOT_PASSWORD_LIMIT_PER_ADDRESS times an hour, whoever asks', async () => {
    const limited = await buildTestApp({}, { limits: { forgotPasswordPerAddress: 3 } });
    try {
      const user = await signUp(limited.app);
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => ask(limited, user.username, uniqueAddress())),
      );
      expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(3);
      const refused = answers.filter((answer) => answer.statusCode === 429);
      expect(refused).toHaveLength(3);
      expect(refused[0]?.json().detail).toMatch(
        /^Several reset links have been sent to this address already\. Check your inbox, or try again in \d+ minutes\.$/,
      );
      expect(Number(refused[0]?.headers['retry-after'])).toBeGreaterThan(3000);
      await waitFor(() =>
        tokensFor(limited.config.mail.outboxDir, user.username).length >= 3 ? true : undefined,
      );
      expect(tokensFor(limited.config.mail.outboxDir, user.username)).toHaveLength(3);

      // An address with no account is counted alike: the answers tell nothing about accounts.
      const ghost = uniqueUsername('ghost');
      for (let i = 0; i < 3; i += 1)
        expect((await ask(limited, ghost, uniqueAddress())).statusCode).toBe(200);
      expect((await ask(limited, ghost, uniqueAddress())).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('answers at most FORGOT_PASSWORD_LIMIT_PER_IP requests an hour from one client address', async () => {
    const limited = await buildTestApp({}, { limits: { forgotPasswordPerIp: 2 } });
    try {
      const remoteAddress = uniqueAddress();
      expect((await ask(limited, uniqueUsername(), remoteAddress)).statusCode).toBe(200);
      expect((await ask(limited, uniqueUsername(), remoteAddress)).statusCode).toBe(200);
      const refused = await ask(limited, uniqueUsername(), remoteAddress);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().detail).toMatch(
        /^Too many password reset requests from your network\. Try again in \d+ minutes\.$/,
      );
      expect(refused.headers['retry-after']).toBeDefined();
      expect((await ask(limited, uniqueUsername(), uniqueAddress())).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
