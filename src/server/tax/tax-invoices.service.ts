import { and, asc, desc, eq, gte, ilike, inArray, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { MoneyDocType } from '../../domain/billing/documents';
import { fromMinor } from '../../domain/billing/money';
import { businessDate } from '../../domain/contracts/contracts';
import {
  buyerIdentity,
  ruleFor,
  sameTaxNo,
  TAX_NUMBERING_MODES,
  TAX_INVOICE_WORKFLOW,
  TAX_RULES,
  taxInvoiceActionsOf,
  taxInvoiceRefusal,
  taxLinesOf,
  type TaxInvoiceDetail,
  type TaxInvoiceQuery,
  type TaxInvoiceRow,
  type TaxNumberingMode,
} from '../../domain/tax/tax-invoices';
import { allowedFrom, type Actor } from '../../domain/workflow';
import type { Db, DbOrTx, Tx } from '../db/client';
import { accounts, attachments, contracts, moneyDocuments, taxInvoiceLines, taxInvoices } from '../db/schema';
import { audit } from '../http/audit';
import { countsSql, likePattern, orderBy, paged } from '../http/datatable';
import { AppError, conflict, notFound, validationFailed } from '../http/errors';
import type { Principal } from '../http/principal';
import { recordTaxInvoiceIssued } from '../notifications/finance-events';
import { stampDutyLineText } from '../billing/line-texts';
import { readParam } from '../sysparams/sysparams.service';
import { allocateTaxNumber } from './tax-numbers.service';

type InvoiceRecord = typeof taxInvoices.$inferSelect;
type MoneyDocRecord = typeof moneyDocuments.$inferSelect;

/** The numbering mode (system parameter TAX_NUMBERING; anything else reads as RANGE). */
export async function numberingMode(db: DbOrTx): Promise<TaxNumberingMode> {
  const v = (await readParam(db, 'TAX_NUMBERING')).trim().toUpperCase();
  return (TAX_NUMBERING_MODES as readonly string[]).includes(v) ? (v as TaxNumberingMode) : 'RANGE';
}

/** The NSFP prefix the invoices take their numbers from (system parameter TAX_INVOICE_PREFIX, `010.000`). */
export async function invoicePrefix(db: DbOrTx): Promise<{ prefixLeft: string; prefixMid: string }> {
  const m = /^(\d{3})\.?(\d{3})$/.exec((await readParam(db, 'TAX_INVOICE_PREFIX')).trim());
  return m ? { prefixLeft: m[1]!, prefixMid: m[2]! } : { prefixLeft: '010', prefixMid: '000' };
}

/**
 * The next NSFP number for an invoice, in the caller's transaction, or null when the series of the invoice's year has
 * no active range (the invoice then waits for one: it is never a reason to refuse the approval). With `invoiceId` the
 * invoice takes it in the same statement.
 */
async function nextTaxNo(tx: Tx, invoice: { invoiceIssueDate: string; invoiceNo: string; id?: number }, by: string, now: Date) {
  const prefix = await invoicePrefix(tx);
  try {
    const got = await allocateTaxNumber(tx, {
      ...prefix,
      year: invoice.invoiceIssueDate.slice(2, 4),
      ref: invoice.invoiceNo,
      by,
      now,
      ...(invoice.id !== undefined ? { invoiceId: invoice.id } : {}),
    });
    return got.taxNo;
  } catch (error) {
    // The allocation found no active range: a JavaScript refusal after successful statements, the transaction is fine.
    if (error instanceof AppError && error.message === 'tax.server.exhausted') return null;
    throw error;
  }
}

async function insertInvoice(
  tx: Tx,
  by: string,
  doc: MoneyDocRecord,
  freightForwardingVat: boolean,
  now: Date,
  replaces: InvoiceRecord | null,
): Promise<InvoiceRecord | null> {
  const rule = ruleFor(doc.docType as MoneyDocType, { freightForwardingVat });
  if (!rule?.code) return null;
  const [buyer] = await tx.select({ regn: accounts.accnCoyRegn }).from(accounts).where(eq(accounts.accnId, doc.toAccnId));
  const identity = buyerIdentity(buyer?.regn);
  const lines = taxLinesOf(rule, doc.currency, doc.lines, stampDutyLineText());
  const mode = await numberingMode(tx);
  const invoiceIssueDate = businessDate(now);
  // A replacement keeps the replaced invoice's number in RANGE mode; Coretax gives a replacement its own. A new
  // invoice in RANGE mode waits for its number, which `issueTaxInvoices` takes as its last step.
  const taxNo = replaces && mode === 'RANGE' ? replaces.taxNo : null;
  const sum = (k: 'taxBase' | 'otherTaxBase' | 'vat') => lines.reduce((a, l) => a + l[k], 0);
  const [row] = await tx
    .insert(taxInvoices)
    .values({
      docId: doc.docId,
      service: doc.docType as 'PF_CO' | 'PF_TO' | 'DN_CO',
      invoiceNo: doc.docNo,
      jobId: doc.jobId,
      invoiceIssueDate,
      taxNo,
      numbering: mode,
      awaitingNumber: mode === 'RANGE' && !replaces,
      customer: doc.toAccnId,
      buyerTin: identity?.tin ?? null,
      buyerTku: identity?.tku ?? null,
      trxCode: rule.code,
      facilityRef: rule.code === '08' || rule.code === '05' ? rule.reference : null,
      currency: doc.currency,
      taxBase: sum('taxBase'),
      otherTaxBase: sum('otherTaxBase'),
      vat: sum('vat'),
      status: 'N',
      replacementCode: replaces ? '1' : '0',
      replacesId: replaces?.id ?? null,
      createdAt: now,
      updatedAt: now,
      createdBy: by,
      updatedBy: by,
    })
    .returning();
  if (lines.length) {
    await tx.insert(taxInvoiceLines).values(lines.map((l, i) => ({ invoiceId: row!.id, no: i + 1, ...l })));
  }
  return row!;
}

/**
 * At a bill's approval, in its transaction: a tax invoice for each taxable money document (the rules table: PF_CO and
 * PF_TO code 04, DN_CO code 08 or 05 by the contract's flag; DN_TO none), numbered from the active range of the
 * invoice year's series (RANGE mode), or waiting for one, or for Coretax's number (CORETAX mode).
 * The numbers are taken after every invoice and line is written, and the approval calls this as its transaction's
 * last step: a number's range stays locked until the commit, so the lock covers as few statements as possible.
 */
export async function issueTaxInvoices(
  tx: Tx,
  p: Principal,
  docs: readonly MoneyDocRecord[],
  contractId: string,
  now: Date,
): Promise<InvoiceRecord[]> {
  const [contract] = await tx
    .select({ ffv: contracts.freightForwardingVat })
    .from(contracts)
    .where(eq(contracts.contractId, contractId));
  const made: InvoiceRecord[] = [];
  for (const doc of docs) {
    const row = await insertInvoice(tx, p.usrId, doc, contract?.ffv ?? false, now, null);
    if (row) made.push(row);
  }
  if (!made.length) return made;
  await audit(tx, p, {
    event: 'TAX_INVOICES_ISSUED',
    entity: 'job',
    entityId: made[0]!.jobId,
    after: { invoices: made.map((i) => ({ id: i.id, invoiceNo: i.invoiceNo, trxCode: i.trxCode })) },
  });
  // The numbers last (each recorded against its document's number in tax_numbers, which is its audit trail).
  const out: InvoiceRecord[] = [];
  for (const inv of made) {
    const taxNo = inv.awaitingNumber ? await nextTaxNo(tx, inv, p.usrId, now) : inv.taxNo;
    out.push(taxNo && inv.awaitingNumber ? { ...inv, taxNo, awaitingNumber: false } : inv);
  }
  // A numbered invoice is issued: its buyer hears of it (one still waiting for its number, when it gets one).
  for (const inv of out) if (inv.taxNo) await recordTaxInvoiceIssued(tx, inv);
  return out;
}

/**
 * Numbers for the invoices waiting for one (RANGE mode, oldest first), in the caller's transaction, until the active
 * range of their year runs out. Answers how many got one.
 */
export async function assignWaitingNumbersInTx(tx: Tx, by: string, now: Date): Promise<number> {
  const waiting = await tx
    .select()
    .from(taxInvoices)
    .where(and(eq(taxInvoices.awaitingNumber, true), eq(taxInvoices.status, 'N')))
    .orderBy(asc(taxInvoices.id))
    .for('update', { skipLocked: true });
  let given = 0;
  for (const inv of waiting) {
    const taxNo = await nextTaxNo(tx, inv, by, now);
    if (!taxNo) continue;
    await tx
      .update(taxInvoices)
      .set({ taxNo, awaitingNumber: false, updatedAt: now, updatedBy: by, version: sql`${taxInvoices.version} + 1` })
      .where(eq(taxInvoices.id, inv.id));
    await recordTaxInvoiceIssued(tx, { ...inv, taxNo });
    given++;
  }
  return given;
}

/** "Assign numbers" (tax.manage): the waiting invoices get numbers from the active ranges. */
export async function assignWaitingNumbers(db: Db, p: Principal, now = new Date()): Promise<{ assigned: number }> {
  return db.transaction(async (tx) => {
    const assigned = await assignWaitingNumbersInTx(tx, p.usrId, now);
    await audit(tx, p, { event: 'TAX_NUMBERS_ASSIGNED', entity: 'tax_invoice', entityId: '*', after: { assigned } });
    return { assigned };
  });
}

async function lockInvoice(tx: Tx, id: number): Promise<InvoiceRecord> {
  const [row] = await tx.select().from(taxInvoices).where(eq(taxInvoices.id, id)).for('update');
  if (!row) throw notFound('tax.server.invoiceNotFound');
  return row;
}

async function setInvoice(tx: Tx, p: Principal, inv: InvoiceRecord, set: Partial<InvoiceRecord>, event: string, now: Date) {
  const [row] = await tx
    .update(taxInvoices)
    .set({ ...set, updatedAt: now, updatedBy: p.usrId, version: sql`${taxInvoices.version} + 1` })
    .where(eq(taxInvoices.id, inv.id))
    .returning();
  const before = Object.fromEntries(Object.keys(set).map((k) => [k, inv[k as keyof InvoiceRecord]]));
  await audit(tx, p, { event, entity: 'tax_invoice', entityId: String(inv.id), before, after: set });
  return row!;
}

/** Coretax mode: GLI records the 17-digit number the tax office gave the invoice (checked; taken already: field error). */
export async function recordCoretaxNumber(db: Db, p: Principal, id: number, taxNo: string, now = new Date()) {
  await db.transaction(async (tx) => {
    const inv = await lockInvoice(tx, id);
    if (inv.numbering !== 'CORETAX') throw conflict('tax.server.notCoretax');
    if (inv.taxNo !== null) throw conflict('tax.server.hasNumber');
    if (taxInvoiceRefusal('recordNumber', inv, p)) throw conflict('tax.server.wrongState');
    const [taken] = await tx
      .select({ id: taxInvoices.id })
      .from(taxInvoices)
      .where(and(eq(taxInvoices.taxNo, taxNo), sql`${taxInvoices.status} not in ('X','R')`));
    if (taken) throw validationFailed({ taxNo: 'tax.validation.taxNoTaken' });
    await setInvoice(tx, p, inv, { taxNo }, 'TAX_INVOICE_NUMBER_RECORDED', now);
    await recordTaxInvoiceIssued(tx, { ...inv, taxNo });
  });
  return getInvoice(db, id, p);
}

/**
 * Cancellation (batal): the invoice becomes X with the reason. Its number stays issued to it (a cancelled faktur is
 * still reported to the tax office under its number; the number is never given again).
 */
export async function cancelInvoice(db: Db, p: Principal, id: number, reason: string, now = new Date()) {
  await db.transaction(async (tx) => {
    const inv = await lockInvoice(tx, id);
    if (taxInvoiceRefusal('cancel', inv, p)) throw conflict('tax.server.wrongState');
    await setInvoice(tx, p, inv, { status: 'X', cancelReason: reason, awaitingNumber: false }, 'TAX_INVOICE_CANCELLED', now);
  });
  return getInvoice(db, id, p);
}

/**
 * Replacement (pengganti) of an issued invoice (E or C): the old one becomes R, a new N invoice refers to it
 * (FG_PENGGANTI 1) with the buyer's identity read again and the lines computed again from the money document; the
 * same tax number in RANGE mode, a new one from Coretax in CORETAX mode.
 */
export async function replaceInvoice(db: Db, p: Principal, id: number, now = new Date()) {
  const newId = await db.transaction(async (tx) => {
    const inv = await lockInvoice(tx, id);
    if (taxInvoiceRefusal('replace', inv, p)) throw conflict('tax.server.notIssued');
    await setInvoice(tx, p, inv, { status: 'R' }, 'TAX_INVOICE_REPLACED', now);
    const [doc] = await tx.select().from(moneyDocuments).where(eq(moneyDocuments.docId, inv.docId));
    const [job] = await tx
      .execute<{ contract_id: string | null }>(sql`select contract_id from jobs where job_id = ${inv.jobId}`)
      .then((r) => r.rows);
    const [contract] = job?.contract_id
      ? await tx.select({ ffv: contracts.freightForwardingVat }).from(contracts).where(eq(contracts.contractId, job.contract_id))
      : [];
    const row = await insertInvoice(tx, p.usrId, doc!, contract?.ffv ?? false, now, inv);
    // RANGE mode: the replacement keeps the number, so it is issued now (Coretax's waits for its own number).
    if (row!.taxNo) await recordTaxInvoiceIssued(tx, row!);
    return row!.id;
  });
  return getInvoice(db, newId, p);
}

/**
 * Completion (E -> C): the approved e-Faktur PDF, a document GLI uploaded to its repository (content checked as a PDF
 * by its bytes), and the tax number read off it, which must be the invoice's.
 */
export async function completeInvoice(
  db: Db,
  p: Principal,
  id: number,
  body: { attId: string; taxNo: string },
  now = new Date(),
) {
  await db.transaction(async (tx) => {
    const inv = await lockInvoice(tx, id);
    if (!allowedFrom(TAX_INVOICE_WORKFLOW, 'complete', inv.status)) throw conflict('tax.server.notExported');
    const uuid = /^[0-9a-f-]{36}$/i.test(body.attId) ? body.attId : null;
    const [file] = uuid
      ? await tx
          .select()
          .from(attachments)
          .where(and(eq(attachments.attId, uuid), eq(attachments.accnId, p.accnId)))
      : [];
    if (!file) throw validationFailed({ attId: 'tax.validation.fileNotFound' });
    const type = file.attData ? await fileTypeFromBuffer(file.attData) : undefined;
    if (type?.ext !== 'pdf') throw validationFailed({ attId: 'tax.validation.notPdf' });
    if (!inv.taxNo || !sameTaxNo(body.taxNo, inv.taxNo)) throw validationFailed({ taxNo: 'tax.validation.taxNoMismatch' });
    await setInvoice(tx, p, inv, { status: 'C', completedAttId: file.attId }, 'TAX_INVOICE_COMPLETED', now);
  });
  return getInvoice(db, id, p);
}

/**
 * For the tax report (the lead's): the invoices go N -> E under the report, in the caller's transaction. An invoice
 * still waiting for a number (RANGE mode) or not N any more: 409, nothing kept.
 */
export async function markExported(tx: Tx, invoiceIds: readonly number[], reportId: number): Promise<number[]> {
  if (!invoiceIds.length) return [];
  const rows = await tx
    .update(taxInvoices)
    .set({ status: 'E', reportId, updatedAt: new Date(), version: sql`${taxInvoices.version} + 1` })
    .where(
      and(
        inArray(taxInvoices.id, [...invoiceIds]),
        eq(taxInvoices.status, 'N'),
        eq(taxInvoices.awaitingNumber, false),
        or(eq(taxInvoices.numbering, 'CORETAX'), isNotNull(taxInvoices.taxNo)),
      ),
    )
    .returning({ id: taxInvoices.id });
  if (rows.length !== new Set(invoiceIds).size) throw conflict('tax.server.notExportable');
  return rows.map((r) => r.id);
}

/** A cancelled report: its invoices still E return to N (completed ones stay C). Answers their ids. */
export async function returnToNew(tx: Tx, reportId: number): Promise<number[]> {
  const rows = await tx
    .update(taxInvoices)
    .set({ status: 'N', reportId: null, updatedAt: new Date(), version: sql`${taxInvoices.version} + 1` })
    .where(and(eq(taxInvoices.reportId, reportId), eq(taxInvoices.status, 'E')))
    .returning({ id: taxInvoices.id });
  return rows.map((r) => r.id);
}

export interface ExportInvoice extends TaxInvoiceDetail {
  buyer: {
    accnId: string;
    name: string;
    tin: string | null;
    tku: string | null;
    address: string;
    email: string | null;
    country: string | null;
  };
}

/** The invoices with their lines and buyer, for the e-Faktur CSV and the Coretax XML (ids' order kept). */
export async function loadInvoicesForExport(
  tx: DbOrTx,
  ids: readonly number[],
  actor: Actor | null = null,
): Promise<ExportInvoice[]> {
  if (!ids.length) return [];
  const rows = await tx
    .select({ inv: taxInvoices, acc: accounts })
    .from(taxInvoices)
    .innerJoin(accounts, eq(accounts.accnId, taxInvoices.customer))
    .where(inArray(taxInvoices.id, [...ids]));
  const lines = await tx
    .select()
    .from(taxInvoiceLines)
    .where(inArray(taxInvoiceLines.invoiceId, [...ids]))
    .orderBy(asc(taxInvoiceLines.invoiceId), asc(taxInvoiceLines.no));
  const byId = new Map(rows.map((r) => [r.inv.id, r]));
  return ids
    .map((id) => byId.get(id))
    .filter((r): r is NonNullable<typeof r> => r !== undefined)
    .map(({ inv, acc }) => ({
      ...invoiceRow(inv, acc.accnName, actor),
      lines: lines.filter((l) => l.invoiceId === inv.id).map(({ invoiceId: _i, ...l }) => l),
      buyer: {
        accnId: acc.accnId,
        name: acc.accnName,
        tin: inv.buyerTin,
        tku: inv.buyerTku,
        address: [acc.addrLn1, acc.addrLn2, acc.addrLn3, acc.addrCity, acc.addrProv, acc.addrPcode].filter(Boolean).join(', '),
        email: acc.contactEmail,
        country: acc.addrCtry,
      },
    }));
}

export const referenceOf = (inv: Pick<InvoiceRecord, 'id' | 'invoiceIssueDate'>) =>
  `TI-${inv.invoiceIssueDate.slice(0, 4)}-${String(inv.id).padStart(6, '0')}`;

/** An invoice as the API answers it; `actions` are the user's (none without one: the files, the PDF). */
export function invoiceRow(inv: InvoiceRecord, customerName: string, actor: Actor | null = null): TaxInvoiceRow {
  return {
    id: inv.id,
    service: inv.service,
    invoiceNo: inv.invoiceNo,
    docId: inv.docId,
    jobId: inv.jobId,
    invoiceIssueDate: inv.invoiceIssueDate,
    taxNo: inv.taxNo,
    reference: referenceOf(inv),
    numbering: inv.numbering,
    awaitingNumber: inv.awaitingNumber,
    customer: inv.customer,
    customerName,
    buyerTin: inv.buyerTin,
    buyerTku: inv.buyerTku,
    trxCode: inv.trxCode,
    facilityRef: inv.facilityRef,
    currency: inv.currency,
    taxBase: inv.taxBase,
    otherTaxBase: inv.otherTaxBase,
    vat: inv.vat,
    status: inv.status,
    replacementCode: inv.replacementCode,
    replacesId: inv.replacesId,
    reportId: inv.reportId,
    completedAttId: inv.completedAttId,
    cancelReason: inv.cancelReason,
    dateCreated: inv.createdAt,
    actions: actor ? taxInvoiceActionsOf(inv, actor) : [],
  };
}

const SORTABLE = {
  dateCreated: taxInvoices.createdAt,
  invoiceIssueDate: taxInvoices.invoiceIssueDate,
  invoiceNo: taxInvoices.invoiceNo,
  taxNo: taxInvoices.taxNo,
  status: taxInvoices.status,
  customer: taxInvoices.customer,
};

/** The tax invoices (server-paged), newest first unless sorted; filters state, customer, service, dates; search on numbers. */
export async function listInvoices(db: DbOrTx, q: TaxInvoiceQuery, actor: Actor | null = null) {
  const filters: SQL[] = [];
  if (q.status) filters.push(eq(taxInvoices.status, q.status));
  if (q.customer) filters.push(eq(taxInvoices.customer, q.customer.toUpperCase()));
  if (q.service) filters.push(eq(taxInvoices.service, q.service));
  if (q.dateFrom) filters.push(gte(taxInvoices.invoiceIssueDate, q.dateFrom));
  if (q.dateTo) filters.push(lte(taxInvoices.invoiceIssueDate, q.dateTo));
  if (q.waiting) filters.push(eq(taxInvoices.awaitingNumber, q.waiting === 'true'));
  const search = q.search?.trim();
  if (search) {
    const like = likePattern(search);
    filters.push(or(ilike(taxInvoices.invoiceNo, like), ilike(taxInvoices.taxNo, like), ilike(taxInvoices.jobId, like))!);
  }
  const filter = filters.length ? and(...filters) : undefined;
  const order = q.sort
    ? orderBy(q, SORTABLE, 'dateCreated', taxInvoices.id)
    : [desc(taxInvoices.createdAt), desc(taxInvoices.id)];
  const page = await paged(
    q,
    filter !== undefined,
    () =>
      db
        .select({ inv: taxInvoices, name: accounts.accnName })
        .from(taxInvoices)
        .innerJoin(accounts, eq(accounts.accnId, taxInvoices.customer))
        .where(filter)
        .orderBy(...order)
        .limit(q.length)
        .offset(q.start),
    async () => (await db.select(countsSql(filter)).from(taxInvoices))[0]!,
  );
  return { ...page, aaData: page.aaData.map((r) => invoiceRow(r.inv, r.name, actor)) };
}

export async function getInvoice(db: DbOrTx, id: number, actor: Actor | null = null): Promise<TaxInvoiceDetail> {
  const [found] = await loadInvoicesForExport(db, [id], actor);
  if (!found) throw notFound('tax.server.invoiceNotFound');
  const { buyer: _b, ...detail } = found;
  return detail;
}

/** The counts by state (the workbench's INVOICES card). */
export async function invoiceCounts(db: DbOrTx): Promise<{ N: number; E: number; C: number; waiting: number }> {
  const r = await db.execute<{ n: string; e: string; c: string; w: string }>(sql`
    select count(*) filter (where status = 'N') as n, count(*) filter (where status = 'E') as e,
           count(*) filter (where status = 'C') as c, count(*) filter (where awaiting_number) as w
    from tax_invoices`);
  const row = r.rows[0]!;
  return { N: Number(row.n), E: Number(row.e), C: Number(row.c), waiting: Number(row.w) };
}

export const taxRules = () => TAX_RULES.map((r) => ({ ...r, docTypes: [...r.docTypes] }));

/** Amount text of minor units (for the PDF). */
export const amountText = (minor: number, currency: string) => fromMinor(BigInt(minor), currency);
