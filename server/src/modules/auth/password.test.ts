import { describe, expect, it } from 'vitest';
import { hashPassword, PRODUCTION_PASSWORD_COST, verifyAgainstDummy, verifyPassword } from './password.js';

const LOW_COST = { N: 2 ** 10, r: 8, p: 1 };

describe('password hashes', () => {
  it('carry their cost, so a hash made at one cost is checked after the cost changes', async () => {
    const production = await hashPassword('correct horse battery', PRODUCTION_PASSWORD_COST);
    const low = await hashPassword('correct horse battery', LOW_COST);
    expect(production).toMatch(/^scrypt\$32768\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(low).toMatch(/^scrypt\$1024\$8\$1\$/);
    for (const stored of [production, low]) {
      expect(await verifyPassword('correct horse battery', stored)).toBe(true);
      expect(await verifyPassword('correct horse batteries', stored)).toBe(false);
    }
  });

  it('are salted: the same password hashes differently twice', async () => {
    expect(await hashPassword('same', LOW_COST)).not.toBe(await hashPassword('same', LOW_COST));
  });

  it('refuse what is not an scrypt hash (an account without a password has an empty one)', async () => {
    expect(await verifyPassword('anything', '')).toBe(false);
    expect(await verifyPassword('anything', 'bcrypt$2b$10$abc')).toBe(false);
  });

  it('check an unknown user against a dummy hash of the same cost, never succeeding', async () => {
    expect(await verifyAgainstDummy('astor-dummy-password', LOW_COST)).toBe(false);
    expect(await verifyAgainstDummy('anything', PRODUCTION_PASSWORD_COST)).toBe(false);
  });
});
