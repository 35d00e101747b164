import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Webhook signing secrets at rest (decision 0024): AES-256-GCM under the data key (`DATA_KEY`, 32 bytes in base64 or
 * hex; required when NODE_ENV=production, a fixed, published key otherwise). The server signs with the secret, so
 * it must read it back: it is encrypted, not hashed. Stored as `enc:v1:<iv>.<ciphertext>.<tag>` (base64url, a
 * random 12-byte IV each time, the column's purpose as associated data).
 */
const PREFIX = 'enc:v1:';
const AAD = Buffer.from('lintas.webhook-endpoint.secret');

/** The development and test key: derived from a published text, so it protects nothing (never used in production). */
export const DEV_DATA_KEY = createHash('sha256').update('lintas development data key (not secret)').digest();

let current: Buffer | null = null;

/** Parses `DATA_KEY`: 32 bytes as base64/base64url (43–44 characters) or hex (64); null when it is not one. */
export function parseDataKey(value: string): Buffer | null {
  const text = value.trim();
  const bytes = /^[0-9a-fA-F]{64}$/.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
  return bytes.length === 32 ? bytes : null;
}

/** The process's data key, set once at start-up from the configuration (main.ts). */
export function setDataKey(key: Uint8Array): void {
  if (key.length !== 32) throw new Error('The data key is 32 bytes');
  current = Buffer.from(key);
}

function key(): Buffer {
  if (current) return current;
  if (process.env.NODE_ENV === 'production') throw new Error('DATA_KEY is not configured');
  return DEV_DATA_KEY;
}

export const isSealed = (stored: string) => stored.startsWith(PREFIX);

/** Encrypts a secret for the database. */
export function sealSecret(plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key(), iv);
  cipher.setAAD(AAD);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `${PREFIX}${iv.toString('base64url')}.${body.toString('base64url')}.${cipher.getAuthTag().toString('base64url')}`;
}

/**
 * The secret of a stored value. A row written before encryption (plain `whsec_…`, until the start-up step seals it)
 * reads as it is; a value sealed under another key, or altered, throws (GCM's tag).
 */
export function openSecret(stored: string): string {
  if (!isSealed(stored)) return stored;
  const [iv, body, tag] = stored.slice(PREFIX.length).split('.');
  const decipher = createDecipheriv('aes-256-gcm', key(), Buffer.from(iv ?? '', 'base64url'));
  decipher.setAAD(AAD);
  decipher.setAuthTag(Buffer.from(tag ?? '', 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body ?? '', 'base64url')), decipher.final()]).toString('utf8');
}
