import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiCallers, useTestApp } from '../../../tests/support/test-app';
import { DEMO_CREW } from '../db/seed/demo-vessel-calls';
import { DEMO_PASSWORD } from '../db/seed/demo-data';
import { hashPassword } from '../session/passwords';

const ctx = useTestApp();
const api = apiCallers(ctx, '/api/v1/lintas/trucking');

const application = (over: Record<string, unknown> = {}) => ({
  lineAccnId: 'SL0001',
  vesselName: 'KM Samudera Jaya',
  imoNo: 'IMO 9074729',
  callSign: 'ybsj2',
  flag: 'ID',
  shipType: 'CONTAINER',
  grossTonnage: 18350,
  ttCode: 'BOW',
  portCode: 'IDTPP',
  terminalCode: 'IDTPP-JICT',
  eta: '2026-12-10T06:00',
  etd: '2026-12-11T14:00:00+07:00',
  lastPort: 'IDBLW',
  nextPort: 'IDSUB',
  services: ['CS-TPP-EP', 'CS-TPP-POC'],
  fal1: {
    purpose: 'ARRIVAL',
    voyageNo: 'SJ2650',
    masterName: 'Budi Santoso',
    crewCount: 12,
    passengerCount: 0,
    cargoDescription: 'Containers',
  },
  fal5: { members: DEMO_CREW },
  ...over,
});

/** A second shipping line with its own administrator (the tenancy checks). */
async function otherLine(): Promise<string> {
  const hash = await hashPassword(DEMO_PASSWORD);
  await ctx.database.db.execute(sql`
    insert into accounts (accn_id, accn_name, accn_coy_regn, accn_status, atyp_id, contact_tel, contact_email, addr_ln1, addr_prov, addr_city, addr_pcode, addr_ctry)
    values ('SL0099', 'PT Pelayaran Lain', '0019283746012000', 'A', 'ACC_TYPE_SL', '+62 21 555 0101', 'ops@lain.co.id', 'Jl. Lain 1', 'DKI Jakarta', 'Jakarta Utara', '14310', 'ID')`);
  await ctx.database.db.execute(sql`
    insert into users (usr_id, accn_id, usr_name, usr_pass_nid, contact_tel, contact_email, addr_ln1, addr_prov, addr_city, addr_pcode, addr_ctry, password_hash, password_changed_at, password_set_by)
    values ('SL99', 'SL0099', 'Other Line Admin', '3171000000000099', '+62 811 000 0099', 'admin@lain.co.id', 'Jl. Lain 1', 'DKI Jakarta', 'Jakarta Utara', '14310', 'ID', ${hash}, now(), 'USER')`);
  await ctx.database.db.execute(sql`insert into user_roles (usr_id, role_id) values ('SL99', 'ACCN_ADMIN')`);
  return 'SL99';
}

describe('IMO, dates and FAL checks on the server (VALIDATION_FAILED per field)', () => {
  it('refuses a wrong IMO check digit, ETD before ETA, a crew member without a document number, a crew count that does not match', async () => {
    const members = DEMO_CREW.map((m, i) => (i === 3 ? { ...m, docNo: '' } : m));
    const res = await api.call(
      'SL1',
      'POST',
      '/vessel-calls',
      application({ imoNo: '9074728', etd: '2026-12-09T06:00', fal5: { members } }),
    );
    expect(res.status).toBe(400);
    expect(res.body.status).toBe('VALIDATION_FAILED');
    const fields = res.body.message as Record<string, string>;
    expect(Object.keys(fields)).toEqual(expect.arrayContaining(['imoNo', 'etd', 'fal5.members.3.docNo']));
    const count = await api.call('SL1', 'POST', '/vessel-calls', application({ fal1: { ...application().fal1, crewCount: 11 } }));
    expect(count.status).toBe(400);
    expect(Object.keys(count.body.message)).toContain('fal1.crewCount');
  });

  it('refuses masters that do not fit: a terminal of another port, a service of another port, an unknown thruster', async () => {
    const res = await api.call(
      'SL1',
      'POST',
      '/vessel-calls',
      application({ terminalCode: 'IDSUB-TPS', services: ['CS-SUB-POC'], ttCode: 'WARP' }),
    );
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.message)).toEqual(expect.arrayContaining(['terminalCode', 'services', 'ttCode']));
  });

  it('a NUL byte or a huge name is a field error, never a 500', async () => {
    const res = await api.call('SL1', 'POST', '/vessel-calls', application({ vesselName: 'A\u0000'.repeat(200) }));
    expect(res.status).toBe(400);
  });
});

describe('the journey: file, return with remarks, amend, submit, approve with certificates (audited)', () => {
  it('works, and a lost race on approve gets 409', async () => {
    const created = await api.call('SL1', 'POST', '/vessel-calls', application());
    expect(created.status).toBe(201);
    const vc = created.body;
    expect(vc).toMatchObject({ status: 'DRAFT', imoNo: '9074729', callSign: 'YBSJ2', forms: ['fal1', 'fal5'] });
    expect(vc.actions).toEqual(['save', 'submit']);
    expect(new Date(vc.eta).toISOString()).toBe('2026-12-09T23:00:00.000Z');

    // The officer sees no drafts.
    expect((await api.call('PCOFFICER', 'GET', `/vessel-calls/${vc.vcId}`)).status).toBe(404);
    const submitted = await api.call('SL1', 'POST', `/vessel-calls/${vc.vcId}/submit`, { version: vc.version });
    expect(submitted.status).toBe(200);
    expect(submitted.body.actions).toEqual([]);

    const seen = await api.call('PCOFFICER', 'GET', `/vessel-calls/${vc.vcId}`);
    expect(seen.body.actions).toEqual(['approve', 'reject', 'return']);
    expect((await api.call('PCOFFICER', 'POST', `/vessel-calls/${vc.vcId}/return`, { version: seen.body.version })).status).toBe(
      400,
    );
    const returned = await api.call('PCOFFICER', 'POST', `/vessel-calls/${vc.vcId}/return`, {
      version: seen.body.version,
      reason: 'Add the next port of call',
    });
    expect(returned.body).toMatchObject({ status: 'RETURNED', remarks: 'Add the next port of call' });

    const amended = await api.call('SL1', 'PUT', `/vessel-calls/${vc.vcId}`, {
      ...application({ nextPort: 'IDMAK' }),
      version: returned.body.version,
    });
    expect(amended.status).toBe(200);
    expect(amended.body.nextPort).toBe('IDMAK');
    const resubmitted = await api.call('SL1', 'POST', `/vessel-calls/${vc.vcId}/submit`, { version: amended.body.version });
    expect(resubmitted.body.status).toBe('SUBMITTED');

    // Two officers' approvals at once: one wins, the other 409; the certificates are recorded once.
    const [a, b] = await Promise.all([
      api.call('PCOFFICER', 'POST', `/vessel-calls/${vc.vcId}/approve`, { version: resubmitted.body.version }),
      api.call('PCOFFICER', 'POST', `/vessel-calls/${vc.vcId}/approve`, { version: resubmitted.body.version }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const approved = await api.call('SL1', 'GET', `/vessel-calls/${vc.vcId}`);
    expect(approved.body.status).toBe('APPROVED');
    // Issued in the approving transaction (decision 0030): numbered, valid, with the token of the public page.
    expect(approved.body.certificates.map((c: { certType: string; status: string }) => [c.certType, c.status])).toEqual([
      ['EP', 'VALID'],
      ['POC', 'VALID'],
    ]);
    for (const c of approved.body.certificates) {
      expect(c.certNo).toMatch(new RegExp(`^${c.certType}-\\d{4}-\\d{6}$`));
      expect(c.certToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    }
    // Not editable any more.
    expect(
      (await api.call('SL1', 'PUT', `/vessel-calls/${vc.vcId}`, { ...application(), version: approved.body.version })).status,
    ).toBe(409);

    const events = await ctx.database.db.execute<{ audt_event: string }>(
      sql`select audt_event from audit_log where entity = 'vessel_call' and entity_id = ${vc.vcId} order by id`,
    );
    expect(events.rows.map((r) => r.audt_event)).toEqual([
      'VESSEL_CALL_CREATE',
      'VESSEL_CALL_SUBMIT',
      'VESSEL_CALL_RETURN',
      'VESSEL_CALL_UPDATE',
      'VESSEL_CALL_SUBMIT',
      'VESSEL_CALL_APPROVE',
    ]);
  });

  it('the filer cannot approve; the officer cannot file', async () => {
    const list = await api.call('SL1', 'GET', '/vessel-calls?status=SUBMITTED');
    const row = list.body.aaData[0];
    expect((await api.call('SL1', 'POST', `/vessel-calls/${row.vcId}/approve`, { version: row.version })).status).toBe(403);
    expect((await api.call('PCOFFICER', 'POST', '/vessel-calls', application())).status).toBe(403);
  });
});

describe('tenancy and agents', () => {
  it("another line cannot read or change SL1's applications or crew lists (404) nor file for SL1 (403)", async () => {
    const other = await otherLine();
    const mine = await api.call('SL1', 'GET', '/vessel-calls');
    expect(mine.body.iTotalRecords).toBeGreaterThanOrEqual(6);
    const row = mine.body.aaData[0];
    expect((await api.call(other, 'GET', `/vessel-calls/${row.vcId}`)).status).toBe(404);
    expect((await api.call(other, 'POST', `/vessel-calls/${row.vcId}/submit`, { version: row.version })).status).toBe(404);
    expect((await api.call(other, 'GET', '/vessel-calls')).body.iTotalRecords).toBe(0);
    expect((await api.call(other, 'POST', '/vessel-calls', application())).status).toBe(403);
    const crew = await api.call('SL1', 'GET', '/crew-lists');
    expect((await api.call(other, 'GET', `/crew-lists/${crew.body.aaData[0].crewListId}`)).status).toBe(404);
    // A cargo owner has no vessel calls at all.
    expect((await api.call('CO1', 'GET', '/vessel-calls')).status).toBe(403);
  });

  it('an associated agent files for the line; after the line ends the association the agent gets 403 and 404', async () => {
    const options = await api.call('AGENT1', 'GET', '/vessel-calls/options');
    expect(options.body.lines).toEqual([{ value: 'SL0001', desc: 'PT Samudera Line' }]);
    const filed = await api.call('AGENT1', 'POST', '/vessel-calls', application());
    expect(filed.status).toBe(201);
    expect(filed.body).toMatchObject({ lineAccnId: 'SL0001', filerAccnId: 'SP0002' });
    // The line sees what its agent filed.
    expect((await api.call('SL1', 'GET', `/vessel-calls/${filed.body.vcId}`)).status).toBe(200);

    const assocs = await api.call('SL1', 'GET', '/agent-associations');
    const assoc = assocs.body.aaData.find(
      (a: { agentAccnId: string; status: string }) => a.agentAccnId === 'SP0002' && a.status === 'A',
    );
    expect(assoc.actions).toEqual(['end']);
    const ended = await api.call('SL1', 'POST', `/agent-associations/${assoc.assocId}/end`);
    expect(ended.body.status).toBe('E');
    expect((await api.call('SL1', 'POST', `/agent-associations/${assoc.assocId}/end`)).status).toBe(409);

    expect((await api.call('AGENT1', 'GET', `/vessel-calls/${filed.body.vcId}`)).status).toBe(404);
    expect((await api.call('AGENT1', 'POST', '/vessel-calls', application())).status).toBe(403);
    expect((await api.call('AGENT1', 'GET', '/vessel-calls')).body.iTotalRecords).toBe(0);

    // Associated again by its tax number (15 digits with dots, the older form).
    const again = await api.call('SL1', 'POST', '/agent-associations', { agentTIN: '02.738.491.6-043.000' });
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ agentAccnId: 'SP0002', status: 'A', agentTIN: '0027384916043000' });
    expect((await api.call('SL1', 'POST', '/agent-associations', { agentTIN: '0027384916043000' })).status).toBe(409);
    expect((await api.call('AGENT1', 'GET', `/vessel-calls/${filed.body.vcId}`)).status).toBe(200);
  });

  it('an agent tax number: bad format, or no agent company with it, is a field error', async () => {
    const bad = await api.call('SL1', 'POST', '/agent-associations', { agentTIN: '12345' });
    expect(bad.status).toBe(400);
    expect(bad.body.message.agentTIN).toBeTruthy();
    // A forwarder's tax number is not an agent's.
    const ff = await api.call('SL1', 'POST', '/agent-associations', { agentTIN: '0316548972015000' });
    expect(ff.status).toBe(400);
    expect(ff.body.message).toEqual({ agentTIN: expect.any(String) });
    // Only lines associate.
    expect((await api.call('AGENT1', 'POST', '/agent-associations', { agentTIN: '0015472839043000' })).status).toBe(403);
  });
});

async function crewXlsx(rows: unknown[][]): Promise<string> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Crew');
  ws.addRow(['name', 'rank', 'nationality', 'dateOfBirth', 'placeOfBirth', 'docType', 'docNo', 'docExpiry']);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer()).toString('base64');
}

describe('crew lists and their XLSX import', () => {
  it('saves a list; an import with bad rows reports each row and field and changes nothing; a good one replaces the crew', async () => {
    const created = await api.call('SL1', 'POST', '/crew-lists', {
      vesselName: 'KM Samudera Bahari',
      imoNo: '9321483',
      title: 'Bahari crew',
      members: DEMO_CREW.slice(0, 2),
    });
    expect(created.status).toBe(201);
    const list = created.body;
    const bad = await api.call('SL1', 'POST', `/crew-lists/${list.crewListId}/import`, {
      attName: 'crew.xlsx',
      version: list.version,
      attData: await crewXlsx([
        ['Ahmad Yani', 'Chief Officer', 'id', '14/03/1980', 'Medan', 'Seaman book', 'C0998877', '30/06/2028'],
        ['No Document', 'COOK', 'ID', '1990-01-01', 'Bogor', 'SEAMAN_BOOK', '', '2028-06-30'],
        ['Wrong Rank', 'ADMIRAL', 'ID', '1990-01-01', 'Bogor', 'SEAMAN_BOOK', 'C1', '2028-06-30'],
      ]),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toEqual({ 'rows.3.docNo': expect.any(String), 'rows.4.rank': expect.any(String) });
    expect((await api.call('SL1', 'GET', `/crew-lists/${list.crewListId}`)).body.memberCount).toBe(2);

    const good = await api.call('SL1', 'POST', `/crew-lists/${list.crewListId}/import`, {
      attName: 'crew.xlsx',
      version: list.version,
      attData: await crewXlsx([
        ['Ahmad Yani', 'Chief Officer', 'id', '14/03/1980', 'Medan', 'Seaman book', 'C0998877', '30/06/2028'],
        ['Made Arta', 'COOK', 'ID', new Date(Date.UTC(1991, 4, 2)), 'Gianyar', 'SEAMAN_BOOK', 'C0998878', '2028-06-30'],
      ]),
    });
    expect(good.status).toBe(200);
    expect(good.body.members).toEqual([
      expect.objectContaining({
        name: 'Ahmad Yani',
        rank: 'CHIEF_OFFICER',
        nationality: 'ID',
        dateOfBirth: '1980-03-14',
        docType: 'SEAMAN_BOOK',
      }),
      expect.objectContaining({ name: 'Made Arta', dateOfBirth: '1991-05-02', docExpiry: '2028-06-30' }),
    ]);
    // The version read is stale now.
    expect(
      (
        await api.call('SL1', 'PUT', `/crew-lists/${list.crewListId}`, {
          vesselName: 'X',
          imoNo: '9321483',
          title: 'T',
          members: DEMO_CREW.slice(0, 1),
          version: list.version,
        })
      ).status,
    ).toBe(409);
  });

  it('refuses a file that is not an XLSX, and one with too many rows', async () => {
    const lists = await api.call('SL1', 'GET', '/crew-lists');
    const list = lists.body.aaData[0];
    const junk = await api.call('SL1', 'POST', `/crew-lists/${list.crewListId}/import`, {
      attName: 'crew.xlsx',
      version: list.version,
      attData: Buffer.from('not a zip').toString('base64'),
    });
    expect(junk.status).toBe(400);
    expect(junk.body.message).toEqual({ attData: expect.any(String) });
    const many = Array.from({ length: 301 }, (_, i) => [
      'Crew',
      'COOK',
      'ID',
      '1990-01-01',
      'Bogor',
      'SEAMAN_BOOK',
      `C${i}`,
      '2028-06-30',
    ]);
    const big = await api.call('SL1', 'POST', `/crew-lists/${list.crewListId}/import`, {
      attName: 'crew.xlsx',
      version: list.version,
      attData: await crewXlsx(many),
    });
    expect(big.status).toBe(400);
    expect(big.body.message).toEqual({ attData: expect.any(String) });
  });
});

describe('what the screens read: the form options and the trail', () => {
  it("answers every demo application with its FAL forms as stored (encoded by the forms' own schemas); a left-out remark is null", async () => {
    const list = await api.call('SL1', 'GET', '/vessel-calls?length=100');
    expect(list.body.aaData.length).toBeGreaterThan(0);
    let goods = 0;
    for (const row of list.body.aaData as { vcId: string }[]) {
      const detail = await api.call('SL1', 'GET', `/vessel-calls/${row.vcId}`);
      expect(detail.status).toBe(200);
      expect(detail.body.fal1).toHaveProperty('remarks');
      for (const item of detail.body.fal7?.items ?? []) {
        goods += 1;
        expect(item).toMatchObject({ unNo: expect.stringMatching(/^\d{4}$/), packingGroup: expect.any(String) });
      }
    }
    expect(goods).toBeGreaterThan(0);
    // Written without remarks, packing group or stowage, with "UN 1263": stored and answered as null and "1263".
    const created = await api.call(
      'SL1',
      'POST',
      '/vessel-calls',
      application({
        fal7: { items: [{ unNo: 'un 1263', shippingName: 'Paint', dgClass: '3', quantity: '120.5', unit: 'L', stowage: '  ' }] },
      }),
    );
    expect(created.status).toBe(201);
    const detail = await api.call('SL1', 'GET', `/vessel-calls/${created.body.vcId}`);
    expect(detail.body.fal1.remarks).toBeNull();
    expect(detail.body.fal5.crewListId).toBeNull();
    expect(detail.body.fal7.items).toEqual([
      { unNo: '1263', shippingName: 'Paint', dgClass: '3', packingGroup: null, quantity: '120.5', unit: 'L', stowage: null },
    ]);
  });

  it('options name the ports with services and their terminals; the detail carries its trail with the reason', async () => {
    const options = await api.call('SL1', 'GET', '/vessel-calls/options');
    expect(options.status).toBe(200);
    const portCodes = options.body.ports.map((p: { portCode: string }) => p.portCode);
    expect(portCodes).toEqual(expect.arrayContaining(['IDTPP', 'IDSUB']));
    for (const s of options.body.services as { portCode: string }[]) expect(portCodes).toContain(s.portCode);
    expect(options.body.terminals).toEqual(
      expect.arrayContaining([expect.objectContaining({ terminalCode: 'IDTPP-JICT', portCode: 'IDTPP' })]),
    );
    for (const term of options.body.terminals as { portCode: string }[]) expect(portCodes).toContain(term.portCode);

    // A demo application returned by the officer shows the trail the seed gave it.
    const returned = (await api.call('SL1', 'GET', '/vessel-calls?status=RETURNED')).body.aaData[0];
    const detail = await api.call('SL1', 'GET', `/vessel-calls/${returned.vcId}`);
    expect(detail.body.history.map((h: { event: string }) => h.event)).toEqual(['create', 'submit', 'return']);
    expect(detail.body.history[2]).toMatchObject({ by: 'PCOFFICER', byName: 'Yohanes Pattiasina', remarks: returned.remarks });

    // A new one's trail grows with each verb.
    const created = await api.call('SL1', 'POST', '/vessel-calls', application());
    const submitted = await api.call('SL1', 'POST', `/vessel-calls/${created.body.vcId}/submit`, {
      version: created.body.version,
    });
    expect(submitted.body.history.map((h: { event: string; by: string }) => [h.event, h.by])).toEqual([
      ['create', 'SL1'],
      ['submit', 'SL1'],
    ]);
  });
});
