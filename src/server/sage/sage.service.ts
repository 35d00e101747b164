import { sql } from 'drizzle-orm';
import {
  ageingBucket,
  AGEING_BUCKETS,
  halfMonthEnd,
  SAGE_CHARGE_TYPES,
  type ArAgeingQuery,
  type SageBatchBody,
  type SageBatchRow,
  type SageCodeBody,
  type SageGlBody,
} from '../../domain/finance/sage';
import { fromMinor } from '../../domain/billing/money';
import type { Db, DbOrTx } from '../db/client';
import { audit } from '../http/audit';
import { conflict, notFound, validationFailed } from '../http/errors';
import type { Principal } from '../http/principal';

const TZ = 'Asia/Jakarta';

/** Today's date in Jakarta (YYYY-MM-DD). */
export const jakartaToday = (now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: TZ, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);

const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

// ---- AR ageing --------------------------------------------------------------------------------------

export interface OpenDocument {
  docId: number;
  docNo: string;
  docType: string;
  accnId: string;
  accnName: string;
  customerCode: string | null;
  currency: string;
  issuedOn: string;
  dueDate: string;
  open: bigint;
}

/**
 * The receivable documents (DN_CO, PF_CO, PF_TO, FUEL) open at the end of `asOf` (Jakarta): their receivable lines posted
 * up to then, in the account's normal direction. The ledger is never changed, so the answer for a past date stays.
 */
export async function openReceivables(db: DbOrTx, asOf: string, currency?: string): Promise<OpenDocument[]> {
  const rows = await db.execute<{
    doc_id: string;
    doc_no: string;
    doc_type: string;
    accn_id: string;
    accn_name: string;
    customer_code: string | null;
    currency: string;
    issued_on: string;
    due_date: string;
    open: string;
  }>(sql`
    with cut as (select ((${asOf}::date + 1)::timestamp at time zone ${TZ}) as t)
    select d.doc_id, d.doc_no, d.doc_type, d.to_accn_id as accn_id, a.accn_name, c.customer_code, d.currency,
           to_char(d.issued_at at time zone ${TZ}, 'YYYY-MM-DD') as issued_on, to_char(d.due_date, 'YYYY-MM-DD') as due_date,
           sum(l.amount)::text as open
      from money_documents d
      join accounts a on a.accn_id = d.to_accn_id
      left join sage_company_codes c on c.accn_id = d.to_accn_id
      join ledger_lines l on l.doc_id = d.doc_id and l.account_code = 'RECEIVABLE'
      join ledger_journals j on j.journal_id = l.journal_id, cut
     where d.doc_type in ('DN_CO', 'PF_CO', 'PF_TO', 'FUEL') and d.issued_at < cut.t and j.posted_at < cut.t
       ${currency ? sql`and d.currency = ${currency}` : sql``}
     group by d.doc_id, a.accn_name, c.customer_code
    having sum(l.amount) <> 0
     order by a.accn_name, d.to_accn_id, d.currency, d.due_date, d.doc_id`);
  return rows.rows.map((r) => ({
    docId: Number(r.doc_id),
    docNo: r.doc_no,
    docType: r.doc_type,
    accnId: r.accn_id,
    accnName: r.accn_name,
    customerCode: r.customer_code,
    currency: r.currency,
    issuedOn: r.issued_on,
    dueDate: r.due_date,
    open: BigInt(r.open),
  }));
}

type Buckets = Record<(typeof AGEING_BUCKETS)[number] | 'total', bigint>;
const zero = (): Buckets => ({ current: 0n, d1to30: 0n, d31to60: 0n, d61to90: 0n, over90: 0n, total: 0n });
const text = (b: Buckets, currency: string) =>
  Object.fromEntries(Object.entries(b).map(([k, v]) => [k, fromMinor(v, currency)])) as Record<keyof Buckets, string>;

export interface AgeingResult {
  asOf: string;
  rows: Array<
    { accnId: string; accnName: string; customerCode: string | null; currency: string; documents: number } & Record<
      keyof Buckets,
      string
    >
  >;
  totals: Array<{ currency: string; documents: number } & Record<keyof Buckets, string>>;
  documents: OpenDocument[];
}

/** The receivables by customer and currency, in the ageing buckets of days past due on `asOf`, with totals per currency. */
export async function arAgeing(db: DbOrTx, asOf: string, currency?: string): Promise<AgeingResult> {
  const docs = await openReceivables(db, asOf, currency);
  const byCustomer = new Map<string, { head: OpenDocument; b: Buckets; n: number }>();
  const totals = new Map<string, { b: Buckets; n: number }>();
  for (const d of docs) {
    const bucket = ageingBucket(daysBetween(d.dueDate, asOf));
    const key = `${d.accnId}|${d.currency}`;
    const c = byCustomer.get(key) ?? { head: d, b: zero(), n: 0 };
    const t = totals.get(d.currency) ?? { b: zero(), n: 0 };
    for (const x of [c, t]) {
      x.b[bucket] += d.open;
      x.b.total += d.open;
      x.n += 1;
    }
    byCustomer.set(key, c);
    totals.set(d.currency, t);
  }
  return {
    asOf,
    rows: [...byCustomer.values()].map(({ head, b, n }) => ({
      accnId: head.accnId,
      accnName: head.accnName,
      customerCode: head.customerCode,
      currency: head.currency,
      documents: n,
      ...text(b, head.currency),
    })),
    totals: [...totals.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([cur, { b, n }]) => ({ currency: cur, documents: n, ...text(b, cur) })),
    documents: docs,
  };
}

/** One page of the ageing (per customer and currency, by name), with the totals of every row. */
export async function arAgeingPage(db: DbOrTx, q: ArAgeingQuery, now = new Date()) {
  const asOf = q.asOf ?? jakartaToday(now);
  const all = await arAgeing(db, asOf, q.currency);
  const search = q.search?.trim().toLowerCase();
  const rows = search
    ? all.rows.filter((r) => r.accnName.toLowerCase().includes(search) || r.accnId.toLowerCase().includes(search))
    : all.rows;
  return {
    draw: q.draw ?? q.echo ?? 0,
    iTotalRecords: all.rows.length,
    iTotalDisplayRecords: rows.length,
    aaData: rows.slice(q.start, q.start + q.length),
    asOf,
    totals: all.totals,
  };
}

// ---- AR report batches (spec §3) ----------------------------------------------------------------

const arReportSelect = sql`select report_id as id, batch, report_name as "reportName", records,
  to_char(start_period, 'YYYY-MM-DD') as "startPeriod", to_char(end_period, 'YYYY-MM-DD') as "endPeriod", status,
  created_by as "createdBy", created_at as "dateCreated" from ar_reports`;
type ArReportRecord = {
  id: number;
  batch: string;
  reportName: string;
  records: number;
  startPeriod: string;
  endPeriod: string;
  status: 'GENERATED' | 'DOWNLOADED';
  createdBy: string;
  dateCreated: string;
};
const asReport = (r: ArReportRecord) => ({ ...r, id: Number(r.id) });

/** Makes an AR report as of a date: a batch record (spec §3) whose workbook is the ageing on that date. */
export async function createArReport(db: Db, p: Principal, asOf: string, now = new Date()) {
  if (asOf > jakartaToday(now)) throw validationFailed({ asOf: 'sage.validation.future' });
  return db.transaction(async (tx) => {
    const ageing = await arAgeing(tx, asOf);
    const start = ageing.documents.reduce((min, d) => (d.issuedOn < min ? d.issuedOn : min), asOf);
    const [{ n }] = (await tx.execute<{ n: string }>(sql`select count(*)::text as n from ar_reports where end_period = ${asOf}`))
      .rows as [{ n: string }];
    const batch = `AR-${asOf.replaceAll('-', '')}-${String(Number(n) + 1).padStart(2, '0')}`;
    const inserted = await tx.execute<ArReportRecord>(sql`
      with ins as (insert into ar_reports (batch, report_name, records, start_period, end_period, created_by, created_at)
        values (${batch}, ${`AR ageing ${asOf}`}, ${ageing.rows.length}, ${start}, ${asOf}, ${p.usrId}, ${now}) returning *)
      select report_id as id, batch, report_name as "reportName", records, to_char(start_period, 'YYYY-MM-DD') as "startPeriod",
             to_char(end_period, 'YYYY-MM-DD') as "endPeriod", status, created_by as "createdBy", created_at as "dateCreated" from ins`);
    const row = asReport(inserted.rows[0]!);
    await audit(tx, p, {
      event: 'AR_REPORT_CREATED',
      entity: 'ar_report',
      entityId: String(row.id),
      remarks: batch,
      after: { asOf },
    });
    return row;
  });
}

export async function listArReports(
  db: DbOrTx,
  q: { start: number; length: number; status?: string; draw?: number; echo?: number },
) {
  const filter = q.status ? sql`where status = ${q.status}` : sql``;
  const rows = await db.execute<ArReportRecord>(
    sql`${arReportSelect} ${filter} order by created_at desc, report_id desc limit ${q.length} offset ${q.start}`,
  );
  const total = await db.execute<{ n: string }>(sql`select count(*)::text as n from ar_reports`);
  const shown = await db.execute<{ n: string }>(sql`select count(*)::text as n from ar_reports ${filter}`);
  return {
    draw: q.draw ?? q.echo ?? 0,
    iTotalRecords: Number(total.rows[0]!.n),
    iTotalDisplayRecords: Number(shown.rows[0]!.n),
    aaData: rows.rows.map(asReport),
  };
}

/** The report's record, marked downloaded (audited), and its ageing for the workbook. */
export async function downloadArReport(db: Db, p: Principal, id: number) {
  return db.transaction(async (tx) => {
    const found = await tx.execute<ArReportRecord>(sql`${arReportSelect} where report_id = ${id} for update`);
    const report = found.rows[0];
    if (!report) throw notFound('sage.server.reportNotFound');
    await tx.execute(sql`update ar_reports set status = 'DOWNLOADED' where report_id = ${id}`);
    await audit(tx, p, { event: 'AR_REPORT_DOWNLOADED', entity: 'ar_report', entityId: String(id), remarks: report.batch });
    return { report: asReport(report), ageing: await arAgeing(tx, report.endPeriod) };
  });
}

// ---- Sage settings --------------------------------------------------------------------------------

export async function glSettings(db: DbOrTx) {
  const rows = await db.execute<{ charge_type: string; gl_account: string }>(
    sql`select charge_type, gl_account from sage_gl_accounts`,
  );
  const accounts = Object.fromEntries(rows.rows.map((r) => [r.charge_type, r.gl_account]));
  return { accounts, missing: SAGE_CHARGE_TYPES.filter((t) => !accounts[t]) };
}

export async function saveGlSettings(db: Db, p: Principal, body: SageGlBody, now = new Date()) {
  return db.transaction(async (tx) => {
    const before = await glSettings(tx);
    for (const t of SAGE_CHARGE_TYPES) {
      await tx.execute(sql`insert into sage_gl_accounts (charge_type, gl_account, updated_by, updated_at) values (${t}, ${body.accounts[t]}, ${p.usrId}, ${now})
        on conflict (charge_type) do update set gl_account = excluded.gl_account, updated_by = excluded.updated_by, updated_at = excluded.updated_at`);
    }
    await audit(tx, p, {
      event: 'SAGE_GL_ACCOUNTS_SAVED',
      entity: 'sage_settings',
      entityId: 'GL',
      before: before.accounts,
      after: body.accounts,
    });
    return glSettings(tx);
  });
}

type CodeRecord = { accnId: string; accnName: string; accnType: string; customerCode: string | null; vendorCode: string | null };
const codeSelect = sql`select a.accn_id as "accnId", a.accn_name as "accnName", a.atyp_id as "accnType",
  c.customer_code as "customerCode", c.vendor_code as "vendorCode"
  from accounts a left join sage_company_codes c on c.accn_id = a.accn_id`;

/** The companies with their Sage customer and vendor codes (server-paged, by name); `missing=Y` those without any. */
export async function listCodes(
  db: DbOrTx,
  q: { start: number; length: number; search?: string; missing?: 'Y' | 'N'; draw?: number; echo?: number },
) {
  const conds = [sql`true`];
  const s = q.search?.trim();
  if (s) conds.push(sql`(a.accn_name ilike ${`%${s.replace(/[\\%_]/g, '\\$&')}%`} or a.accn_id ilike ${`%${s}%`})`);
  if (q.missing === 'Y') conds.push(sql`c.customer_code is null and c.vendor_code is null`);
  if (q.missing === 'N') conds.push(sql`(c.customer_code is not null or c.vendor_code is not null)`);
  const where = sql.join(conds, sql` and `);
  const rows = await db.execute<CodeRecord>(
    sql`${codeSelect} where ${where} order by a.accn_name, a.accn_id limit ${q.length} offset ${q.start}`,
  );
  const total = await db.execute<{ n: string }>(sql`select count(*)::text as n from accounts`);
  const shown = await db.execute<{ n: string }>(
    sql`select count(*)::text as n from accounts a left join sage_company_codes c on c.accn_id = a.accn_id where ${where}`,
  );
  return {
    draw: q.draw ?? q.echo ?? 0,
    iTotalRecords: Number(total.rows[0]!.n),
    iTotalDisplayRecords: Number(shown.rows[0]!.n),
    aaData: rows.rows,
  };
}

/** Sets a company's Sage customer and vendor codes; a code another company holds is a field error. */
export async function saveCodes(db: Db, p: Principal, accnId: string, body: SageCodeBody, now = new Date()) {
  return db.transaction(async (tx) => {
    const found = await tx.execute<CodeRecord>(sql`${codeSelect} where a.accn_id = ${accnId}`);
    const before = found.rows[0];
    if (!before) throw notFound('sage.server.companyNotFound');
    const taken = await tx.execute<{ customer: boolean; vendor: boolean }>(sql`
      select coalesce(bool_or(customer_code = ${body.customerCode}::varchar), false) as customer, coalesce(bool_or(vendor_code = ${body.vendorCode}::varchar), false) as vendor
        from sage_company_codes where accn_id <> ${accnId}`);
    const t = taken.rows[0];
    const errors: Record<string, string> = {};
    if (t?.customer) errors.customerCode = 'sage.validation.codeTaken';
    if (t?.vendor) errors.vendorCode = 'sage.validation.codeTaken';
    if (Object.keys(errors).length) throw validationFailed(errors);
    await tx.execute(sql`insert into sage_company_codes (accn_id, customer_code, vendor_code, updated_by, updated_at)
      values (${accnId}, ${body.customerCode}::varchar, ${body.vendorCode}::varchar, ${p.usrId}, ${now})
      on conflict (accn_id) do update set customer_code = excluded.customer_code, vendor_code = excluded.vendor_code,
        updated_by = excluded.updated_by, updated_at = excluded.updated_at`);
    await audit(tx, p, {
      event: 'SAGE_CODES_SAVED',
      entity: 'sage_company_codes',
      entityId: accnId,
      before: { customerCode: before.customerCode, vendorCode: before.vendorCode },
      after: body,
    });
    return { ...before, ...body };
  });
}

// ---- Batches --------------------------------------------------------------------------------------

const batchSelect = sql`select batch_id as id, batch_no as "batchNo", to_char(period_start, 'YYYY-MM-DD') as "periodStart",
  to_char(period_end, 'YYYY-MM-DD') as "periodEnd", records, status, created_by as "createdBy", created_at as "dateCreated",
  downloaded_by as "downloadedBy", downloaded_at as "downloadedAt", imported_by as "importedBy", imported_at as "importedAt"
  from sage_batches`;
const asBatch = (r: SageBatchRow) => ({ ...r, id: Number(r.id) });

const isUniqueViolation = (e: unknown): boolean => {
  let x: unknown = e;
  for (let i = 0; i < 3 && x; i++) {
    if ((x as { code?: string }).code === '23505') return true;
    x = (x as { cause?: unknown }).cause;
  }
  return false;
};

/**
 * Makes the batch of a half-month (Jakarta dates): every money document issued, receipt paid and payout paid in it
 * that no batch holds yet. A half-month has one batch (unique period) and an item one batch (primary key): the second
 * of two concurrent generations gets 409. A half-month not yet over is refused.
 */
export async function generateBatch(db: Db, p: Principal, body: SageBatchBody, now = new Date()) {
  const periodStart = body.periodStart;
  const periodEnd = halfMonthEnd(periodStart);
  if (periodEnd >= jakartaToday(now)) throw validationFailed({ periodStart: 'sage.validation.periodNotOver' });
  const gl = await glSettings(db);
  if (gl.missing.length) throw validationFailed({ periodStart: 'sage.validation.settingsMissing' });
  try {
    return await db.transaction(async (tx) => {
      const batchNo = `SAGE-${periodStart.replaceAll('-', '')}`;
      const made = await tx.execute<{ batch_id: string }>(sql`
        insert into sage_batches (batch_no, period_start, period_end, records, created_by, created_at)
        values (${batchNo}, ${periodStart}, ${periodEnd}, 0, ${p.usrId}, ${now}) returning batch_id`);
      const batchId = Number(made.rows[0]!.batch_id);
      const from = sql`(${periodStart}::date::timestamp at time zone ${TZ})`;
      const to = sql`((${periodEnd}::date + 1)::timestamp at time zone ${TZ})`;
      const items = await tx.execute(sql`
        insert into sage_batch_items (batch_id, item_type, ref_id)
        select ${batchId}::bigint, 'DOC', d.doc_id::text from money_documents d
         where d.issued_at >= ${from} and d.issued_at < ${to}
           and not exists (select 1 from sage_batch_items i where i.item_type = 'DOC' and i.ref_id = d.doc_id::text)
        union all
        select ${batchId}::bigint, 'PAYIN', t.txn_id from payment_txns t
         where t.state = 'PAID' and t.paid_at >= ${from} and t.paid_at < ${to}
           and not exists (select 1 from sage_batch_items i where i.item_type = 'PAYIN' and i.ref_id = t.txn_id)
        union all
        select ${batchId}::bigint, 'PAYOUT', o.payout_id::text from payouts o
         where o.status = 'PAID' and o.paid_at >= ${from} and o.paid_at < ${to}
           and not exists (select 1 from sage_batch_items i where i.item_type = 'PAYOUT' and i.ref_id = o.payout_id::text)`);
      const records = items.rowCount ?? 0;
      await tx.execute(sql`update sage_batches set records = ${records} where batch_id = ${batchId}`);
      await audit(tx, p, {
        event: 'SAGE_BATCH_GENERATED',
        entity: 'sage_batch',
        entityId: String(batchId),
        remarks: batchNo,
        after: { periodStart, periodEnd, records },
      });
      const rows = await tx.execute<SageBatchRow>(sql`${batchSelect} where batch_id = ${batchId}`);
      return asBatch(rows.rows[0]!);
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict('sage.server.batchExists');
    throw e;
  }
}

export async function listBatches(
  db: DbOrTx,
  q: { start: number; length: number; status?: string; draw?: number; echo?: number },
) {
  const filter = q.status ? sql`where status = ${q.status}` : sql``;
  const rows = await db.execute<SageBatchRow>(
    sql`${batchSelect} ${filter} order by period_start desc, batch_id desc limit ${q.length} offset ${q.start}`,
  );
  const total = await db.execute<{ n: string }>(sql`select count(*)::text as n from sage_batches`);
  const shown = await db.execute<{ n: string }>(sql`select count(*)::text as n from sage_batches ${filter}`);
  return {
    draw: q.draw ?? q.echo ?? 0,
    iTotalRecords: Number(total.rows[0]!.n),
    iTotalDisplayRecords: Number(shown.rows[0]!.n),
    aaData: rows.rows.map(asBatch),
  };
}

export async function getBatch(db: DbOrTx, id: number) {
  const rows = await db.execute<SageBatchRow>(sql`${batchSelect} where batch_id = ${id}`);
  if (!rows.rows[0]) throw notFound('sage.server.batchNotFound');
  return asBatch(rows.rows[0]);
}

/** Marks a batch downloaded (the first download; GENERATED -> DOWNLOADED), audited each time. */
export async function markDownloaded(db: Db, p: Principal, id: number, part: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const batch = await getBatch(tx, id);
    await tx.execute(sql`update sage_batches set status = 'DOWNLOADED', downloaded_by = ${p.usrId}, downloaded_at = ${now}
      where batch_id = ${id} and status = 'GENERATED'`);
    await audit(tx, p, {
      event: 'SAGE_BATCH_DOWNLOADED',
      entity: 'sage_batch',
      entityId: String(id),
      remarks: `${batch.batchNo} ${part}`,
    });
    return batch;
  });
}

/** The user marks a downloaded batch imported into Sage (DOWNLOADED -> IMPORTED); any other state is 409. */
export async function markImported(db: Db, p: Principal, id: number, now = new Date()) {
  return db.transaction(async (tx) => {
    await getBatch(tx, id);
    const updated =
      await tx.execute(sql`update sage_batches set status = 'IMPORTED', imported_by = ${p.usrId}, imported_at = ${now}
      where batch_id = ${id} and status = 'DOWNLOADED'`);
    if (!updated.rowCount) throw conflict('sage.server.notDownloaded');
    await audit(tx, p, {
      event: 'SAGE_BATCH_IMPORTED',
      entity: 'sage_batch',
      entityId: String(id),
      before: { status: 'DOWNLOADED' },
      after: { status: 'IMPORTED' },
    });
    return getBatch(tx, id);
  });
}
