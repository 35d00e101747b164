import { queueStartUpRun } from '../mail/start-up-run';
import { and, inArray, lt } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Db } from '../db/client';
import { registrations } from '../db/schema';
import { audit } from '../http/audit';
import { readIntParam } from '../sysparams/sysparams.service';
import { translate } from '../http/i18n';
import { enqueueMail } from '../mail/outbox';
import { REGISTRATION_WORKFLOW } from '../../domain/registration';

/** Registrations the visitor may still change, and so may expire: drafts and those returned for amendment. */
const EXPIRING_STATES = [...REGISTRATION_WORKFLOW.verbs.expire.from];

/**
 * Marks X (expired) every registration still in DRAFT or RET whose last change (`updated_at`: the
 * last save, or the operator's return) is more than REGISTRATION_EXPIRY_DAYS before `now`. One
 * transaction, one audit row per registration (REGISTRATION_EXPIRED). The update is conditional on
 * the state, so two processes running it at once expire (and audit) each registration once.
 * Answers how many expired.
 */
export async function expireRegistrations(db: Db, now: Date = new Date()): Promise<number> {
  const days = await readIntParam(db, 'REGISTRATION_EXPIRY_DAYS');
  const cutoff = new Date(now.getTime() - days * 86_400_000);
  return db.transaction(async (tx) => {
    const expired = await tx
      .update(registrations)
      .set({ approvalState: 'X', updatedAt: now })
      .where(and(inArray(registrations.approvalState, EXPIRING_STATES), lt(registrations.updatedAt, cutoff)))
      .returning({ regId: registrations.regId, accnName: registrations.accnName, contactEmail: registrations.contactEmail });
    for (const row of expired) {
      // The visitor's language is not kept with a draft: the notice goes in English and Bahasa Indonesia.
      if (row.contactEmail && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(row.contactEmail)) {
        const vars = { company: row.accnName ?? '', days: String(days) };
        await enqueueMail(tx, {
          to: row.contactEmail,
          subject: `${translate('en', 'registration.mail.expiredSubject')} / ${translate('id', 'registration.mail.expiredSubject')}`,
          body: `${translate('en', 'registration.mail.expiredBody', vars)}\n\n---\n\n${translate('id', 'registration.mail.expiredBody', vars)}`,
          template: 'REGISTRATION_EXPIRED',
        });
      }
      await audit(tx, null, {
        event: 'REGISTRATION_EXPIRED',
        entity: 'registration',
        entityId: row.regId,
        remarks: row.accnName,
        after: { approvalState: 'X', expiryDays: days },
      });
    }
    return expired.length;
  });
}

const QUEUE = 'registration-expiry';

/**
 * Runs expireRegistrations on the given pg-boss at start and at minute 5 of every hour (pg-boss
 * schedules run once across all API processes). Stopping the boss stops it.
 */
export async function scheduleRegistrationExpiry(boss: PgBoss, db: Db, log: (error: unknown) => void = () => {}) {
  await boss.createQueue(QUEUE);
  await boss.schedule(QUEUE, '5 * * * *');
  await boss.work(QUEUE, async () => {
    try {
      await expireRegistrations(db);
    } catch (error) {
      log(error);
      throw error;
    }
  });
  // A catch-up run at start-up; several processes starting together queue one (same key within a minute).
  await queueStartUpRun(boss, QUEUE);
}
