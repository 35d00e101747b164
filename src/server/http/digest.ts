import { createHash } from 'node:crypto';

/** SHA-256 hex of a text or of bytes (keys are stored hashed; files carry their digest). */
export const sha256 = (value: string | Buffer) => createHash('sha256').update(value).digest('hex');
