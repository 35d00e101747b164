import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../tests/support/test-app';

const SSO_SECRET = 'sso-shared-secret-sso-shared-secret-0001';
const ctx = useTestApp({ ssoKey: { key: new TextEncoder().encode(SSO_SECRET), algorithms: ['HS256'] } });
const SSO = '/api/v1/lintas/trucking/auth/sso';

const ssoToken = (sub: string, secret = SSO_SECRET, expires: string | number = '5m') =>
  new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(sub)
    .setExpirationTime(expires)
    .sign(new TextEncoder().encode(secret));

describe('single sign-on', () => {
  it('a token signed with the SSO key starts a normal session for its subject', async () => {
    const res = (await ctx.app.inject({ method: 'POST', url: SSO, payload: { token: await ssoToken('to1') } })).json();
    expect(res.loginStatus).toBe('AUTHORIZED_LOGIN');
    expect(res.user.usrId).toBe('TO1');
    const profile = await ctx.app.inject({
      method: 'GET',
      url: '/api/co/cac/profile/',
      headers: { authorization: `Bearer ${res.token}` },
    });
    expect(profile.json().user.usrId).toBe('TO1');
  });

  it('refuses a wrongly signed, expired, unsigned or subject-less token, and a suspended company', async () => {
    const header = Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url');
    const payload = Buffer.from(JSON.stringify({ sub: 'TO1', exp: Math.floor(Date.now() / 1000) + 300 })).toString('base64url');
    const bad = [
      await ssoToken('TO1', 'another-secret-another-secret-another-01'),
      await ssoToken('TO1', SSO_SECRET, Math.floor(Date.now() / 1000) - 10),
      `${header}.${payload}.`,
      await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setExpirationTime('5m')
        .sign(new TextEncoder().encode(SSO_SECRET)),
      await ssoToken('NOSUCHUSER'),
    ];
    for (const token of bad) {
      const res = (await ctx.app.inject({ method: 'POST', url: SSO, payload: { token } })).json();
      expect(res.loginStatus).toBe('UNAUTHENTICATED');
      expect(res.token).toBeNull();
      expect(res.err.msg).toBe('The single sign-on link is invalid or has expired');
    }
    const suspended = (await ctx.app.inject({ method: 'POST', url: SSO, payload: { token: await ssoToken('SUSP1') } })).json();
    expect(suspended.loginStatus).toBe('ACCOUNT_SUSPENDED');
    expect(suspended.token).toBeNull();
  });
});
