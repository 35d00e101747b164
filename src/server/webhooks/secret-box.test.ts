import { describe, expect, it } from 'vitest';
import { loadConfig, ConfigError } from '../config';
import { DEV_DATA_KEY, openSecret, parseDataKey, sealSecret } from './secret-box';

describe('webhook secrets at rest', () => {
  it('seals with a fresh IV each time and opens to the same secret; plain legacy values read as they are', () => {
    const a = sealSecret('whsec_abc');
    const b = sealSecret('whsec_abc');
    expect(a).toMatch(/^enc:v1:[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(a).not.toBe(b);
    expect(openSecret(a)).toBe('whsec_abc');
    expect(openSecret('whsec_plain')).toBe('whsec_plain');
  });

  it('parses DATA_KEY as 32 bytes in base64 or hex, and requires it in production', () => {
    expect(parseDataKey(Buffer.alloc(32, 7).toString('base64'))).toHaveLength(32);
    expect(parseDataKey('ab'.repeat(32))).toHaveLength(32);
    expect(parseDataKey('too short')).toBeNull();
    const base = { TOKEN_SECRET: 'x'.repeat(40), DATA_DIR: '.tmp/secret-box-test', PAYMENT_GATEWAY: 'none' };
    expect(loadConfig({ ...base, NODE_ENV: 'test' }).dataKey).toEqual(DEV_DATA_KEY);
    expect(() => loadConfig({ ...base, NODE_ENV: 'production', SEED_DEMO: 'false' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, NODE_ENV: 'test', DATA_KEY: 'nope' })).toThrow(/DATA_KEY/);
    const key = Buffer.alloc(32, 1).toString('base64');
    expect(loadConfig({ ...base, NODE_ENV: 'production', SEED_DEMO: 'false', DATA_KEY: key }).dataKey).toEqual(
      Buffer.alloc(32, 1),
    );
  });
});
