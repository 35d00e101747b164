import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerInvariants } from '../../../tests/support/ledger-invariants';
import { apiCallers, useTestApp } from '../../../tests/support/test-app';
import { businessDate } from '../../domain/contracts/contracts';
import { lastMonthOf } from '../db/seed/demo-fuel';
import { SnapSimulator } from '../payments/snap-simulator';
import en from '../../locales/en.json';

// Fuel cards, the provider's statement and the operators' fuel invoices through the real server (issue 19).
const bank = new SnapSimulator({ retryDelayMs: 10 });
const ctx = useTestApp({ paymentGateway: bank });
const db = () => ctx.database.db;
const { call, request } = apiCallers(ctx);
const BASE = '/api/v1/lintas/trucking/fuel';
/** The English text the server answers for a message key. */
const msg = (key: string): string => key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], en) as string;
const PAYMENTS = '/api/v1/lintas/trucking/payments';

beforeAll(async () => {
  // The simulated bank notifies the app over real HTTP (as in the payments tests).
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  bank.callbackBase = `http://127.0.0.1:${(ctx.app.server.address() as { port: number }).port}`;
});

afterEach(async () => {
  await expectLedgerInvariants(db());
});

type Card = {
  cardId: number;
  cardNo?: string;
  cardNoMasked: string;
  last4: string;
  version: number;
  history: unknown[];
  status: string;
};
type Statement = {
  stmtId: number;
  lineCount: number;
  unmatchedCount: number;
  operators: Array<{ accnId: string; amount: string; docId: number | null; docNo: string | null; paymentStatus: string | null }>;
  trucks: Array<{ truckId: string; litresPer100Km: string | null }>;
};
type Errors = { status: string; message: Record<string, string> | string };

const csvFile = (rows: string[][], header = 'Card number,Date/time,Station,Product,Litres,Amount (IDR)') =>
  Buffer.from([header, ...rows.map((r) => r.join(','))].join('\n') + '\n');
/** Months after the demo cards were assigned (20 days before last month) and other than the demo's statement. */
const THIS_MONTH = businessDate().slice(0, 7);
const NEXT_MONTH = (() => {
  const [y, m] = THIS_MONTH.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
})();

/** The month after NEXT_MONTH (the XLSX import's). */
const LATER_MONTH = (() => {
  const [y, m] = NEXT_MONTH.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
})();

const body = (period: string, file: Buffer, name = 'statement.csv') => ({
  period,
  attName: name,
  attSize: file.length,
  attData: file.toString('base64'),
});

describe('fuel cards', () => {
  it('refuses a bad card number, a duplicate and a day limit over the month, field by field', async () => {
    const card = {
      cardNo: '7002401000001018',
      accnId: 'TO0001',
      holderType: 'TRUCK',
      truckId: 'TRK-TO1-03',
      dailyLimit: '5000000',
      monthlyLimit: '1000000',
    };
    const bad = await call<Errors>('OPADMIN', 'POST', `${BASE}/cards`, card);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatchObject({
      cardNo: msg('fuel.errors.cardCheckDigit'),
      dailyLimit: msg('fuel.errors.dayOverMonth'),
    });
    const short = await call<Errors>('OPADMIN', 'POST', `${BASE}/cards`, { ...card, cardNo: '7002 4010 0000', dailyLimit: '1' });
    expect(short.body.message).toMatchObject({ cardNo: msg('fuel.errors.cardLength') });
    const dup = await call<Errors>('OPADMIN', 'POST', `${BASE}/cards`, { ...card, cardNo: '7002401000001019', dailyLimit: '1' });
    expect(dup.status).toBe(400);
    expect(dup.body.message).toMatchObject({ cardNo: expect.stringMatching(/exists|duplicate/) });
    const other = await call<Errors>('OPADMIN', 'POST', `${BASE}/cards`, {
      ...card,
      cardNo: '7002401000003015',
      truckId: 'TRK-TO2-01',
      dailyLimit: '1',
    });
    expect(other.body.message).toMatchObject({ truckId: msg('fuel.errors.notOperatorsTruck') });
    const nul = await call<Errors>('OPADMIN', 'POST', `${BASE}/cards`, {
      ...card,
      cardNo: '7002\u0000',
      remarks: 'x'.repeat(5000),
    });
    expect(nul.status).toBe(400);
  });

  it('masks the number to companies, keeps the assignment history and answers 404 across companies', async () => {
    const created = await call<Card>('OPADMIN', 'POST', `${BASE}/cards`, {
      cardNo: '7002 4010 0000 3015',
      accnId: 'TO0001',
      holderType: 'TRUCK',
      truckId: 'TRK-TO1-03',
      dailyLimit: '2000000',
      monthlyLimit: '30000000',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.cardNo).toBe('7002401000003015');
    const moved = await call<Card>('OPADMIN', 'PUT', `${BASE}/cards/${created.body.cardId}`, {
      holderType: 'DRIVER',
      driverId: 'DRV-TO1-02',
      dailyLimit: '2000000',
      monthlyLimit: '30000000',
      status: 'ACT',
      version: created.body.version,
    });
    expect(moved.status).toBe(200);
    expect(moved.body.history).toHaveLength(2);
    const stale = await call('OPADMIN', 'PUT', `${BASE}/cards/${created.body.cardId}`, {
      holderType: 'NONE',
      dailyLimit: '1',
      monthlyLimit: '1',
      status: 'BLK',
      version: created.body.version,
    });
    expect(stale.status).toBe(409);

    const mine = await call<Card>('TO1', 'GET', `${BASE}/cards/${created.body.cardId}`);
    expect(mine.status).toBe(200);
    expect(mine.body.cardNo).toBeUndefined();
    expect(mine.body.cardNoMasked).toBe('•••• •••• •••• 3015');
    expect(JSON.stringify(mine.body)).not.toContain('7002401000003015');
    const list = await call<{ aaData: Card[] }>('TO1', 'GET', `${BASE}/cards?length=100`);
    expect(list.body.aaData.length).toBeGreaterThanOrEqual(4);
    expect(JSON.stringify(list.body)).not.toMatch(/\d{16}/);
    expect((await call('TO2', 'GET', `${BASE}/cards/${created.body.cardId}`)).status).toBe(404);
    expect((await call('TO1', 'POST', `${BASE}/cards`, {})).status).toBeGreaterThanOrEqual(400);
    expect((await call('CO1', 'GET', `${BASE}/cards`)).status).toBe(403);
  });
});

describe('statements', () => {
  it("imports, matches each line through the card's assignment at its date and reports the unmatched", async () => {
    const period = THIS_MONTH;
    const [y, m] = period.split('-');
    const file = csvFile([
      ['7002401000001019', `01/${m}/${y} 08:15`, 'Shell Cakung', 'Shell Diesel Extra', '100,500', '670000'],
      ['7002401000002017', `${period}-01 09:00`, 'Shell Cikarang', 'Shell Diesel Extra', '50.000', '335000.50'],
      ['7002401000009996', `${period}-01 10:00`, 'Shell Merak', 'Shell Diesel Extra', '10', '67000'],
    ]);
    const res = await call<Statement>('OPADMIN', 'POST', `${BASE}/statements`, body(period, file));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ lineCount: 3, unmatchedCount: 1 });
    expect(res.body.operators.map((o) => o.accnId).sort()).toEqual(['TO0001', 'TO0002']);
    expect(res.body.operators.find((o) => o.accnId === 'TO0002')!.amount).toBe('335000.50');
    // Litres per 100 km where the demo tracking has this month's distance, else null ("–" on screen).
    expect(res.body.trucks.every((t) => t.litresPer100Km === null || /^\d+\.\d{2}$/.test(t.litresPer100Km))).toBe(true);
    const unmatched = await call<{ aaData: Array<{ unmatched: string; cardNoMasked: string }> }>(
      'OPADMIN',
      'GET',
      `${BASE}/statements/${res.body.stmtId}/lines?unmatched=true`,
    );
    expect(unmatched.body.aaData).toEqual([
      expect.objectContaining({ unmatched: 'UNKNOWN_CARD', cardNoMasked: '•••• •••• •••• 9996' }),
    ]);

    // The same file again, or another file of the same period: 409.
    expect((await call('OPADMIN', 'POST', `${BASE}/statements`, body(period, file))).status).toBe(409);
    expect(
      (await call('OPADMIN', 'POST', `${BASE}/statements`, body(period, csvFile([file.toString().split('\n')[1]!.split(',')]))))
        .status,
    ).toBe(409);
  });

  it('imports an XLSX statement too (a date cell, numbers), the same matching', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Statement');
    sheet.addRow(['Nomor kartu', 'Tanggal/waktu', 'SPBU', 'Produk', 'Liter', 'Jumlah (IDR)']);
    const [y, m] = LATER_MONTH.split('-').map(Number) as [number, number];
    sheet.addRow([
      '7002401000002025',
      new Date(Date.UTC(y, m - 1, 3, 9, 30)),
      'Shell Karawang Barat',
      'Shell Diesel Extra',
      120.75,
      809000,
    ]);
    sheet.getCell('B2').numFmt = 'dd/mm/yyyy hh:mm';
    const file = Buffer.from(await workbook.xlsx.writeBuffer());
    // The line is dated in LATER_MONTH: under another period it is outside; under its own it imports.
    const outside = await call<Errors>('OPADMIN', 'POST', `${BASE}/statements`, body(`${y + 1}-01`, file, 'statement.xlsx'));
    expect(outside.body.message).toMatchObject({ 'rows.2.txnAt': msg('fuel.errors.outsidePeriod') });
    const res = await call<Statement>('OPADMIN', 'POST', `${BASE}/statements`, body(LATER_MONTH, file, 'statement.xlsx'));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.operators).toEqual([expect.objectContaining({ accnId: 'TO0002', amount: '809000.00' })]);
    const lines = await call<{ aaData: Array<{ txnAt: string; litres: string }> }>(
      'OPADMIN',
      'GET',
      `${BASE}/statements/${res.body.stmtId}/lines`,
    );
    expect(new Date(lines.body.aaData[0]!.txnAt).toISOString()).toBe(new Date(`${LATER_MONTH}-03T09:30:00+07:00`).toISOString());
    expect(lines.body.aaData[0]!.litres).toBe('120.750');
  });

  it("reports a card not assigned at the line's date as unmatched (the demo cards were assigned before last month)", async () => {
    const file = csvFile([['7002401000001019', '2020-03-01 08:00', 'Shell Cakung', 'Shell Diesel Extra', '10', '67000']]);
    const res = await call<Statement>('OPADMIN', 'POST', `${BASE}/statements`, body('2020-03', file));
    expect(res.status).toBe(201);
    const lines = await call<{ aaData: Array<{ unmatched: string }> }>(
      'OPADMIN',
      'GET',
      `${BASE}/statements/${res.body.stmtId}/lines`,
    );
    expect(lines.body.aaData[0]!.unmatched).toBe('NOT_ASSIGNED');
  });

  it('answers bad rows with their fields, a bad header or a huge file, never a 500', async () => {
    const file = csvFile([
      ['123', '32/01/2026 08:00', '', 'Diesel', '1.2345', '-5'],
      ['7002401000001019', '2026-02-01 08:00', 'Shell', 'Diesel', '10', '100'],
    ]);
    const bad = await call<Errors>('OPADMIN', 'POST', `${BASE}/statements`, body('2026-01', file));
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatchObject({
      'rows.2.cardNo': msg('fuel.errors.cardLength'),
      'rows.2.txnAt': msg('fuel.errors.dateTime'),
      'rows.2.station': expect.any(String),
      'rows.2.litres': msg('fuel.errors.litres'),
      'rows.2.amount': msg('fuel.errors.amount'),
      'rows.3.txnAt': msg('fuel.errors.outsidePeriod'),
    });
    const header = await call<Errors>('OPADMIN', 'POST', `${BASE}/statements`, body('2026-01', csvFile([], 'a,b,c')));
    expect(header.body.message).toMatchObject({ attData: msg('fuel.errors.header') });
    const notXlsx = await call<Errors>(
      'OPADMIN',
      'POST',
      `${BASE}/statements`,
      body('2026-01', Buffer.from('not a zip'), 's.xlsx'),
    );
    expect(notXlsx.status).toBe(400);
    const huge = Buffer.alloc(4 * 1024 * 1024, 'a');
    const res = await request('OPADMIN', 'POST', `${BASE}/statements`, JSON.stringify(body('2026-01', huge)), {
      'content-type': 'application/json',
    });
    expect(res.statusCode).toBe(413);
    expect((await call('TO1', 'POST', `${BASE}/statements`, body('2026-01', file))).status).toBe(403);
    expect((await call('TO1', 'GET', `${BASE}/statements`)).status).toBe(403);
  });
});

describe('fuel invoices', () => {
  it('issues once (a race: one 201, one 409), posts a balanced journal, and the operator pays it by ClicPay', async () => {
    const file = csvFile([
      ['7002401000001027', `${NEXT_MONTH}-10 08:00`, 'Shell Priok', 'Shell Diesel Extra', '30.000', '201000'],
    ]);
    const stmt = await call<Statement>('OPADMIN', 'POST', `${BASE}/statements`, body(NEXT_MONTH, file));
    expect(stmt.status, JSON.stringify(stmt.body)).toBe(201);
    const issue = () =>
      call<Statement>('OPADMIN', 'POST', `${BASE}/statements/${stmt.body.stmtId}/invoices`, { accnId: 'TO0001' });
    const results = await Promise.all([issue(), issue()]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const op = results.find((r) => r.status === 201)!.body.operators.find((o) => o.accnId === 'TO0001')!;
    expect(op.docNo).toMatch(/^FUEL\/\d{4}\/\d{6}$/);
    const journal = await db().execute<{ account_code: string; amount: string }>(sql`
      select l.account_code, l.amount::text from ledger_lines l join ledger_journals j on j.journal_id = l.journal_id
       where j.cause_type = 'FUEL_INVOICED' and l.doc_id = ${op.docId} order by l.amount desc`);
    expect(journal.rows).toEqual([
      { account_code: 'RECEIVABLE', amount: '20100000' },
      { account_code: 'FUEL_PAYABLE', amount: '-20100000' },
    ]);
    // Its lines are stored as fuel, so the Sage export books them to the fuel account (decision 0041).
    const stored = await db().execute<{ kinds: string[] }>(
      sql`select array(select jsonb_array_elements(lines)->>'kind') as kinds from money_documents where doc_id = ${op.docId}`,
    );
    expect(stored.rows[0]!.kinds).toEqual(['FUEL']);

    const mine = await call<{ aaData: Array<{ docId: number; payable: boolean; status: string }> }>(
      'TO1',
      'GET',
      `${BASE}/invoices?length=100`,
    );
    expect(mine.body.aaData.find((i) => i.docId === op.docId)).toMatchObject({ payable: true, status: 'NEW' });
    const theirs = await call<{ aaData: Array<{ docId: number }> }>('TO2', 'GET', `${BASE}/invoices?length=100`);
    expect(theirs.body.aaData.some((i) => i.docId === op.docId)).toBe(false);
    expect((await call('TO2', 'GET', `${BASE}/invoices/${op.docId}/pdf`)).status).toBe(404);
    const pdf = await request('TO1', 'GET', `${BASE}/invoices/${op.docId}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // Paid like a billing document: two ClicPay starts at once, one wins.
    const pay = () =>
      call<{ txnId: string; vaNo: string; amount: string }>('TO1', 'POST', `${PAYMENTS}/clicpay`, { docIds: [op.docId] });
    const paid = await Promise.all([pay(), pay()]);
    expect(paid.map((r) => r.status).sort()).toEqual([201, 409]);
    // The bank pays the VA: the invoice is PAID, its receivable allocated by a balanced journal.
    const started = paid.find((r) => r.status === 201)!.body;
    expect(started.amount).toBe('201000.00');
    const bank = await call<{ status: number }>('TO1', 'POST', `${PAYMENTS}/simulator/pay`, {
      vaNo: started.vaNo,
      amount: started.amount,
    });
    expect(bank.body, JSON.stringify(bank.body)).toMatchObject({ status: 200 });
    const after = await call<{ aaData: Array<{ docId: number; status: string; outstanding: string; payable: boolean }> }>(
      'TO1',
      'GET',
      `${BASE}/invoices?status=PAID&length=100`,
    );
    expect(after.body.aaData.find((i) => i.docId === op.docId)).toMatchObject({
      status: 'PAID',
      outstanding: '0.00',
      payable: false,
    });
    const txn = await call<{
      state: string;
      ledger: Array<{ causeType: string }>;
      documents: Array<{ docType: string; jobId: string | null }>;
    }>('TO1', 'GET', `${PAYMENTS}/txns/${started.txnId}`);
    expect(txn.body.state).toBe('PAID');
    expect(txn.body.documents).toEqual([expect.objectContaining({ docType: 'FUEL', jobId: null })]);
    expect(new Set(txn.body.ledger.map((l) => l.causeType))).toEqual(new Set(['PAYMENT_RECEIVED', 'PAYMENT_ALLOCATED']));
    expect((await call('TO2', 'POST', `${PAYMENTS}/clicpay`, { docIds: [op.docId] })).status).toBe(400);
  });

  it("shows the demo: TO1's invoice of last month unpaid, TO2's paid, the unmatched line reported", async () => {
    const period = lastMonthOf(new Date());
    const list = await call<{ aaData: Array<{ period: string; accnId: string; status: string }> }>(
      'OPADMIN',
      'GET',
      `${BASE}/invoices?length=100`,
    );
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    const demo = list.body.aaData.filter((i) => i.period === period);
    expect(demo.find((i) => i.accnId === 'TO0001')!.status).toBe('NEW');
    expect(demo.find((i) => i.accnId === 'TO0002')!.status).toBe('PAID');
    const stmts = await call<{ aaData: Array<{ period: string; unmatchedCount: number }> }>(
      'OPADMIN',
      'GET',
      `${BASE}/statements`,
    );
    expect(stmts.body.aaData.find((s) => s.period === period)!.unmatchedCount).toBe(1);
    expect(businessDate().slice(0, 7)).not.toBe(period);
  });
});
