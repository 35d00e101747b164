import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { billInput, billingCallers } from '../../../tests/support/billing-kit';
import { expectLedgerInvariants } from '../../../tests/support/ledger-invariants';
import { apiCallers, useTestApp } from '../../../tests/support/test-app';
import { drivers, jobBills, jobResourceHolds, jobs, jobTerminations, trucks } from '../db/schema';

const ctx = useTestApp();
const api = apiCallers(ctx, '/api/v1/lintas/trucking/order-terminations');
const bills = billingCallers(ctx);

const demoJob = async (suffix: string) => {
  const [job] = await ctx.database.db
    .select()
    .from(jobs)
    .where(like(jobs.jobId, `%${suffix}`));
  return job!;
};

describe('order termination (issue 19)', () => {
  it('refuses bad input field by field, strangers (404), finished jobs (409) and a second open request (409)', async () => {
    const job = await demoJob('00005');
    const bad = await api.call('CO1', 'POST', '', { jobId: job.jobId, reason: 'short', owedAmount: '12,5' });
    expect(bad.status).toBe(400);
    expect(bad.body.err.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(bad.body.fieldErrors ?? bad.body.message)).toEqual(expect.arrayContaining(['reason', 'owedAmount']));
    const over = await api.call('CO1', 'POST', '', {
      jobId: job.jobId,
      reason: 'The consignee cancelled the order.',
      owedAmount: String(BigInt(job.totalCharge!.split('.')[0]!) + 1n),
    });
    expect(over.status).toBe(400);
    expect(JSON.stringify(over.body)).toContain('owedAmount');
    const stranger = await api.call('TO2', 'POST', '', {
      jobId: job.jobId,
      reason: 'Not my job at all, really.',
      owedAmount: '1',
    });
    expect(stranger.status).toBe(404);
    const delivered = await demoJob('00007');
    const done = await api.call('TO1', 'POST', '', {
      jobId: delivered.jobId,
      reason: 'Too late, it is delivered.',
      owedAmount: '1',
    });
    expect(done.status).toBe(409);
    // 00006 already has the seed's open request.
    const paused = await demoJob('00006');
    const twice = await api.call('TO1', 'POST', '', {
      jobId: paused.jobId,
      reason: 'Asking a second time here.',
      owedAmount: '1',
    });
    expect(twice.status).toBe(409);
  });

  it('the platform approves once (race: one 200, one 409): the job is TRM, its resources free, and billed the agreed amount', async () => {
    const job = await demoJob('00005');
    const trip = await ctx.database.db.select().from(jobResourceHolds).where(eq(jobResourceHolds.jobId, job.jobId));
    expect(trip.length).toBeGreaterThan(0);
    const asked = await api.call('CO1', 'POST', '', {
      jobId: job.jobId,
      reason: 'The consignee cancelled the order after the first drop.',
      owedAmount: '1500000',
    });
    expect(asked.status).toBe(201);
    expect(asked.body).toMatchObject({ state: 'SUB', side: 'creator', owedAmount: '1500000.00', actions: ['withdraw'] });
    const id = asked.body.terminationId as string;
    // The requester's company may not decide; a list shows it to both parties and the platform, not to others.
    expect((await api.call('CO1', 'POST', `/${id}/approve`, { version: 1 })).status).toBe(403);
    expect((await api.call('TO2', 'GET', `/${id}`)).status).toBe(404);
    const seen = await api.call('TO1', 'GET', `?jobId=${job.jobId}`);
    expect(seen.body.aaData.map((r: { terminationId: string }) => r.terminationId)).toEqual([id]);
    const platform = await api.call('OPADMIN', 'GET', `/${id}`);
    expect(platform.body.actions).toEqual(['approve', 'reject']);
    // Reject needs a remark.
    expect((await api.call('OPADMIN', 'POST', `/${id}/reject`, { version: 1 })).status).toBe(400);
    expect((await api.call('OPADMIN', 'POST', `/${id}/approve`, { version: 9 })).status).toBe(409);

    const [a, b] = await Promise.all([
      api.call('OPADMIN', 'POST', `/${id}/approve`, { version: 1 }),
      api.call('SUPERADMIN', 'POST', `/${id}/approve`, { version: 1 }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const [after] = await ctx.database.db.select().from(jobs).where(eq(jobs.jobId, job.jobId));
    expect(after!.jobState).toBe('TRM');
    expect(await ctx.database.db.select().from(jobResourceHolds).where(eq(jobResourceHolds.jobId, job.jobId))).toEqual([]);
    for (const h of trip) {
      if (h.resType === 'DRIVER') {
        const [d] = await ctx.database.db.select().from(drivers).where(eq(drivers.driverId, h.resId));
        expect(d!.drvState).toBe('RDY');
      }
      if (h.resType === 'TRUCK') {
        const [t] = await ctx.database.db.select().from(trucks).where(eq(trucks.truckId, h.resId));
        expect(t!.vhState).toBe('UNASSIGNED');
      }
    }

    // The existing billing flow bills it: one line of the agreed amount (plus the reimbursement), then approved.
    const to1 = await bills('TO1');
    const billed = await to1('POST', `/jobs/${job.jobId}/bill`, await billInput(ctx));
    expect(billed.statusCode, billed.body).toBe(200);
    const [bill] = await ctx.database.db.select().from(jobBills).where(eq(jobBills.jobId, job.jobId));
    expect(bill!.tripCharges).toBe('1500000.00');
    expect(bill!.total).toBe('1650000.00');
    expect((await (await bills('CO1'))('POST', `/jobs/${job.jobId}/verify`, {})).statusCode).toBe(200);
    expect((await (await bills('CO1FIN'))('POST', `/jobs/${job.jobId}/acknowledge`, {})).statusCode).toBe(200);
    const l1 = await bills('L1SUPPORT');
    const billing = (await l1('GET', `/jobs/${job.jobId}`)).json();
    for (const doc of billing.documents as Array<{ id: number }>) {
      expect((await l1('POST', `/jobs/${job.jobId}/documents/${doc.id}/verify`, { state: 'VERIFIED' })).statusCode).toBe(200);
    }
    const approved = await l1('POST', `/jobs/${job.jobId}/approve`, {});
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().jobState).toBe('APP_BILL');
    await expectLedgerInvariants(ctx.database.db);
  });

  it('the requester withdraws; a rejected request leaves the job as it was', async () => {
    const paused = await demoJob('00006');
    const [open] = await ctx.database.db
      .select()
      .from(jobTerminations)
      .where(and(eq(jobTerminations.jobId, paused.jobId), eq(jobTerminations.state, 'SUB')));
    const rejected = await api.call('OPADMIN', 'POST', `/${open!.terminationId}/reject`, {
      version: open!.version,
      remark: 'Wait for the port authority decision.',
    });
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({
      state: 'REJ',
      jobState: 'PAUSED',
      decisionRemark: 'Wait for the port authority decision.',
    });
    const again = await api.call('TO1', 'POST', '', {
      jobId: paused.jobId,
      reason: 'The cargo went back to the CFS.',
      owedAmount: '0',
    });
    expect(again.status).toBe(201);
    const withdrawn = await api.call('TO1', 'POST', `/${again.body.terminationId}/withdraw`, { version: 1 });
    expect(withdrawn.body).toMatchObject({ state: 'WDR', actions: [] });
  });
});
