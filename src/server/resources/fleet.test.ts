import { describe, expect, it } from 'vitest';
import { apiCallers, useTestApp } from '../../../tests/support/test-app';

const ctx = useTestApp();
const BASE = '/api/v1/lintas/trucking';

const { as, authorization } = apiCallers(ctx, BASE);

const driver = (licenceNo: string, name = 'Budi Santoso') => ({
  drvName: name,
  licenceNo,
  licenceClass: 'B2_UMUM',
  licenceExpiry: '2028-03-31',
  phone: '+62 812 3456 7890',
  drvState: 'RDY',
});

describe('fleet: drivers, chassis, locations', () => {
  it('drivers: licence number unique, filter by name, other operators see nothing', async () => {
    const to1 = await as('TO1');
    expect((await to1('POST', '/drivers', driver('1234-5678-901234'))).statusCode).toBe(201);
    expect((await to1('POST', '/drivers', driver('2234-5678-901234', 'Agus Salim'))).statusCode).toBe(201);
    const dup = await to1('POST', '/drivers', driver('1234-5678-901234', 'Other'));
    expect(Object.keys(dup.json().message)).toEqual(['licenceNo']);
    const byName = (await to1('GET', '/drivers?length=10&search=budi')).json();
    expect(byName.aaData.map((d: { drvName: string }) => d.drvName)).toEqual(['Budi Santoso']);
    const to2 = await as('TO2');
    expect((await to2('GET', '/drivers?length=100')).json().iTotalRecords).toBe(0);
    const bad = await to1('POST', '/drivers', {
      ...driver('x'),
      phone: 'call me',
      licenceExpiry: '31/03/2028',
      drvState: 'SLEEPING',
    });
    expect(Object.keys(bad.json().message).sort()).toEqual(['drvState', 'licenceExpiry', 'licenceNo', 'phone']);
  });

  it('chassis: the number is the key; status actions use chsStatus; filter by type', async () => {
    const to2 = await as('TO2');
    const created = await to2('POST', '/chassis', { chsId: 'sby-40-0007', chsType: '40FT', make: 'CIMC', yearBuilt: 2019 });
    expect(created.json()).toMatchObject({ chsId: 'SBY-40-0007', chsStatus: 'A', accnId: 'TO0002' });
    const off = await to2('POST', '/chassis/SBY-40-0007/deactivate', { version: 1 });
    expect(off.json().chsStatus).toBe('I');
    const inactive = (await to2('GET', '/chassis?length=10&chsStatus=I&chsType=40FT')).json();
    expect(inactive.aaData.map((c: { chsId: string }) => c.chsId)).toEqual(['SBY-40-0007']);
    expect((await to2('POST', '/chassis', { chsId: 'X', chsType: '30FT' })).statusCode).toBe(400);
  });

  it('locations: any company keeps its own; the province must exist', async () => {
    const co = await as('CO1');
    const loc = {
      locName: 'Gudang Sunter',
      locType: 'WAREHOUSE',
      addrLn1: 'Jl. Gaya Motor Raya No. 8',
      addrCity: 'Jakarta Utara',
      ctryCode: 'ID',
      addrProv: 'ID-JK',
      addrPcode: '14330',
      lat: '-6.1383',
      lon: '106.8890',
    };
    const created = await co('POST', '/locations', loc);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ accnId: 'CO0001', locStatus: 'A' });
    const badProvince = await co('POST', '/locations', { ...loc, addrProv: 'ID-ZZ' });
    expect(badProvince.statusCode).toBe(400);
    expect(Object.keys(badProvince.json().message)).toEqual(['addrProv']);
    const ff = await as('FF1');
    expect((await ff('GET', `/locations/${created.json().locId}`)).statusCode).toBe(404);
    const types = (await co('GET', '/lookups/location-type')).json();
    expect(types.map((t: { value: string }) => t.value)).toContain('WAREHOUSE');
  });
});

describe('fleet: photos', () => {
  it('a truck photo must be a document of the operator itself', async () => {
    const png = Buffer.from(
      '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4a60000000049454e44ae426082',
      'hex',
    );
    const upload = (authorization: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/lintas/trucking/documents',
        headers: { authorization },
        payload: { attType: 'TRUCK_PHOTO', attName: 'truck.png', attSize: png.length, attData: png.toString('base64') },
      });
    const mine = (await upload(await authorization('TO1'))).json().attId;
    const theirs = (await upload(await authorization('TO2'))).json().attId;
    const call = await as('TO1');
    const truck = { vhPlateNo: 'B 4321 PH', vhType: 'VT20FT', vhState: 'UNASSIGNED' };
    const stolen = await call('POST', '/trucks', { ...truck, photoAttId: theirs });
    expect(stolen.statusCode).toBe(400);
    expect(Object.keys(stolen.json().message)).toEqual(['photoAttId']);
    const ok = await call('POST', '/trucks', { ...truck, photoAttId: mine });
    expect(ok.json().photoAttId).toBe(mine);
    expect((await call('POST', '/trucks', { ...truck, vhPlateNo: 'B 4322 PH', photoAttId: 'not-a-uuid' })).statusCode).toBe(400);
  });
});
