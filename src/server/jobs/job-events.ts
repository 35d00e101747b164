import { and, eq, inArray } from 'drizzle-orm';
import { COMPANY_ADMIN_ROLES } from '../../domain/users';
import type { Tx } from '../db/client';
import { accounts, jobEvents, userRoles, users } from '../db/schema';
import { audit } from '../http/audit';
import { translate } from '../http/i18n';
import type { Principal } from '../http/principal';
import { enqueueMail } from '../mail/outbox';

export interface JobEventInput {
  verb: string;
  fromState: string | null;
  toState: string | null;
  reason?: string | null;
  details?: Record<string, unknown>;
}

/**
 * Records one action on a job in the caller's transaction: a timeline row (job_events) and an audit row.
 * Both commit with the change or not at all, so a lost race leaves no trace on the timeline.
 */
export async function recordJobEvent(tx: Tx, actor: Principal, jobId: string, e: JobEventInput): Promise<void> {
  await tx.insert(jobEvents).values({
    jobId,
    usrId: actor.usrId,
    accnId: actor.accnId,
    verb: e.verb,
    fromState: e.fromState,
    toState: e.toState,
    reason: e.reason ?? null,
    details: e.details === undefined ? null : e.details,
  });
  await audit(tx, actor, {
    event: `JOB_${e.verb.toUpperCase()}`,
    entity: 'job',
    entityId: jobId,
    remarks: e.reason ?? null,
    before: e.fromState ? { jobState: e.fromState } : undefined,
    after: e.details === undefined ? { jobState: e.toState } : { jobState: e.toState, ...(e.details as object) },
  });
}

/**
 * E-mails the active administrators of the other party (the truck operator when the creator acts; the creator
 * and the customer when the operator acts) through the outbox. The recipient's language is not known, so the
 * message is in English and Bahasa Indonesia (as the registration expiry notice). Answers how many were queued.
 */
export async function notifyOtherParty(
  tx: Tx,
  actor: Principal,
  job: { jobId: string; creatorAccnId: string; customerAccnId: string; toAccnId: string },
  verb: string,
  state: string,
  reason?: string | null,
): Promise<number> {
  const to = actor.accnId === job.toAccnId ? [...new Set([job.creatorAccnId, job.customerAccnId])] : [job.toAccnId];
  const admins = await tx
    .selectDistinct({ usrId: users.usrId, usrName: users.usrName, email: users.contactEmail })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.usrId, users.usrId))
    .innerJoin(accounts, eq(accounts.accnId, users.accnId))
    .where(and(inArray(users.accnId, to), eq(users.usrStatus, 'A'), inArray(userRoles.roleId, [...COMPANY_ADMIN_ROLES])));
  let queued = 0;
  for (const admin of admins) {
    if (!admin.email) continue;
    const text = (lang: 'en' | 'id', key: string) =>
      translate(lang, key, {
        name: admin.usrName,
        job: job.jobId,
        company: actor.accnName,
        user: actor.usrName,
        action: translate(lang, `jobs.verbs.${verb}`),
        state: translate(lang, `jobs.states.${state}`),
        reason: reason ? translate(lang, 'jobs.mail.reason', { reason }) : '',
      });
    await enqueueMail(tx, {
      to: admin.email,
      subject: `${text('en', 'jobs.mail.subject')} / ${text('id', 'jobs.mail.subject')}`,
      body: `${text('en', 'jobs.mail.body')}\n\n---\n\n${text('id', 'jobs.mail.body')}`,
      template: `JOB_${verb.toUpperCase()}`,
      usrId: admin.usrId,
    });
    queued++;
  }
  return queued;
}
