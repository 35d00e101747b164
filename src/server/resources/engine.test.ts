import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, masterCacheStamps } from '../db/schema';
import { apiCallers, useTestApp } from '../../../tests/support/test-app';

const ctx = useTestApp();
const BASE = '/api/v1/lintas/trucking';

const { as, request } = apiCallers(ctx, BASE);

const country = (code: string, name: string) => ({
  ctryCode: code,
  alpha3: `${code}X`,
  numeric: '999',
  nameEn: name,
  nameId: `${name} (id)`,
});

describe('resource engine: a platform master entity (country)', () => {
  it('creates, refuses a duplicate key as a field error, and lets only master admins write', async () => {
    const admin = await as('OPADMIN');
    const created = await admin('POST', '/countries', country('xa', 'Atlantis'));
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ ctryCode: 'XA', alpha3: 'XAX', status: 'A', version: 1, createdBy: 'OPADMIN' });
    const dup = await admin('POST', '/countries', country('XA', 'Atlantis again'));
    expect(dup.statusCode).toBe(400);
    expect(Object.keys(dup.json().message)).toEqual(['ctryCode']);
    const bad = await admin('POST', '/countries', { ...country('X1', ''), numeric: 'abc' });
    expect(Object.keys(bad.json().message).sort()).toEqual(['alpha3', 'ctryCode', 'nameEn', 'numeric']);
    const co = await as('CO1');
    expect((await co('POST', '/countries', country('XB', 'Nope'))).statusCode).toBe(403);
    expect((await co('GET', '/countries?length=10')).statusCode).toBe(200);
  });

  it('pages, sorts, searches and filters by status', async () => {
    const admin = await as('OPADMIN');
    for (const [code, name] of [
      ['XF', 'Qatar Test'],
      ['XG', 'Bravo Test'],
      ['XH', 'Charlie Test'],
    ] as const)
      await admin('POST', '/countries', country(code, name));
    const page = (await admin('GET', '/countries?length=10&search=test&sort=nameEn&order=desc')).json();
    expect(page.aaData.map((r: { ctryCode: string }) => r.ctryCode)).toEqual(['XF', 'XH', 'XG']);
    expect(page.iTotalDisplayRecords).toBe(3);
    expect((await admin('GET', '/countries?length=7')).statusCode).toBe(400);
    expect((await admin('GET', '/countries?sort=version')).statusCode).toBe(400);
  });

  it('updates with the version read; a stale version is 409 and keeps the winner; the key cannot change', async () => {
    const admin = await as('OPADMIN');
    await admin('POST', '/countries', country('XC', 'Carthage'));
    const first = await admin('PUT', '/countries/XC', {
      alpha3: 'XCA',
      numeric: '998',
      nameEn: 'Carthage One',
      nameId: 'Kartago',
      version: 1,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().version).toBe(2);
    const stale = await admin('PUT', '/countries/XC', {
      alpha3: 'XCB',
      numeric: '997',
      nameEn: 'Carthage Two',
      nameId: 'Kartago',
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect((await admin('GET', '/countries/XC')).json().nameEn).toBe('Carthage One');
    const keyChange = await admin('PUT', '/countries/XC', {
      ctryCode: 'XD',
      alpha3: 'XCA',
      numeric: '998',
      nameEn: 'x',
      nameId: 'x',
      version: 2,
    });
    expect(keyChange.json().message).toMatchObject({ ctryCode: 'Unknown field' });
    expect((await admin('GET', '/countries/ZZ')).statusCode).toBe(404);
  });

  it('row actions follow the status: deactivate, activate, delete only when inactive; each audited; cache time moves', async () => {
    const admin = await as('OPADMIN');
    await admin('POST', '/countries', country('XE', 'Eldorado'));
    const [stampBefore] = await ctx.database.db.select().from(masterCacheStamps).where(eq(masterCacheStamps.entity, 'country'));
    expect((await admin('DELETE', '/countries/XE?version=1')).statusCode).toBe(409);
    const off = await admin('POST', '/countries/XE/deactivate', { version: 1 });
    expect(off.json()).toMatchObject({ status: 'I', version: 2 });
    expect((await admin('POST', '/countries/XE/deactivate', { version: 2 })).statusCode).toBe(409);
    const lookup = (await admin('GET', '/lookups/country?search=eldorado')).json();
    expect(lookup).toEqual([]);
    const on = await admin('POST', '/countries/XE/activate', { version: 2 });
    expect(on.json().status).toBe('A');
    expect((await admin('GET', '/lookups/country?search=eldorado')).json()).toEqual([{ value: 'XE', desc: 'Eldorado' }]);
    await admin('POST', '/countries/XE/deactivate', { version: 3 });
    expect((await admin('DELETE', '/countries/XE?version=4')).statusCode).toBe(204);
    expect((await admin('GET', '/countries/XE')).statusCode).toBe(404);
    const events = (
      await ctx.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'country'), eq(auditLog.entityId, 'XE')))
    ).map((r) => r.audtEvent);
    expect(events).toEqual(['COUNTRY_CREATE', 'COUNTRY_DEACTIVATE', 'COUNTRY_ACTIVATE', 'COUNTRY_DEACTIVATE', 'COUNTRY_DELETE']);
    const [stampAfter] = await ctx.database.db.select().from(masterCacheStamps).where(eq(masterCacheStamps.entity, 'country'));
    expect(stampAfter!.changedAt.getTime()).toBeGreaterThanOrEqual(stampBefore!.changedAt.getTime());
  });
});

describe('resource engine: an owned entity (truck)', () => {
  const truck = (plate: string) => ({
    vhPlateNo: plate,
    vhType: 'VT20FT',
    chassisType: '20FT',
    vhState: 'UNASSIGNED',
    yearBuilt: 2021,
    volumeM3: '33.2',
    stnkExpiry: '2027-05-31',
  });

  it('a truck operator sees and changes only its own; other companies get 404 and nothing changes', async () => {
    const to1 = await as('TO1');
    const created = await to1('POST', '/trucks', truck('b 9123 kx'));
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(body).toMatchObject({ vhPlateNo: 'B 9123 KX', accnId: 'TO0001', status: 'A', volumeM3: '33.2' });
    expect(body.truckId).toMatch(/^TRU\d{13}$/);
    const to2 = await as('TO2');
    // TO2 lists only its own trucks (the demo gives it two for its fuel cards), never TO1's.
    const theirs = (await to2('GET', '/trucks?length=100')).json().aaData as Array<{ accnId: string; truckId: string }>;
    expect(theirs.every((t) => t.accnId === 'TO0002')).toBe(true);
    expect(theirs.map((t) => t.truckId)).not.toContain(body.truckId);
    expect((await to2('GET', `/trucks/${body.truckId}`)).statusCode).toBe(404);
    const hijack = await to2('PUT', `/trucks/${body.truckId}`, { ...truck('L 1 AB'), version: 1 });
    expect(hijack.statusCode).toBe(404);
    expect((await to2('POST', `/trucks/${body.truckId}/deactivate`, { version: 1 })).statusCode).toBe(404);
    expect((await to1('GET', `/trucks/${body.truckId}`)).json().vhPlateNo).toBe('B 9123 KX');
    const platform = await as('OPADMIN');
    expect((await platform('GET', `/trucks/${body.truckId}`)).statusCode).toBe(200);
  });

  it('the plate number is unique on the platform (a field error); only truck operators own trucks', async () => {
    const to1 = await as('TO1');
    await to1('POST', '/trucks', truck('L 8000 UJ'));
    const to2 = await as('TO2');
    const dup = await to2('POST', '/trucks', truck('L 8000 UJ'));
    expect(dup.statusCode).toBe(400);
    expect(Object.keys(dup.json().message)).toEqual(['vhPlateNo']);
    const co = await as('CO1');
    expect((await co('POST', '/trucks', truck('B 1 CO'))).statusCode).toBe(403);
    const badInput = await to1('POST', '/trucks', {
      ...truck('not a plate!'),
      yearBuilt: 'new',
      volumeM3: 1.5,
      vhState: 'FLYING',
    });
    expect(Object.keys(badInput.json().message).sort()).toEqual(['vhPlateNo', 'vhState', 'volumeM3', 'yearBuilt']);
  });
});

describe('resource engine: export', () => {
  it('exports the current filter to CSV and XLSX with translated headers', async () => {
    const admin = await as('OPADMIN');
    await admin('POST', '/countries', {
      ctryCode: 'XZ',
      alpha3: 'XZX',
      numeric: '996',
      nameEn: '=HYPERLINK("x")',
      nameId: 'Negeri, "Uji"',
    });
    const csv = await request('OPADMIN', 'GET', '/countries/export?format=csv&search=XZ&sort=nameEn', undefined, {
      'accept-language': 'id',
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename="countries-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = csv.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines.length).toBe(2);
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`);
    expect(lines[1]).toContain('"Negeri, ""Uji"""');
    const xlsx = await request('OPADMIN', 'GET', '/countries/export?format=xlsx&search=XZ');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK');
    expect((await admin('GET', '/countries/export?format=pdf')).statusCode).toBe(400);
  });

  it('a truck operator exports only its own trucks', async () => {
    const to1 = await as('TO1');
    await to1('POST', '/trucks', { vhPlateNo: 'B 7777 EX', vhType: 'VT20FT', vhState: 'UNASSIGNED' });
    const to2 = await as('TO2');
    const csv = await to2('GET', '/trucks/export?format=csv');
    expect(csv.body).not.toContain('B 7777 EX');
  });
});
