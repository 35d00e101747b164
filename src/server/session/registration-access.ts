import { jwtVerify, SignJWT } from 'jose';

const ISSUER = 'lintas';
const AUDIENCE = 'registration-view';

/** Minutes a read-only registration access (answered with AUTHORIZED_REG) stays valid. */
export const REGISTRATION_ACCESS_MINUTES = 15;

/**
 * A short-lived signed token that lets a signed-in user of a company still in registration read
 * (never change) its registration: accepted in `x-registration-secret` by the read calls only.
 * It has no session id, so it never passes as a session token.
 */
export async function signRegistrationAccess(secret: Uint8Array, regId: string, now = new Date()): Promise<string> {
  return new SignJWT({ scope: 'read' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(regId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(now.getTime() / 1000) + REGISTRATION_ACCESS_MINUTES * 60)
    .sign(secret);
}

/** True when `token` is a valid, unexpired read access to registration `regId`. */
export async function verifyRegistrationAccess(secret: Uint8Array, token: string, regId: string): Promise<boolean> {
  if (token.split('.').length !== 3) return false;
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], issuer: ISSUER, audience: AUDIENCE });
    return payload.sub === regId && payload.scope === 'read';
  } catch {
    return false;
  }
}
