import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, jakartaToday, previousPeriod } from '../../domain/analytics/analytics';
import { apiCallers, useTestApp } from '../../../tests/support/test-app';
import { refreshAnalytics } from './analytics-refresh';

const ctx = useTestApp();
const { call } = apiCallers(ctx);
const BASE = '/api/v1/lintas/trucking/analytics';

const today = jakartaToday();
const from = addDays(today, -29);

/** A SQL over the base tables (never the views): the figures the page must show. */
async function rows<T extends Record<string, unknown>>(query: ReturnType<typeof sql>): Promise<T[]> {
  return (await ctx.database.db.execute<T>(query)).rows as T[];
}

const DAY = (column: string) => sql.raw(`(${column} at time zone 'Asia/Jakarta')::date`);

/** The company's jobs as its job list scopes them (or every job for the platform). */
const jobScope = (me: string | null) =>
  me
    ? sql`(j.creator_accn_id = ${me} or ((j.customer_accn_id = ${me} or j.to_accn_id = ${me}) and j.job_state not in ('DRF','DEL')))`
    : sql`true`;
const partyScope = (me: string | null) =>
  me ? sql`(j.creator_accn_id = ${me} or j.customer_accn_id = ${me} or j.to_accn_id = ${me})` : sql`true`;

/** Every figure of a period, counted independently from the tables. */
async function expected(me: string | null, f: string, t: string) {
  const range = (column: string) => sql`${DAY(column)} between ${f}::date and ${t}::date`;
  const [jobs] = await rows<{ n: number }>(
    sql`select count(*)::int as n from jobs j where j.job_state <> 'DEL' and ${range('j.created_at')} and ${jobScope(me)}`,
  );
  const perDay = await rows<{ day: string; n: number }>(sql`
    select ${DAY('j.created_at')}::text as day, count(*)::int as n from jobs j
     where j.job_state <> 'DEL' and ${range('j.created_at')} and ${jobScope(me)} group by 1`);
  const [active] = await rows<{ n: number }>(sql`
    select count(distinct a)::int as n from jobs j, unnest(array[j.creator_accn_id, j.customer_accn_id, j.to_accn_id]) a
     where j.job_state not in ('DRF','DEL') and ${range('j.created_at')} and ${jobScope(me)} ${me ? sql`and a <> ${me}` : sql``}`);
  const gmv = await rows<{ currency: string; amount: string; count: number }>(sql`
    select b.currency, sum(b.total)::text as amount, count(*)::int as count from job_bills b join jobs j on j.job_id = b.job_id
     where b.approved_at is not null and ${range('b.approved_at')} and ${partyScope(me)} group by 1 order by 1`);
  const [approval] = await rows<{ hours: string | null }>(sql`
    select round((avg(extract(epoch from b.approved_at - b.billed_at)) / 3600)::numeric, 1)::text as hours
      from job_bills b join jobs j on j.job_id = b.job_id
     where b.approved_at is not null and ${range('b.approved_at')} and ${partyScope(me)}`);
  const [drops] = await rows<{ delivered: number; on_time: number }>(sql`
    select count(*)::int as delivered, count(*) filter (where d.delivered_at <= d.drop_at)::int as on_time
      from job_drops d join jobs j on j.job_id = d.job_id where d.delivered_at is not null and ${range('d.delivered_at')} and ${partyScope(me)}`);
  const side = me
    ? sql`(case when p.direction = 'IN' then m.to_accn_id else m.from_accn_id end) = ${me}`
    : sql`p.direction = 'IN'`;
  const dso = await rows<{ currency: string; receivable: string; sales: string }>(sql`
    select p.currency,
           coalesce(sum(p.amount) filter (where p.billing_date <= ${t}::date and (p.paid_date is null or p.paid_date > ${t}::date)), 0)::text as receivable,
           coalesce(sum(p.amount) filter (where p.billing_date between ${f}::date and ${t}::date), 0)::text as sales
      from job_payments p join money_documents m on m.doc_id = p.doc_id
     where p.status <> 'CAN' and ${side}
       and p.billing_date <= ${t}::date and (p.paid_date is null or p.paid_date > ${t}::date or p.billing_date >= ${f}::date)
     group by 1 order by 1`);
  return { jobs: jobs!.n, perDay, active: active!.n, gmv, approval: approval!.hours, drops: drops!, dso };
}

type Figures = {
  jobs: number;
  jobsPerDay: { day: string; jobs: number }[];
  gmv: { currency: string; amount: string; count: number }[];
  activeCompanies: number;
  delivered: number;
  onTime: number;
  onTimePct: number | null;
  avgApprovalHours: number | null;
  dso: { currency: string; receivable: string; sales: string; days: number | null }[];
};

function expectFigures(actual: Figures, want: Awaited<ReturnType<typeof expected>>, length: number) {
  expect(actual.jobs).toBe(want.jobs);
  expect(actual.jobsPerDay).toHaveLength(length);
  for (const d of actual.jobsPerDay) expect(d.jobs).toBe(want.perDay.find((r) => r.day === d.day)?.n ?? 0);
  expect(actual.activeCompanies).toBe(want.active);
  expect(actual.gmv.map((g) => ({ ...g, amount: Number(g.amount) }))).toEqual(
    want.gmv.map((g) => ({ ...g, amount: Number(g.amount) })),
  );
  expect(actual.avgApprovalHours).toBe(want.approval === null ? null : Number(want.approval));
  expect(actual.delivered).toBe(want.drops.delivered);
  expect(actual.onTime).toBe(want.drops.on_time);
  expect(actual.dso.map((d) => [d.currency, Number(d.receivable), Number(d.sales)])).toEqual(
    want.dso.map((d) => [d.currency, Number(d.receivable), Number(d.sales)]),
  );
  for (const d of actual.dso)
    expect(d.days).toBe(Number(d.sales) > 0 ? Math.round((Number(d.receivable) / Number(d.sales)) * length * 10) / 10 : null);
}

describe('analytics (issue 17)', () => {
  beforeAll(async () => {
    // Spread part of the demo over the last days and the period before, so days and the comparison differ.
    await ctx.database.db.execute(sql`
      update jobs set created_at = created_at - make_interval(days => (abs(hashtext(job_id)) % 50))
       where job_id in (select job_id from jobs order by job_id limit 8)`);
    await refreshAnalytics(ctx.database.db);
  });

  it('shows the super admin figures equal to SQL counts over the tables, and the previous period', async () => {
    const res = await call('SUPERADMIN', 'GET', `${BASE}/platform?from=${from}&to=${today}`);
    expect(res.status).toBe(200);
    expect(res.body.scope).toBe('platform');
    expect(res.body.current.jobs).toBeGreaterThan(0);
    expect(res.body.current.gmv.length).toBeGreaterThan(0);
    expectFigures(res.body.current, await expected(null, from, today), 30);
    const before = previousPeriod(from, today);
    expect(res.body.previous).toMatchObject(before);
    expectFigures(res.body.previous, await expected(null, before.from, before.to), 30);
    const payouts = await rows<{ currency: string; amount: string; count: number }>(sql`
      select currency, sum(amount)::text as amount, count(*)::int as count from payouts
       where status in ('NEW','VER','APP','PAYING') group by 1 order by 1`);
    expect(res.body.payoutsPending.map((p: { amount: string }) => ({ ...p, amount: Number(p.amount) }))).toEqual(
      payouts.map((p) => ({ ...p, amount: Number(p.amount) })),
    );
    const [asOf] = await rows<{ at: Date }>(sql`select min(refreshed_at) as at from analytics_refreshes`);
    expect(new Date(res.body.asOf).getTime()).toBe(new Date(asOf!.at).getTime());
  });

  it("gives a company administrator its own company's figures, whatever the client asks", async () => {
    for (const [usrId, accnId] of [
      ['CO1', 'CO0001'],
      ['TO1', 'TO0001'],
    ] as const) {
      const res = await call(usrId, 'GET', `${BASE}/company?from=${from}&to=${today}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ scope: 'company', accnId });
      expect(res.body.current.jobs).toBeGreaterThan(0);
      expectFigures(res.body.current, await expected(accnId, from, today), 30);
      const payouts = await rows<{ n: number }>(
        sql`select count(*)::int as n from payouts where accn_id = ${accnId} and status in ('NEW','VER','APP','PAYING')`,
      );
      expect(res.body.payoutsPending.reduce((n: number, p: { count: number }) => n + p.count, 0)).toBe(payouts[0]!.n);
    }
    // Another company's id in the query is refused (the scope is never a parameter), not obeyed.
    const other = await call('CO1', 'GET', `${BASE}/company?from=${from}&to=${today}&accnId=TO0001`);
    expect(other.status).toBe(400);
  });

  it('refuses those without the role: a finance approver, a company admin on the platform page, anyone on a bad range', async () => {
    expect((await call('CO1FIN', 'GET', `${BASE}/company?from=${from}&to=${today}`)).status).toBe(403);
    expect((await call('CO1FIN', 'GET', `${BASE}/inventory`)).status).toBe(403);
    expect((await call('CO1', 'GET', `${BASE}/platform?from=${from}&to=${today}`)).status).toBe(403);
    expect((await call('OPADMIN', 'GET', `${BASE}/platform?from=${from}&to=${today}`)).status).toBe(403);
    const bad = await call('SUPERADMIN', 'GET', `${BASE}/platform?from=${today}&to=${addDays(today, -1)}`);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ status: 'VALIDATION_FAILED', message: { to: expect.any(String) } });
    for (const query of [
      `from=2026-02-30&to=${today}`,
      `from=${addDays(today, -400)}&to=${today}`,
      `from=%00&to=${today}`,
      'from=x',
    ])
      expect((await call('SUPERADMIN', 'GET', `${BASE}/platform?${query}`)).status).toBe(400);
  });

  it('keeps the figures as of the last refresh, and picks new jobs up at the next one', async () => {
    const url = `${BASE}/platform?from=${today}&to=${today}`;
    const before = (await call('SUPERADMIN', 'GET', url)).body;
    await ctx.database.db.execute(sql`
      insert into jobs (job_id, creator_accn_id, customer_accn_id, to_accn_id, shipment_type, load_type, trucking_direction,
                        charge_basis, pickup_at, job_state)
      select 'JBANALYTICS' || g, 'CO0001', 'CO0001', 'TO0001', shipment_type, load_type, trucking_direction, charge_basis, now(), 'SUB'
        from jobs, generate_series(1, 3) g where job_id = (select min(job_id) from jobs)`);
    expect((await call('SUPERADMIN', 'GET', url)).body.current.jobs).toBe(before.current.jobs);
    await refreshAnalytics(ctx.database.db);
    const after = (await call('SUPERADMIN', 'GET', url)).body;
    expect(after.current.jobs).toBe(before.current.jobs + 3);
    expect(new Date(after.asOf).getTime()).toBeGreaterThan(new Date(before.asOf).getTime());
  });

  it("shows a truck operator's fleet: states, idle trucks and expiring documents, as SQL counts them", async () => {
    const res = await call('TO1', 'GET', `${BASE}/inventory?idleDays=7`);
    expect(res.status).toBe(200);
    const trucks = await rows<{ k: string; n: number }>(
      sql`select vh_state as k, count(*)::int as n from trucks where accn_id = 'TO0001' and status = 'A' group by 1`,
    );
    expect(res.body.trucksByState).toEqual(Object.fromEntries(trucks.map((r) => [r.k, r.n])));
    const drivers = await rows<{ n: number }>(
      sql`select count(*)::int as n from drivers where accn_id = 'TO0001' and status = 'A'`,
    );
    expect(res.body.drivers).toBe(drivers[0]!.n);
    const idle = await rows<{ truck_id: string }>(sql`
      select t.truck_id from trucks t where t.accn_id = 'TO0001' and t.status = 'A'
         and not exists (select 1 from job_resource_holds h where h.res_type = 'TRUCK' and h.res_id = t.truck_id)
         and not exists (select 1 from job_trips j where j.truck_id = t.truck_id and j.pickup_at >= now() - interval '7 days')`);
    expect(res.body.idleTrucks.map((t: { truckId: string }) => t.truckId).sort()).toEqual(idle.map((r) => r.truck_id).sort());
    // The demo: STNK in 12 days, KIR in 25, a licence in 20 (30 days: 3); insurance in 45, a licence in 50 (60: 5); one expired.
    expect(res.body.expiringCounts).toEqual({ expired: 1, within30: 3, within60: 5 });
    expect(res.body.expiring[0]).toMatchObject({ kind: 'TRUCK', id: 'TRK-TO1-03', document: 'INSURANCE', days: -3 });
    // TO2's account administrator does not hold the ADMIN role (spec §6): refused.
    expect((await call('TO2', 'GET', `${BASE}/inventory`)).status).toBe(403);
    expect((await call('TO1', 'GET', `${BASE}/inventory?idleDays=0`)).status).toBe(400);
    expect((await call('TO1', 'GET', `${BASE}/inventory?idleDays=abc`)).status).toBe(400);
  });
});
