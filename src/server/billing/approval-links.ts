import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { businessDate } from '../../domain/contracts/contracts';
import { formatMoneyWithCurrency } from '../../domain/format';
import type { Db, Tx } from '../db/client';
import { billApprovalLinks, userRoles, users } from '../db/schema';
import { audit } from '../http/audit';
import { AppError, conflict, forbidden } from '../http/errors';
import { translate } from '../http/i18n';
import type { Principal } from '../http/principal';
import { enqueueMail } from '../mail/outbox';
import { findJob, type Job } from '../jobs/jobs.service';

/**
 * Approval by a signed link (issue 13, spec §2.1 `/approve/billing/job/truck/{jobId}/{accnId}/{role}/{validDate}`).
 * When a job is billed and again when it is verified, each active finance approver of the creator gets an e-mail
 * (outbox, English and Bahasa Indonesia) with a link of their own: the path names the job, the creator company,
 * the role and the last valid day; the `token` query parameter is `<linkId>.<HMAC-SHA256>` over the link id, job,
 * company, role, validity date and bill version with the server secret. The link's row makes it single-use and names
 * its person. The link base is the configured PUBLIC_URL, never a request header.
 */
export const APPROVAL_ROLE = 'FINANCE_APPROVER';
/** Days a link stays valid (its validity date is today + this, in Jakarta). */
export const APPROVAL_LINK_DAYS = 7;

export interface LinkParams {
  jobId: string;
  accnId: string;
  role: string;
  validDate: string;
}

function signature(secret: Uint8Array, linkId: string, params: LinkParams, billVersion: number): string {
  return createHmac('sha256', secret)
    .update([linkId, params.jobId, params.accnId, params.role, params.validDate, String(billVersion)].join('|'))
    .digest('base64url');
}

export const linkPath = (params: LinkParams) =>
  `/trucking/approve/billing/job/truck/${params.jobId}/${params.accnId}/${params.role}/${params.validDate}`;

/** The calendar day `days` after a YYYY-MM-DD day. */
export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Queues one e-mail with its own signed link per active finance approver of the job's creator company. */
export async function sendApprovalLinks(
  tx: Tx,
  a: {
    job: Pick<Job, 'jobId' | 'creatorAccnId'>;
    billVersion: number;
    publicUrl: string;
    secret: Uint8Array;
    now: Date;
    stage: 'BILLED' | 'VER_BILL';
    total: string;
    currency: string;
  },
): Promise<number> {
  const approvers = await tx
    .selectDistinct({ usrId: users.usrId, usrName: users.usrName, email: users.contactEmail })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.usrId, users.usrId))
    .where(and(eq(users.accnId, a.job.creatorAccnId), eq(users.usrStatus, 'A'), inArray(userRoles.roleId, [APPROVAL_ROLE])));
  const validDate = addDays(businessDate(a.now), APPROVAL_LINK_DAYS);
  const params: LinkParams = { jobId: a.job.jobId, accnId: a.job.creatorAccnId, role: APPROVAL_ROLE, validDate };
  let queued = 0;
  for (const approver of approvers) {
    if (!approver.email) continue;
    const [link] = await tx
      .insert(billApprovalLinks)
      .values({ ...params, billVersion: a.billVersion, usrId: approver.usrId })
      .returning({ linkId: billApprovalLinks.linkId });
    const token = `${link!.linkId}.${signature(a.secret, link!.linkId, params, a.billVersion)}`;
    const url = `${a.publicUrl.replace(/\/$/, '')}${linkPath(params)}?token=${encodeURIComponent(token)}`;
    const text = (lang: 'en' | 'id', key: string) =>
      translate(lang, key, {
        name: approver.usrName,
        job: a.job.jobId,
        amount: formatMoneyWithCurrency(a.total, a.currency),
        stage: translate(lang, `billing.states.${a.stage}`),
        link: url,
        validDate: validDate.split('-').reverse().join('/'),
      });
    await enqueueMail(tx, {
      to: approver.email,
      subject: `${text('en', 'billing.mail.approvalSubject')} / ${text('id', 'billing.mail.approvalSubject')}`,
      body: `${text('en', 'billing.mail.approvalBody')}\n\n---\n\n${text('id', 'billing.mail.approvalBody')}`,
      template: 'BILL_APPROVAL_LINK',
      usrId: approver.usrId,
    });
    queued++;
  }
  return queued;
}

export type LinkStatus = 'VALID' | 'USED' | 'EXPIRED' | 'REBILLED' | 'INVALID' | 'WRONG_USER';

/**
 * What the link is worth for this caller now: INVALID (unknown link, forged token, or any part of the path changed,
 * the role included), USED, EXPIRED (past its validity date, Jakarta), REBILLED (the bill has a newer version),
 * WRONG_USER (not the person it was sent to), else VALID.
 */
export async function linkStatus(
  tx: Db | Tx,
  secret: Uint8Array,
  params: LinkParams,
  token: string,
  p: Principal,
  currentVersion: number | null,
  now: Date,
  lock = false,
): Promise<{ status: LinkStatus; linkId: string | null }> {
  const [linkId, sig] = token.split('.');
  if (!linkId || !sig || !/^[0-9a-f-]{36}$/.test(linkId)) return { status: 'INVALID', linkId: null };
  const query = tx.select().from(billApprovalLinks).where(eq(billApprovalLinks.linkId, linkId));
  const [link] = lock ? await query.for('update') : await query;
  if (!link) return { status: 'INVALID', linkId: null };
  const expected = Buffer.from(signature(secret, linkId, params, link.billVersion));
  const given = Buffer.from(sig);
  const same =
    expected.length === given.length &&
    timingSafeEqual(expected, given) &&
    link.jobId === params.jobId &&
    link.accnId === params.accnId &&
    link.role === params.role &&
    link.validDate === params.validDate;
  if (!same) return { status: 'INVALID', linkId };
  if (link.usedAt) return { status: 'USED', linkId };
  if (businessDate(now) > link.validDate) return { status: 'EXPIRED', linkId };
  if (currentVersion !== link.billVersion) return { status: 'REBILLED', linkId };
  if (link.usrId !== p.usrId || p.accnId !== link.accnId || !p.authorities.includes(link.role)) {
    return { status: 'WRONG_USER', linkId };
  }
  return { status: 'VALID', linkId };
}

/** The refusal of a link that is not VALID: 403 for a forged link or another person, 409 for used/expired/re-billed. */
export function linkRefusal(status: Exclude<LinkStatus, 'VALID'>): AppError {
  const key = `billing.link.${status.toLowerCase()}`;
  return status === 'INVALID' || status === 'WRONG_USER' ? forbidden(key) : conflict(key);
}

/** Marks the link used in the act's transaction (only once: a second use loses). */
export async function useLink(tx: Tx, linkId: string, verb: string, now: Date): Promise<void> {
  const [won] = await tx
    .update(billApprovalLinks)
    .set({ usedAt: now, usedVerb: verb })
    .where(and(eq(billApprovalLinks.linkId, linkId), isNull(billApprovalLinks.usedAt)))
    .returning({ linkId: billApprovalLinks.linkId });
  if (!won) throw conflict('billing.link.used');
}

/** Audits a link's use or refusal (its own statement: a refusal is kept though the act changes nothing). */
export async function auditLink(
  db: Db | Tx,
  p: Principal,
  params: LinkParams,
  e: { status: LinkStatus | 'USED_OK'; verb?: string; linkId: string | null; view?: boolean },
): Promise<void> {
  await audit(db, p, {
    event: e.status === 'USED_OK' ? 'BILL_LINK_USED' : e.view ? 'BILL_LINK_VIEWED' : 'BILL_LINK_REFUSED',
    entity: 'job',
    entityId: params.jobId,
    remarks: e.status === 'USED_OK' ? (e.verb ?? null) : e.status,
    after: { ...params, linkId: e.linkId, verb: e.verb ?? null, status: e.status },
  });
}

/** The job behind a link, for the caller (tenancy as everywhere: 404 if not party). */
export const jobOfLink = (db: Db | Tx, p: Principal, jobId: string, lock = false) => findJob(db, p, jobId, lock);
