import { sql } from 'drizzle-orm';
import type ExcelJS from 'exceljs';
import { fromMinor, toMinor } from '../../domain/billing/money';
import type { DocumentLine } from '../../domain/billing/documents';
import { SAGE_PARTS, type SagePart } from '../../domain/finance/sage';
import type { AgeingResult } from './sage.service';
import type { DbOrTx } from '../db/client';
import { loadExcel } from '../files/excel';

/**
 * The Sage 300 import workbooks of a batch. Sage imports one workbook per transaction type, each with its fixed sheet
 * names and field names (the layout Sage's own "Export" writes, which its "Import" reads back):
 *
 * - AR_INVOICES (AR Invoice Entry): Invoices, Invoice_Details, Invoice_Payment_Schedules — DN_CO and PF_CO to the
 *   creator, PF_TO (the platform fee) to the operator.
 * - AP_INVOICES (AP Invoice Entry): Invoices, Invoice_Details, Invoice_Payment_Schedules — DN_TO from the operator.
 * - AR_RECEIPTS (AR Receipt Entry): Receipts, Applied_Receipts — payments in (PayIn).
 * - AP_PAYMENTS (AP Payment Entry): Payments, Applied_Payments — payouts (PayOut).
 */
export { SAGE_PARTS, type SagePart };

/** The sheets and their columns, per part (the golden test pins them). */
export const SAGE_LAYOUT: Record<SagePart, Record<string, readonly string[]>> = {
  AR_INVOICES: {
    Invoices: [
      'CNTBTCH',
      'CNTITEM',
      'IDCUST',
      'IDINVC',
      'TEXTTRX',
      'IDTRX',
      'INVCDESC',
      'DATEINVC',
      'FISCYR',
      'FISCPER',
      'TERMCODE',
      'DATEDUE',
      'CODECURN',
      'AMTINVCTOT',
      'IDACCTSET',
    ],
    Invoice_Details: ['CNTBTCH', 'CNTITEM', 'CNTLINE', 'IDDIST', 'TEXTDESC', 'AMTEXTN', 'IDACCTREV'],
    Invoice_Payment_Schedules: ['CNTBTCH', 'CNTITEM', 'CNTPAYM', 'DATEDUE', 'AMTDUE'],
  },
  AP_INVOICES: {
    Invoices: [
      'CNTBTCH',
      'CNTITEM',
      'IDVEND',
      'IDINVC',
      'TEXTTRX',
      'IDTRX',
      'INVCDESC',
      'DATEINVC',
      'FISCYR',
      'FISCPER',
      'TERMCODE',
      'DATEDUE',
      'CODECURN',
      'AMTGROSTOT',
      'IDACCTSET',
    ],
    Invoice_Details: ['CNTBTCH', 'CNTITEM', 'CNTLINE', 'IDDIST', 'TEXTDESC', 'AMTDIST', 'IDGLACCT'],
    Invoice_Payment_Schedules: ['CNTBTCH', 'CNTITEM', 'CNTPAYM', 'DATEDUE', 'AMTDUE'],
  },
  AR_RECEIPTS: {
    Receipts: [
      'CODEPYMTYP',
      'CNTBTCH',
      'CNTITEM',
      'RMITTYPE',
      'IDCUST',
      'IDRMIT',
      'DATERMIT',
      'TEXTRMIT',
      'FISCYR',
      'FISCPER',
      'CODECURN',
      'AMTRMIT',
      'IDACCT',
    ],
    Applied_Receipts: ['CODEPYMTYP', 'CNTBTCH', 'CNTITEM', 'CNTLINE', 'IDINVC', 'AMTPAYM'],
  },
  AP_PAYMENTS: {
    Payments: [
      'CODEPYMTYP',
      'CNTBTCH',
      'CNTITEM',
      'RMITTYPE',
      'IDVEND',
      'IDRMIT',
      'DATERMIT',
      'TEXTRMIT',
      'FISCYR',
      'FISCPER',
      'CODECURN',
      'AMTRMIT',
      'IDACCT',
    ],
    Applied_Payments: ['CODEPYMTYP', 'CNTBTCH', 'CNTITEM', 'CNTLINE', 'IDINVC', 'AMTPAYM'],
  },
};

type Cell = string | number | Date;
type Sheets = Record<string, Array<Record<string, Cell>>>;

/** An amount of minor units as the number Sage reads (exact: 2 decimals, far below 2^53). */
const num = (minor: bigint, currency: string) => Number(fromMinor(minor, currency));
const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const fiscal = (iso: string) => ({ FISCYR: iso.slice(0, 4), FISCPER: iso.slice(5, 7) });

type DocRecord = {
  doc_id: string;
  doc_no: string;
  doc_type: 'DN_TO' | 'DN_CO' | 'PF_CO' | 'PF_TO';
  from_accn_id: string;
  to_accn_id: string;
  customer_code: string | null;
  vendor_code: string | null;
  currency: string;
  subtotal: string;
  vat: string;
  withholding: string;
  stamp_duty: string;
  total: string;
  lines: DocumentLine[];
  issued_on: string;
  due_date: string;
  job_id: string;
};

/** The batch's data, read once: documents, receipts with their applications, payouts with their items, GL accounts. */
export async function batchData(db: DbOrTx, batchId: number) {
  const gl = Object.fromEntries(
    (
      await db.execute<{ charge_type: string; gl_account: string }>(sql`select charge_type, gl_account from sage_gl_accounts`)
    ).rows.map((r) => [r.charge_type, r.gl_account]),
  ) as Record<string, string>;
  const docs = (
    await db.execute<DocRecord>(sql`
      select d.doc_id, d.doc_no, d.doc_type, d.from_accn_id, d.to_accn_id, d.currency, d.subtotal::text, d.vat::text,
             d.withholding::text, d.stamp_duty::text, d.total::text, d.lines, d.job_id,
             to_char(d.issued_at at time zone 'Asia/Jakarta', 'YYYY-MM-DD') as issued_on, to_char(d.due_date, 'YYYY-MM-DD') as due_date,
             coalesce(ct.customer_code, d.to_accn_id) as customer_code, coalesce(cf.vendor_code, d.from_accn_id) as vendor_code
        from sage_batch_items i join money_documents d on d.doc_id = i.ref_id::bigint
        left join sage_company_codes ct on ct.accn_id = d.to_accn_id
        left join sage_company_codes cf on cf.accn_id = d.from_accn_id
       where i.batch_id = ${batchId} and i.item_type = 'DOC' order by d.doc_id`)
  ).rows;
  const receipts = (
    await db.execute<{
      txn_id: string;
      customer_code: string;
      currency: string;
      amount: string;
      paid_on: string;
      bank_ref: string | null;
      applied: Array<{ doc_no: string; amount: string }>;
    }>(sql`
      select t.txn_id, coalesce(c.customer_code, t.accn_id) as customer_code, t.currency, t.amount::text,
             to_char(t.paid_at at time zone 'Asia/Jakarta', 'YYYY-MM-DD') as paid_on, t.bank_ref,
             coalesce((select json_agg(json_build_object('doc_no', d.doc_no, 'amount', x.amount::text) order by d.doc_id)
                 from payment_txn_docs x join money_documents d on d.doc_id = x.doc_id where x.txn_id = t.txn_id), '[]') as applied
        from sage_batch_items i join payment_txns t on t.txn_id = i.ref_id
        left join sage_company_codes c on c.accn_id = t.accn_id
       where i.batch_id = ${batchId} and i.item_type = 'PAYIN' order by t.paid_at, t.txn_id`)
  ).rows;
  const payouts = (
    await db.execute<{
      payout_no: string;
      vendor_code: string;
      currency: string;
      amount: string;
      paid_on: string;
      items: Array<{ doc_no: string; doc_type: string; amount: string }>;
    }>(sql`
      select o.payout_no, coalesce(c.vendor_code, o.accn_id) as vendor_code, o.currency, o.amount::text,
             to_char(o.paid_at at time zone 'Asia/Jakarta', 'YYYY-MM-DD') as paid_on,
             coalesce((select json_agg(json_build_object('doc_no', d.doc_no, 'doc_type', x.doc_type, 'amount', x.amount::text) order by d.doc_id)
                 from payout_items x join money_documents d on d.doc_id = x.doc_id where x.payout_id = o.payout_id), '[]') as items
        from sage_batch_items i join payouts o on o.payout_id = i.ref_id::bigint
        left join sage_company_codes c on c.accn_id = o.accn_id
       where i.batch_id = ${batchId} and i.item_type = 'PAYOUT' order by o.paid_at, o.payout_id`)
  ).rows;
  return { gl, docs, receipts, payouts };
}

type BatchData = Awaited<ReturnType<typeof batchData>>;

/** A document's distribution lines (GL account, description, amount in minor units); they sum to its total. */
function distributions(
  d: DocRecord,
  gl: Record<string, string>,
): Array<{ dist: string; desc: string; amount: bigint; account: string }> {
  const c = d.currency;
  const out: Array<{ dist: string; desc: string; amount: bigint; account: string }> = [];
  const fee = d.doc_type === 'PF_CO' || d.doc_type === 'PF_TO';
  for (const l of d.lines) {
    out.push({
      dist: fee ? 'FEE' : 'TRIP',
      desc: l.itemDesc.slice(0, 60),
      amount: toMinor(l.amount, c),
      account: gl[fee ? 'PLATFORM_FEE' : 'TRIP']!,
    });
  }
  const vat = toMinor(d.vat, c);
  const stamp = toMinor(d.stamp_duty, c);
  const wht = toMinor(d.withholding, c);
  if (vat) out.push({ dist: 'VAT', desc: 'PPN', amount: vat, account: gl.VAT_OUT! });
  if (stamp) out.push({ dist: 'STAMP', desc: 'Bea meterai', amount: stamp, account: gl.STAMP_DUTY! });
  if (wht) out.push({ dist: 'WHT', desc: 'PPh 23', amount: -wht, account: gl.WHT_PREPAID! });
  const sum = out.reduce((s, x) => s + x.amount, 0n);
  if (sum !== toMinor(d.total, c)) throw new Error(`Document ${d.doc_no}: distributions ${sum} do not make its total ${d.total}`);
  return out;
}

/** The rows of each sheet of one part of a batch (`cntbtch` is Sage's batch number, the batch's id). */
export function partSheets(part: SagePart, cntbtch: number, data: BatchData): Sheets {
  const { gl } = data;
  if (part === 'AR_INVOICES' || part === 'AP_INVOICES') {
    const ar = part === 'AR_INVOICES';
    const docs = data.docs.filter((d) => (d.doc_type === 'DN_TO') !== ar);
    const head: Sheets[string] = [];
    const details: Sheets[string] = [];
    const schedules: Sheets[string] = [];
    docs.forEach((d, i) => {
      const item = i + 1;
      const total = num(toMinor(d.total, d.currency), d.currency);
      head.push({
        CNTBTCH: cntbtch,
        CNTITEM: item,
        ...(ar ? { IDCUST: d.customer_code! } : { IDVEND: d.vendor_code! }),
        IDINVC: d.doc_no,
        TEXTTRX: 1,
        IDTRX: ar ? 11 : 12,
        INVCDESC: `${d.doc_type} ${d.job_id}`,
        DATEINVC: day(d.issued_on),
        ...fiscal(d.issued_on),
        TERMCODE: 'NET',
        DATEDUE: day(d.due_date),
        CODECURN: d.currency,
        [ar ? 'AMTINVCTOT' : 'AMTGROSTOT']: total,
        IDACCTSET: ar ? gl.AR_CONTROL! : gl.AP_CONTROL!,
      });
      distributions(d, gl).forEach((x, j) =>
        details.push({
          CNTBTCH: cntbtch,
          CNTITEM: item,
          CNTLINE: (j + 1) * 20,
          IDDIST: x.dist,
          TEXTDESC: x.desc,
          [ar ? 'AMTEXTN' : 'AMTDIST']: num(x.amount, d.currency),
          [ar ? 'IDACCTREV' : 'IDGLACCT']: x.account,
        }),
      );
      schedules.push({ CNTBTCH: cntbtch, CNTITEM: item, CNTPAYM: 1, DATEDUE: day(d.due_date), AMTDUE: total });
    });
    return { Invoices: head, Invoice_Details: details, Invoice_Payment_Schedules: schedules };
  }
  if (part === 'AR_RECEIPTS') {
    const head: Sheets[string] = [];
    const applied: Sheets[string] = [];
    data.receipts.forEach((r, i) => {
      const item = i + 1;
      head.push({
        CODEPYMTYP: 'CA',
        CNTBTCH: cntbtch,
        CNTITEM: item,
        RMITTYPE: 1,
        IDCUST: r.customer_code,
        IDRMIT: r.bank_ref ?? r.txn_id,
        DATERMIT: day(r.paid_on),
        TEXTRMIT: `Payment ${r.txn_id}`,
        ...fiscal(r.paid_on),
        CODECURN: r.currency,
        AMTRMIT: num(BigInt(r.amount), r.currency),
        IDACCT: gl.BANK!,
      });
      r.applied.forEach((a, j) =>
        applied.push({
          CODEPYMTYP: 'CA',
          CNTBTCH: cntbtch,
          CNTITEM: item,
          CNTLINE: j + 1,
          IDINVC: a.doc_no,
          AMTPAYM: num(BigInt(a.amount), r.currency),
        }),
      );
    });
    return { Receipts: head, Applied_Receipts: applied };
  }
  const head: Sheets[string] = [];
  const applied: Sheets[string] = [];
  data.payouts.forEach((o, i) => {
    const item = i + 1;
    head.push({
      CODEPYMTYP: 'PY',
      CNTBTCH: cntbtch,
      CNTITEM: item,
      RMITTYPE: 1,
      IDVEND: o.vendor_code,
      IDRMIT: o.payout_no,
      DATERMIT: day(o.paid_on),
      TEXTRMIT: `Payout ${o.payout_no}`,
      ...fiscal(o.paid_on),
      CODECURN: o.currency,
      AMTRMIT: num(toMinor(o.amount, o.currency), o.currency),
      IDACCT: gl.BANK!,
    });
    // The platform fee netted from a payout (PF_TO) is applied negative: the payment nets it off the debit notes.
    o.items.forEach((x, j) => {
      const minor = toMinor(x.amount, o.currency);
      applied.push({
        CODEPYMTYP: 'PY',
        CNTBTCH: cntbtch,
        CNTITEM: item,
        CNTLINE: j + 1,
        IDINVC: x.doc_no,
        AMTPAYM: num(x.doc_type === 'PF_TO' ? -minor : minor, o.currency),
      });
    });
  });
  return { Payments: head, Applied_Payments: applied };
}

async function toWorkbook(sheets: Array<[string, readonly string[], Array<Record<string, Cell>>]>): Promise<Buffer> {
  const Excel = await loadExcel();
  const wb = new Excel.Workbook();
  wb.creator = 'Lintas';
  for (const [name, columns, rows] of sheets) {
    const ws: ExcelJS.Worksheet = wb.addWorksheet(name);
    ws.columns = columns.map((c) => ({ header: c, key: c, width: Math.max(10, c.length + 2) }));
    for (const r of rows) ws.addRow(r);
    for (const c of columns) if (c.startsWith('DATE')) ws.getColumn(c).numFmt = 'yyyy-mm-dd';
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** One part of a batch as its Sage import workbook. */
export async function sageWorkbook(db: DbOrTx, batchId: number, part: SagePart): Promise<Buffer> {
  const sheets = partSheets(part, batchId, await batchData(db, batchId));
  return toWorkbook(Object.entries(SAGE_LAYOUT[part]).map(([name, cols]) => [name, cols, sheets[name] ?? []]));
}

/** The AR report's workbook: the ageing by customer with the totals per currency, and the open documents. */
export async function arReportWorkbook(ageing: AgeingResult): Promise<Buffer> {
  const cols = [
    'Customer',
    'Name',
    'Sage customer',
    'Currency',
    'Documents',
    'Current',
    '1-30',
    '31-60',
    '61-90',
    'Over 90',
    'Total',
  ];
  const row = (
    r:
      | AgeingResult['rows'][number]
      | (AgeingResult['totals'][number] & { accnId?: string; accnName?: string; customerCode?: string | null }),
  ) => ({
    Customer: r.accnId ?? 'TOTAL',
    Name: r.accnName ?? '',
    'Sage customer': r.customerCode ?? '',
    Currency: r.currency,
    Documents: r.documents,
    Current: Number(r.current),
    '1-30': Number(r.d1to30),
    '31-60': Number(r.d31to60),
    '61-90': Number(r.d61to90),
    'Over 90': Number(r.over90),
    Total: Number(r.total),
  });
  const docCols = ['Customer', 'Document', 'Type', 'Currency', 'Issued', 'Due', 'Days past due', 'Open'];
  const docs = ageing.documents.map((d) => ({
    Customer: d.accnId,
    Document: d.docNo,
    Type: d.docType,
    Currency: d.currency,
    Issued: d.issuedOn,
    Due: d.dueDate,
    'Days past due': Math.max(0, Math.round((Date.parse(ageing.asOf) - Date.parse(d.dueDate)) / 86_400_000)),
    Open: Number(fromMinor(d.open, d.currency)),
  }));
  return toWorkbook([
    [`Ageing ${ageing.asOf}`, cols, [...ageing.rows.map(row), ...ageing.totals.map(row)]],
    ['Documents', docCols, docs],
  ]);
}
