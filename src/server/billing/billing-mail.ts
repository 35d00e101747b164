import { and, eq, inArray } from 'drizzle-orm';
import { COMPANY_ADMIN_ROLES } from '../../domain/users';
import type { Tx } from '../db/client';
import { userRoles, users } from '../db/schema';
import { translate } from '../http/i18n';
import type { Principal } from '../http/principal';
import { enqueueMail } from '../mail/outbox';

/**
 * E-mails the active administrators of the other parties of a billing verb (outbox, English and Bahasa Indonesia):
 * the truck operator acts -> the creator and the customer; the creator acts -> the truck operator; the platform
 * acts -> both. The texts are under `billing.mail` (the job e-mails' shape).
 */
export async function notifyBillingParties(
  tx: Tx,
  actor: Principal,
  job: { jobId: string; creatorAccnId: string; customerAccnId: string; toAccnId: string },
  verb: string,
  state: string,
  reason?: string | null,
): Promise<number> {
  const to =
    actor.accnId === job.toAccnId
      ? [job.creatorAccnId, job.customerAccnId]
      : actor.accnId === job.creatorAccnId
        ? [job.toAccnId]
        : [job.creatorAccnId, job.toAccnId];
  const admins = await tx
    .selectDistinct({ usrId: users.usrId, usrName: users.usrName, email: users.contactEmail })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.usrId, users.usrId))
    .where(
      and(inArray(users.accnId, [...new Set(to)]), eq(users.usrStatus, 'A'), inArray(userRoles.roleId, [...COMPANY_ADMIN_ROLES])),
    );
  let queued = 0;
  for (const admin of admins) {
    if (!admin.email) continue;
    const text = (lang: 'en' | 'id', key: string) =>
      translate(lang, key, {
        name: admin.usrName,
        job: job.jobId,
        company: actor.accnName,
        user: actor.usrName,
        action: translate(lang, `billing.verbs.${verb}`),
        state: translate(lang, `billing.states.${state}`),
        reason: reason ? translate(lang, 'billing.mail.reason', { reason }) : '',
      });
    await enqueueMail(tx, {
      to: admin.email,
      subject: `${text('en', 'billing.mail.subject')} / ${text('id', 'billing.mail.subject')}`,
      body: `${text('en', 'billing.mail.body')}\n\n---\n\n${text('id', 'billing.mail.body')}`,
      template: `JOB_${verb.toUpperCase()}`,
      usrId: admin.usrId,
    });
    queued++;
  }
  return queued;
}
