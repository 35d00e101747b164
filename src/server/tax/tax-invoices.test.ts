import { createHash, randomBytes } from 'node:crypto';
import en from '../../locales/en.json';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedJob, billingCallers } from '../../../tests/support/billing-kit';
import { useTestApp } from '../../../tests/support/test-app';
import { fromMinor } from '../../domain/billing/money';
import { businessDate } from '../../domain/contracts/contracts';
import { formatMoney } from '../../domain/format';
import { vatOf } from '../../domain/billing/documents';
import { buyerIdentity, taxLinesOf, TAX_RULES } from '../../domain/tax/tax-invoices';
import { connect, type Database } from '../db/client';
import {
  accounts,
  attachments,
  contracts,
  jobBills,
  jobs,
  ledgerLines,
  moneyDocuments,
  notificationEvents,
  systemParams,
  taxInvoices,
  taxNumbers,
  taxReports,
  taxSequences,
} from '../db/schema';
import type { Principal } from '../http/principal';
import { issueTaxInvoices, loadInvoicesForExport, markExported, returnToNew } from './tax-invoices.service';

// Tax invoices through the real server and database: made at bill approval, numbered under concurrency, Coretax mode,
// cancellation, replacement, completion, tenancy.
const ctx = useTestApp();
const db = () => ctx.database.db;
const BASE = '/api/v1/lintas/trucking/tax';
const as = billingCallers(ctx);
/** The English text of a message key (the API answers field errors translated). */
const t = (key: string): string => key.split('.').reduce<any>((o, k) => o[k], en); // eslint-disable-line @typescript-eslint/no-explicit-any
const YEAR = businessDate(new Date()).slice(2, 4);

let wide: Database;
beforeAll(() => {
  wide = connect(ctx.database.pool.options.connectionString!, 30);
});
afterAll(async () => {
  await wide?.close();
});

const tokens = new Map<string, Promise<{ authorization: string }>>();
const auth = (usrId: string) => {
  if (!tokens.has(usrId)) tokens.set(usrId, ctx.signIn(usrId));
  return tokens.get(usrId)!;
};
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function call<T = any>(usrId: string, method: 'GET' | 'POST', url: string, payload?: unknown) {
  const { authorization } = await auth(usrId);
  const res = await ctx.app.inject({
    method,
    url,
    headers: { authorization },
    ...(payload ? { payload: payload as object } : {}),
  });
  return {
    status: res.statusCode,
    body: (res.headers['content-type']?.toString().includes('json') ? res.json() : res.rawPayload) as T,
  };
}

const setParam = (key: string, value: string) =>
  db()
    .insert(systemParams)
    .values({ sysKey: key, sysValue: value, valueType: 'STRING', descEn: key, descId: key })
    .onConflictDoUpdate({ target: systemParams.sysKey, set: { sysValue: value } });

/** A series of its own for a test: the invoices take numbers from prefix `<left>.000`. */
async function series(prefixLeft: string, ...ranges: Array<[number, number]>) {
  await setParam('TAX_INVOICE_PREFIX', `${prefixLeft}.000`);
  for (const [i, [start, end]] of ranges.entries()) {
    await db()
      .insert(taxSequences)
      .values({
        prefixLeft,
        prefixMid: '000',
        prefixYear: YEAR,
        sequenceStart: start,
        sequenceEnd: end,
        status: i === 0 ? 'A' : 'I',
      });
  }
}
const no = (prefixLeft: string, serial: number) => `${prefixLeft}.000-${YEAR}.${String(serial).padStart(8, '0')}`;

const invoicesOfJob = (jobId: string) =>
  db().select().from(taxInvoices).where(eq(taxInvoices.jobId, jobId)).orderBy(asc(taxInvoices.id));
/** The TAX_INVOICE_ISSUED events of these invoices (by the invoice's id). */
const issuedEvents = (ids: number[]) =>
  db()
    .select()
    .from(notificationEvents)
    .where(
      and(
        eq(notificationEvents.type, 'TAX_INVOICE_ISSUED'),
        inArray(
          sql`${notificationEvents.record}->>'id'`,
          ids.map((id) => String(id)),
        ),
      ),
    );

const GLI: Principal = {
  usrId: 'GLIFIN',
  usrName: 'GLIFIN',
  accnId: 'GLI',
  accnName: 'GLI',
  accnType: 'ACC_TYPE_GLI' as Principal['accnType'],
  accnStatus: 'A',
  authorities: ['FINANCE_ADMIN'],
  permissions: ['tax.read', 'tax.manage'],
  sessionId: 'test',
  remember: false,
};

/** Copies of an approved job's platform-fee document (new numbers), to issue many invoices at once. */
async function feeDocuments(n: number) {
  const { jobId } = await approvedJob(ctx, as);
  const [doc] = await db()
    .select()
    .from(moneyDocuments)
    .where(and(eq(moneyDocuments.jobId, jobId), eq(moneyDocuments.docType, 'PF_CO')));
  const [job] = await db().select({ contractId: jobs.contractId }).from(jobs).where(eq(jobs.jobId, jobId));
  const { docId: _id, ...rest } = doc!;
  const [bill] = await db().select().from(jobBills).where(eq(jobBills.billId, doc!.billId));
  const { billId: _b, ...billRest } = bill!;
  const docs = [];
  for (let i = 0; i < n; i++) {
    // Each copy on a bill version of its own (a bill has one document of a type).
    const [copy] = await db()
      .insert(jobBills)
      .values({ ...billRest, billVersion: bill!.billVersion + 100 + i })
      .returning({ billId: jobBills.billId });
    const [row] = await db()
      .insert(moneyDocuments)
      .values({
        ...rest,
        billId: copy!.billId,
        docNo: `PF/T/${randomBytes(6).toString('hex')}`,
        verifyCode: randomBytes(16).toString('hex'),
      })
      .returning();
    docs.push(row!);
  }
  return { docs, contractId: job!.contractId! };
}

describe('tax invoices made at approval', () => {
  it('gives the platform-fee invoices (code 04) and the haulage debit note (code 08) the next numbers; none for DN_TO', async () => {
    await series('041', [1, 100]);
    const { jobId } = await approvedJob(ctx, as);
    const invoices = await invoicesOfJob(jobId);
    expect(invoices.map((i) => [i.service, i.trxCode])).toEqual([
      ['DN_CO', '08'],
      ['PF_CO', '04'],
      ['PF_TO', '04'],
    ]);
    expect(invoices.map((i) => i.taxNo)).toEqual([no('041', 1), no('041', 2), no('041', 3)]);
    expect(invoices.every((i) => i.status === 'N' && !i.awaitingNumber && i.numbering === 'RANGE')).toBe(true);
    // The numbers are issued to the documents' numbers.
    const issued = await db()
      .select()
      .from(taxNumbers)
      .where(
        inArray(
          taxNumbers.taxNo,
          invoices.map((i) => i.taxNo!),
        ),
      );
    expect(issued.map((n) => n.ref).sort()).toEqual(invoices.map((i) => i.invoiceNo).sort());

    // Code 04: DPP nilai lain 11/12 of the fee, VAT 12 % of it, as the money document has them.
    const fee = (await call('GLIFIN', 'GET', `${BASE}/invoices/${invoices[1]!.id}`)).body;
    const [doc] = await db().select().from(moneyDocuments).where(eq(moneyDocuments.docId, fee.docId));
    const amount = BigInt(doc!.subtotal.replace('.', ''));
    const v = vatOf(amount, 'IDR');
    expect(fee).toMatchObject({ trxCode: '04', taxBase: Number(amount), otherTaxBase: Number(v.taxBase), vat: Number(v.vat) });
    expect(fee.vat).toBe(Number(BigInt(doc!.vat.replace('.', ''))));
    expect(fee.lines[0]).toMatchObject({ qty: 1, vatRateBp: 1200, discount: 0 });
    // The buyer: CO0001's NPWP and its TKU id.
    const [co] = await db().select().from(accounts).where(eq(accounts.accnId, 'CO0001'));
    expect(fee).toMatchObject({ customer: 'CO0001', buyerTin: co!.accnCoyRegn, buyerTku: `${co!.accnCoyRegn}000000` });
    // Code 08: VAT 0 with the facility, the stamp duty line left out.
    const haul = (await call('GLIFIN', 'GET', `${BASE}/invoices/${invoices[0]!.id}`)).body;
    expect(haul).toMatchObject({ trxCode: '08', vat: 0, facilityRef: 'PP 49/2022' });
    expect(haul.lines.every((l: { vatRateBp: number }) => l.vatRateBp === 0)).toBe(true);
    // Each numbered invoice is told to its buyer (TAX_INVOICE_ISSUED, in the approval's transaction), linked to the
    // buyer's documents; the amount is the invoice's tax base and VAT.
    const events = await issuedEvents(invoices.map((i) => i.id));
    expect(events.map((e) => [e.record.id, e.accnIds]).sort()).toEqual(invoices.map((i) => [String(i.id), [i.customer]]).sort());
    expect(invoices.map((i) => i.customer)).toEqual(['CO0001', 'CO0001', 'TO0001']);
    expect(events.find((e) => e.record.id === String(invoices[1]!.id))).toMatchObject({
      record: { kind: 'taxInvoice', path: '/payments' },
      data: {
        invoiceNo: invoices[1]!.invoiceNo,
        taxNo: no('041', 2),
        amount: formatMoney(fromMinor(BigInt(fee.taxBase + fee.vat), 'IDR'), 'IDR'),
        currency: 'IDR',
      },
    });
  });

  it('code 05 at 1.1 % when the contract says freight forwarding', async () => {
    await series('042', [1, 100]);
    const [job] = await db()
      .select({ contractId: jobs.contractId })
      .from(jobs)
      .where(and(eq(jobs.jobState, 'DLV'), eq(jobs.creatorAccnId, 'CO0001')))
      .limit(1);
    await db().update(contracts).set({ freightForwardingVat: true }).where(eq(contracts.contractId, job!.contractId!));
    try {
      const { jobId } = await approvedJob(ctx, as);
      const [dn] = (await invoicesOfJob(jobId)).filter((i) => i.service === 'DN_CO');
      expect(dn).toMatchObject({ trxCode: '05', facilityRef: 'PMK 71/2022' });
      // 1.1 % of the tax base, down to the whole rupiah (minor units: sen).
      expect(dn!.vat).toBe(Math.floor((dn!.taxBase * 110) / 10_000 / 100) * 100);
      expect(dn!.vat).toBeGreaterThan(0);
      // The bill charges it: the debit note to the creator carries the same VAT in its total, owed as VAT_OUTPUT.
      const [note] = await db()
        .select()
        .from(moneyDocuments)
        .where(and(eq(moneyDocuments.jobId, jobId), eq(moneyDocuments.docType, 'DN_CO')));
      expect(Math.round(Number(note!.vat) * 100)).toBe(dn!.vat);
      expect(Math.round(Number(note!.total) * 100)).toBe(
        Math.round((Number(note!.subtotal) + Number(note!.vat) + Number(note!.stampDuty)) * 100),
      );
      const vatOut = await db()
        .select({ amount: ledgerLines.amount })
        .from(ledgerLines)
        .where(and(eq(ledgerLines.docId, note!.docId), eq(ledgerLines.accountCode, 'VAT_OUTPUT')));
      expect(vatOut.map((l) => Number(l.amount))).toEqual([-dn!.vat]);
    } finally {
      await db().update(contracts).set({ freightForwardingVat: false }).where(eq(contracts.contractId, job!.contractId!));
    }
  });

  it('no active range: the approval goes through, the invoices wait; registering a range numbers them', async () => {
    await setParam('TAX_INVOICE_PREFIX', '043.000');
    const { jobId, billing } = await approvedJob(ctx, as);
    expect(billing.jobState).toBe('APP_BILL');
    const waiting = await invoicesOfJob(jobId);
    expect(waiting.every((i) => i.awaitingNumber && i.taxNo === null)).toBe(true);
    // Not issued yet (no number): the buyer is told nothing until the invoice gets its number.
    expect(await issuedEvents(waiting.map((i) => i.id))).toEqual([]);
    const listed = (await call('GLIHEAD', 'GET', `${BASE}/invoices?waiting=true&search=${jobId}`)).body;
    expect(listed.iTotalDisplayRecords).toBe(3);
    const reg = await call('GLIFIN', 'POST', `${BASE}/sequences`, {
      prefixLeft: '043',
      prefixMid: '000',
      prefixYear: YEAR,
      sequenceStart: 1,
      sequenceEnd: 10,
    });
    expect(reg.status).toBe(201);
    const numbered = await invoicesOfJob(jobId);
    expect(numbered.map((i) => i.taxNo)).toEqual([no('043', 1), no('043', 2), no('043', 3)]);
    expect(numbered.every((i) => !i.awaitingNumber)).toBe(true);
    expect((await issuedEvents(numbered.map((i) => i.id))).map((e) => e.data.taxNo).sort()).toEqual([
      no('043', 1),
      no('043', 2),
      no('043', 3),
    ]);
  });
});

describe('numbers under concurrency', () => {
  it('50 invoices issued at once: 50 different consecutive numbers, none lost', async () => {
    // The approval of the job the copies come from takes numbers of the series before this one.
    const { docs, contractId } = await feeDocuments(50);
    await series('044', [1, 1000]);
    await Promise.all(docs.map((d) => wide.db.transaction((tx) => issueTaxInvoices(tx, GLI, [d], contractId, new Date()))));
    const made = await db()
      .select()
      .from(taxInvoices)
      .where(
        inArray(
          taxInvoices.docId,
          docs.map((d) => d.docId),
        ),
      );
    const serials = made.map((i) => Number(i.taxNo!.slice(-8))).sort((a, b) => a - b);
    expect(serials).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    const gaps = (await call('GLIHEAD', 'GET', `${BASE}/sequences?search=044.000&length=10`)).body;
    expect(gaps.aaData[0].consumedNum).toBe(50);
  });

  it('the range running out mid-burst: the next range takes over, no number twice', async () => {
    // The approval of the job the copies come from takes numbers of the series before this one.
    const { docs, contractId } = await feeDocuments(40);
    await series('045', [1, 20], [101, 200]);
    await Promise.all(docs.map((d) => wide.db.transaction((tx) => issueTaxInvoices(tx, GLI, [d], contractId, new Date()))));
    const made = await db()
      .select()
      .from(taxInvoices)
      .where(
        inArray(
          taxInvoices.docId,
          docs.map((d) => d.docId),
        ),
      );
    const serials = made.map((i) => Number(i.taxNo!.slice(-8))).sort((a, b) => a - b);
    expect(serials).toEqual([...Array.from({ length: 20 }, (_, i) => i + 1), ...Array.from({ length: 20 }, (_, i) => i + 101)]);
    expect(new Set(made.map((i) => i.taxNo)).size).toBe(40);
  });

  it('a transaction that fails after taking a number loses nothing: the next invoice takes that number', async () => {
    // The approval of the job the copies come from takes numbers of the series before this one.
    const { docs, contractId } = await feeDocuments(2);
    await series('046', [1, 10]);
    await expect(
      db().transaction(async (tx) => {
        await issueTaxInvoices(tx, GLI, [docs[0]!], contractId, new Date());
        throw new Error('boom after the number');
      }),
    ).rejects.toThrow('boom');
    await db().transaction((tx) => issueTaxInvoices(tx, GLI, [docs[1]!], contractId, new Date()));
    const [inv] = await db().select().from(taxInvoices).where(eq(taxInvoices.docId, docs[1]!.docId));
    expect(inv!.taxNo).toBe(no('046', 1));
    // The rolled-back issue recorded no event; the committed one did.
    const events = await db()
      .select()
      .from(notificationEvents)
      .where(
        and(
          eq(notificationEvents.type, 'TAX_INVOICE_ISSUED'),
          inArray(sql`${notificationEvents.data}->>'invoiceNo'`, [docs[0]!.docNo, docs[1]!.docNo]),
        ),
      );
    expect(events.map((e) => e.data.invoiceNo)).toEqual([docs[1]!.docNo]);
    const [seq] = await db().select().from(taxSequences).where(eq(taxSequences.prefixLeft, '046'));
    expect(seq!.consumedNum).toBe(1);
  });
});

describe('buyer identity', () => {
  it('16 digits, or 15 with a leading 0; anything else is refused', () => {
    expect(buyerIdentity('0316548972015000')).toEqual({ tin: '0316548972015000', tku: '0316548972015000000000' });
    expect(buyerIdentity('01.234.567.8-901.234')).toEqual({ tin: '0012345678901234', tku: '0012345678901234000000' });
    expect(buyerIdentity('12345')).toBeNull();
    expect(buyerIdentity('03165489720150001')).toBeNull();
    expect(buyerIdentity('03165489720150AB')).toBeNull();
  });

  it("a company profile's NPWP of the wrong length or with letters is a field error", async () => {
    for (const accnCoyRegn of ['12345', '03165489720150AB', '031654897201500012']) {
      const res = await call('FF1', 'POST', '/api/v1/lintas/trucking/ff-customers', {
        accnName: 'PT Uji NPWP',
        accnCoyRegn,
        contactTel: '+62 21 2945 1100',
        contactEmail: 'npwp@uji.co.id',
        addrLn1: 'Jl. Pluit Raya No. 20',
        addrProv: 'DKI Jakarta',
        addrCity: 'Jakarta Utara',
        addrPcode: '14450',
        addrCtry: 'ID',
      });
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.message)).toEqual(['accnCoyRegn']);
    }
  });

  it('code 04 figures: 11/12 of the fee, 12 % of that, down to the rupiah', () => {
    const rule = TAX_RULES.find((r) => r.key === 'PLATFORM_FEE')!;
    const [line] = taxLinesOf(rule, 'IDR', [{ itemDesc: 'Platform fee', qty: 1, amount: '1000000.00' }]);
    expect(line).toMatchObject({ taxBase: 100_000_000, otherTaxBase: 91_666_666, vatRateBp: 1200, vat: 11_000_000 });
    const freight = TAX_RULES.find((r) => r.key === 'FREIGHT_FORWARDING')!;
    const [f] = taxLinesOf(freight, 'IDR', [{ itemDesc: 'Trucking', qty: 2, amount: '3333333.00' }]);
    expect(f).toMatchObject({ taxBase: 333_333_300, vatRateBp: 110, vat: 3_666_600, qty: 2, price: 166_666_650 });
  });
});

describe('Coretax mode', () => {
  it('invoices carry a reference; GLI records the 17-digit number (checked, once)', async () => {
    await setParam('TAX_NUMBERING', 'CORETAX');
    try {
      const { jobId } = await approvedJob(ctx, as);
      const invoices = await invoicesOfJob(jobId);
      expect(invoices.every((i) => i.numbering === 'CORETAX' && i.taxNo === null && !i.awaitingNumber)).toBe(true);
      const id = invoices[1]!.id;
      const detail = (await call('GLIFIN', 'GET', `${BASE}/invoices/${id}`)).body;
      expect(detail.reference).toMatch(/^TI-\d{4}-\d{6}$/);
      const bad = await call('GLIFIN', 'POST', `${BASE}/invoices/${id}/tax-number`, { taxNo: '0400250000001' });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toMatchObject({ taxNo: t('tax.validation.coretaxNo') });
      const taxNo = `04002${Date.now()}`.slice(0, 17).padEnd(17, '0');
      const ok = await call('GLIFIN', 'POST', `${BASE}/invoices/${id}/tax-number`, { taxNo });
      expect(ok.status).toBe(200);
      expect(ok.body.taxNo).toBe(taxNo);
      expect((await call('GLIFIN', 'POST', `${BASE}/invoices/${id}/tax-number`, { taxNo })).status).toBe(409);
      const dup = await call('GLIFIN', 'POST', `${BASE}/invoices/${invoices[2]!.id}/tax-number`, { taxNo });
      expect(dup.status).toBe(400);
      expect(dup.body.message).toMatchObject({ taxNo: t('tax.validation.taxNoTaken') });
      // Exportable without a number (Coretax gives it on import).
      await aReport(9001);
      await db().transaction((tx) => markExported(tx, [invoices[2]!.id], 9001));
    } finally {
      await setParam('TAX_NUMBERING', 'RANGE');
    }
  });
});

/** A tax report row for the invoices to name (the reports themselves are tested in tax-reports.test.ts). */
async function aReport(id: number): Promise<number> {
  await db()
    .insert(taxReports)
    .values({ id, reportName: `TEST/${id}`, noRecords: 0, origin: 'MANUAL', xmlFile: Buffer.from('<TaxInvoiceBulk/>') })
    .onConflictDoNothing();
  return id;
}

describe('the life of an invoice', () => {
  it('exported by a report, returned, exported, completed with the PDF; replaced and cancelled', async () => {
    await series('047', [1, 100]);
    const { jobId } = await approvedJob(ctx, as);
    const [dn, pfCo, pfTo] = await invoicesOfJob(jobId);
    for (const id of [7001, 7002, 7003]) await aReport(id);
    await db().transaction((tx) => markExported(tx, [pfCo!.id, pfTo!.id], 7001));
    await expect(db().transaction((tx) => markExported(tx, [pfCo!.id], 7002))).rejects.toThrow();
    expect(await db().transaction((tx) => returnToNew(tx, 7001))).toHaveLength(2);
    await db().transaction((tx) => markExported(tx, [pfCo!.id, pfTo!.id], 7003));
    const [exported] = await loadInvoicesForExport(db(), [pfCo!.id]);
    expect(exported).toMatchObject({ status: 'E', reportId: 7003, buyer: { accnId: 'CO0001' } });
    expect(exported!.lines).toHaveLength(1);

    // Completion: a PDF of GLI's repository and the invoice's number.
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    const file = async (data: Buffer, accnId = 'GLI') =>
      (
        await db()
          .insert(attachments)
          .values({
            accnId,
            attType: 'OTHER',
            attName: 'faktur.pdf',
            attSize: data.length,
            mimeType: 'application/pdf',
            sha256: createHash('sha256').update(data).digest('hex'),
            attData: data,
          })
          .returning()
      )[0]!.attId;
    const url = `${BASE}/invoices/${pfCo!.id}/complete`;
    const notPdf = await call('GLIFIN', 'POST', url, { attId: await file(Buffer.from('hello')), taxNo: pfCo!.taxNo });
    expect(notPdf.body.message).toMatchObject({ attId: t('tax.validation.notPdf') });
    const otherCompany = await call('GLIFIN', 'POST', url, { attId: await file(pdf, 'CO0001'), taxNo: pfCo!.taxNo });
    expect(otherCompany.body.message).toMatchObject({ attId: t('tax.validation.fileNotFound') });
    const wrongNo = await call('GLIFIN', 'POST', url, { attId: await file(pdf), taxNo: pfTo!.taxNo });
    expect(wrongNo.body.message).toMatchObject({ taxNo: t('tax.validation.taxNoMismatch') });
    const done = await call('GLIFIN', 'POST', url, { attId: await file(pdf), taxNo: pfCo!.taxNo!.replace(/\D/g, '') });
    expect(done.status).toBe(200);
    expect(done.body.status).toBe('C');
    // New cannot be completed.
    expect(
      (await call('GLIFIN', 'POST', `${BASE}/invoices/${dn!.id}/complete`, { attId: await file(pdf), taxNo: dn!.taxNo })).status,
    ).toBe(409);

    // Replacement of the completed one: R, and a new N with the same number (RANGE mode), FG_PENGGANTI 1.
    const repl = await call('GLIFIN', 'POST', `${BASE}/invoices/${pfCo!.id}/replace`);
    expect(repl.status).toBe(200);
    expect(repl.body).toMatchObject({ status: 'N', taxNo: pfCo!.taxNo, replacementCode: '1', replacesId: pfCo!.id });
    expect((await call('GLIFIN', 'GET', `${BASE}/invoices/${pfCo!.id}`)).body.status).toBe('R');
    // A new invoice cannot be replaced; its number cannot be voided while it lives; it can be cancelled; its
    // number stays issued.
    expect((await call('GLIFIN', 'POST', `${BASE}/invoices/${dn!.id}/replace`)).status).toBe(409);
    const voidLive = await call('GLIHEAD', 'POST', `${BASE}/numbers/${dn!.taxNo}/void`, { reason: 'Wrong buyer' });
    expect(voidLive.status).toBe(409);
    expect(voidLive.body.message).toBe(t('tax.server.numberOnLiveInvoice'));
    const cancel = await call('GLIFIN', 'POST', `${BASE}/invoices/${dn!.id}/cancel`, { reason: 'Wrong buyer' });
    expect(cancel.body).toMatchObject({ status: 'X', cancelReason: 'Wrong buyer', taxNo: dn!.taxNo });
    const [num] = await db().select().from(taxNumbers).where(eq(taxNumbers.taxNo, dn!.taxNo!));
    expect(num!.state).toBe('ISSUED');
    expect((await call('GLIFIN', 'POST', `${BASE}/invoices/${dn!.id}/cancel`, { reason: 'again' })).status).toBe(409);
    const audited = await db().execute<{ n: string }>(
      sql`select count(*) as n from audit_log where entity = 'tax_invoice' and entity_id in (${String(pfCo!.id)}, ${String(dn!.id)})`,
    );
    expect(Number(audited.rows[0]!.n)).toBeGreaterThanOrEqual(3);

    // The PDF.
    const file2 = await call<Buffer>('GLIHEAD', 'GET', `${BASE}/invoices/${pfTo!.id}/pdf`);
    expect(file2.status).toBe(200);
    expect(file2.body.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('the list and who reads it', () => {
  it('pages on the server with filters; GLI and the super admin read; a truck operator and a creator are refused', async () => {
    const listed = await call('GLIHEAD', 'GET', `${BASE}/invoices?length=10`);
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    const all = listed.body;
    expect(all.aaData.length).toBeLessThanOrEqual(10);
    expect(all.iTotalRecords).toBeGreaterThan(10);
    const fees = (await call('GLIFIN', 'GET', `${BASE}/invoices?service=PF_TO&status=N&customer=TO0001&length=100`)).body;
    expect(
      fees.aaData.every(
        (r: { service: string; status: string; customer: string }) =>
          r.service === 'PF_TO' && r.status === 'N' && r.customer === 'TO0001',
      ),
    ).toBe(true);
    const today = businessDate(new Date());
    const dated = (await call('GLIFIN', 'GET', `${BASE}/invoices?dateFrom=${today}&dateTo=${today}&length=10`)).body;
    expect(dated.iTotalDisplayRecords).toBeGreaterThan(0);
    const one = all.aaData[0];
    const found = (await call('GLIFIN', 'GET', `${BASE}/invoices?search=${encodeURIComponent(one.invoiceNo)}`)).body;
    expect(found.aaData.map((r: { id: number }) => r.id)).toContain(one.id);
    expect((await call('SUPERADMIN', 'GET', `${BASE}/invoices?length=10`)).status).toBe(200);
    expect((await call('GLIFIN', 'GET', `${BASE}/rules`)).body.map((r: { code: string | null }) => r.code)).toEqual([
      '04',
      '08',
      '05',
      null,
    ]);
    for (const usrId of ['TO1', 'CO1FIN']) {
      expect((await call(usrId, 'GET', `${BASE}/invoices`)).status).toBe(403);
      expect((await call(usrId, 'GET', `${BASE}/invoices/${one.id}`)).status).toBe(403);
      expect((await call(usrId, 'GET', `${BASE}/invoices/${one.id}/pdf`)).status).toBe(403);
    }
    // The super admin reads but does not manage.
    expect((await call('SUPERADMIN', 'POST', `${BASE}/invoices/${one.id}/cancel`, { reason: 'x' })).status).toBe(403);
  });

  it('the demo approvals made numbered invoices from the demo range, some completed', async () => {
    const demo = await db()
      .select()
      .from(taxInvoices)
      .where(eq(taxInvoices.createdBy, 'L1SUPPORT'))
      .orderBy(asc(taxInvoices.id))
      .limit(5);
    expect(demo.length).toBeGreaterThan(0);
    expect(demo[0]!.taxNo).toBe(`010.000-${YEAR}.00000001`);
    expect(demo.filter((i) => i.status === 'C').length).toBe(2);
  });

  it('answers the actions of the workflow table with every row and detail: by state, mode and permission', async () => {
    const rows = (await call('GLIFIN', 'GET', `${BASE}/invoices?length=100`)).body.aaData as Array<{
      id: number;
      status: string;
      numbering: string;
      taxNo: string | null;
      actions: string[];
    }>;
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      const expected = { N: ['cancel'], E: ['cancel', 'replace', 'complete'], C: ['cancel', 'replace'], X: [], R: [] }[r.status]!;
      const withNumber =
        r.numbering === 'CORETAX' && r.taxNo === null && (r.status === 'N' || r.status === 'E')
          ? [...expected.filter((v) => v !== 'complete'), 'recordNumber']
          : r.taxNo === null
            ? expected.filter((v) => v !== 'complete')
            : expected;
      expect(r.actions.sort(), `invoice ${r.id} (${r.status})`).toEqual([...withNumber].sort());
    }
    const one = rows[0]!;
    expect((await call('GLIFIN', 'GET', `${BASE}/invoices/${one.id}`)).body.actions.sort()).toEqual([...one.actions].sort());
    // The super admin reads: no actions.
    const read = (await call('SUPERADMIN', 'GET', `${BASE}/invoices?length=100`)).body.aaData as Array<{ actions: string[] }>;
    expect(read.every((r) => r.actions.length === 0)).toBe(true);
  });

  it('bad input on the list: an over-long search or an unknown filter is VALIDATION_FAILED, a huge body is 413, never 500', async () => {
    const long = await call('GLIFIN', 'GET', `${BASE}/invoices?search=${'9'.repeat(201)}`);
    expect(long.status).toBe(400);
    expect(long.body.status).toBe('VALIDATION_FAILED');
    const badState = await call('GLIFIN', 'GET', `${BASE}/invoices?status=NEW`);
    expect(badState.status).toBe(400);
    expect(badState.body.status).toBe('VALIDATION_FAILED');
    const huge = await call('GLIFIN', 'POST', `${BASE}/invoices/1/cancel`, { reason: 'x'.repeat(16 * 1024 * 1024) });
    expect(huge.status).toBe(413);
    const longReason = await call('GLIFIN', 'POST', `${BASE}/invoices/1/cancel`, { reason: 'x'.repeat(501) });
    expect(longReason.status).toBe(400);
    expect(longReason.body.status).toBe('VALIDATION_FAILED');
  });
});
