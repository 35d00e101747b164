import { and, asc, eq } from 'drizzle-orm';
import type { AccountType } from '../../../domain/accounts';
import { permissionsForCompany, permissionsOf } from '../../../domain/permissions';
import { billJob, decideBill, getJobBilling, verifyDocument } from '../../billing/billing.service';
import type { Db, DbOrTx } from '../client';
import { demoAttachment } from './demo-files';
import type { Principal } from '../../http/principal';
import { accounts, jobDrops, jobs, jobTrips } from '../schema';

async function file(tx: DbOrTx, accnId: string, attType: string, attName: string) {
  return demoAttachment(tx, { accnId, attType, attName, by: 'TO1' });
}

export async function principal(tx: DbOrTx, usrId: string, accnId: string, roles: string[]): Promise<Principal> {
  const [account] = await tx.select().from(accounts).where(eq(accounts.accnId, accnId));
  return {
    usrId,
    usrName: usrId,
    accnId,
    accnName: account!.accnName,
    accnType: account!.atypId as AccountType,
    accnStatus: 'A',
    authorities: roles,
    permissions: permissionsForCompany(account!.atypId, [...permissionsOf(roles)]),
    sessionId: 'seed',
    remember: false,
  };
}

/** A copy of a delivered job (trips, drops and proofs of delivery) under a new id. */
async function copyJob(tx: DbOrTx, source: typeof jobs.$inferSelect, jobId: string) {
  const { trackingCode: _code, ...copied } = source;
  await tx.insert(jobs).values({ ...copied, jobId, version: 1 });
  const trips = await tx.select().from(jobTrips).where(eq(jobTrips.jobId, source.jobId)).orderBy(asc(jobTrips.seq));
  for (const trip of trips) {
    const { tripId, ...rest } = trip;
    const [row] = await tx
      .insert(jobTrips)
      .values({ ...rest, jobId })
      .returning({ tripId: jobTrips.tripId });
    for (const drop of await tx.select().from(jobDrops).where(eq(jobDrops.tripId, tripId))) {
      const { dropId: _d, ...d } = drop;
      await tx.insert(jobDrops).values({ ...d, jobId, tripId: row!.tripId });
    }
  }
}

/**
 * Demo billing (issue 13): copies of the demo's delivered job CO1 -> TO1 taken through the billing verbs by the
 * services themselves (bill with a toll reimbursement and its receipt; verify; acknowledge; the documents verified and
 * approved, with the numbered money documents and payments; one rejected), so the finance dashboard, the operator's
 * billing tab and the document verification queue have rows. The original delivered job and a copy stay, to be billed.
 * Answers the approved jobs (the demo payouts pay them out).
 */
export async function seedDemoBilling(tx: DbOrTx, publicUrl = 'http://localhost:8080'): Promise<string[]> {
  const [source] = await tx
    .select()
    .from(jobs)
    .where(and(eq(jobs.jobState, 'DLV'), eq(jobs.creatorAccnId, 'CO0001'), eq(jobs.toAccnId, 'TO0001')))
    .orderBy(asc(jobs.jobId))
    .limit(1);
  if (!source) return [];
  const db = tx as unknown as Db;
  const deps = { publicUrl, secret: new TextEncoder().encode('demo-seed-links-are-not-usable-000000') };
  const to1 = await principal(tx, 'TO1', 'TO0001', ['ACCN_ADMIN', 'TO_OPERATION']);
  const co1 = await principal(tx, 'CO1', 'CO0001', ['ACCN_ADMIN', 'OFFICER']);
  const fin = await principal(tx, 'CO1FIN', 'CO0001', ['FINANCE_APPROVER']);
  const l1 = await principal(tx, 'L1SUPPORT', 'LINTAS', ['SP_L1']);
  const plan: Array<{ suffix: string; steps: string[]; toll: string }> = [
    { suffix: '00101', steps: [], toll: '125000' },
    { suffix: '00102', steps: ['verifyBill'], toll: '87500' },
    { suffix: '00103', steps: ['verifyBill', 'acknowledgeBill'], toll: '210000' },
    { suffix: '00104', steps: ['verifyBill', 'acknowledgeBill', 'documents', 'approveBill'], toll: '150000' },
    { suffix: '00105', steps: ['rejectBill'], toll: '99000' },
    { suffix: '00106', steps: ['rejectBill'], toll: '64000' },
    // Approved, paid by the creator and put into payouts by the demo payouts (issue 14).
    { suffix: '00107', steps: ['verifyBill', 'acknowledgeBill', 'documents', 'approveBill'], toll: '175000' },
    { suffix: '00108', steps: ['verifyBill', 'acknowledgeBill', 'documents', 'approveBill'], toll: '92500' },
    // Approved and open: what CO1's finance pays on /payments (issue 14); three, so a retried journey finds one.
    { suffix: '00109', steps: ['verifyBill', 'acknowledgeBill', 'documents', 'approveBill'], toll: '172500' },
    { suffix: '00110', steps: ['verifyBill', 'acknowledgeBill', 'documents', 'approveBill'], toll: '93000' },
    { suffix: '00111', steps: ['verifyBill', 'acknowledgeBill', 'documents', 'approveBill'], toll: '118000' },
  ];
  const approved: string[] = [];
  // A second delivered job waits to be billed next to the original.
  await copyJob(tx, source, `${source.jobId.slice(0, -5)}00100`);
  for (const [n, item] of plan.entries()) {
    const jobId = `${source.jobId.slice(0, -5)}${item.suffix}`;
    await copyJob(tx, source, jobId);
    await billJob(
      db,
      to1,
      jobId,
      {
        invoiceNo: `INV/TO1/${jobId.slice(-5)}`,
        invoiceAttId: await file(tx, 'TO0001', 'INVOICE', `invoice-${n + 1}.pdf`),
        reimbursements: [
          {
            reimbursementType: 'TOLL',
            amount: item.toll,
            receiptAttId: await file(tx, 'TO0001', 'RECEIPT', `toll-receipt-${n + 1}.pdf`),
          },
        ],
        additionalCharges: [],
      },
      deps.publicUrl,
      deps.secret,
    );
    for (const step of item.steps) {
      if (step === 'documents') {
        const billing = await getJobBilling(tx, l1, jobId);
        for (const d of billing.documents) await verifyDocument(db, l1, jobId, d.id, { state: 'VERIFIED' });
        continue;
      }
      const who = step === 'verifyBill' ? co1 : step === 'acknowledgeBill' ? fin : step === 'rejectBill' ? co1 : l1;
      await decideBill(
        db,
        who,
        jobId,
        step as 'verifyBill',
        step === 'rejectBill' ? { reason: 'The toll receipt does not match the route' } : {},
        deps,
      );
    }
    if (item.steps.includes('approveBill')) approved.push(jobId);
  }
  return approved;
}
