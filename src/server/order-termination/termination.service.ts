import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { fromMinor, toMinor } from '../../domain/billing/money';
import type { DatatableQuery } from '../../domain/datatable';
import { JOB_WORKFLOW, refusalOfJob } from '../../domain/jobs/job-actions';
import {
  TERMINATION_DECIDE,
  TERMINATION_WORKFLOW,
  terminationActionsOf,
  terminationRefusal,
  type TerminationBody,
  type TerminationDecisionBody,
  type TerminationRow,
  type TerminationsQuery,
  type TerminationVerb,
} from '../../domain/order-termination/order-termination';
import { isPlatform } from '../../domain/permissions';
import { allowedFrom, type Actor } from '../../domain/workflow';
import type { Db, DbOrTx } from '../db/client';
import { accounts, jobs, jobTerminations } from '../db/schema';
import { audit } from '../http/audit';
import { likePattern, orderBy, pagedFrom } from '../http/datatable';
import { conflict, forbidden, notFound, validationFailed } from '../http/errors';
import type { Principal } from '../http/principal';
import { releaseResources } from '../jobs/job-actions.service';
import { recordJobEvent } from '../jobs/job-events';
import { findJob, sideOf } from '../jobs/jobs.service';

/**
 * Order terminations (issue 19; docs/decisions/0035-order-termination.md). A job's creator or operator asks; the
 * platform (`terminations.decide`) approves or rejects, never the user who asked; approval moves the job to TRM from
 * a live state in the same transaction, frees its driver, truck and chassis, and billing then charges the agreed
 * amount (src/server/order-termination/termination-billing.ts). Every change is a conditional update on state and
 * version: a lost race is 409.
 */

const requester = alias(accounts, 'requester');
const creator = alias(accounts, 'creator');
const operator = alias(accounts, 'operator');

const decides = (p: Principal) => isPlatform(p) && p.permissions.includes(TERMINATION_DECIDE);
/** The platform (deciders and readers of every job) sees every request; a company those of its jobs. */
const seesAll = (p: Principal) => isPlatform(p) && (decides(p) || p.permissions.includes('jobs.readAll'));
const scope = (p: Principal): SQL | undefined =>
  seesAll(p) ? undefined : or(eq(jobs.creatorAccnId, p.accnId), eq(jobs.toAccnId, p.accnId));

const columns = {
  terminationId: jobTerminations.terminationId,
  jobId: jobTerminations.jobId,
  jobState: jobs.jobState,
  jobStateAtRequest: jobTerminations.jobStateAtRequest,
  state: jobTerminations.state,
  side: jobTerminations.side,
  requesterAccnId: jobTerminations.requesterAccnId,
  requesterName: requester.accnName,
  requestedBy: jobTerminations.requestedBy,
  requestedAt: sql<string>`to_char(${jobTerminations.requestedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
  reason: jobTerminations.reason,
  currency: jobTerminations.currency,
  owedAmount: jobTerminations.owedAmount,
  jobTotal: jobs.totalCharge,
  creatorName: creator.accnName,
  operatorName: operator.accnName,
  decidedBy: jobTerminations.decidedBy,
  decidedAt: sql<string | null>`to_char(${jobTerminations.decidedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
  decisionRemark: jobTerminations.decisionRemark,
  version: jobTerminations.version,
};

const from = <F extends Record<string, unknown>>(db: DbOrTx, fields: F) =>
  db
    .select(fields as never)
    .from(jobTerminations)
    .innerJoin(jobs, eq(jobs.jobId, jobTerminations.jobId))
    .innerJoin(requester, eq(requester.accnId, jobTerminations.requesterAccnId))
    .innerJoin(creator, eq(creator.accnId, jobs.creatorAccnId))
    .innerJoin(operator, eq(operator.accnId, jobs.toAccnId));

type Row = Omit<TerminationRow, 'actions'>;

function actorOf(p: Principal, row: { requesterAccnId: string }): Actor {
  const sides = [...(isPlatform(p) ? ['platform'] : []), ...(row.requesterAccnId === p.accnId ? ['requester'] : [])];
  return { usrId: p.usrId, permissions: p.permissions, sides };
}

const withActions = <R extends Row>(p: Principal, row: R) => ({
  ...row,
  actions: terminationActionsOf({ state: row.state, requestedBy: row.requestedBy }, actorOf(p, row)),
});

const SORTABLE = {
  requestedAt: jobTerminations.requestedAt,
  terminationId: jobTerminations.terminationId,
  jobId: jobTerminations.jobId,
  state: jobTerminations.state,
};

/** The requests the caller may see, newest first (server-paged): filters state, jobId, search (id, job, company). */
export async function listTerminations(db: DbOrTx, p: Principal, q: TerminationsQuery) {
  const filters: SQL[] = [];
  if (q.state) filters.push(eq(jobTerminations.state, q.state));
  if (q.jobId) filters.push(eq(jobTerminations.jobId, q.jobId.toUpperCase()));
  if (q.search) {
    const like = likePattern(q.search);
    filters.push(
      or(
        ilike(jobTerminations.terminationId, like),
        ilike(jobTerminations.jobId, like),
        ilike(creator.accnName, like),
        ilike(operator.accnName, like),
      )!,
    );
  }
  const page = await pagedFrom(q as DatatableQuery, {
    columns,
    from: (fields) => from(db, fields),
    scope: scope(p),
    filter: filters.length ? and(...filters) : undefined,
    order: q.sort
      ? orderBy(q, SORTABLE, 'requestedAt', jobTerminations.terminationId)
      : [desc(jobTerminations.requestedAt), desc(jobTerminations.terminationId)],
  });
  return { ...page, aaData: (page.aaData as unknown as Row[]).map((r) => withActions(p, r)) };
}

/** One request the caller may see (else 404), with the verbs it may use. */
export async function getTermination(db: DbOrTx, p: Principal, terminationId: string) {
  const [row] = (await from(db, columns).where(
    and(eq(jobTerminations.terminationId, terminationId), scope(p)),
  )) as unknown as Row[];
  if (!row) throw notFound('orderTermination.server.notFound');
  return withActions(p, row);
}

/**
 * The job's creator (`jobs.create`) or operator (`jobs.operate`) asks to terminate a live job: the reason and what is
 * owed for the work done (in the job's currency, at most the job's agreed total). One open request per job (409).
 */
export async function requestTermination(db: Db, p: Principal, body: TerminationBody) {
  return db.transaction(async (tx) => {
    const job = await findJob(tx, p, body.jobId, true);
    const side = sideOf(job, p);
    // The job workflow's requestTermination verb: the creator with jobs.create or the operator with jobs.operate.
    const refusal = refusalOfJob('requestTermination', job, side, p);
    if (!side || refusal === 'side' || refusal === 'permission') throw forbidden();
    if (refusal === 'state') throw conflict('orderTermination.server.jobState');
    const currency = job.currency;
    if (!currency) throw conflict('orderTermination.server.jobState');
    const owed = toMinor(body.owedAmount, currency);
    if (job.totalCharge !== null && owed > toMinor(job.totalCharge, currency))
      throw validationFailed({ owedAmount: 'orderTermination.errors.overTotal' });
    const [open] = await tx
      .select({ id: jobTerminations.terminationId })
      .from(jobTerminations)
      .where(and(eq(jobTerminations.jobId, job.jobId), sql`${jobTerminations.state} in ('SUB','APP')`));
    if (open) throw conflict('orderTermination.server.open');
    const inserted = await tx
      .insert(jobTerminations)
      .values({
        jobId: job.jobId,
        side,
        requesterAccnId: p.accnId,
        requestedBy: p.usrId,
        jobStateAtRequest: job.jobState,
        reason: body.reason,
        currency,
        owedAmount: fromMinor(owed, currency),
      })
      .onConflictDoNothing()
      .returning({ terminationId: jobTerminations.terminationId });
    if (!inserted[0]) throw conflict('orderTermination.server.open');
    const terminationId = inserted[0].terminationId;
    await audit(tx, p, {
      event: 'ORDER_TERMINATION_REQUEST',
      entity: 'order_termination',
      entityId: terminationId,
      remarks: body.reason,
      after: { jobId: job.jobId, jobState: job.jobState, side, currency, owedAmount: fromMinor(owed, currency), state: 'SUB' },
    });
    return getTermination(tx, p, terminationId);
  });
}

/**
 * approve / reject (the platform, not the requester) or withdraw (the requester's company). Approve moves the job to
 * TRM from a live state (409 if it has left one), frees its resources and records the job's timeline event.
 */
export async function decideTermination(
  db: Db,
  p: Principal,
  terminationId: string,
  verb: TerminationVerb,
  body: TerminationDecisionBody,
) {
  const remark = body.remark?.trim() || null;
  if (TERMINATION_WORKFLOW.verbs[verb].to === 'REJ' && !remark) throw validationFailed({ remark: 'validation.required' });
  return db.transaction(async (tx) => {
    const [t] = await tx
      .select()
      .from(jobTerminations)
      .innerJoin(jobs, eq(jobs.jobId, jobTerminations.jobId))
      .where(and(eq(jobTerminations.terminationId, terminationId), scope(p)))
      .for('update', { of: jobTerminations });
    if (!t) throw notFound('orderTermination.server.notFound');
    const before = t.job_terminations;
    const refusal = terminationRefusal(verb, before, actorOf(p, before));
    if (refusal === 'state') throw conflict('orderTermination.server.notAllowed');
    if (refusal) throw forbidden();
    if (before.version !== body.version) throw conflict('orderTermination.server.stale');
    const now = new Date();
    const to = TERMINATION_WORKFLOW.verbs[verb].to;
    const [won] = await tx
      .update(jobTerminations)
      .set({
        state: to,
        version: before.version + 1,
        ...(verb === 'withdraw' ? {} : { decidedBy: p.usrId, decidedAt: now, decisionRemark: remark }),
      })
      .where(
        and(
          eq(jobTerminations.terminationId, terminationId),
          eq(jobTerminations.state, before.state),
          eq(jobTerminations.version, before.version),
        ),
      )
      .returning({ id: jobTerminations.terminationId });
    if (!won) throw conflict('orderTermination.server.stale');
    if (verb === 'approve') {
      const [job] = await tx.select().from(jobs).where(eq(jobs.jobId, before.jobId)).for('update');
      if (!job || !allowedFrom(JOB_WORKFLOW, 'terminate', job.jobState)) throw conflict('orderTermination.server.jobState');
      const [moved] = await tx
        .update(jobs)
        .set({ jobState: 'TRM', version: job.version + 1, updatedAt: now, updatedBy: p.usrId })
        .where(and(eq(jobs.jobId, job.jobId), eq(jobs.jobState, job.jobState), eq(jobs.version, job.version)))
        .returning({ jobId: jobs.jobId });
      if (!moved) throw conflict('orderTermination.server.stale');
      await releaseResources(tx, job.jobId);
      await recordJobEvent(tx, p, job.jobId, {
        verb: 'terminate',
        fromState: job.jobState,
        toState: 'TRM',
        reason: before.reason,
        details: { terminationId, currency: before.currency, owedAmount: before.owedAmount },
      });
    }
    await audit(tx, p, {
      event: `ORDER_TERMINATION_${verb.toUpperCase()}`,
      entity: 'order_termination',
      entityId: terminationId,
      remarks: remark,
      before: { state: before.state, version: before.version },
      after: { state: to, version: before.version + 1 },
    });
    return getTermination(tx, p, terminationId);
  });
}
