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

describe('master options in the UI language', () => {
  it('answers country names in Bahasa Indonesia when asked, in English otherwise', async () => {
    const countries = async (lang: string) =>
      (await ctx.app.inject({ method: 'GET', url: '/api/country/all', headers: { 'accept-language': lang } })).json() as Array<{
        value: string;
        desc: string;
      }>;
    expect((await countries('en')).find((c) => c.value === 'DE')?.desc).toBe('Germany');
    expect((await countries('id')).find((c) => c.value === 'DE')?.desc).toBe('Jerman');
    const { authorization } = await ctx.signIn('OPADMIN');
    const found = (
      await ctx.app.inject({
        method: 'GET',
        url: '/api/co/master/entity/country?search=jerman',
        headers: { authorization, 'accept-language': 'id' },
      })
    ).json();
    expect(found).toEqual([{ value: 'DE', desc: 'Jerman' }]);
  });
});

describe('reference data and lookups', () => {
  it('seeds real reference data: countries, currencies, provinces, ports and units', async () => {
    const { authorization } = await ctx.signIn('CO1');
    const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: { authorization } }).then((r) => r.json());
    expect((await get('/api/v1/lintas/trucking/countries?length=10')).iTotalRecords).toBeGreaterThanOrEqual(249);
    // Either language's name finds it; the description is in the asked language (English here).
    expect(await get('/api/v1/lintas/trucking/lookups/country?search=kamboja')).toEqual([{ value: 'KH', desc: 'Cambodia' }]);
    expect(await get('/api/v1/lintas/trucking/lookups/country?search=cambodia')).toEqual([{ value: 'KH', desc: 'Cambodia' }]);
    const idProvinces = await get('/api/v1/lintas/trucking/lookups/province?ctryCode=ID');
    const khProvinces = await get('/api/v1/lintas/trucking/lookups/province?ctryCode=KH');
    expect([idProvinces.length, khProvinces.length]).toEqual([38, 25]);
    expect((await get('/api/v1/lintas/trucking/ports/IDTPP')).ctryCode).toBe('ID');
    expect((await get('/api/v1/lintas/trucking/currencies/IDR')).minorUnits).toBe(2);
    expect((await get('/api/v1/lintas/trucking/uoms/KGM')).nameEn).toMatch(/kilogram/i);
  });

  it('serves the fixed vocabularies in the asked language, under both names', async () => {
    const { authorization } = await ctx.signIn('TO1');
    const en = (
      await ctx.app.inject({ method: 'GET', url: '/api/v1/lintas/trucking/lookups/veh-type', headers: { authorization } })
    ).json();
    expect(en.find((o: { value: string }) => o.value === 'PRIME_MOVER')).toBeTruthy();
    expect(en.length).toBeGreaterThanOrEqual(30);
    const id = (
      await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/lintas/master/ckMstShipmentType',
        headers: { authorization, 'accept-language': 'id' },
      })
    ).json();
    expect(id.map((o: { value: string }) => o.value)).toEqual(['IMPORT', 'EXPORT', 'DOMESTIC', 'LOCAL']);
    expect(id[0].desc).not.toBe('Import');
    const chassis = (
      await ctx.app.inject({ method: 'GET', url: '/api/v1/lintas/trucking/lookups/chassis-type', headers: { authorization } })
    ).json();
    expect(chassis.map((o: { value: string }) => o.value)).toEqual(['20FT', '40FT']);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/v1/lintas/trucking/lookups/nothing', headers: { authorization } }))
        .statusCode,
    ).toBe(404);
  });
});

describe('master lists', () => {
  it('seeds HS chapters and headings, agencies under ministries, terminals under ports, and the code lists', async () => {
    const { authorization } = await ctx.signIn('OPADMIN');
    const get = (url: string) =>
      ctx.app.inject({ method: 'GET', url: `/api/v1/lintas/trucking${url}`, headers: { authorization } }).then((r) => r.json());
    expect((await get('/hs-codes?length=10&level=CHAPTER')).iTotalDisplayRecords).toBe(97);
    expect((await get('/hs-codes?length=10&level=HEADING')).iTotalDisplayRecords).toBe(1228);
    expect((await get('/hs-codes/8703')).chapter).toBe('87');
    const coffee = await get('/lookups/hsCode?search=coffee');
    expect(coffee.map((o: { value: string }) => o.value)).toContain('0901');
    const priok = await get('/lookups/portTerminal?portCode=IDTPP');
    expect(priok.length).toBeGreaterThanOrEqual(4);
    const agency = (await get('/agencies?length=100&ctryCode=ID')).aaData;
    expect(agency.length).toBeGreaterThan(5);
    for (const path of [
      '/payment-types',
      '/thruster-types',
      '/article-categories',
      '/contract-types',
      '/attach-types',
      '/notification-types',
      '/ministries',
      '/agency-offices',
    ]) {
      expect((await get(`${path}?length=10`)).iTotalRecords, path).toBeGreaterThan(0);
    }
  });

  it('a terminal must belong to an existing port (a field error, not a 500)', async () => {
    const { authorization } = await ctx.signIn('OPADMIN');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/lintas/trucking/port-terminals',
      headers: { authorization },
      payload: { terminalCode: 'TEST-T1', portCode: 'XXAAA', name: 'Nowhere Terminal', kind: 'CONTAINER' },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().message)).toEqual(['portCode']);
  });
});
