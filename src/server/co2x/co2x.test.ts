import { createHash } from 'node:crypto';
import { eq, like, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiCallers, useTestApp } from '../../../tests/support/test-app';
import { attachments, co2OffsetRequests, jobDrops, jobs, tripEmissions } from '../db/schema';

const ctx = useTestApp();
const api = apiCallers(ctx, '/api/v1/lintas/trucking/co2x');
const jobsApi = apiCallers(ctx, '/api/v1/lintas/trucking/jobs');

const kg = (rows: { co2eKg: string }[]) => rows.reduce((a, r) => a + BigInt(r.co2eKg.replace('.', '')), 0n);

describe('CO2 emissions (issue 19)', () => {
  it('the seed backfilled every delivered job; each company sees only its trips, the platform all; totals are the exact sums', async () => {
    const all = await api.call('OPADMIN', 'GET', '/trips?length=100');
    expect(all.status).toBe(200);
    expect(all.body.iTotalRecords).toBeGreaterThan(3);
    const co1 = await api.call('CO1', 'GET', '/trips?length=100');
    const to2 = await api.call('TO2', 'GET', '/trips?length=100');
    expect(to2.body.iTotalRecords).toBeLessThan(all.body.iTotalRecords);
    for (const r of co1.body.aaData) expect([r.customerName, r.creatorName, r.operatorName].join()).toMatch(/./);
    const [{ n }] = (
      await ctx.database.db.execute(
        sql`select count(*)::int as n from trip_emissions where creator_accn_id = 'CO0001' or customer_accn_id = 'CO0001' or to_accn_id = 'CO0001'`,
      )
    ).rows as [{ n: number }];
    expect(co1.body.iTotalRecords).toBe(n);
    const to2Ids = new Set(to2.body.aaData.map((r: { tripId: number }) => r.tripId));
    const [{ m }] = (
      await ctx.database.db.execute(
        sql`select count(*)::int as m from trip_emissions where to_accn_id = 'TO0002' or creator_accn_id = 'TO0002'`,
      )
    ).rows as [{ m: number }];
    expect(to2Ids.size).toBe(m);
    const totals = await api.call('CO1', 'GET', '/totals');
    expect(totals.status).toBe(200);
    const sum = kg(co1.body.aaData);
    expect(totals.body.co2eKg).toBe(`${sum / 1000n}.${String(sum % 1000n).padStart(3, '0')}`);
    expect(totals.body.trips).toBe(n);
    expect(Number(totals.body.gPerTkm)).toBeGreaterThan(10);
    // Bad filters are field errors.
    const bad = await api.call('CO1', 'GET', '/totals?from=2026-13-45');
    expect(bad.status).toBe(400);
    expect((await api.call('CO1', 'GET', '/trips?length=7')).status).toBe(400);
  });

  it("a job's figures for its parties only (404 otherwise), and the customer's statement PDF", async () => {
    const [row] = await ctx.database.db.select().from(tripEmissions).where(eq(tripEmissions.customerAccnId, 'CO0001')).limit(1);
    const own = await api.call('CO1', 'GET', `/jobs/${row!.jobId}`);
    expect(own.status).toBe(200);
    expect(own.body.trips.length).toBeGreaterThan(0);
    expect(own.body.totals.co2eKg).toMatch(/^\d+\.\d{3}$/);
    expect((await api.call('TO2', 'GET', `/jobs/${row!.jobId}`)).status).toBe(404);
    const pdf = await api.call('CO1', 'GET', '/statement/pdf');
    expect(pdf.status).toBe(200);
    expect(pdf.res.headers['content-type']).toContain('application/pdf');
    expect(
      Buffer.from(pdf.body as Buffer)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    // Another company's statement: not a party to its jobs (404); the platform may.
    expect((await api.call('CO1', 'GET', '/statement/pdf?customerAccnId=FF0001')).status).toBe(404);
    expect((await api.call('OPADMIN', 'GET', '/statement/pdf?customerAccnId=CO0001')).status).toBe(200);
  });

  it('an offset request records the server-side sum and answers the partner URL; a bad period is a field error', async () => {
    const bad = await api.call('CO1', 'POST', '/offsets', { from: '2026-05-01', to: '2026-04-01' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body.message)).toContain('to');
    const from = '2020-01-01';
    const to = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const totals = await api.call('CO1', 'GET', `/totals?from=${from}&to=${to}`);
    const made = await api.call('CO1', 'POST', '/offsets', { from, to, co2eKg: '1' });
    expect(made.status).toBe(400);
    const ok = await api.call('CO1', 'POST', '/offsets', { from, to });
    expect(ok.status).toBe(201);
    expect(ok.body.co2eKg).toBe(totals.body.co2eKg);
    expect(ok.body.redirectUrl).toMatch(/^https:\/\/offset-partner\.example\/lintas\?ref=LINTAS-\d+&company=CO0001&kgCo2e=/);
    const [rec] = await ctx.database.db.select().from(co2OffsetRequests).where(eq(co2OffsetRequests.offsetId, ok.body.offsetId));
    expect(rec).toMatchObject({ accnId: 'CO0001', requestedBy: 'CO1', co2eKg: totals.body.co2eKg });
    expect((await api.call('OPADMIN', 'POST', '/offsets', { from, to })).status).toBe(403);
  });

  it("the delivery that makes a job DLV records its trips' emissions in the same transaction", async () => {
    const [job] = await ctx.database.db.select().from(jobs).where(like(jobs.jobId, '%00005'));
    expect(job!.jobState).toBe('ONGOING');
    const drops = await ctx.database.db.select().from(jobDrops).where(eq(jobDrops.jobId, job!.jobId)).orderBy(jobDrops.seq);
    const data = Buffer.from('%PDF-1.4\n%%EOF\n');
    const [pod] = await ctx.database.db
      .insert(attachments)
      .values({
        accnId: 'TO0001',
        attType: 'POD',
        attName: 'pod.pdf',
        attSize: data.length,
        mimeType: 'application/pdf',
        sha256: createHash('sha256').update(data).digest('hex'),
        attData: data,
      })
      .returning({ attId: attachments.attId });
    for (const drop of drops) {
      expect(await ctx.database.db.select().from(tripEmissions).where(eq(tripEmissions.jobId, job!.jobId))).toEqual([]);
      const res = await jobsApi.call('TO1', 'POST', `/${job!.jobId}/deliver`, {
        dropId: drop.dropId,
        receiverName: 'Siti',
        deliveredAt: new Date().toISOString(),
        podAttId: pod!.attId,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    const recorded = await ctx.database.db.select().from(tripEmissions).where(eq(tripEmissions.jobId, job!.jobId));
    expect(recorded).toHaveLength(1);
    expect(Number(recorded[0]!.co2eKg)).toBeGreaterThan(0);
    expect(Number(recorded[0]!.loadedKm)).toBeGreaterThan(0);
  });
});
