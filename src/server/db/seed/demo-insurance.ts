import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../client';
import { jobs } from '../schema';
import { actOnInsurance, applyForInsurance } from '../../insurance/insurance.service';
import { principal } from './demo-billing';

/**
 * Demo cargo insurance (issue 19, decision 0038) through the services: CO1's electronics on its assigned job approved
 * by OPADMIN (policy POL/…/000001 and its certificate), CO1's application on its submitted job waiting for the
 * platform, one the platform rejected; FF1's USD application waiting and one it cancelled. Other CO1 jobs stay free to
 * insure (the journey's).
 */
export async function seedDemoInsurance(tx: DbOrTx, now = new Date()): Promise<void> {
  const db = tx as unknown as Db;
  const co1 = await principal(tx, 'CO1', 'CO0001', ['ACCN_ADMIN', 'OFFICER']);
  const ff1 = await principal(tx, 'FF1', 'FF0001', ['FF_ADMIN', 'ADMIN', 'OFFICER']);
  const opadmin = await principal(tx, 'OPADMIN', 'LINTAS', ['SP_OP_ADMIN', 'ADMIN']);
  const jobOf = async (accnId: string, state: string) => {
    const [job] = await tx
      .select({ jobId: jobs.jobId, currency: jobs.currency })
      .from(jobs)
      .where(and(eq(jobs.creatorAccnId, accnId), inArray(jobs.jobState, [state])))
      .orderBy(asc(jobs.jobId))
      .limit(1);
    return job;
  };
  const apply = (p: typeof co1, jobId: string, over: Record<string, string>) =>
    applyForInsurance(
      db,
      p,
      { jobId, insurerId: 'JASINDO', goodsType: 'GENERAL', goodsDesc: null, currency: 'IDR', cargoValue: '100000000', ...over },
      now,
    );
  const assigned = await jobOf('CO0001', 'ASG');
  if (assigned) {
    const a = await apply(co1, assigned.jobId, {
      goodsType: 'ELECTRONICS',
      goodsDesc: 'LED televisions 43", 240 cartons',
      cargoValue: '850000000',
    });
    await actOnInsurance(db, opadmin, a.appId, 'approve', {}, now);
  }
  const submitted = await jobOf('CO0001', 'SUB');
  if (submitted) {
    await apply(co1, submitted.jobId, {
      insurerId: 'SINARMAS',
      goodsType: 'FOODSTUFF',
      goodsDesc: 'Instant noodles, 1.200 cartons',
      cargoValue: '180000000',
    });
  }
  const accepted = await jobOf('CO0001', 'ACP');
  if (accepted) {
    const r = await apply(co1, accepted.jobId, {
      goodsType: 'CHEMICALS',
      goodsDesc: 'Industrial detergent',
      cargoValue: '40000000',
    });
    await actOnInsurance(
      db,
      opadmin,
      r.appId,
      'reject',
      { reason: 'Safety data sheet of the goods missing; apply again with it' },
      now,
    );
  }
  const ffSub = await jobOf('FF0001', 'SUB');
  if (ffSub) {
    await apply(ff1, ffSub.jobId, {
      currency: ffSub.currency ?? 'USD',
      goodsType: 'MACHINERY',
      goodsDesc: 'CNC lathe spare parts (import)',
      cargoValue: '64500.00',
    });
  }
  const ffPaused = await jobOf('FF0001', 'PAUSED');
  if (ffPaused) {
    const c = await apply(ff1, ffPaused.jobId, {
      currency: ffPaused.currency ?? 'USD',
      goodsType: 'TEXTILES',
      cargoValue: '12000.00',
    });
    await actOnInsurance(db, ff1, c.appId, 'cancel', {}, now);
  }
}
