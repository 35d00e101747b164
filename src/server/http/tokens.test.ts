import { describe, expect, it } from 'vitest';
import { signSessionToken, verifySessionToken } from './tokens';

const secret = new TextEncoder().encode('tokens-test-secret-tokens-test-secret-01');
const other = new TextEncoder().encode('tokens-test-secret-tokens-test-secret-02');

describe('session tokens', () => {
  it('verifies a token, and again from memory', async () => {
    const token = await signSessionToken(secret, { sub: 'CO1', sid: 's-1' }, new Date(Date.now() + 60_000));
    expect(await verifySessionToken(secret, token)).toEqual({ sub: 'CO1', sid: 's-1' });
    expect(await verifySessionToken(secret, token)).toEqual({ sub: 'CO1', sid: 's-1' });
  });

  it('refuses a verified token under another secret and a tampered one', async () => {
    const token = await signSessionToken(secret, { sub: 'CO1', sid: 's-2' }, new Date(Date.now() + 60_000));
    expect(await verifySessionToken(secret, token)).not.toBeNull();
    expect(await verifySessionToken(other, token)).toBeNull();
    const [header, , signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ sid: 's-2', sub: 'SUPERADMIN', iss: 'lintas', exp: 9_999_999_999 })).toString(
      'base64url',
    );
    expect(await verifySessionToken(secret, `${header}.${forged}.${signature}`)).toBeNull();
  });

  it('forgets a remembered token once it has expired', async () => {
    const token = await signSessionToken(secret, { sub: 'CO1', sid: 's-3' }, new Date(Date.now() + 1_500));
    expect(await verifySessionToken(secret, token)).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    expect(await verifySessionToken(secret, token)).toBeNull();
  });
});
