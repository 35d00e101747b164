import { and, asc, inArray, sql } from 'drizzle-orm';
import type { EventType } from '../../../domain/notifications/event-types';
import { deliverPendingNotifications } from '../../notifications/fanout';
import { recordEvent } from '../../notifications/record-event';
import type { Db, Tx } from '../client';
import { accounts, jobs, notificationPreferences, notifications } from '../schema';

/**
 * Demo notifications (issue 17): the events the demo's billing recorded, plus job events of CO1's and FF1's jobs
 * told to each side, delivered by the real fan-out (in the portal and by e-mail, as a running server would); the
 * older half of each user's is read. A few preferences: CO1 takes tracking alerts in the portal only, TO1 takes
 * started jobs by e-mail only.
 */
export async function seedDemoNotifications(tx: Tx, publicUrl = 'http://localhost:8080'): Promise<void> {
  const names = Object.fromEntries(
    (await tx.select({ id: accounts.accnId, name: accounts.accnName }).from(accounts)).map((a) => [a.id, a.name]),
  );
  const picked = await tx
    .select()
    .from(jobs)
    .where(and(inArray(jobs.creatorAccnId, ['CO0001', 'FF0001']), inArray(jobs.jobState, ['ACP', 'ASG', 'ONGOING', 'DLV'])))
    .orderBy(asc(jobs.jobId))
    .limit(6);
  const steps: Array<{ type: EventType; state: string; byOperator: boolean }> = [
    { type: 'JOB_SUBMITTED', state: 'SUB', byOperator: false },
    { type: 'JOB_ACCEPTED', state: 'ACP', byOperator: true },
    { type: 'JOB_STARTED', state: 'ONGOING', byOperator: true },
  ];
  for (const job of picked)
    for (const step of steps) {
      const actor = step.byOperator ? job.toAccnId : job.creatorAccnId;
      await recordEvent(tx, {
        type: step.type,
        accnIds: step.byOperator ? [...new Set([job.creatorAccnId, job.customerAccnId])] : [job.toAccnId],
        record: { kind: 'job', id: job.jobId, path: `/applications/services/job/truck/view/${job.jobId}` },
        data: {
          jobNo: job.jobId,
          customerRefNo: job.customerRef,
          jobState: step.state,
          actorCompany: names[actor] ?? actor,
          reason: null,
        },
      });
    }
  await deliverPendingNotifications(tx as unknown as Db, { publicUrl });
  // The older half of each demo user's notifications is read.
  await tx.execute(sql`
    update ${notifications} n set read_at = n.created_at + interval '2 hours'
    from (select id, row_number() over (partition by usr_id order by created_at desc, id desc) as k,
                 count(*) over (partition by usr_id) as total
          from ${notifications}) r
    where r.id = n.id and r.k > r.total / 2`);
  await tx.insert(notificationPreferences).values([
    { usrId: 'CO1', ntCode: 'TRACKING_ALERT', channel: 'EMAIL', enabled: false },
    { usrId: 'TO1', ntCode: 'JOB_STARTED', channel: 'INAPP', enabled: false },
    { usrId: 'FF1', ntCode: 'BILL_VERIFIED', channel: 'EMAIL', enabled: false },
  ]);
}
