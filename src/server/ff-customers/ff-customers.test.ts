import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../tests/support/test-app';

const ctx = useTestApp();
const URL_ = '/api/v1/lintas/trucking/ff-customers';
const customer = (extra: Record<string, unknown> = {}) => ({
  accnName: 'PT Kopi Nusantara Ekspor',
  accnCoyRegn: '0021.5487.6390.4000',
  contactTel: '+62 21 2945 1100',
  contactEmail: 'ekspor@kopinusantara.co.id',
  addrLn1: 'Jl. Pluit Raya No. 20',
  addrProv: 'DKI Jakarta',
  addrCity: 'Jakarta Utara',
  addrPcode: '14450',
  addrCtry: 'ID',
  ...extra,
});

describe('freight forwarder customers', () => {
  it('a forwarder registers and changes its cargo-owner customers; others do not see them', async () => {
    const ff = await ctx.signIn('FF1');
    const created = await ctx.app.inject({
      method: 'POST',
      url: URL_,
      headers: { authorization: ff.authorization },
      payload: customer(),
    });
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(body).toMatchObject({
      atypId: 'ACC_TYPE_FF_CO',
      accnStatus: 'A',
      ffAccnId: 'FF0001',
      accnCoyRegn: '0021548763904000',
    });
    const list = (
      await ctx.app.inject({ method: 'GET', url: `${URL_}?length=10`, headers: { authorization: ff.authorization } })
    ).json();
    expect(list.aaData.map((c: { accnId: string }) => c.accnId)).toEqual([body.accnId]);
    const changed = await ctx.app.inject({
      method: 'PUT',
      url: `${URL_}/${body.accnId}`,
      headers: { authorization: ff.authorization },
      payload: customer({ accnName: 'PT Kopi Nusantara', version: body.version }),
    });
    expect(changed.json().accnName).toBe('PT Kopi Nusantara');
    const co = await ctx.signIn('CO1');
    expect(
      (await ctx.app.inject({ method: 'GET', url: `${URL_}/${body.accnId}`, headers: { authorization: co.authorization } }))
        .statusCode,
    ).toBe(403);
    const op = await ctx.signIn('OPADMIN');
    expect(
      (await ctx.app.inject({ method: 'GET', url: `${URL_}/${body.accnId}`, headers: { authorization: op.authorization } }))
        .statusCode,
    ).toBe(200);
  });

  it('checks the NPWP and postal code of Indonesian companies and refuses a tax number already registered', async () => {
    const ff = await ctx.signIn('FF1');
    const bad = await ctx.app.inject({
      method: 'POST',
      url: URL_,
      headers: { authorization: ff.authorization },
      payload: customer({ accnCoyRegn: '12345', addrPcode: '1445' }),
    });
    expect(bad.json().message).toEqual({
      accnCoyRegn: 'Use the 16-digit NPWP tax number',
      addrPcode: 'Use a postal code of 3 to 10 characters',
    });
    const taken = await ctx.app.inject({
      method: 'POST',
      url: URL_,
      headers: { authorization: ff.authorization },
      payload: customer({ accnCoyRegn: '0017286345046000' }),
    });
    expect(Object.keys(taken.json().message)).toEqual(['accnCoyRegn']);
  });
});
