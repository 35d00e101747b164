import { describe, expect, it } from 'vitest';
import { JOB_ACTIONS, JOB_VERBS, canAct, type JobVerb } from '../../domain/jobs/job-actions';
import { callers } from '../../../tests/support/job-kit';
import { useTestApp } from '../../../tests/support/test-app';
import { jobs } from '../db/schema';
import { PRIVATE_JOB_STATES } from './company-jobs';

const ctx = useTestApp();
const as = callers(ctx);

const USER_OF: Record<string, string> = { CO0001: 'CO1', FF0001: 'FF1', TO0001: 'TO1', TO0002: 'TO2' };

/** A body each route accepts in shape, so that only the state decides. */
function bodyFor(verb: JobVerb): Record<string, unknown> {
  if (verb === 'assign') return { trips: [{ tripId: 1, driverId: 'DRV-TO1-05', truckId: 'TRK-TO1-04' }] };
  if (verb === 'deliver') {
    return {
      dropId: 1,
      receiverName: 'Siti',
      deliveredAt: new Date().toISOString(),
      podAttId: '00000000-0000-4000-8000-000000000000',
    };
  }
  return { reason: 'test' };
}

describe('jobs: every verb refused from every state the table does not list (409), on the demo jobs', () => {
  it('answers 409 and leaves the job as it was', async () => {
    const demo = await ctx.database.db.select().from(jobs);
    const states = new Set(demo.map((j) => j.jobState));
    expect([...states].sort()).toEqual([
      'ACK_BILL',
      'ACP',
      'APP_BILL',
      'ASG',
      'BILLED',
      'CAN',
      'DLV',
      'DRF',
      'ONGOING',
      'PAUSED',
      'REJ',
      'REJ_BILL',
      'SUB',
      'VER_BILL',
    ]);
    let refused = 0;
    for (const job of demo) {
      for (const verb of JOB_VERBS) {
        const side = JOB_ACTIONS[verb].side;
        if (canAct(verb, job.jobState, side)) continue;
        const usrId = USER_OF[side === 'creator' ? job.creatorAccnId : job.toAccnId]!;
        const call = await as(usrId);
        const res = await call('POST', `/${job.jobId}/${verb}`, bodyFor(verb));
        // A draft is the creator's alone: to the truck operator it does not exist (404).
        const hidden = side === 'operator' && (PRIVATE_JOB_STATES as readonly string[]).includes(job.jobState);
        expect(res.statusCode, `${verb} from ${job.jobState}: ${res.body}`).toBe(hidden ? 404 : 409);
        refused++;
      }
      const after = await (await as(USER_OF[job.creatorAccnId]!))('GET', `/${job.jobId}`);
      expect(after.json()).toMatchObject({ jobState: job.jobState, version: job.version });
    }
    expect(refused).toBeGreaterThan(50);
  });
});
