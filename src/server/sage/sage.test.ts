import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../tests/support/test-app';
import { fromMinor, toMinor } from '../../domain/billing/money';
import { jakartaToday } from '../../domain/analytics/analytics';
import { SAGE_CHARGE_TYPES, ageingBucket, halfMonthEnd, previousHalfMonth } from '../../domain/finance/sage';
import { loadExcel } from '../files/excel';
import { SAGE_LAYOUT } from './sage-workbook';

// The AR report and the Sage 300 exports through the real server on the demo billing data.
const ctx = useTestApp();
const BASE = '/api/v1/lintas/trucking/finance';

const tokens = new Map<string, Promise<{ authorization: string }>>();
const auth = (usrId: string) => {
  if (!tokens.has(usrId)) tokens.set(usrId, ctx.signIn(usrId));
  return tokens.get(usrId)!;
};
async function call<T = Record<string, unknown>>(usrId: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) {
  const { authorization } = await auth(usrId);
  const res = await ctx.app.inject({ method, url, headers: { authorization }, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.rawPayload, json: () => res.json() as T };
}
const rows = async <T>(q: ReturnType<typeof sql>) => (await ctx.database.db.execute(q)).rows as T[];

async function readBook(buf: Buffer) {
  const Excel = await loadExcel();
  const wb = new Excel.Workbook();
  await wb.xlsx.load(buf as unknown as ArrayBuffer);
  return wb;
}
function sheetRows(ws: import('exceljs').Worksheet): Array<Record<string, unknown>> {
  const head = (ws.getRow(1).values as unknown[]).slice(1) as string[];
  const out: Array<Record<string, unknown>> = [];
  ws.eachRow((row, n) => {
    if (n === 1) return;
    const v = (row.values as unknown[]).slice(1);
    out.push(Object.fromEntries(head.map((h, i) => [h, v[i]])));
  });
  return out;
}

const GL = Object.fromEntries(SAGE_CHARGE_TYPES.map((t, i) => [t, `${4000 + i * 10}-00`]));

describe('domain', () => {
  it('buckets days past due and finds half-months', () => {
    expect([-5, 0, 1, 30, 31, 60, 61, 90, 91].map(ageingBucket)).toEqual([
      'current',
      'current',
      'd1to30',
      'd1to30',
      'd31to60',
      'd31to60',
      'd61to90',
      'd61to90',
      'over90',
    ]);
    expect(halfMonthEnd('2026-02-16')).toBe('2026-02-28');
    expect(halfMonthEnd('2026-11-01')).toBe('2026-11-15');
    expect(previousHalfMonth('2026-11-10')).toBe('2026-10-16');
    expect(previousHalfMonth('2026-11-20')).toBe('2026-11-01');
  });
});

describe('AR report', () => {
  it('ages each open receivable into its bucket as of fixed dates, with totals per currency', async () => {
    const [doc] = await rows<{ doc_id: string; to_accn_id: string; currency: string; due: string; total: string }>(sql`
      select d.doc_id, d.to_accn_id, d.currency, to_char(d.due_date, 'YYYY-MM-DD') as due, d.total::text from money_documents d
       where d.doc_type = 'DN_CO' order by d.doc_id limit 1`);
    expect(doc).toBeDefined();
    const plus = (days: number) => new Date(Date.parse(`${doc!.due}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
    for (const [days, bucket] of [
      [0, 'current'],
      [15, 'd1to30'],
      [45, 'd31to60'],
      [75, 'd61to90'],
      [120, 'over90'],
    ] as const) {
      const asOf = plus(days);
      const res = await call<{ aaData: Array<Record<string, string>>; totals: Array<Record<string, string>> }>(
        'GLIHEAD',
        'GET',
        `${BASE}/ar/ageing?asOf=${asOf}&length=100&search=${doc!.to_accn_id}`,
      );
      expect(res.status).toBe(200);
      // The expectation from the ledger itself: the document's receivable lines posted to the end of that day.
      const [open] = await rows<{ open: string | null }>(sql`
        select sum(l.amount)::text as open from ledger_lines l join ledger_journals j on j.journal_id = l.journal_id
         where l.doc_id = ${doc!.doc_id} and l.account_code = 'RECEIVABLE' and j.posted_at < ((${asOf}::date + 1)::timestamp at time zone 'Asia/Jakarta')`);
      const row = res.json().aaData.find((r) => r.accnId === doc!.to_accn_id && r.currency === doc!.currency);
      if (!open?.open || open.open === '0') continue;
      expect(row).toBeDefined();
      // The customer's bucket holds at least this document's open amount; the row's buckets sum to its total.
      expect(toMinor(row![bucket]!, doc!.currency) >= BigInt(open.open)).toBe(true);
      const sum = (['current', 'd1to30', 'd31to60', 'd61to90', 'over90'] as const).reduce(
        (s, k) => s + toMinor(row![k]!, doc!.currency),
        0n,
      );
      expect(fromMinor(sum, doc!.currency)).toBe(row!.total);
    }
  });

  it('generates a report (spec §3 shape), lists it and downloads its workbook', async () => {
    const made = await call<{
      id: number;
      batch: string;
      reportName: string;
      records: number;
      startPeriod: string;
      endPeriod: string;
      status: string;
    }>('GLIFIN', 'POST', `${BASE}/ar/reports`, { asOf: '2026-11-20' });
    expect(made.status).toBe(201);
    const r = made.json();
    expect(r).toMatchObject({ batch: 'AR-20261120-01', endPeriod: '2026-11-20', status: 'GENERATED' });
    const list = await call<{ aaData: Array<{ id: number }> }>('GLIHEAD', 'GET', `${BASE}/ar/reports`);
    expect(list.json().aaData.map((x) => x.id)).toContain(r.id);
    const file = await call('GLIHEAD', 'GET', `${BASE}/ar/reports/${r.id}/xlsx`);
    expect(file.status).toBe(200);
    const wb = await readBook(file.body);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Ageing 2026-11-20', 'Documents']);
    expect(sheetRows(wb.worksheets[0]!).length).toBeGreaterThanOrEqual(r.records);
    const bad = await call('GLIFIN', 'POST', `${BASE}/ar/reports`, { asOf: '2099-01-01' });
    expect(bad.status).toBe(400);
  });
});

describe('Sage 300 exports', () => {
  it('refuses a truck operator and a cargo owner (403)', async () => {
    for (const u of ['TO1', 'CO1FIN']) {
      expect((await call(u, 'GET', `${BASE}/sage/batches`)).status).toBe(403);
      expect((await call(u, 'GET', `${BASE}/ar/ageing`)).status).toBe(403);
    }
  });

  it('validates and saves the settings (audited)', async () => {
    const bad = await call<{ status: string; message: Record<string, string> }>('GLIHEAD', 'PUT', `${BASE}/sage/gl-accounts`, {
      accounts: { ...GL, TRIP: 'not an account' },
    });
    expect(bad.status).toBe(400);
    const ok = await call<{ missing: string[] }>('GLIHEAD', 'PUT', `${BASE}/sage/gl-accounts`, { accounts: GL });
    expect(ok.status).toBe(200);
    expect(ok.json().missing).toEqual([]);
    const saved = await call('GLIFIN', 'PUT', `${BASE}/sage/codes/CO0001`, { customerCode: 'C0001', vendorCode: null });
    expect(saved.status, saved.body.toString()).toBe(200);
    const taken = await call('GLIFIN', 'PUT', `${BASE}/sage/codes/TO0001`, { customerCode: 'C0001', vendorCode: 'V0001' });
    expect(taken.status).toBe(400);
    const [n] = await rows<{ n: string }>(
      sql`select count(*)::text as n from audit_log where audt_event in ('SAGE_GL_ACCOUNTS_SAVED', 'SAGE_CODES_SAVED')`,
    );
    expect(Number(n!.n)).toBeGreaterThanOrEqual(2);
  });

  it('puts each document in exactly one batch: one of two concurrent generations wins, the other 409; the workbook matches the documents', async () => {
    await call('GLIHEAD', 'PUT', `${BASE}/sage/gl-accounts`, { accounts: GL });
    // The demo documents (the bills' and the fuel invoices, issued on different days) go into the last half-month
    // that is over, so that the batch holds every type of document.
    const periodStart = previousHalfMonth(jakartaToday());
    await ctx.database.db.execute(
      sql`update money_documents set issued_at = (${periodStart}::date + 1)::timestamp at time zone 'Asia/Jakarta' + interval '10 hours'`,
    );
    const [a, b] = await Promise.all([
      call<{ id: number; records: number }>('GLIHEAD', 'POST', `${BASE}/sage/batches`, { periodStart }),
      call<{ id: number; records: number }>('GLIFIN', 'POST', `${BASE}/sage/batches`, { periodStart }),
    ]);
    expect([a.status, b.status].sort(), `${periodStart} ${a.body.toString()} ${b.body.toString()}`).toEqual([201, 409]);
    const batch = (a.status === 201 ? a : b).json();
    expect(batch.records).toBeGreaterThan(0);
    const [dupes] = await rows<{ n: string }>(
      sql`select count(*)::text as n from (select item_type, ref_id from sage_batch_items group by 1, 2 having count(*) > 1) x`,
    );
    expect(dupes!.n).toBe('0');

    const docs = await rows<{ doc_no: string; doc_type: string; total: string; currency: string }>(sql`
      select d.doc_no, d.doc_type, d.total::text, d.currency from sage_batch_items i join money_documents d on d.doc_id = i.ref_id::bigint
       where i.batch_id = ${batch.id} and i.item_type = 'DOC' order by d.doc_id`);
    const file = await call('GLIHEAD', 'GET', `${BASE}/sage/batches/${batch.id}/xlsx/AR_INVOICES`);
    expect(file.status).toBe(200);
    const wb = await readBook(file.body);
    expect(wb.worksheets.map((w) => w.name)).toEqual(Object.keys(SAGE_LAYOUT.AR_INVOICES));
    const invoices = sheetRows(wb.getWorksheet('Invoices')!);
    const arDocs = docs.filter((d) => d.doc_type !== 'DN_TO');
    expect(new Set(docs.map((d) => d.doc_type))).toEqual(new Set(['DN_TO', 'DN_CO', 'PF_CO', 'PF_TO', 'FUEL']));
    expect(invoices.map((r) => [r.IDINVC, Number(r.AMTINVCTOT).toFixed(2)])).toEqual(arDocs.map((d) => [d.doc_no, d.total]));
    // A document names what it bills: the job, or a fuel invoice's statement month.
    for (const inv of invoices) expect(String(inv.INVCDESC)).toMatch(/^(DN_CO|PF_CO|PF_TO) \S+|^FUEL \d{4}-\d{2}$/);
    // The details of each invoice sum to its total, exactly (in minor units).
    const details = sheetRows(wb.getWorksheet('Invoice_Details')!);
    for (const inv of invoices) {
      const sum = details
        .filter((d) => d.CNTITEM === inv.CNTITEM)
        .reduce((s, d) => s + toMinor(Number(d.AMTEXTN).toFixed(2), 'IDR'), 0n);
      expect(fromMinor(sum, 'IDR')).toBe(Number(inv.AMTINVCTOT).toFixed(2));
    }
    // Each distribution goes to its charge type's account (the demo bills have trips and reimbursements; fuel, fees).
    const accountOf: Record<string, string> = {
      TRIP: GL.TRIP!,
      REIMB: GL.REIMBURSEMENT!,
      ADDL: GL.ADDITIONAL!,
      INSUR: GL.INSURANCE!,
      FUEL: GL.FUEL!,
      FEE: GL.PLATFORM_FEE!,
      VAT: GL.VAT_OUT!,
      STAMP: GL.STAMP_DUTY!,
      WHT: GL.WHT_PREPAID!,
    };
    for (const d of details) expect([d.IDDIST, d.IDACCTREV]).toEqual([d.IDDIST, accountOf[String(d.IDDIST)]]);
    const fuelItems = invoices.filter((r) => String(r.IDINVC).startsWith('FUEL/')).map((r) => r.CNTITEM);
    expect(fuelItems.length).toBe(docs.filter((d) => d.doc_type === 'FUEL').length);
    expect(details.filter((d) => fuelItems.includes(d.CNTITEM)).every((d) => d.IDACCTREV === GL.FUEL)).toBe(true);
    const ap = await readBook((await call('GLIHEAD', 'GET', `${BASE}/sage/batches/${batch.id}/xlsx/AP_INVOICES`)).body);
    const apRows = sheetRows(ap.getWorksheet('Invoices')!);
    expect(apRows.map((r) => [r.IDINVC, Number(r.AMTGROSTOT).toFixed(2)])).toEqual(
      docs.filter((d) => d.doc_type === 'DN_TO').map((d) => [d.doc_no, d.total]),
    );

    // Re-downloaded, marked imported; imported twice is 409.
    expect((await call<{ status: string }>('GLIHEAD', 'GET', `${BASE}/sage/batches/${batch.id}`)).json().status).toBe(
      'DOWNLOADED',
    );
    expect((await call<{ status: string }>('GLIHEAD', 'POST', `${BASE}/sage/batches/${batch.id}/imported`)).json().status).toBe(
      'IMPORTED',
    );
    expect((await call('GLIHEAD', 'POST', `${BASE}/sage/batches/${batch.id}/imported`)).status).toBe(409);
  });

  it('pins the workbooks’ sheet and column layout (golden)', async () => {
    const [batch] = await rows<{ batch_id: string }>(sql`select batch_id from sage_batches order by batch_id limit 1`);
    for (const part of Object.keys(SAGE_LAYOUT) as Array<keyof typeof SAGE_LAYOUT>) {
      const wb = await readBook((await call('GLIHEAD', 'GET', `${BASE}/sage/batches/${batch!.batch_id}/xlsx/${part}`)).body);
      const layout = Object.fromEntries(wb.worksheets.map((w) => [w.name, (w.getRow(1).values as unknown[]).slice(1)]));
      expect(layout).toMatchSnapshot(part);
    }
  });
});
