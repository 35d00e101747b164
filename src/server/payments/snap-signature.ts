import { createHash, createPublicKey, sign, verify, type KeyObject } from 'node:crypto';
import { minifyJson, snapStringToSign } from '../../domain/payments/snap';

/** Lowercase hex of the SHA-256 of the minified JSON body (an empty body hashes as the empty string). */
export const bodyHash = (body: string): string =>
  createHash('sha256')
    .update(body.trim() ? minifyJson(body) : '')
    .digest('hex');

export interface SignedCall {
  method: string;
  /** The request path as the receiver sees it, without query. */
  path: string;
  /** The JSON body as text. */
  body: string;
  /** X-TIMESTAMP (ISO 8601 with offset). */
  timestamp: string;
}

const stringToSign = (call: SignedCall): string => snapStringToSign(call.method, call.path, bodyHash(call.body), call.timestamp);

/** The asymmetric SNAP signature (SHA256withRSA, base64) of a call, with the sender's private key. */
export const signCall = (call: SignedCall, privateKey: KeyObject | string): string =>
  sign('sha256', Buffer.from(stringToSign(call)), privateKey).toString('base64');

/** Whether X-SIGNATURE is the sender's SHA256withRSA signature of the call; a body that is not JSON never is. */
export function verifyCall(call: SignedCall, signature: string, publicKey: KeyObject | string): boolean {
  try {
    const key = typeof publicKey === 'string' ? createPublicKey(publicKey) : publicKey;
    return verify('sha256', Buffer.from(stringToSign(call)), key, Buffer.from(signature, 'base64'));
  } catch {
    return false;
  }
}

/** X-TIMESTAMP as SNAP writes it: ISO 8601 in Jakarta time with its offset ("2026-11-26T17:05:30+07:00"). */
export function snapTimestamp(at: Date = new Date()): string {
  const jakarta = new Date(at.getTime() + 7 * 3600_000);
  return `${jakarta.toISOString().slice(0, 19)}+07:00`;
}
