import { and, asc, desc, eq, gte, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import { documentNumber } from '../../domain/billing/documents';
import { PLATFORM_ACCOUNT_TYPE } from '../../domain/permissions';
import {
  CODE_08_ADD_INFO,
  CODE_08_FACILITY_STAMP,
  CORETAX_SERVICE_UNIT,
  coretaxXml,
  efakturCsv,
  type TaxExportInvoice,
  type TaxExportSeller,
} from '../../domain/tax/tax-exports';
import type { CreateTaxReportBody, TaxReportFile, TaxReportQuery, TaxReportRow } from '../../domain/tax/tax-reports';
import { nextNumber } from '../billing/billing.service';
import type { Db, DbOrTx, Tx } from '../db/client';
import { accounts, taxInvoices, taxReports } from '../db/schema';
import { audit } from '../http/audit';
import { countsSql, orderBy, paged } from '../http/datatable';
import { conflict, notFound } from '../http/errors';
import type { Principal } from '../http/principal';
import { loadInvoicesForExport, markExported, returnToNew, type ExportInvoice } from './tax-invoices.service';

type ReportRecord = typeof taxReports.$inferSelect;

/** The series of report names: `TR/2026/000012` (the document series counter, in the report's transaction). */
const REPORT_SERIES = 'TR';

/**
 * The new invoices a report takes: N, with their number (RANGE mode; Coretax mode gives it on import), in rupiah
 * (a USD invoice needs the Minister of Finance's exchange rate, not kept yet: it waits), issued in the period.
 */
async function newInvoiceIds(tx: DbOrTx, from: string | null, to: string | null): Promise<number[]> {
  const conditions: SQL[] = [
    eq(taxInvoices.status, 'N'),
    eq(taxInvoices.currency, 'IDR'),
    eq(taxInvoices.awaitingNumber, false),
    or(eq(taxInvoices.numbering, 'CORETAX'), isNotNull(taxInvoices.taxNo))!,
  ];
  if (from) conditions.push(gte(taxInvoices.invoiceIssueDate, from));
  if (to) conditions.push(lte(taxInvoices.invoiceIssueDate, to));
  const rows = await tx
    .select({ id: taxInvoices.id })
    .from(taxInvoices)
    .where(and(...conditions))
    .orderBy(asc(taxInvoices.id))
    .for('update');
  return rows.map((r) => r.id);
}

/** Basis points as the percent Coretax writes: 1200 -> `12`, 110 -> `1.1`, 0 -> `0`. */
const percentOf = (bp: number) => String(bp / 100);

/** A buyer without an NPWP is written as sixteen zeros (the tax office's "no NPWP"). */
const NO_TIN = '0000000000000000';

/** One invoice as the tax office's files describe it. */
export function exportOf(inv: ExportInvoice): TaxExportInvoice {
  const tin = (inv.buyerTin ?? inv.buyer.tin ?? NO_TIN).replace(/\D/g, '') || NO_TIN;
  const code08 = inv.trxCode === '08';
  return {
    reference: inv.numbering === 'CORETAX' ? inv.reference : inv.invoiceNo,
    taxNo: inv.numbering === 'RANGE' ? inv.taxNo : null,
    date: inv.invoiceIssueDate,
    trxCode: inv.trxCode,
    replacement: inv.replacementCode === '1',
    addInfo: code08 ? CODE_08_ADD_INFO : null,
    facilityStamp: code08 ? CODE_08_FACILITY_STAMP : null,
    buyer: {
      tin,
      name: inv.buyer.name,
      address: inv.buyer.address || '-',
      email: inv.buyer.email,
      idtku: inv.buyerTku ?? inv.buyer.tku ?? `${tin.padStart(16, '0')}000000`,
    },
    lines: inv.lines.map((l) => ({
      opt: 'B',
      code: '000000',
      name: l.name,
      unit: CORETAX_SERVICE_UNIT,
      price: BigInt(l.price),
      qty: l.qty,
      discount: BigInt(l.discount),
      taxBase: BigInt(l.taxBase),
      otherTaxBase: BigInt(l.otherTaxBase),
      vatRate: percentOf(l.vatRateBp),
      vat: BigInt(l.vat),
    })),
  };
}

/** Jakarta's calendar day of an instant, `YYYY-MM-DD`. */
export const jakartaDay = (at: Date) => new Date(at.getTime() + 7 * 3600_000).toISOString().slice(0, 10);

const canManage = (p: Principal | null) => !!p?.permissions.includes('tax.manage');

export function reportRow(r: ReportRecord, p: Principal | null): TaxReportRow {
  const open = r.status !== 'C';
  return {
    reportId: r.id,
    reportName: r.reportName,
    noRecords: r.noRecords,
    periodFrom: r.periodFrom,
    periodTo: r.periodTo,
    origin: r.origin,
    hasCsv: r.csvFile !== null,
    status: r.status,
    dateCreated: r.createdAt,
    dateUpdated: r.updatedAt,
    createdBy: r.createdBy,
    downloadedBy: r.downloadedBy,
    cancelReason: r.cancelReason,
    actions: open ? (canManage(p) ? ['download', 'cancel'] : ['download']) : [],
  };
}

/**
 * The seller of every tax invoice: the platform's company (it bills the platform fee and, as the creator's
 * counterparty, the haulage), its NPWP as the TIN and its head office as the TKU.
 */
async function sellerOf(tx: DbOrTx): Promise<TaxExportSeller> {
  const [platform] = await tx
    .select()
    .from(accounts)
    .where(eq(accounts.atypId, PLATFORM_ACCOUNT_TYPE))
    .orderBy(accounts.accnId)
    .limit(1);
  if (!platform) throw conflict('tax.server.noSeller');
  const tin = platform.accnCoyRegn.replace(/\D/g, '').padStart(16, '0');
  const address = [platform.addrLn1, platform.addrLn2, platform.addrLn3, platform.addrCity].filter(Boolean).join(', ');
  return { tin, name: platform.accnName, address, phone: platform.contactTel, idtku: `${tin}000000` };
}

/**
 * A report of the new (N) invoices issued in the period (Jakarta days; open ends take all), made in one
 * transaction: the report's name, both files, the invoices' link and their move to E. Reports are made one at a
 * time (an advisory lock), so two made at once cannot take the same invoice: the second finds none (409).
 */
export async function createTaxReport(
  db: Db,
  p: Principal | null,
  body: CreateTaxReportBody,
  origin: 'MANUAL' | 'DAILY' = 'MANUAL',
  now = new Date(),
): Promise<TaxReportRow> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('lintas.tax-report'))`);
    const ids = await newInvoiceIds(tx, body.periodFrom ?? null, body.periodTo ?? null);
    if (ids.length === 0) throw conflict('tax.server.nothingToReport');
    return reportRow(await writeTaxReport(tx, p, ids, { ...body, origin }, now), p);
  });
}

/**
 * Writes the report of these invoices in the caller's transaction: its name from the document series, both files
 * (made once, kept), the invoices N -> E under it, the audit. `createTaxReport` and the demo seed use it.
 */
export async function writeTaxReport(
  tx: Tx,
  p: Principal | null,
  ids: readonly number[],
  options: CreateTaxReportBody & { origin: 'MANUAL' | 'DAILY' },
  now = new Date(),
): Promise<ReportRecord> {
  const { origin } = options;
  const invoices = (await loadInvoicesForExport(tx, ids)).map(exportOf);
  const seller = await sellerOf(tx);
  const csv = invoices.every((i) => i.taxNo) ? efakturCsv(invoices) : null;
  const xml = coretaxXml(seller, invoices);
  const year = Number(jakartaDay(now).slice(0, 4));
  const reportName = documentNumber(REPORT_SERIES, year, await nextNumber(tx, REPORT_SERIES, year));
  const [created] = await tx
    .insert(taxReports)
    .values({
      reportName,
      noRecords: ids.length,
      periodFrom: options.periodFrom ?? null,
      periodTo: options.periodTo ?? null,
      origin,
      status: 'A',
      csvFile: csv === null ? null : Buffer.from(csv, 'utf8'),
      xmlFile: Buffer.from(xml, 'utf8'),
      createdAt: now,
      updatedAt: now,
      createdBy: p?.usrId ?? 'SYSTEM',
      updatedBy: p?.usrId ?? 'SYSTEM',
    })
    .returning();
  await markExported(tx, ids, created!.id);
  await audit(tx, p, {
    event: 'TAX_REPORT_CREATED',
    entity: 'tax_report',
    entityId: String(created!.id),
    remarks: `${reportName}: ${ids.length} invoice(s)${origin === 'DAILY' ? ' (daily)' : ''}`,
    after: { periodFrom: options.periodFrom ?? null, periodTo: options.periodTo ?? null, invoices: ids.length },
  });
  return created!;
}

/** A report's file. The first download by GLI's finance marks the report downloaded (A -> D), audited. */
export async function downloadTaxReportFile(
  db: Db,
  p: Principal,
  id: number,
  file: TaxReportFile,
  now = new Date(),
): Promise<{ filename: string; type: string; body: Buffer }> {
  return db.transaction(async (tx) => {
    const [report] = await tx.select().from(taxReports).where(eq(taxReports.id, id)).for('update');
    if (!report) throw notFound('tax.server.reportNotFound');
    if (report.status === 'C') throw conflict('tax.server.reportCancelled');
    const body = file === 'csv' ? report.csvFile : report.xmlFile;
    if (!body) throw notFound('tax.server.noCsv');
    if (report.status === 'A' && canManage(p)) {
      await tx
        .update(taxReports)
        .set({
          status: 'D',
          downloadedBy: p.usrId,
          downloadedAt: now,
          updatedAt: now,
          updatedBy: p.usrId,
          version: sql`${taxReports.version} + 1`,
        })
        .where(eq(taxReports.id, id));
    }
    await audit(tx, p, {
      event: 'TAX_REPORT_DOWNLOADED',
      entity: 'tax_report',
      entityId: String(id),
      remarks: `${report.reportName} (${file})`,
    });
    const base = report.reportName.replace(/\//g, '-');
    return file === 'csv'
      ? { filename: `${base}-efaktur.csv`, type: 'text/csv; charset=utf-8', body }
      : { filename: `${base}-coretax.xml`, type: 'application/xml; charset=utf-8', body };
  });
}

/**
 * Cancels a report: its invoices go back to N (to go into the next report) and leave it. A report with an invoice
 * already completed (its approved e-Faktur uploaded) cannot be cancelled (409); a cancelled one neither.
 */
export async function cancelTaxReport(db: Db, p: Principal, id: number, reason: string, now = new Date()): Promise<TaxReportRow> {
  return db.transaction(async (tx) => {
    const [report] = await tx.select().from(taxReports).where(eq(taxReports.id, id)).for('update');
    if (!report) throw notFound('tax.server.reportNotFound');
    if (report.status === 'C') throw conflict('tax.server.reportCancelled');
    const [completed] = await tx
      .select({ id: taxInvoices.id })
      .from(taxInvoices)
      .where(and(eq(taxInvoices.reportId, id), eq(taxInvoices.status, 'C')))
      .limit(1);
    if (completed) throw conflict('tax.server.reportHasCompleted');
    await returnToNew(tx, id);
    const [cancelled] = await tx
      .update(taxReports)
      .set({ status: 'C', cancelReason: reason, updatedAt: now, updatedBy: p.usrId, version: sql`${taxReports.version} + 1` })
      .where(eq(taxReports.id, id))
      .returning();
    await audit(tx, p, {
      event: 'TAX_REPORT_CANCELLED',
      entity: 'tax_report',
      entityId: String(id),
      remarks: `${report.reportName}: ${reason}`,
      before: { status: report.status },
      after: { status: 'C' },
    });
    return reportRow(cancelled!, p);
  });
}

const SORTABLE = {
  dateCreated: taxReports.createdAt,
  reportName: taxReports.reportName,
  noRecords: taxReports.noRecords,
  status: taxReports.status,
};

/** The reports, newest first unless sorted (server-paged); filter status; search on the name. */
export async function listTaxReports(db: DbOrTx, p: Principal, q: TaxReportQuery) {
  const filters: SQL[] = [];
  if (q.status) filters.push(eq(taxReports.status, q.status));
  const search = q.search?.trim();
  if (search) filters.push(sql`${taxReports.reportName} ilike ${`%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
  const filter = filters.length ? and(...filters) : undefined;
  const order = q.sort ? orderBy(q, SORTABLE, 'dateCreated', taxReports.id) : [desc(taxReports.createdAt), desc(taxReports.id)];
  const page = await paged(
    q,
    filter !== undefined,
    () =>
      db
        .select()
        .from(taxReports)
        .where(filter)
        .orderBy(...order)
        .limit(q.length)
        .offset(q.start),
    async () => (await db.select(countsSql(filter)).from(taxReports))[0]!,
  );
  return { ...page, aaData: page.aaData.map((r) => reportRow(r, p)) };
}

const QUEUE = 'tax-report-daily';

/**
 * The daily report: at 01:00 WIB (18:00 UTC) the new invoices issued up to yesterday (Jakarta) go into one report;
 * a day with none makes none.
 */
export async function dailyTaxReport(db: Db, now = new Date()): Promise<TaxReportRow | null> {
  const yesterday = jakartaDay(new Date(now.getTime() - 24 * 3600_000));
  try {
    return await createTaxReport(db, null, { periodTo: yesterday }, 'DAILY', now);
  } catch (error) {
    if (error instanceof Error && error.message === 'tax.server.nothingToReport') return null;
    throw error;
  }
}

export async function scheduleDailyTaxReport(boss: PgBoss, db: Db, log: (error: unknown) => void = () => {}) {
  await boss.createQueue(QUEUE);
  await boss.schedule(QUEUE, '0 18 * * *');
  await boss.work(QUEUE, async () => {
    try {
      await dailyTaxReport(db);
    } catch (error) {
      log(error);
      throw error;
    }
  });
}
