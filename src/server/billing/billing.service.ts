import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { BILLING_ACTIONS, type BillingVerb } from '../../domain/billing/billing-actions';
import { billAmountErrors, type BillBody, type BillVerbBody, type DocVerifyBody } from '../../domain/billing/bill-schema';
import { issueTaxInvoices } from '../tax/tax-invoices.service';
import { insurancePremiumLines, markPremiumsBilled } from '../insurance/insurance-billing';
import { computeDocuments, documentNumber, SERIES_OF, type ChargeLine } from '../../domain/billing/documents';
import { fromMinor, toMinor } from '../../domain/billing/money';
import { amountInWords } from '../../domain/billing/terbilang';
import { businessDate } from '../../domain/contracts/contracts';
import { JOB_WORKFLOW } from '../../domain/jobs/job-actions';
import { isPlatform } from '../../domain/permissions';
import { refusalOf } from '../../domain/workflow';
import { assertCompanyActive } from '../account-requests/company-guard';
import type { Db, DbOrTx, Tx } from '../db/client';
import {
  accounts,
  attachments,
  contracts,
  documentSeries,
  jobBillLines,
  jobBills,
  jobDocVerifications,
  jobDrops,
  jobPayments,
  jobs,
  jobTrips,
  moneyDocuments,
  users,
} from '../db/schema';
import { audit } from '../http/audit';
import { AppError, conflict, forbidden, notFound, validationFailed, type FieldErrors } from '../http/errors';
import type { Principal } from '../http/principal';
import { recordJobEvent } from '../jobs/job-events';
import { notifyBillingParties } from './billing-mail';
import { postBillApproval } from '../payments/bill-posting';
import { useUnallocatedFor } from '../payments/payment-txns';
import { useCreditForBill } from '../payments/credit-line';
import { findJob, sidesOf, type Job } from '../jobs/jobs.service';
import { billLineTexts, platformFeeLineText, reimbursementDescription, stampDutyLineText, tripsOfLines } from './line-texts';
import { moneyDocumentPdf } from './money-document-pdf';
import { approvedTerminationOf, terminationLine } from '../order-termination/termination-billing';
import { addDays, auditLink, linkRefusal, linkStatus, sendApprovalLinks, useLink, type LinkParams } from './approval-links';

/** Receipts and the operator's invoice: a PDF or an image. */
const DOCUMENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg'];

/** A deadlock or serialisation failure between racing verbs is a lost race: 409. */
export async function raceSafe<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const code = (error as { code?: string }).code ?? (error as { cause?: { code?: string } }).cause?.code;
    if (code === '40P01' || code === '40001') throw conflict('billing.server.stale');
    throw error;
  }
}

/** The verb's refusal for this caller on this job: 403 (side, permission), 409 (state). */
export function checkVerb(job: Pick<Job, 'jobState' | 'creatorAccnId' | 'toAccnId'>, p: Principal, verb: BillingVerb): void {
  const refusal = refusalOf(JOB_WORKFLOW, verb, { state: job.jobState }, { ...p, sides: sidesOf(job, p) });
  if (refusal === 'state') throw conflict('billing.server.notAllowed');
  if (refusal) throw forbidden();
}

/** The job's current (latest) bill version, or undefined. */
export async function currentBill(tx: DbOrTx, jobId: string) {
  const [bill] = await tx.select().from(jobBills).where(eq(jobBills.jobId, jobId)).orderBy(desc(jobBills.billVersion)).limit(1);
  return bill;
}

async function checkDocument(tx: Tx, attId: string, accnId: string, field: string, errors: FieldErrors): Promise<void> {
  const [doc] = await tx
    .select({ mimeType: attachments.mimeType })
    .from(attachments)
    .where(and(eq(attachments.attId, attId), eq(attachments.accnId, accnId)));
  if (!doc) errors[field] = 'billing.errors.document';
  else if (!DOCUMENT_TYPES.includes(doc.mimeType)) errors[field] = 'billing.errors.documentType';
}

/**
 * Bills a delivered job (DLV), or re-bills a rejected one (REJ_BILL) as the next version: the trip charges fixed at
 * submit, the reimbursements (type of the master, amount, receipt) and additional charges, the operator's invoice
 * number and document. One transaction: the bill version and its lines, a verification row per document, the job's
 * conditional update (a lost race: 409, nothing kept), the timeline and audit, the e-mails (the creator's
 * administrators; the creator's finance approvers with a signed approval link).
 */
export async function billJob(
  db: Db,
  p: Principal,
  jobId: string,
  body: BillBody,
  publicUrl: string,
  secret: Uint8Array,
  now = new Date(),
) {
  return raceSafe(() =>
    db.transaction(async (tx) => {
      const job = await findJob(tx, p, jobId, true);
      checkVerb(job, p, 'bill');
      if (body.version !== undefined && body.version !== job.version) throw conflict('billing.server.stale');
      await assertCompanyActive(tx, p.accnId);
      const currency = job.currency;
      if (!currency) throw conflict('billing.server.notPriced');
      const errors: FieldErrors = billAmountErrors(body, currency);
      await checkDocument(tx, body.invoiceAttId, job.toAccnId, 'invoiceAttId', errors);
      for (const [i, r] of body.reimbursements.entries()) {
        await checkDocument(tx, r.receiptAttId, job.toAccnId, `reimbursements.${i}.receiptAttId`, errors);
      }
      if (Object.keys(errors).length) throw validationFailed(errors);

      const trips = await tx.select().from(jobTrips).where(eq(jobTrips.jobId, jobId)).orderBy(asc(jobTrips.seq));
      // A terminated job (issue 19, decision 0035) is billed the amount its approved termination agreed, as one trip
      // charge line (the platform fee applies to it as to a delivered job's trips).
      const termination = await approvedTerminationOf(tx, jobId);
      const lines: Array<Omit<typeof jobBillLines.$inferInsert, 'billId' | 'seq'>> = [
        ...(termination
          ? [terminationLine(termination)]
          : trips.map((t) => ({
              kind: 'TRIP' as const,
              reimbursementType: null,
              description: `Trip ${t.seq} ${t.vehicleType}${t.containerNo ? ` ${t.containerNo}` : ''}`,
              quantity: 1,
              amount: t.charge ?? '0.00',
              receiptAttId: null,
            }))),
        ...body.reimbursements.map((r) => ({
          kind: 'REIMBURSEMENT' as const,
          reimbursementType: r.reimbursementType,
          description: reimbursementDescription(r.reimbursementType, r.remarks),
          quantity: 1,
          amount: fromMinor(toMinor(r.amount, currency), currency),
          receiptAttId: r.receiptAttId,
        })),
        ...body.additionalCharges.map((c) => ({
          kind: 'ADDITIONAL' as const,
          reimbursementType: null,
          description: c.description,
          quantity: 1,
          amount: fromMinor(toMinor(c.amount, currency), currency),
          receiptAttId: null,
        })),
      ];
      const total = (kind?: string) =>
        fromMinor(
          lines.filter((l) => !kind || l.kind === kind).reduce((a, l) => a + toMinor(l.amount, currency), 0n),
          currency,
        );
      const previous = await currentBill(tx, jobId);
      const billVersion = (previous?.billVersion ?? 0) + 1;
      const [bill] = await tx
        .insert(jobBills)
        .values({
          jobId,
          billVersion,
          state: 'BILLED',
          currency,
          tripCharges: total('TRIP'),
          reimbursementTotal: total('REIMBURSEMENT'),
          additionalTotal: total('ADDITIONAL'),
          total: total(),
          invoiceNo: body.invoiceNo,
          invoiceAttId: body.invoiceAttId,
          billedBy: p.usrId,
          billedAt: now,
        })
        .returning();
      await tx.insert(jobBillLines).values(lines.map((l, i) => ({ ...l, billId: bill!.billId, seq: i + 1 })));
      // The documents the platform verifies: the proofs of delivery, the receipts, the operator's invoice.
      const pods = await tx
        .selectDistinct({ attId: jobDrops.podAttId })
        .from(jobDrops)
        .where(and(eq(jobDrops.jobId, jobId), sql`${jobDrops.podAttId} is not null`));
      const docs = [
        ...pods.map((d) => ({ kind: 'POD' as const, attId: d.attId! })),
        ...[...new Set(body.reimbursements.map((r) => r.receiptAttId))].map((attId) => ({ kind: 'RECEIPT' as const, attId })),
        { kind: 'INVOICE' as const, attId: body.invoiceAttId },
      ];
      await tx
        .insert(jobDocVerifications)
        .values(docs.map((d) => ({ ...d, jobId, billId: bill!.billId, updatedAt: now })))
        .onConflictDoNothing();
      const [won] = await tx
        .update(jobs)
        .set({ jobState: 'BILLED', version: job.version + 1, updatedAt: now, updatedBy: p.usrId })
        .where(and(eq(jobs.jobId, jobId), eq(jobs.jobState, job.jobState), eq(jobs.version, job.version)))
        .returning({ jobId: jobs.jobId });
      if (!won) throw conflict('billing.server.stale');
      await recordJobEvent(tx, p, jobId, {
        verb: 'bill',
        fromState: job.jobState,
        toState: 'BILLED',
        details: { billVersion, currency, total: bill!.total, invoiceNo: body.invoiceNo },
      });
      await notifyBillingParties(tx, p, job, 'bill', 'BILLED', null, {
        billVersion,
        total: bill!.total,
        currency,
        invoiceNo: body.invoiceNo,
      });
      await sendApprovalLinks(tx, { job, billVersion, publicUrl, secret, now, stage: 'BILLED', total: bill!.total, currency });
      return getJobBilling(tx, p, jobId);
    }),
  );
}

/** The columns of the bill version set by each verb. */
const STAMPS: Partial<
  Record<BillingVerb, (p: Principal, now: Date, reason: string | null) => Partial<typeof jobBills.$inferInsert>>
> = {
  verifyBill: (p, now) => ({ verifiedBy: p.usrId, verifiedAt: now }),
  acknowledgeBill: (p, now) => ({ acknowledgedBy: p.usrId, acknowledgedAt: now }),
  approveBill: (p, now) => ({ approvedBy: p.usrId, approvedAt: now }),
  rejectBill: (p, now, reason) => ({ rejectedBy: p.usrId, rejectedAt: now, rejectReason: reason }),
  rejectApproval: (p, now, reason) => ({ rejectedBy: p.usrId, rejectedAt: now, rejectReason: reason }),
};

export type BillDecisionVerb = Exclude<BillingVerb, 'bill'>;

/**
 * verify, acknowledge, approve, reject (creator) and reject at approval (platform), inside the caller's transaction
 * on a job read FOR UPDATE: 403 for the wrong side or permission, 409 from the wrong state, a stale version or a
 * lost race (the conditional update on state and version), nothing kept. Approve refuses while a document is not
 * verified, and makes the money documents, their numbers and the job payments.
 */
export async function decideInTx(
  tx: Tx,
  p: Principal,
  job: Job,
  verb: BillDecisionVerb,
  body: BillVerbBody,
  deps: { publicUrl: string; secret: Uint8Array },
  now: Date,
  via?: string,
): Promise<void> {
  const action = BILLING_ACTIONS[verb];
  checkVerb(job, p, verb);
  if (body.version !== undefined && body.version !== job.version) throw conflict('billing.server.stale');
  const reason = body.reason?.trim() || null;
  if ('reason' in action && action.reason && !reason) throw validationFailed({ reason: 'validation.required' });
  await assertCompanyActive(tx, p.accnId);
  const bill = await currentBill(tx, job.jobId);
  if (!bill) throw conflict('billing.server.noBill');
  if (verb === 'approveBill') {
    const open = await tx
      .select({ id: jobDocVerifications.id })
      .from(jobDocVerifications)
      .where(and(eq(jobDocVerifications.billId, bill.billId), sql`${jobDocVerifications.state} <> 'VERIFIED'`));
    if (open.length) throw conflict('billing.server.documentsUnverified');
  }
  const to = action.to;
  const [won] = await tx
    .update(jobs)
    .set({ jobState: to, version: job.version + 1, updatedAt: now, updatedBy: p.usrId })
    .where(and(eq(jobs.jobId, job.jobId), eq(jobs.jobState, job.jobState), eq(jobs.version, job.version)))
    .returning({ jobId: jobs.jobId });
  if (!won) throw conflict('billing.server.stale');
  await tx
    .update(jobBills)
    .set({ state: to, ...STAMPS[verb]!(p, now, reason) })
    .where(eq(jobBills.billId, bill.billId));
  let details: Record<string, unknown> = { billVersion: bill.billVersion, ...(via ? { via } : {}) };
  let documents: Awaited<ReturnType<typeof makeMoneyDocuments>> = [];
  if (verb === 'approveBill') {
    documents = await makeMoneyDocuments(tx, p, job, bill, deps.publicUrl, now);
    details = { ...details, documents: documents.map((d) => d.docNo) };
  }
  await recordJobEvent(tx, p, job.jobId, { verb, fromState: job.jobState, toState: to, reason, details });
  await notifyBillingParties(tx, p, job, verb, to, reason, bill);
  if (verb === 'verifyBill') {
    await sendApprovalLinks(tx, {
      job,
      billVersion: bill.billVersion,
      publicUrl: deps.publicUrl,
      secret: deps.secret,
      now,
      stage: 'VER_BILL',
      total: bill.total,
      currency: bill.currency,
    });
  }
  // The tax invoices of the taxable documents, numbered in this transaction (issue 15), as its last step: the
  // number's range stays locked until the commit (src/server/tax/tax-numbers.service.ts).
  if (documents.length) await issueTaxInvoices(tx, p, documents, job.contractId!, now);
}

export async function decideBill(
  db: Db,
  p: Principal,
  jobId: string,
  verb: BillDecisionVerb,
  body: BillVerbBody,
  deps: { publicUrl: string; secret: Uint8Array },
  now = new Date(),
) {
  return raceSafe(() =>
    db.transaction(async (tx) => {
      const job = await findJob(tx, p, jobId, true);
      await decideInTx(tx, p, job, verb, body, deps, now);
      return getJobBilling(tx, p, jobId);
    }),
  );
}

/** Many jobs at once (verify or acknowledge): each its own transaction and conditional update; says which won. */
export async function bulkDecide(
  db: Db,
  p: Principal,
  verb: 'verifyBill' | 'acknowledgeBill',
  list: Array<{ jobId: string; version?: number | undefined }>,
  deps: { publicUrl: string; secret: Uint8Array },
  now = new Date(),
) {
  const results = [];
  for (const item of list) {
    const jobId = item.jobId.toUpperCase();
    try {
      const state = await raceSafe(() =>
        db.transaction(async (tx) => {
          const job = await findJob(tx, p, jobId, true);
          await decideInTx(tx, p, job, verb, { version: item.version }, deps, now);
          return BILLING_ACTIONS[verb].to;
        }),
      );
      results.push({ jobId, ok: true, status: 200, message: null, jobState: state });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      results.push({ jobId, ok: false, status: error.httpStatus, message: error.message, jobState: null });
    }
  }
  return { results };
}

/** The next number of a series in the caller's transaction: the counter row, updated and returned (never max()+1). */
export async function nextNumber(tx: DbOrTx, series: string, year: number): Promise<number> {
  const [row] = await tx
    .insert(documentSeries)
    .values({ series, year, lastNo: 1 })
    .onConflictDoUpdate({
      target: [documentSeries.series, documentSeries.year],
      set: { lastNo: sql`${documentSeries.lastNo} + 1` },
    })
    .returning({ lastNo: documentSeries.lastNo });
  return row!.lastNo;
}

/** The verify URL of a money document's QR code. */
export const verifyUrlOf = (publicUrl: string, code: string) =>
  `${publicUrl.replace(/\/$/, '')}/api/v1/lintas/trucking/billing/verify-document/${code}`;

/**
 * At approval, in its transaction: the operator's debit note to the platform, the platform's debit note to the
 * creator, the platform-fee invoice of each side; numbered per series and year; due on the approval date plus the
 * contract's payment terms of the side; a job payment (NEW) per document; their ledger journal.
 */
async function makeMoneyDocuments(
  tx: Tx,
  p: Principal,
  job: Job,
  bill: typeof jobBills.$inferSelect,
  publicUrl: string,
  now: Date,
) {
  if (!job.contractId) throw conflict('billing.server.noContract');
  const [contract] = await tx.select().from(contracts).where(eq(contracts.contractId, job.contractId));
  if (!contract) throw conflict('billing.server.noContract');
  const lines = await tx.select().from(jobBillLines).where(eq(jobBillLines.billId, bill.billId)).orderBy(asc(jobBillLines.seq));
  const currency = bill.currency;
  const trips = await tx
    .select({ seq: jobTrips.seq, vehicleType: jobTrips.vehicleType, containerNo: jobTrips.containerNo })
    .from(jobTrips)
    .where(eq(jobTrips.jobId, job.jobId))
    .orderBy(asc(jobTrips.seq));
  // The documents' lines in English and Bahasa Indonesia, with names instead of codes.
  const texts = billLineTexts(lines, trips);
  const charge: ChargeLine[] = lines.map((l, i) => ({
    kind: l.kind,
    description: texts[i]!,
    quantity: l.quantity,
    amount: toMinor(l.amount, currency),
  }));
  // Approved cargo insurance policies of the job: their premiums on the creator's debit note (decision 0038).
  const premiums = await insurancePremiumLines(tx, job.jobId, currency);
  const computed = computeDocuments({
    currency,
    lines: charge,
    creatorOnlyLines: premiums.lines,
    creatorFee: {
      feeType: contract.customerFeeType,
      feeValue: contract.customerFeeValue,
      withholdingPct: contract.customerWithholdingPct,
    },
    operatorFee: { feeType: contract.toFeeType, feeValue: contract.toFeeValue, withholdingPct: contract.toWithholdingPct },
    feeLabel: (side) => platformFeeLineText(job.jobId, side),
    stampDutyLabel: stampDutyLineText(),
    freightForwardingVat: contract.freightForwardingVat,
  });
  const platform = p.accnId;
  const day = businessDate(now);
  const year = Number(day.slice(0, 4));
  const parties = {
    DN_TO: { from: job.toAccnId, to: platform, days: contract.toPaymentTermDays, direction: 'OUT' as const },
    DN_CO: { from: platform, to: job.creatorAccnId, days: contract.customerPaymentTermDays, direction: 'IN' as const },
    PF_CO: { from: platform, to: job.creatorAccnId, days: contract.customerPaymentTermDays, direction: 'IN' as const },
    PF_TO: { from: platform, to: job.toAccnId, days: contract.toPaymentTermDays, direction: 'IN' as const },
  };
  const out = [];
  for (const d of computed) {
    const party = parties[d.docType];
    const docNo = documentNumber(SERIES_OF[d.docType], year, await nextNumber(tx, SERIES_OF[d.docType], year));
    const dueDate = addDays(day, party.days);
    const [row] = await tx
      .insert(moneyDocuments)
      .values({
        docNo,
        docType: d.docType,
        jobId: job.jobId,
        billId: bill.billId,
        fromAccnId: party.from,
        toAccnId: party.to,
        currency,
        subtotal: fromMinor(d.subtotal, currency),
        taxBase: fromMinor(d.taxBase, currency),
        vat: fromMinor(d.vat, currency),
        withholding: fromMinor(d.withholding, currency),
        stampDuty: fromMinor(d.stampDuty, currency),
        total: fromMinor(d.total, currency),
        lines: d.lines,
        issuedAt: now,
        dueDate,
        verifyCode: randomBytes(16).toString('hex'),
      })
      .returning();
    await tx.insert(jobPayments).values({
      paymentId: `PY-${docNo.replaceAll('/', '-')}`,
      jobId: job.jobId,
      docId: row!.docId,
      direction: party.direction,
      amount: row!.total,
      currency,
      billingDate: day,
      dueDate,
      status: 'NEW',
    });
    out.push(row!);
    if (d.docType === 'DN_CO') await markPremiumsBilled(tx, premiums.appIds, row!.docId);
  }
  // The ledger's entries of the documents, in this transaction (issue 14).
  const journalId = await postBillApproval(tx, { usrId: p.usrId, at: now }, bill, out);
  // The credit reserved at submit is released; a contract paid by Credit pays the creator's documents from its line.
  const creditJournalId = await useCreditForBill(tx, p.usrId, job, out, now);
  // Money a payer paid before and nobody allocated (an overpayment) pays these documents first.
  await useUnallocatedFor(tx, out, p.usrId, `BILL-${bill.billId}`, now);
  await audit(tx, p, {
    event: 'BILL_DOCUMENTS',
    entity: 'job',
    entityId: job.jobId,
    after: {
      documents: out.map((d) => ({ docNo: d.docNo, docType: d.docType, total: d.total, dueDate: d.dueDate })),
      journalId,
      ...(creditJournalId !== null ? { creditJournalId } : {}),
    },
  });
  return out;
}

// ---------------------------------------------------------------------------------------------------
// Reading
// ---------------------------------------------------------------------------------------------------

type BillRow = typeof jobBills.$inferSelect;

async function versionsOf(db: DbOrTx, jobId: string) {
  const bills = await db
    .select({ bill: jobBills, billedByName: users.usrName })
    .from(jobBills)
    .leftJoin(users, eq(users.usrId, jobBills.billedBy))
    .where(eq(jobBills.jobId, jobId))
    .orderBy(desc(jobBills.billVersion));
  if (!bills.length) return [];
  const lines = await db
    .select()
    .from(jobBillLines)
    .where(
      inArray(
        jobBillLines.billId,
        bills.map((b) => b.bill.billId),
      ),
    )
    .orderBy(asc(jobBillLines.seq));
  const trips = await db
    .select({ seq: jobTrips.seq, vehicleType: jobTrips.vehicleType, containerNo: jobTrips.containerNo })
    .from(jobTrips)
    .where(eq(jobTrips.jobId, jobId))
    .orderBy(asc(jobTrips.seq));
  return bills.map(({ bill, billedByName }: { bill: BillRow; billedByName: string | null }) => {
    const own = lines.filter((l) => l.billId === bill.billId);
    const tripOf = tripsOfLines(own, trips);
    return {
      ...bill,
      billedByName,
      lines: own.map((l, i) => ({
        seq: l.seq,
        kind: l.kind,
        reimbursementType: l.reimbursementType,
        description: l.description,
        trip: tripOf[i] ?? null,
        quantity: l.quantity,
        amount: l.amount,
        receiptAttId: l.receiptAttId,
      })),
    };
  });
}

/** The money documents of a job the caller may read: its own company's (from or to), or all for the platform. */
async function documentsOf(db: DbOrTx, p: Principal, jobId: string, publicUrl: string) {
  const fromAcc = sql`(select accn_name from accounts where accn_id = ${moneyDocuments.fromAccnId})`;
  const toAcc = sql`(select accn_name from accounts where accn_id = ${moneyDocuments.toAccnId})`;
  const rows = await db
    .select({
      doc: moneyDocuments,
      billVersion: jobBills.billVersion,
      fromName: fromAcc.mapWith(String),
      toName: toAcc.mapWith(String),
    })
    .from(moneyDocuments)
    .innerJoin(jobBills, eq(jobBills.billId, moneyDocuments.billId))
    .where(eq(moneyDocuments.jobId, jobId))
    .orderBy(asc(moneyDocuments.docId));
  return rows
    .filter((r) => isPlatform(p) || r.doc.fromAccnId === p.accnId || r.doc.toAccnId === p.accnId)
    .map((r) => documentView(r.doc, r.billVersion, r.fromName, r.toName, publicUrl));
}

function documentView(
  doc: typeof moneyDocuments.$inferSelect,
  billVersion: number,
  fromName: string,
  toName: string,
  publicUrl: string,
) {
  const { verifyCode, billId: _b, ...rest } = doc;
  return {
    ...rest,
    billVersion,
    fromName,
    toName,
    totalInWordsId: amountInWords(doc.total, doc.currency, 'id'),
    totalInWordsEn: amountInWords(doc.total, doc.currency, 'en'),
    verifyUrl: verifyUrlOf(publicUrl, verifyCode),
  };
}

let publicUrlForReads = '';
/** The configured public URL (set once by the routes) for the verify URLs of documents read elsewhere. */
export const setBillingPublicUrl = (url: string) => {
  publicUrlForReads = url;
};

/** A job's billing: state, actions, current bill, versions, documents under verification, money documents, payments. */
export async function getJobBilling(db: DbOrTx, p: Principal, jobId: string) {
  const job = await findJob(db, p, jobId);
  const [names] = await db
    .select({
      creatorName: sql<string>`(select accn_name from accounts where accn_id = ${jobs.creatorAccnId})`,
      toName: sql<string>`(select accn_name from accounts where accn_id = ${jobs.toAccnId})`,
    })
    .from(jobs)
    .where(eq(jobs.jobId, jobId));
  const versions = await versionsOf(db, jobId);
  const bill = versions[0] ?? null;
  const documents = bill
    ? await db
        .select({ v: jobDocVerifications, attName: attachments.attName })
        .from(jobDocVerifications)
        .leftJoin(attachments, eq(attachments.attId, jobDocVerifications.attId))
        .where(eq(jobDocVerifications.billId, bill.billId))
        .orderBy(asc(jobDocVerifications.id))
    : [];
  const moneyDocs = await documentsOf(db, p, jobId, publicUrlForReads);
  const docIds = moneyDocs.map((d) => d.docId);
  const payments = docIds.length
    ? await db.select().from(jobPayments).where(inArray(jobPayments.docId, docIds)).orderBy(asc(jobPayments.paymentId))
    : [];
  return {
    jobId: job.jobId,
    jobState: job.jobState,
    version: job.version,
    creatorAccnId: job.creatorAccnId,
    creatorName: names!.creatorName,
    toAccnId: job.toAccnId,
    toName: names!.toName,
    currency: job.currency,
    totalCharge: job.totalCharge,
    // Approve is offered only once every document is verified (the server refuses it before: 409).
    actions: billingActions(job, p).filter(
      (a) => a !== 'approveBill' || (documents.length > 0 && documents.every((d) => d.v.state === 'VERIFIED')),
    ),
    bill,
    versions,
    documents: documents.map(({ v, attName }) => ({
      id: v.id,
      jobId: v.jobId,
      billVersion: bill!.billVersion,
      kind: v.kind,
      attId: v.attId,
      attName,
      state: v.state,
      remarks: v.remarks,
      remarkCount: v.remarks.length,
      updatedBy: v.updatedBy,
      updatedAt: v.updatedAt,
    })),
    moneyDocuments: moneyDocs,
    payments: payments.map(({ docId, ...pay }) => ({
      ...pay,
      docNo: moneyDocs.find((d) => d.docId === docId)!.docNo,
    })),
    allDocumentsVerified: documents.length > 0 && documents.every((d) => d.v.state === 'VERIFIED'),
  };
}

/** The job verbs (billing included) the caller may use: every row and detail carries them. */
export function billingActions(job: Pick<Job, 'jobState' | 'creatorAccnId' | 'toAccnId'>, p: Principal) {
  return (Object.keys(JOB_WORKFLOW.verbs) as Array<keyof typeof JOB_WORKFLOW.verbs>).filter(
    (verb) => refusalOf(JOB_WORKFLOW, verb, { state: job.jobState }, { ...p, sides: sidesOf(job, p) }) === null,
  );
}

/** One money document the caller's company is party to (the platform: any). */
export async function getMoneyDocument(db: DbOrTx, p: Principal, docId: number) {
  const [row] = await db
    .select({ doc: moneyDocuments, billVersion: jobBills.billVersion })
    .from(moneyDocuments)
    .innerJoin(jobBills, eq(jobBills.billId, moneyDocuments.billId))
    .where(eq(moneyDocuments.docId, docId));
  if (!row || !(isPlatform(p) || row.doc.fromAccnId === p.accnId || row.doc.toAccnId === p.accnId)) {
    throw notFound('Document not found');
  }
  const names = await db
    .select({ accnId: accounts.accnId, accnName: accounts.accnName })
    .from(accounts)
    .where(inArray(accounts.accnId, [row.doc.fromAccnId, row.doc.toAccnId]));
  const name = (id: string) => names.find((n) => n.accnId === id)?.accnName ?? id;
  return documentView(row.doc, row.billVersion, name(row.doc.fromAccnId), name(row.doc.toAccnId), publicUrlForReads);
}

/** The PDF of a money document the caller may read (A4; see money-document-pdf.ts). */
export async function getMoneyDocumentPdf(db: DbOrTx, p: Principal, docId: number) {
  const doc = await getMoneyDocument(db, p, docId);
  const parties = await db
    .select()
    .from(accounts)
    .where(inArray(accounts.accnId, [doc.fromAccnId, doc.toAccnId]));
  const party = (id: string) => parties.find((a) => a.accnId === id)!;
  return { docNo: doc.docNo, pdf: moneyDocumentPdf(doc, party(doc.fromAccnId), party(doc.toAccnId)) };
}

/** What the QR code's URL answers, to anyone: the document exists with this number, type, date and total. */
export async function verifyMoneyDocument(db: DbOrTx, code: string) {
  const [doc] = await db.select().from(moneyDocuments).where(eq(moneyDocuments.verifyCode, code));
  if (!doc) throw notFound('Document not found');
  return {
    docNo: doc.docNo,
    docType: doc.docType,
    issuedAt: doc.issuedAt,
    currency: doc.currency,
    total: doc.total,
    valid: true,
  };
}

// ---------------------------------------------------------------------------------------------------
// Document verification (platform level-1 support, ACK_BILL)
// ---------------------------------------------------------------------------------------------------

async function docForPlatform(tx: Tx, p: Principal, jobId: string, id: number) {
  const job = await findJob(tx, p, jobId, true);
  if (!isPlatform(p) || !p.permissions.includes('billing.approve')) throw forbidden();
  if (job.jobState !== 'ACK_BILL') throw conflict('billing.server.notAllowed');
  const bill = await currentBill(tx, jobId);
  const [doc] = await tx
    .select()
    .from(jobDocVerifications)
    .where(and(eq(jobDocVerifications.id, id), eq(jobDocVerifications.billId, bill?.billId ?? -1)))
    .for('update');
  if (!doc) throw notFound('Document not found');
  return { job, doc };
}

/** Marks a document verified, pending return (with a remark) or not verified; audited; the remark kept. */
export async function verifyDocument(db: Db, p: Principal, jobId: string, id: number, body: DocVerifyBody, now = new Date()) {
  return raceSafe(() =>
    db.transaction(async (tx) => {
      const { doc } = await docForPlatform(tx, p, jobId, id);
      const remark = body.remark?.trim() || null;
      const remarks = remark
        ? [...doc.remarks, { at: now.toISOString(), usrId: p.usrId, usrName: p.usrName, remark }]
        : doc.remarks;
      await tx
        .update(jobDocVerifications)
        .set({ state: body.state, remarks, updatedBy: p.usrId, updatedAt: now })
        .where(eq(jobDocVerifications.id, id));
      await audit(tx, p, {
        event: 'BILL_DOCUMENT_VERIFY',
        entity: 'job',
        entityId: jobId,
        remarks: remark,
        before: { id, kind: doc.kind, state: doc.state },
        after: { id, kind: doc.kind, state: body.state },
      });
      return getJobBilling(tx, p, jobId);
    }),
  );
}

/** Adds a remark to a document (its state unchanged). */
export async function remarkDocument(db: Db, p: Principal, jobId: string, id: number, remark: string, now = new Date()) {
  return raceSafe(() =>
    db.transaction(async (tx) => {
      const { doc } = await docForPlatform(tx, p, jobId, id);
      await tx
        .update(jobDocVerifications)
        .set({
          remarks: [...doc.remarks, { at: now.toISOString(), usrId: p.usrId, usrName: p.usrName, remark }],
          updatedBy: p.usrId,
          updatedAt: now,
        })
        .where(eq(jobDocVerifications.id, id));
      await audit(tx, p, { event: 'BILL_DOCUMENT_REMARK', entity: 'job', entityId: jobId, remarks: remark, after: { id } });
      return getJobBilling(tx, p, jobId);
    }),
  );
}

/** A document of a job's bill (receipt, operator invoice) for any party of the job (base64), else 404. */
export async function getBillDocumentFile(db: Db, p: Principal, jobId: string, attId: string) {
  await findJob(db, p, jobId);
  const [known] = await db
    .select({ id: jobDocVerifications.id })
    .from(jobDocVerifications)
    .where(and(eq(jobDocVerifications.jobId, jobId), eq(jobDocVerifications.attId, attId)))
    .limit(1);
  if (!known) throw notFound('Document not found');
  const [row] = await db.select().from(attachments).where(eq(attachments.attId, attId));
  if (!row) throw notFound('Document not found');
  return {
    attId: row.attId,
    attType: row.attType,
    attName: row.attName,
    mimeType: row.mimeType,
    attSize: row.attSize,
    attData: row.attData.toString('base64'),
  };
}

// ---------------------------------------------------------------------------------------------------
// The signed approval link: view and act
// ---------------------------------------------------------------------------------------------------

/** What the link page shows: the link's status and, when valid, the bill with the verbs the link allows. */
export async function viewApprovalLink(
  db: Db,
  p: Principal,
  params: LinkParams,
  token: string,
  secret: Uint8Array,
  now = new Date(),
) {
  const job = await findJob(db, p, params.jobId);
  const bill = await currentBill(db, job.jobId);
  const { status, linkId } = await linkStatus(db, secret, params, token, p, bill?.billVersion ?? null, now);
  if (status !== 'VALID') await auditLink(db, p, params, { status, linkId, view: true });
  const billing = status === 'VALID' ? await getJobBilling(db, p, job.jobId) : null;
  return {
    status,
    jobId: job.jobId,
    validDate: params.validDate,
    role: params.role,
    billing,
    actions: billing ? billing.actions.filter((a): a is LinkVerb => a === 'acknowledgeBill' || a === 'rejectBill') : [],
  };
}
type LinkVerb = 'acknowledgeBill' | 'rejectBill';

/**
 * Acts on the bill through the link: the named person signed in, the link valid (else refused, nothing changes),
 * the verb one the person may use now; the verb's own checks (state, version, suspended company) as on the screen.
 * The link is used in the same transaction. Each use and each refusal is audited.
 */
export async function actOnApprovalLink(
  db: Db,
  p: Principal,
  params: LinkParams,
  body: { token: string; verb: LinkVerb; reason?: string | null | undefined },
  deps: { publicUrl: string; secret: Uint8Array },
  now = new Date(),
) {
  try {
    return await raceSafe(() =>
      db.transaction(async (tx) => {
        const job = await findJob(tx, p, params.jobId, true);
        const bill = await currentBill(tx, job.jobId);
        const { status, linkId } = await linkStatus(tx, deps.secret, params, body.token, p, bill?.billVersion ?? null, now, true);
        if (status !== 'VALID') throw linkRefusal(status);
        await decideInTx(tx, p, job, body.verb, { reason: body.reason ?? null }, deps, now, 'link');
        await useLink(tx, linkId!, body.verb, now);
        await auditLink(tx, p, params, { status: 'USED_OK', verb: body.verb, linkId });
        return getJobBilling(tx, p, job.jobId);
      }),
    );
  } catch (error) {
    if (error instanceof AppError) {
      await audit(db, p, {
        event: 'BILL_LINK_REFUSED',
        entity: 'job',
        entityId: params.jobId,
        remarks: error.message,
        after: { ...params, verb: body.verb, status: error.code },
      });
    }
    throw error;
  }
}
