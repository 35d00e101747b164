import { describe, expect, it } from 'vitest';
import { apiCallers, useTestApp } from '../../../tests/support/test-app';

// Departments (issue 19, part 2; decision 0040): a resource of the engine, each company's own, the platform's all;
// the head is a user of the same company.
const ctx = useTestApp();
const { call } = apiCallers(ctx);
const BASE = '/api/v1/lintas/trucking/departments';
const HEADS = '/api/v1/lintas/trucking/lookups/companyUser';

type Dept = { deptId: string; accnId: string; deptCode: string; headUsrId: string | null; status: string; version: number };
type Page = { aaData: Dept[]; iTotalRecords: number };
type Failure = { status: string; message: Record<string, string> };

describe('departments', () => {
  it("are each company's own: another company's is 404, the platform sees all", async () => {
    const co1 = await call<Page>('CO1', 'GET', `${BASE}?length=100`);
    expect(co1.status).toBe(200);
    expect(co1.body.aaData.map((d) => d.deptCode).sort()).toEqual(['FIN', 'LOG', 'PRC']);
    expect(co1.body.aaData.every((d) => d.accnId === 'CO0001')).toBe(true);
    const to1 = await call<Page>('TO1', 'GET', `${BASE}?length=100`);
    expect(to1.body.aaData.map((d) => d.deptCode).sort()).toEqual(['OPS', 'WSH']);
    const fin = co1.body.aaData.find((d) => d.deptCode === 'FIN')!;
    expect(fin.headUsrId).toBe('CO1FIN');
    expect((await call('TO1', 'GET', `${BASE}/${fin.deptId}`)).status).toBe(404);
    expect(
      (await call('TO1', 'PUT', `${BASE}/${fin.deptId}`, { deptCode: 'FIN', deptName: 'Taken', version: fin.version })).status,
    ).toBe(404);
    const all = await call<Page>('OPADMIN', 'GET', `${BASE}?length=100`);
    expect(new Set(all.body.aaData.map((d) => d.accnId))).toEqual(new Set(['CO0001', 'TO0001']));
    // A user without users.manage keeps none.
    expect((await call('CO1FIN', 'POST', BASE, { deptCode: 'X', deptName: 'X' })).status).toBe(403);
  });

  it("are created and changed by a company's administrator; the head is one of the company's users", async () => {
    const made = await call<Dept>('FF1', 'POST', BASE, {
      deptCode: 'cs-01',
      deptName: 'Customer Service',
      costCentre: 'FF-CS',
      headUsrId: 'ff1',
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({ accnId: 'FF0001', deptCode: 'CS-01', headUsrId: 'FF1', status: 'A' });
    // The head dropdown lists the caller's company's users only.
    const heads = await call<Array<{ value: string }>>('TO1', 'GET', HEADS);
    expect(heads.status).toBe(200);
    expect(heads.body.map((h) => h.value)).toContain('TO1');
    expect(heads.body.map((h) => h.value)).not.toContain('CO1');
    // Another company's user as head: a field error, on create and on change.
    const other = await call<Failure>('TO1', 'POST', BASE, { deptCode: 'ADM', deptName: 'Administrasi', headUsrId: 'CO1' });
    expect(other.status).toBe(400);
    expect(other.body.message).toEqual({ headUsrId: 'Choose an active user of your company' });
    const changed = await call<Failure>('FF1', 'PUT', `${BASE}/${made.body.deptId}`, {
      deptCode: 'CS-01',
      deptName: 'Customer Service',
      headUsrId: 'TO1',
      version: made.body.version,
    });
    expect(changed.status).toBe(400);
    expect(changed.body.message).toEqual({ headUsrId: 'Choose an active user of your company' });
    const ok = await call<Dept>('FF1', 'PUT', `${BASE}/${made.body.deptId}`, {
      deptCode: 'CS-01',
      deptName: 'Layanan Pelanggan',
      headUsrId: null,
      version: made.body.version,
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.headUsrId).toBeNull();
    // A stale version is 409.
    const stale = await call('FF1', 'PUT', `${BASE}/${made.body.deptId}`, {
      deptCode: 'CS-01',
      deptName: 'Again',
      version: made.body.version,
    });
    expect(stale.status).toBe(409);
  });

  it("is in the menu of companies' administrators (any company type) and the platform's, not of other users", async () => {
    type Entry = { path?: string; children?: Entry[] };
    const paths = (entries: Entry[]): string[] => entries.flatMap((e) => [e.path ?? '', ...paths(e.children ?? [])]);
    const menuOf = async (usrId: string) => paths((await call<Entry[]>(usrId, 'GET', '/api/v1/lintas/auth/menu')).body);
    for (const usrId of ['CO1', 'TO1', 'FF1', 'SL1', 'LEASE1', 'OPADMIN'])
      expect(await menuOf(usrId), usrId).toContain('/administrations/department');
    for (const usrId of ['CO1FIN', 'L1SUPPORT']) expect(await menuOf(usrId), usrId).not.toContain('/administrations/department');
  });

  it('refuses bad input field by field: missing, bad code, duplicate code, over-long, NUL', async () => {
    const missing = await call<Failure>('CO1', 'POST', BASE, { deptCode: 'bad code!', costCentre: 'x'.repeat(33) });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.message).sort()).toEqual(['costCentre', 'deptCode', 'deptName']);
    const duplicate = await call<Failure>('CO1', 'POST', BASE, { deptCode: 'FIN', deptName: 'Finance again' });
    expect(duplicate.status).toBe(400);
    expect(Object.keys(duplicate.body.message)).toEqual(['deptCode']);
    // The same code in another company is fine (codes are unique per company).
    expect((await call('TO1', 'POST', BASE, { deptCode: 'FIN', deptName: 'Keuangan' })).status).toBe(201);
    const long = await call<Failure>('CO1', 'POST', BASE, { deptCode: 'LONG', deptName: 'n'.repeat(129) });
    expect(Object.keys(long.body.message)).toEqual(['deptName']);
    const nul = await call<Failure>('CO1', 'POST', BASE, { deptCode: 'NUL', deptName: 'Nul\u0000' });
    expect(nul.status).toBe(400);
    expect(nul.body.status).toBe('VALIDATION_FAILED');
    const nulHead = await call('CO1', 'GET', `${HEADS}?search=a%00b`);
    expect(nulHead.status).toBe(400);
  });
});
