import type { Session, User } from '@astor/contract/auth';

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 'u1',
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    timezone: 'UTC',
    currency: 'USD',
    ...overrides,
  };
}

export function makeSession(overrides: Partial<Session> = {}): Session {
  return {
    id: 's1',
    current: true,
    persistent: false,
    user_agent:
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
    ip: '127.0.0.1',
    created_at: new Date(Date.now() - 3 * 86_400_000).toISOString(),
    last_used_at: new Date(Date.now() - 30_000).toISOString(),
    ...overrides,
  };
}
