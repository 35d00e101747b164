import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../tests/support/test-app';

const ctx = useTestApp();
const URL_ = '/api/v1/lintas/trucking/accounts';

const profile = (version: number, extra: Record<string, unknown> = {}) => ({
  contactTel: '+62 21 6583 4499',
  contactEmail: 'logistik@sumbermakmur.co.id',
  addrLn1: 'Jl. Gaya Motor Raya No. 10',
  addrProv: 'DKI Jakarta',
  addrCity: 'Jakarta Utara',
  addrPcode: '14330',
  addrCtry: 'id',
  version,
  ...extra,
});

describe('company profile', () => {
  it('a company administrator reads and changes its own profile; the change is audited and shown in its history', async () => {
    const { authorization } = await ctx.signIn('CO1');
    const before = (await ctx.app.inject({ method: 'GET', url: `${URL_}/CO0001`, headers: { authorization } })).json();
    expect(before).toMatchObject({ accnId: 'CO0001', accnName: 'PT Sumber Makmur Abadi', atypDesc: 'Cargo owner' });
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `${URL_}/CO0001/profile`,
      headers: { authorization },
      payload: profile(before.version),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ addrLn1: 'Jl. Gaya Motor Raya No. 10', addrCtry: 'ID', version: before.version + 1 });
    const after = (await ctx.app.inject({ method: 'GET', url: `${URL_}/CO0001`, headers: { authorization } })).json();
    expect(after.history[0]).toMatchObject({ audtEvent: 'ACCOUNT_PROFILE_UPDATE', audtUid: 'CO1' });
    const stale = await ctx.app.inject({
      method: 'PUT',
      url: `${URL_}/CO0001/profile`,
      headers: { authorization },
      payload: profile(before.version),
    });
    expect(stale.statusCode).toBe(409);
  });

  it('another company is 404; an officer may not change the profile; bad fields are field errors', async () => {
    const to1 = await ctx.signIn('TO1');
    expect(
      (await ctx.app.inject({ method: 'GET', url: `${URL_}/CO0001`, headers: { authorization: to1.authorization } })).statusCode,
    ).toBe(404);
    expect(
      (
        await ctx.app.inject({
          method: 'PUT',
          url: `${URL_}/CO0001/profile`,
          headers: { authorization: to1.authorization },
          payload: profile(1),
        })
      ).statusCode,
    ).toBe(404);
    const officer = await ctx.signIn('CO1FIN');
    expect(
      (
        await ctx.app.inject({
          method: 'PUT',
          url: `${URL_}/CO0001/profile`,
          headers: { authorization: officer.authorization },
          payload: profile(1),
        })
      ).statusCode,
    ).toBe(403);
    const co1 = await ctx.signIn('CO1');
    const bad = await ctx.app.inject({
      method: 'PUT',
      url: `${URL_}/CO0001/profile`,
      headers: { authorization: co1.authorization },
      payload: profile(1, { contactEmail: 'nope', addrCity: 'A city name that is far too long', accnName: 'Renamed' }),
    });
    expect(Object.keys(bad.json().message).sort()).toEqual(['accnName', 'addrCity', 'contactEmail']);
    const op = await ctx.signIn('OPADMIN');
    expect(
      (await ctx.app.inject({ method: 'GET', url: `${URL_}/CO0001`, headers: { authorization: op.authorization } })).statusCode,
    ).toBe(200);
  });

  it('level-1 support reads every company but changes no profile (403); the operator admin may (accounts.profileAll)', async () => {
    const l1 = await ctx.signIn('L1SUPPORT');
    const read = await ctx.app.inject({ method: 'GET', url: `${URL_}/TO0001`, headers: { authorization: l1.authorization } });
    expect(read.statusCode).toBe(200);
    const { version } = read.json();
    for (const accnId of ['TO0001', 'LINTAS']) {
      const res = await ctx.app.inject({
        method: 'PUT',
        url: `${URL_}/${accnId}/profile`,
        headers: { authorization: l1.authorization },
        payload: profile(version),
      });
      expect(res.statusCode, accnId).toBe(403);
    }
    const unchanged = (
      await ctx.app.inject({ method: 'GET', url: `${URL_}/TO0001`, headers: { authorization: l1.authorization } })
    ).json();
    expect(unchanged.version).toBe(version);
    const op = await ctx.signIn('OPADMIN');
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `${URL_}/TO0001/profile`,
      headers: { authorization: op.authorization },
      payload: profile(version),
    });
    expect(res.statusCode).toBe(200);
  });
});
