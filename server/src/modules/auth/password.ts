import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt's cost parameters: N (CPU and memory), r (block size), p (parallelism). */
export type PasswordCost = { N: number; r: number; p: number };

// scrypt is memory-hard and ships with Node. N=2^15, r=8 uses 32 MiB per hash (OWASP's floor is 2^17
// at 128 MiB; 2^15 keeps concurrent sign-ins on a 2-core laptop under control). This is the cost of every
// deployment (config `auth.passwordCost`, not an environment variable): only the test harness
// (testing/build-test-app.ts) lowers it, so that hundreds of test sign-ups do not spend minutes hashing.
export const PRODUCTION_PASSWORD_COST: PasswordCost = { N: 2 ** 15, r: 8, p: 1 };
const KEY_LENGTH = 64;
const MAX_MEMORY = 64 * 1024 * 1024;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem: MAX_MEMORY }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `scrypt$N$r$p$salt$hash`, base64url: the parameters travel with the hash so they can be raised later. */
export async function hashPassword(password: string, cost: PasswordCost): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

const dummyHashes = new Map<string, Promise<string>>();

/**
 * Spends the same time as a real check at `cost` (the cost new hashes are made at), so an unknown
 * username cannot be told apart by timing.
 */
export async function verifyAgainstDummy(password: string, cost: PasswordCost): Promise<false> {
  const key = `${cost.N}$${cost.r}$${cost.p}`;
  let dummyHash = dummyHashes.get(key);
  if (!dummyHash) {
    dummyHash = hashPassword('astor-dummy-password', cost);
    dummyHashes.set(key, dummyHash);
  }
  await verifyPassword(password, await dummyHash);
  return false;
}
