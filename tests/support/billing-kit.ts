import { createHash, randomInt } from 'node:crypto';
import { and, asc, desc, eq, like } from 'drizzle-orm';
import { apiCallers, type Reply, type TestContext } from './test-app';
import { attachments, jobDrops, jobs, jobTrips, outbox, userRoles, users } from '../../src/server/db/schema';

export const BILLING = '/api/v1/lintas/trucking/billing';

export type BillCall = (method: 'GET' | 'POST', url: string, payload?: unknown) => Promise<Reply>;

/** Signed-in callers of one test file, calling paths under the billing base (the file's shared sessions). */
export function billingCallers(ctx: TestContext) {
  const callers = apiCallers(ctx, BILLING);
  const as = async function as(usrId: string): Promise<BillCall> {
    return callers.as(usrId);
  };
  return Object.assign(as, {
    /** Forgets a user's session (after it ended), so the next call signs in again. */
    forget: callers.forget,
    /** The bearer header of a user's session (signing in again would end the one in use). */
    authorization: callers.authorization,
  });
}

/**
 * A delivered job of its own (a copy of the demo's delivered job CO1 -> TO1 with its trips and drops, priced at
 * submit, proof of delivery on every drop) under a new id.
 */
export async function deliveredJob(ctx: TestContext, opts: { totalCharge?: string } = {}): Promise<string> {
  const db = ctx.database.db;
  const [source] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.jobState, 'DLV'), eq(jobs.creatorAccnId, 'CO0001'), eq(jobs.toAccnId, 'TO0001')))
    .orderBy(asc(jobs.jobId))
    .limit(1);
  if (!source) throw new Error('no delivered demo job');
  const jobId = `JBT${String(randomInt(0, 1e9)).padStart(9, '0')}`;
  const charge = opts.totalCharge;
  // Not its tracking code: every job has its own (the column's default makes one).
  const { trackingCode: _code, ...copied } = source;
  await db.insert(jobs).values({ ...copied, jobId, version: 1, ...(charge ? { totalCharge: charge } : {}) });
  const trips = await db.select().from(jobTrips).where(eq(jobTrips.jobId, source.jobId)).orderBy(asc(jobTrips.seq));
  for (const [i, trip] of trips.entries()) {
    const { tripId: oldId, ...rest } = trip;
    const [row] = await db
      .insert(jobTrips)
      .values({ ...rest, jobId, ...(charge && i === 0 ? { charge } : charge ? { charge: '0.00' } : {}) })
      .returning({ tripId: jobTrips.tripId });
    const drops = await db.select().from(jobDrops).where(eq(jobDrops.tripId, oldId));
    for (const drop of drops) {
      const { dropId: _d, ...d } = drop;
      await db.insert(jobDrops).values({ ...d, jobId, tripId: row!.tripId });
    }
  }
  return jobId;
}

/** A document of a company's repository (PDF by default), written directly. */
export async function fileOf(ctx: TestContext, accnId: string, mimeType = 'application/pdf', attType = 'RECEIPT') {
  const data = Buffer.from(mimeType === 'application/pdf' ? '%PDF-1.4\n%%EOF\n' : 'just some text');
  const [row] = await ctx.database.db
    .insert(attachments)
    .values({
      accnId,
      attType,
      attName: mimeType === 'application/pdf' ? 'receipt.pdf' : 'notes.txt',
      attSize: data.length,
      mimeType,
      sha256: createHash('sha256').update(data).digest('hex'),
      attData: data,
    })
    .returning({ attId: attachments.attId });
  return row!.attId;
}

/** A bill body with a toll reimbursement and its receipt, and the operator's invoice. */
export async function billInput(ctx: TestContext, over: Record<string, unknown> = {}) {
  return {
    invoiceNo: `INV-${randomInt(0, 1e6)}`,
    invoiceAttId: await fileOf(ctx, 'TO0001', 'application/pdf', 'INVOICE'),
    reimbursements: [{ reimbursementType: 'TOLL', amount: '150000', receiptAttId: await fileOf(ctx, 'TO0001') }],
    additionalCharges: [],
    ...over,
  };
}

/** The approval links e-mailed for a job (newest first), as path + token. */
export async function approvalLinks(ctx: TestContext, jobId: string, usrId = 'CO1FIN') {
  const rows = await ctx.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.template, 'BILL_APPROVAL_LINK'), eq(outbox.usrId, usrId), like(outbox.body, `%${jobId}%`)))
    .orderBy(desc(outbox.id));
  return rows.map((r) => {
    const m =
      /https?:\/\/\S+\/trucking\/approve\/billing\/job\/truck\/(\S+?)\/(\S+?)\/(\S+?)\/(\d{4}-\d{2}-\d{2})\?token=(\S+)/.exec(
        r.body,
      );
    if (!m) throw new Error(`no link in ${r.body}`);
    return { jobId: m[1]!, accnId: m[2]!, role: m[3]!, validDate: m[4]!, token: decodeURIComponent(m[5]!), body: r.body };
  });
}

/** A second finance approver of CO0001 (a copy of CO1FIN), for the races between two approvers. */
export async function secondApprover(ctx: TestContext, usrId = 'CO1FIN2'): Promise<string> {
  const db = ctx.database.db;
  const [fin] = await db.select().from(users).where(eq(users.usrId, 'CO1FIN'));
  await db
    .insert(users)
    .values({ ...fin!, usrId, contactEmail: `${usrId.toLowerCase()}@example.test` })
    .onConflictDoNothing();
  await db.insert(userRoles).values({ usrId, roleId: 'FINANCE_APPROVER' }).onConflictDoNothing();
  return usrId;
}

/**
 * A delivered job taken to APP_BILL through the API: billed by TO1, verified by CO1, acknowledged by CO1FIN, every
 * document verified and the bill approved by L1SUPPORT. Answers the job id and the approval's billing.
 */
export async function approvedJob(
  ctx: TestContext,
  as: ReturnType<typeof billingCallers>,
  opts: { totalCharge?: string } = {},
): Promise<{ jobId: string; billing: { jobState: string; moneyDocuments: Array<{ docId: number; docType: string }> } }> {
  const jobId = await deliveredJob(ctx, opts);
  const call = async (usrId: string, url: string, payload: unknown = {}, method: 'GET' | 'POST' = 'POST') => {
    const res = await (await as(usrId))(method, url, payload);
    if (res.statusCode !== 200) throw new Error(`${method} ${url} as ${usrId}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  await call('TO1', `/jobs/${jobId}/bill`, await billInput(ctx));
  await call('CO1', `/jobs/${jobId}/verify`);
  await call('CO1FIN', `/jobs/${jobId}/acknowledge`);
  const billing = await call('L1SUPPORT', `/jobs/${jobId}`, undefined, 'GET');
  for (const doc of billing.documents as Array<{ id: number }>) {
    await call('L1SUPPORT', `/jobs/${jobId}/documents/${doc.id}/verify`, { state: 'VERIFIED' });
  }
  return { jobId, billing: await call('L1SUPPORT', `/jobs/${jobId}/approve`) };
}
