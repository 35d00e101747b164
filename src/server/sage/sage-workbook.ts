import { sql } from 'drizzle-orm';
import type ExcelJS from 'exceljs';
import { fromMinor, toMinor } from '../../domain/billing/money';
import type { DocumentLine, LineKind } from '../../domain/billing/documents';
import { SAGE_PARTS, type SageChargeType, type SagePart } from '../../domain/finance/sage';
import type { AgeingResult } from './sage.service';
import type { DbOrTx } from '../db/client';
import { loadExcel } from '../files/excel';

/**
 * The Sage 300 import workbooks of a batch. Sage imports one workbook per transaction type, each with its fixed sheet
 * names and field names (the layout Sage's own "Export" writes, which its "Import" reads back):
 *
 * - AR_INVOICES (AR Invoice Entry): Invoices, Invoice_Details, Invoice_Payment_Schedules — DN_CO and PF_CO to the
 *   creator, PF_TO (the platform fee) and FUEL (a month's fuel card charges) to the operator.
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
  doc_type: 'DN_TO' | 'DN_CO' | 'PF_CO' | 'PF_TO' | 'FUEL';
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
  /** The job, or a fuel invoice's statement month (YYYY-MM): what the document bills. */
  subject: string;
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
             d.withholding::text, d.stamp_duty::text, d.total::text, d.lines,
             coalesce(d.job_id, (select s.period from fuel_invoices f join fuel_statements s on s.stmt_id = f.stmt_id
                                  where f.doc_id = d.doc_id)) as subject,
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

/** Where each kind of line goes in Sage: the distribution code and the charge type whose GL account takes it. */
const DISTRIBUTION_OF: Record<Exclude<LineKind, 'STAMP_DUTY'>, { dist: string; charge: SageChargeType }> = {
  TRIP: { dist: 'TRIP', charge: 'TRIP' },
  REIMBURSEMENT: { dist: 'REIMB', charge: 'REIMBURSEMENT' },
  ADDITIONAL: { dist: 'ADDL', charge: 'ADDITIONAL' },
  INSURANCE: { dist: 'INSUR', charge: 'INSURANCE' },
  FUEL: { dist: 'FUEL', charge: 'FUEL' },
  FEE: { dist: 'FEE', charge: 'PLATFORM_FEE' },
};

/**
 * A line's kind: as stored, or for a line of a document issued before kinds were stored (decision 0041) from its
 * document: a fee invoice's line is the fee, a fuel invoice's is fuel, a debit note's last line is the stamp duty when
 * the note carries one, and any other charge a trip charge (where those lines were booked before).
 */
export function lineKind(doc: Pick<DocRecord, 'doc_type' | 'stamp_duty' | 'lines'>, index: number): LineKind {
  const line = doc.lines[index]!;
  if (line.kind) return line.kind;
  if (doc.doc_type === 'PF_CO' || doc.doc_type === 'PF_TO') return 'FEE';
  if (doc.doc_type === 'FUEL') return 'FUEL';
  if (index === doc.lines.length - 1 && Number(doc.stamp_duty) > 0 && line.amount === doc.stamp_duty) return 'STAMP_DUTY';
  return 'TRIP';
}

/**
 * A document's distribution lines (GL account, description, amount in minor units) by the kind of each line, then its
 * VAT, stamp duty and withholding (the stamp duty line is the `stamp_duty` figure, once); they sum to its total.
 */
export function distributions(
  d: Pick<DocRecord, 'doc_no' | 'doc_type' | 'currency' | 'vat' | 'stamp_duty' | 'withholding' | 'total' | 'lines'>,
  gl: Record<string, string>,
): Array<{ dist: string; desc: string; amount: bigint; account: string }> {
  const c = d.currency;
  const out: Array<{ dist: string; desc: string; amount: bigint; account: string }> = [];
  d.lines.forEach((l, i) => {
    const kind = lineKind(d, i);
    if (kind === 'STAMP_DUTY') return;
    const { dist, charge } = DISTRIBUTION_OF[kind];
    out.push({ dist, desc: l.itemDesc.slice(0, 60), amount: toMinor(l.amount, c), account: gl[charge]! });
  });
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

type Row = Record<string, Cell>;

/**
 * Writes a part's sheets from its items (documents, receipts, payouts): each item's rows per sheet, every row under
 * Sage's batch number (CNTBTCH) and the item's number (CNTITEM, from 1), after the part's common fields.
 */
function writeSheet<T>(cntbtch: number, items: readonly T[], common: Row, rowsOf: (item: T) => Record<string, Row[]>): Sheets {
  const sheets: Sheets = {};
  items.forEach((item, i) => {
    for (const [name, rows] of Object.entries(rowsOf(item))) {
      for (const row of rows) (sheets[name] ??= []).push({ ...common, CNTBTCH: cntbtch, CNTITEM: i + 1, ...row });
    }
  });
  return sheets;
}

/** A receipt or a payout as a Sage remittance: who, its reference, when, how much, and the documents it settles. */
interface Remittance {
  party: Row;
  ref: string;
  text: string;
  paidOn: string;
  currency: string;
  amount: bigint;
  applied: Array<{ docNo: string; amount: bigint }>;
}

/** The rows of each sheet of one part of a batch (`cntbtch` is Sage's batch number, the batch's id). */
export function partSheets(part: SagePart, cntbtch: number, data: BatchData): Sheets {
  const { gl } = data;
  if (part === 'AR_INVOICES' || part === 'AP_INVOICES') {
    const ar = part === 'AR_INVOICES';
    const docs = data.docs.filter((d) => (d.doc_type === 'DN_TO') !== ar);
    return writeSheet(cntbtch, docs, {}, (d) => {
      const total = num(toMinor(d.total, d.currency), d.currency);
      return {
        Invoices: [
          {
            ...(ar ? { IDCUST: d.customer_code! } : { IDVEND: d.vendor_code! }),
            IDINVC: d.doc_no,
            TEXTTRX: 1,
            IDTRX: ar ? 11 : 12,
            INVCDESC: `${d.doc_type} ${d.subject}`,
            DATEINVC: day(d.issued_on),
            ...fiscal(d.issued_on),
            TERMCODE: 'NET',
            DATEDUE: day(d.due_date),
            CODECURN: d.currency,
            [ar ? 'AMTINVCTOT' : 'AMTGROSTOT']: total,
            IDACCTSET: ar ? gl.AR_CONTROL! : gl.AP_CONTROL!,
          },
        ],
        Invoice_Details: distributions(d, gl).map((x, j) => ({
          CNTLINE: (j + 1) * 20,
          IDDIST: x.dist,
          TEXTDESC: x.desc,
          [ar ? 'AMTEXTN' : 'AMTDIST']: num(x.amount, d.currency),
          [ar ? 'IDACCTREV' : 'IDGLACCT']: x.account,
        })),
        Invoice_Payment_Schedules: [{ CNTPAYM: 1, DATEDUE: day(d.due_date), AMTDUE: total }],
      };
    });
  }
  const receipts = part === 'AR_RECEIPTS';
  const items: Remittance[] = receipts
    ? data.receipts.map((r) => ({
        party: { IDCUST: r.customer_code },
        ref: r.bank_ref ?? r.txn_id,
        text: `Payment ${r.txn_id}`,
        paidOn: r.paid_on,
        currency: r.currency,
        amount: BigInt(r.amount),
        applied: r.applied.map((a) => ({ docNo: a.doc_no, amount: BigInt(a.amount) })),
      }))
    : data.payouts.map((o) => ({
        party: { IDVEND: o.vendor_code },
        ref: o.payout_no,
        text: `Payout ${o.payout_no}`,
        paidOn: o.paid_on,
        currency: o.currency,
        amount: toMinor(o.amount, o.currency),
        // The platform fee netted from a payout (PF_TO) is applied negative: the payment nets it off the debit notes.
        applied: o.items.map((x) => {
          const minor = toMinor(x.amount, o.currency);
          return { docNo: x.doc_no, amount: x.doc_type === 'PF_TO' ? -minor : minor };
        }),
      }));
  const [head, lines] = receipts ? ['Receipts', 'Applied_Receipts'] : ['Payments', 'Applied_Payments'];
  return writeSheet(cntbtch, items, { CODEPYMTYP: receipts ? 'CA' : 'PY' }, (x) => ({
    [head]: [
      {
        RMITTYPE: 1,
        ...x.party,
        IDRMIT: x.ref,
        DATERMIT: day(x.paidOn),
        TEXTRMIT: x.text,
        ...fiscal(x.paidOn),
        CODECURN: x.currency,
        AMTRMIT: num(x.amount, x.currency),
        IDACCT: gl.BANK!,
      },
    ],
    [lines]: x.applied.map((a, j) => ({ CNTLINE: j + 1, IDINVC: a.docNo, AMTPAYM: num(a.amount, x.currency) })),
  }));
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
