import { queueStartUpRun } from '../mail/start-up-run';
import type PgBoss from 'pg-boss';
import type { Db } from '../db/client';
import { runContractSchedule } from './contracts.service';

const QUEUE = 'contracts-schedule';

/**
 * The contract schedule on the given pg-boss (a ScheduledJob of the mail worker): at start and at minute 7 of
 * every hour it applies approved requests whose start date has come, expires contracts past their end date and
 * queues the end-of-contract reminders (the outbox drains every minute). Every step is a conditional update, so
 * several API processes never apply, expire or remind twice.
 */
export async function scheduleContracts(boss: PgBoss, db: Db, log: (error: unknown) => void = () => {}): Promise<void> {
  await boss.createQueue(QUEUE);
  await boss.schedule(QUEUE, '7 * * * *');
  await boss.work(QUEUE, async () => {
    try {
      await runContractSchedule(db, new Date());
    } catch (error) {
      log(error);
      throw error;
    }
  });
  // A catch-up run at start-up; several processes starting together queue one (same key within a minute).
  await queueStartUpRun(boss, QUEUE);
}
