import { jwtVerify, SignJWT } from 'jose';

export interface TokenClaims {
  sub: string;
  sid: string;
}

const ISSUER = 'lintas';

/** Signs a session token (HS256) that carries the user id and the server-side session id. */
export async function signSessionToken(secret: Uint8Array, claims: TokenClaims, expiresAt: Date): Promise<string> {
  return new SignJWT({ sid: claims.sid })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(secret);
}

/** Tokens already verified, per secret: the claims until the token's expiry (at most 10,000 kept). */
const verified = new WeakMap<Uint8Array, Map<string, { claims: TokenClaims; exp: number }>>();
const VERIFIED_MAX = 10_000;

/**
 * Verifies signature (HS256 only, so `alg: none` and key confusion fail), issuer and expiry. A token seen before with
 * the same secret is answered from memory until it expires: the HMAC is the costliest step of a request's session
 * check (docs/performance.md). The session itself is still checked in the database on every request.
 */
export async function verifySessionToken(secret: Uint8Array, token: string): Promise<TokenClaims | null> {
  let cache = verified.get(secret);
  const hit = cache?.get(token);
  if (hit && hit.exp > Date.now()) return hit.claims;
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], issuer: ISSUER });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
    const claims = { sub: payload.sub, sid: payload.sid };
    if (typeof payload.exp === 'number') {
      if (!cache) verified.set(secret, (cache = new Map()));
      if (cache.size >= VERIFIED_MAX) cache.clear();
      cache.set(token, { claims, exp: payload.exp * 1000 });
    }
    return claims;
  } catch {
    return null;
  }
}

/** The expiry (ms since epoch) written in a token, without verifying it; null if unreadable. */
export function tokenExpiry(token: string): number | null {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { exp?: unknown };
    return typeof payload.exp === 'number' ? payload.exp * 1000 : null;
  } catch {
    return null;
  }
}
