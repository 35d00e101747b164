import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../tests/support/test-app';

const ctx = useTestApp();

describe('master data for dropdowns', () => {
  it('cache time stamps move when a master entity changes', async () => {
    const before = (await ctx.app.inject({ method: 'GET', url: '/api/co/common/portalCacheTimeStamp' })).json().data.master;
    expect(Object.keys(before)).toEqual(expect.arrayContaining(['country', 'currency', 'province', 'port', 'uom']));
    const { authorization } = await ctx.signIn('OPADMIN');
    await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/lintas/trucking/currencies',
      headers: { authorization },
      payload: { ccyCode: 'XQQ', numeric: '990', name: 'Test dollar', minorUnits: 2 },
    });
    const after = (await ctx.app.inject({ method: 'GET', url: '/api/co/common/portalCacheTimeStamp' })).json().data.master;
    expect(new Date(after.currency).getTime()).toBeGreaterThan(new Date(before.currency).getTime());
    expect(after.country).toBe(before.country);
    const options = (
      await ctx.app.inject({ method: 'GET', url: '/api/co/master/entity/currency?search=test', headers: { authorization } })
    ).json();
    expect(options).toEqual([{ value: 'XQQ', desc: 'XQQ - Test dollar' }]);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/co/master/entity/nothing', headers: { authorization } })).statusCode,
    ).toBe(404);
  });

  it('account types are listed for the registration page in the asked language', async () => {
    const en = (await ctx.app.inject({ method: 'GET', url: '/api/accountTypes/all' })).json();
    const id = (
      await ctx.app.inject({ method: 'GET', url: '/api/accountTypes/all', headers: { 'accept-language': 'id' } })
    ).json();
    expect(en.find((o: { value: string }) => o.value === 'ACC_TYPE_TO').desc).toBe('Truck operator');
    expect(id.find((o: { value: string }) => o.value === 'ACC_TYPE_TO').desc).toBe('Operator truk');
  });
});
