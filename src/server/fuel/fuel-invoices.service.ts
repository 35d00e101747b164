import { randomBytes } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { fromMinor } from '../../domain/billing/money';
import { addToDate, businessDate } from '../../domain/contracts/contracts';
import { FUEL_INVOICE_DUE_DAYS, type FuelInvoicesQuery } from '../../domain/fuel/fuel';
import { isPlatform } from '../../domain/permissions';
import { nextNumber } from '../billing/billing.service';
import type { Db, DbOrTx } from '../db/client';
import { audit } from '../http/audit';
import { likePattern, paged } from '../http/datatable';
import { conflict, forbidden, notFound } from '../http/errors';
import type { Principal } from '../http/principal';
import { postJournal } from '../payments/ledger.service';
import { useUnallocatedFor } from '../payments/payment-txns';
import { assertFuelReader, managesFuel } from './fuel-cards.service';

/**
 * The operator's fuel invoice (issue 19; docs/decisions/0039-fuel-cards.md): a money document of type FUEL from the
 * platform to the operator for its matched lines of one statement, numbered FUEL/{year}/{000001} in the transaction,
 * no VAT added (a reimbursement at cost of fuel sold VAT-inclusive). Issuing posts FUEL_INVOICED (debit the
 * operator's RECEIVABLE, credit FUEL_PAYABLE); it is then paid like any billing document (its job payment, ClicPay
 * or a manual payment, allocation PAYMENT_ALLOCATED).
 */

const lostRace = (error: unknown) => {
  const code = (error as { code?: string }).code ?? (error as { cause?: { code?: string } }).cause?.code;
  return code === '40P01' || code === '40001' || code === '23505';
};

/** Issues the operator's invoice of a statement (the platform): one per statement and operator (a second: 409). */
export async function issueFuelInvoice(db: Db, p: Principal, stmtId: number, accnId: string, now = new Date()) {
  if (!managesFuel(p)) throw forbidden();
  try {
    return await db.transaction(async (tx) => {
      const { rows: stmt } = await tx.execute<{ period: string }>(
        sql`select period from fuel_statements where stmt_id = ${stmtId} for update`,
      );
      if (!stmt.length) throw notFound('fuel.server.statementNotFound');
      const { rows: issued } = await tx.execute(
        sql`select 1 from fuel_invoices where stmt_id = ${stmtId} and accn_id = ${accnId}`,
      );
      if (issued.length) throw conflict('fuel.server.invoiceIssued');
      const { rows: lines } = await tx.execute<{ holder: string; litres: string; amount: string; n: number }>(sql`
        select coalesce(t.vh_plate_no, d.drv_name, l.truck_id, l.driver_id) as holder, sum(l.litres)::text as litres,
               sum(l.amount)::text as amount, count(*)::int as n
          from fuel_statement_lines l
          left join trucks t on t.truck_id = l.truck_id left join drivers d on d.driver_id = l.driver_id
         where l.stmt_id = ${stmtId} and l.accn_id = ${accnId}
         group by 1 order by 1`);
      if (!lines.length) throw notFound('fuel.server.nothingToInvoice');
      const period = stmt[0]!.period;
      const total = lines.reduce((a, l) => a + BigInt(l.amount), 0n);
      const day = businessDate(now);
      const year = Number(day.slice(0, 4));
      const docNo = `FUEL/${year}/${String(await nextNumber(tx, 'FUEL', year)).padStart(6, '0')}`;
      const dueDate = addToDate(day, { days: FUEL_INVOICE_DUE_DAYS });
      const items = lines.map((l, i) => ({
        no: i + 1,
        // Litres with the Indonesian decimal comma; plain hyphens (the PDF fonts are WinAnsi).
        itemDesc: `Fuel ${period} / BBM ${period}: ${l.holder} - ${Number(l.litres).toFixed(3).replace('.', ',')} L (${l.n} tx)`,
        qty: 1,
        currency: 'IDR',
        amount: fromMinor(BigInt(l.amount), 'IDR'),
        kind: 'FUEL' as const,
      }));
      const totalText = fromMinor(total, 'IDR');
      // The platform's company issues it, as it issues the platform's billing documents (billing.service).
      const { rows: doc } = await tx.execute<{ doc_id: string }>(sql`
        insert into money_documents (doc_no, doc_type, job_id, bill_id, from_accn_id, to_accn_id, currency, subtotal, tax_base, vat,
                                     withholding, stamp_duty, total, lines, issued_at, due_date, verify_code)
        values (${docNo}, 'FUEL', null, null, ${p.accnId}, ${accnId}, 'IDR', ${totalText}, 0, 0, 0, 0, ${totalText},
                ${JSON.stringify(items)}::jsonb, ${now}, ${dueDate}, ${randomBytes(16).toString('hex')})
        returning doc_id`);
      const docId = Number(doc[0]!.doc_id);
      await tx.execute(sql`
        insert into job_payments (payment_id, job_id, doc_id, direction, amount, currency, billing_date, due_date, status)
        values (${`PY-${docNo.replaceAll('/', '-')}`}, null, ${docId}, 'IN', ${totalText}, 'IDR', ${day}, ${dueDate}, 'NEW')`);
      await tx.execute(sql`
        insert into fuel_invoices (stmt_id, accn_id, doc_id, issued_by, issued_at)
        values (${stmtId}, ${accnId}, ${docId}, ${p.usrId}, ${now})`);
      await postJournal(tx, {
        causeType: 'FUEL_INVOICED',
        causeId: docNo,
        memo: `Fuel invoice ${docNo}, statement ${period} / Faktur BBM ${docNo}, tagihan ${period}`,
        postedBy: p.usrId,
        postedAt: now,
        lines: [
          { account: 'RECEIVABLE', accnId, currency: 'IDR', docId, amount: total },
          { account: 'FUEL_PAYABLE', accnId: null, currency: 'IDR', docId, amount: -total },
        ],
      });
      // Money the operator paid before and nobody allocated pays this invoice first (as for a bill's documents).
      await useUnallocatedFor(
        tx,
        [{ docId, docType: 'FUEL', toAccnId: accnId, currency: 'IDR', total: totalText }],
        p.usrId,
        docNo,
        now,
      );
      await audit(tx, p, {
        event: 'FUEL_INVOICE_ISSUE',
        entity: 'money_document',
        entityId: docNo,
        after: { docNo, stmtId, accnId, total: totalText },
      });
      return docId;
    });
  } catch (error) {
    if (lostRace(error)) throw conflict('fuel.server.invoiceIssued');
    throw error;
  }
}

type InvoiceSqlRow = {
  doc_id: string;
  doc_no: string;
  stmt_id: string;
  period: string;
  accn_id: string;
  accn_name: string | null;
  currency: string;
  total: string;
  outstanding: string;
  status: string;
  issued_at: Date;
  due_date: string;
  paid_date: string | null;
};

const INVOICE_FROM = sql`from fuel_invoices fi
    join fuel_statements s on s.stmt_id = fi.stmt_id
    join money_documents d on d.doc_id = fi.doc_id
    join job_payments jp on jp.doc_id = d.doc_id
    join accounts a on a.accn_id = fi.accn_id`;

function invoiceScope(p: Principal): SQL {
  return managesFuel(p) || (isPlatform(p) && p.permissions.includes('ledger.read')) ? sql`true` : sql`fi.accn_id = ${p.accnId}`;
}

const invoiceWire = (r: InvoiceSqlRow, p: Principal) => ({
  docId: Number(r.doc_id),
  docNo: r.doc_no,
  stmtId: Number(r.stmt_id),
  period: r.period,
  accnId: r.accn_id,
  accnName: r.accn_name,
  currency: r.currency,
  total: r.total,
  outstanding: fromMinor(BigInt(r.outstanding), r.currency),
  status: r.status,
  issuedAt: r.issued_at,
  dueDate: r.due_date,
  paidDate: r.paid_date,
  payable: r.accn_id === p.accnId && r.status === 'NEW' && p.permissions.includes('payments.pay'),
});

/** The fuel invoices: an operator's own, the platform's all (server-paged, newest first); filters status, operator. */
export async function listFuelInvoices(db: DbOrTx, p: Principal, q: FuelInvoicesQuery) {
  if (!isPlatform(p)) assertFuelReader(p);
  const filters: SQL[] = [];
  if (q.status) filters.push(sql`jp.status = ${q.status}`);
  if (q.accnId && isPlatform(p)) filters.push(sql`fi.accn_id = ${q.accnId}`);
  if (q.search) {
    const like = likePattern(q.search);
    filters.push(sql`(d.doc_no ilike ${like} or a.accn_name ilike ${like} or s.period ilike ${like})`);
  }
  const filter = filters.length ? sql.join(filters, sql` and `) : sql`true`;
  return paged(
    q,
    filters.length > 0,
    async () =>
      (
        await db.execute<InvoiceSqlRow>(sql`
          select d.doc_id, d.doc_no, fi.stmt_id, s.period, fi.accn_id, a.accn_name, d.currency, d.total::text, jp.status,
                 d.issued_at, d.due_date::text, jp.paid_date::text,
                 coalesce((select sum(l.amount) from ledger_lines l where l.doc_id = d.doc_id and l.account_code = 'RECEIVABLE'), 0)::text
                   as outstanding
            ${INVOICE_FROM}
           where ${invoiceScope(p)} and ${filter}
           order by d.issued_at desc, d.doc_id desc limit ${q.length} offset ${q.start}`)
      ).rows.map((r) => invoiceWire(r, p)),
    async () =>
      (
        await db.execute<{ total: number; filtered: number }>(
          sql`select count(*)::int as total, (count(*) filter (where ${filter}))::int as filtered ${INVOICE_FROM} where ${invoiceScope(p)}`,
        )
      ).rows[0]!,
  );
}

/** One invoice as the PDF prints it (another company's: 404). */
export async function fuelInvoiceForPdf(db: DbOrTx, p: Principal, docId: number) {
  if (!isPlatform(p)) assertFuelReader(p);
  const { rows } = await db.execute<{
    doc_no: string;
    period: string;
    issued_at: Date;
    due_date: string;
    total: string;
    lines: Array<{ no: number; itemDesc: string; amount: string }>;
    status: string;
    from_name: string;
    from_npwp: string | null;
    to_name: string;
    to_npwp: string | null;
    to_addr: string | null;
  }>(sql`
    select d.doc_no, s.period, d.issued_at, d.due_date::text, d.total::text, d.lines, jp.status,
           f.accn_name as from_name, f.accn_coy_regn as from_npwp, a.accn_name as to_name, a.accn_coy_regn as to_npwp,
           concat_ws(', ', a.addr_ln1, a.addr_city, a.addr_prov) as to_addr
      ${INVOICE_FROM}
      join accounts f on f.accn_id = d.from_accn_id
     where d.doc_id = ${docId} and ${invoiceScope(p)}`);
  if (!rows[0]) throw notFound('fuel.server.invoiceNotFound');
  return rows[0];
}
