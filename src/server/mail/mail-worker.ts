import { eq, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import PgBoss from 'pg-boss';
import { withStartUpLock, type Db } from '../db/client';
import { outbox } from '../db/schema';
import { FANOUT_QUEUE } from '../notifications/fanout';
import { claimPending } from './outbox';

const QUEUE = 'outbox-drain';
const MAX_ATTEMPTS = 5;

/** SMTP transport from SMTP_URL (e.g. smtp://user:pass@host:587), or null: messages stay in the outbox, not sent. */
export function transportFromUrl(smtpUrl: string | undefined, from: string): Transporter | null {
  if (!smtpUrl) return null;
  return nodemailer.createTransport(smtpUrl, { from });
}

/** Sends (or marks not sent) every pending message, a batch at a time. Returns how many it handled. */
export async function drainOutbox(db: Db, transport: Transporter | null, from: string): Promise<number> {
  let handled = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const rows = await claimPending(tx, 20);
      for (const row of rows) {
        if (!transport) {
          await tx
            .update(outbox)
            .set({ status: 'NOT_SENT', lastError: 'No mail server configured (SMTP_URL unset)' })
            .where(eq(outbox.id, row.id));
          continue;
        }
        try {
          await transport.sendMail({ from, to: row.toAddress, subject: row.subject, text: row.body });
          await tx
            .update(outbox)
            .set({ status: 'SENT', sentAt: new Date(), attempts: sql`${outbox.attempts} + 1`, lastError: null })
            .where(eq(outbox.id, row.id));
        } catch (error) {
          const attempts = row.attempts + 1;
          await tx
            .update(outbox)
            .set({
              status: attempts >= MAX_ATTEMPTS ? 'FAILED' : 'PENDING',
              attempts,
              lastError: String((error as Error).message).slice(0, 1000),
            })
            .where(eq(outbox.id, row.id));
        }
      }
      return rows.length;
    });
    handled += batch;
    if (batch < 20) return handled;
  }
}

export interface MailWorker {
  /** Asks the worker to drain now (after a transaction that queued mail or recorded an event committed). */
  kick(): void;
  stop(): Promise<void>;
}

/** A scheduled job to run on the same pg-boss (e.g. scheduleRegistrationExpiry); stopping the worker stops it. */
export type ScheduledJob = (boss: PgBoss) => Promise<void>;

/**
 * The pg-boss worker: drains the outbox when kicked and every minute (which also retries
 * messages whose sending failed), and runs the other scheduled jobs it is given.
 */
export async function startMailWorker(
  db: Db,
  connectionString: string,
  transport: Transporter | null,
  from: string,
  jobs: readonly ScheduledJob[] = [],
): Promise<MailWorker> {
  const boss = new PgBoss({ connectionString, max: 2 });
  boss.on('error', () => {});
  // One process at a time creates pg-boss's schema and queues (several server processes on one database).
  await withStartUpLock({ connectionString }, async () => {
    await boss.start();
    await boss.createQueue(QUEUE);
    await boss.schedule(QUEUE, '* * * * *');
    await boss.work(QUEUE, async () => {
      await drainOutbox(db, transport, from);
    });
    for (const job of jobs) await job(boss);
  });
  return {
    kick() {
      void boss.send(QUEUE, {}).catch(() => {});
      // The notifications' fan-out (decision 0023): events recorded by the committed cause are delivered now.
      void boss.send(FANOUT_QUEUE, {}).catch(() => {});
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 5000 });
    },
  };
}
