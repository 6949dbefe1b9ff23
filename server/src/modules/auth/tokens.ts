import { createHash, createSecretKey, randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

const ISSUER = 'astor';
const ALGORITHM = 'HS256';

export type AccessClaims = { userId: string; sessionId: string };
/** What a verified token says, with when it expires (ms since the epoch). */
export type VerifiedClaims = AccessClaims & { expiresAt: number };

export type AccessTokenSigner = {
  sign: (claims: AccessClaims) => Promise<string>;
  /** Undefined for a tampered, expired, unsigned (`alg: none`) or foreign token. */
  verify: (token: string) => Promise<VerifiedClaims | undefined>;
  ttlSeconds: number;
};

export function createAccessTokenSigner(secret: string, ttlSeconds: number): AccessTokenSigner {
  // A KeyObject is imported once; raw bytes would be imported again on every verification.
  const key = createSecretKey(Buffer.from(secret));
  return {
    ttlSeconds,
    sign: ({ userId, sessionId }) =>
      new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key),
    verify: async (token) => {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM], issuer: ISSUER });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return undefined;
        if (typeof payload.exp !== 'number') return undefined;
        return { userId: payload.sub, sessionId: payload.sid, expiresAt: payload.exp * 1000 };
      } catch (error) {
        if (error instanceof errors.JOSEError) return undefined;
        throw error;
      }
    },
  };
}

/** An opaque refresh token: 256 random bits. Only its SHA-256 is stored. */
export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export function newSecret(): string {
  return randomBytes(48).toString('base64url');
}

const STATE_ISSUER = 'astor-oidc-state';

/** A short-lived signed envelope for the OIDC round trip (state, nonce, PKCE verifier), kept in a cookie. */
export function createStateSealer(secret: string) {
  const key = new TextEncoder().encode(secret);
  return {
    seal: (payload: Record<string, string | boolean>, ttlSeconds: number) =>
      new SignJWT(payload)
        .setProtectedHeader({ alg: ALGORITHM })
        .setIssuer(STATE_ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key),
    open: async (token: string): Promise<Record<string, unknown> | undefined> => {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM], issuer: STATE_ISSUER });
        return payload;
      } catch (error) {
        if (error instanceof errors.JOSEError) return undefined;
        throw error;
      }
    },
  };
}
