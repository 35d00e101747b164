import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callers, created, type Call, documentOf, inHours, jobInput, ok, twoDropInput } from '../../../tests/support/job-kit';
import { TEST_PUBLIC_URL, useTestApp } from '../../../tests/support/test-app';
import { deliverPendingNotifications } from '../notifications/fanout';
import { permissionsOf } from '../../domain/permissions';
import { accounts, auditLog, ffCustomers, jobEvents, outbox, rateTables } from '../db/schema';
import type { Principal } from '../http/principal';
import { actOnJob } from './job-actions.service';
import { createJob } from './jobs.service';

const ctx = useTestApp();
const as = callers(ctx);
/** A draft with its delivery order document (submit asks for it). */
const createdDo = async (call: Call, body: Record<string, unknown>) =>
  created(call, { ...body, doAttId: await documentOf(ctx, 'CO0001') });

describe('jobs: create and change', () => {
  it('CO1 drafts a job (DRF) with a job id JB + date + 5 digits, its containers, trips and drops; audited and on the timeline', async () => {
    const co1 = await as('CO1');
    const job = await created(co1, jobInput());
    expect(job.jobId).toMatch(/^JB\d{8}\d{5}$/);
    expect(job.jobState).toBe('DRF');
    const detail = await ok(co1, 'GET', `/${job.jobId}`);
    expect(detail).toMatchObject({
      creatorAccnId: 'CO0001',
      customerAccnId: 'CO0001',
      toAccnId: 'TO0001',
      jobOutPaymentState: 'NEW',
      side: 'creator',
      actions: ['submit', 'delete', 'cancel', 'edit', 'attachDo'],
    });
    expect(detail.containers[0].containerNo).toBe('CSQU3054383');
    expect(detail.trips[0].drops).toHaveLength(1);
    expect(detail.events.map((e: { verb: string }) => e.verb)).toEqual(['create']);
    const audits = await ctx.database.db.select().from(auditLog).where(eq(auditLog.entityId, job.jobId));
    expect(audits.map((a) => a.audtEvent)).toContain('JOB_CREATE');
  });

  it('a bad container number, a past pickup and a job with no trips are field errors', async () => {
    const co1 = await as('CO1');
    const bad = jobInput();
    (bad.containers as Array<Record<string, unknown>>)[0]!.containerNo = 'CSQU3054384';
    let res = await co1('POST', '', bad);
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe('VALIDATION_FAILED');
    expect(res.json().message).toHaveProperty(['containers.0.containerNo']);

    const past = jobInput();
    (past.trips as Array<Record<string, unknown>>)[0]!.pickupAt = inHours(-2);
    res = await co1('POST', '', past);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toHaveProperty(['trips.0.pickupAt']);

    res = await co1('POST', '', jobInput({ trips: [] }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toHaveProperty(['trips']);
  });

  it('a truck operator without an active contract with the customer on the pickup date: field error on toAccnId', async () => {
    const co1 = await as('CO1');
    const res = await co1('POST', '', jobInput({ toAccnId: 'TO0003' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message.toAccnId).toBeTruthy();
    // The CO1-TO2 contract ends within a month: a pickup after it has no contract.
    const later = jobInput({
      toAccnId: 'TO0002',
      trips: [
        {
          tripType: 'S',
          vehicleType: 'VT25FT',
          pickupLocId: 'LOC-TO2-PERAK',
          pickupAt: inHours(24 * 60),
          drops: [{ locId: 'LOC-CO1-SUNTER', dropAt: inHours(24 * 61) }],
        },
      ],
      containers: [],
    });
    const res2 = await co1('POST', '', later);
    expect(res2.statusCode).toBe(400);
    expect(res2.json().message.toAccnId).toBeTruthy();
  });

  it('a truck operator cannot create jobs; a forwarder creates for its own cargo-owner customer only', async () => {
    const to1 = await as('TO1');
    expect((await to1('POST', '', jobInput())).statusCode).toBe(403);
    const ff1 = await as('FF1');
    let res = await ff1('POST', '', jobInput({ customerAccnId: 'CO0001' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message.customerAccnId).toBeTruthy();
    await ctx.database.db.insert(ffCustomers).values({ ffAccnId: 'FF0001', coAccnId: 'CO0001' });
    res = await ff1('POST', '', jobInput({ customerAccnId: 'CO0001', doAttId: await documentOf(ctx, 'FF0001') }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ creatorAccnId: 'FF0001', customerAccnId: 'CO0001' });
    // The cargo owner sees it once submitted (read only): a draft is the forwarder's alone.
    const co1 = await as('CO1');
    expect((await co1('GET', `/${res.json().jobId}`)).statusCode).toBe(404);
    await ok(ff1, 'POST', `/${res.json().jobId}/submit`, {});
    const seen = await ok(co1, 'GET', `/${res.json().jobId}`);
    expect(seen.actions).toEqual([]);
  });

  it('the creator changes a draft with its version; a stale version is 409', async () => {
    const co1 = await as('CO1');
    const job = await created(co1, jobInput());
    const changed = await ok(co1, 'PUT', `/${job.jobId}`, { ...jobInput({ customerRef: 'CHANGED' }), version: job.version });
    expect(changed.customerRef).toBe('CHANGED');
    expect(changed.version).toBe(job.version + 1);
    const stale = await co1('PUT', `/${job.jobId}`, { ...jobInput(), version: job.version });
    expect(stale.statusCode).toBe(409);
  });

  it('a suspended company cannot create or submit: its sessions end (408), and a request in flight is refused (403)', async () => {
    const co1 = await as('CO1');
    const job = await created(co1, jobInput());
    // A request already past authentication when the suspension lands: the service's guard refuses it.
    const inFlight: Principal = {
      usrId: 'CO1',
      usrName: 'CO1',
      accnId: 'CO0001',
      accnName: 'PT Sumber Makmur Abadi',
      accnType: 'ACC_TYPE_CO',
      accnStatus: 'A',
      authorities: ['ACCN_ADMIN', 'OFFICER'],
      permissions: [...permissionsOf(['ACCN_ADMIN', 'OFFICER'])],
      sessionId: 'test',
      remember: false,
    };
    await ctx.database.db.update(accounts).set({ accnStatus: 'S' }).where(eq(accounts.accnId, 'CO0001'));
    try {
      expect((await co1('POST', '', jobInput())).statusCode).toBe(408);
      await expect(createJob(ctx.database.db, inFlight, jobInput() as never)).rejects.toMatchObject({
        code: 'ACCOUNT_SUSPENDED',
      });
      await expect(actOnJob(ctx.database.db, inFlight, job.jobId, 'submit', {})).rejects.toMatchObject({
        code: 'ACCOUNT_SUSPENDED',
      });
    } finally {
      await ctx.database.db.update(accounts).set({ accnStatus: 'A' }).where(eq(accounts.accnId, 'CO0001'));
    }
    as.forget('CO1');
    expect((await ok(await as('CO1'), 'GET', `/${job.jobId}`)).jobState).toBe('DRF');
  });
});

describe('jobs: verbs of the state table', () => {
  it('submit prices every drop from the active rate (M then C drop 1) and keeps the charges and total', async () => {
    const co1 = await as('CO1');
    const job = await createdDo(co1, twoDropInput());
    const sub = await ok(co1, 'POST', `/${job.jobId}/submit`, { version: job.version });
    expect(sub.jobState).toBe('SUB');
    expect(sub.currency).toBe('IDR');
    expect(sub.totalCharge).toBe('2550000.00');
    expect(sub.trips[0].charge).toBe('2550000.00');
    expect(sub.trips[0].drops.map((d: { charge: string }) => d.charge)).toEqual(['1900000.00', '650000.00']);
    expect(sub.contractId).toMatch(/^CT/);
    // The operator is told by the notifications' fan-out (decision 0023): its e-mail in the outbox.
    await deliverPendingNotifications(ctx.database.db, { publicUrl: TEST_PUBLIC_URL });
    const mails = await ctx.database.db.select().from(outbox).where(eq(outbox.template, 'JOB_SUBMITTED'));
    expect(mails.length).toBeGreaterThan(0);
    expect(mails.map((m) => m.subject).join('\n')).toContain(job.jobId);
  });

  it('a draft (create or change) naming a route no active rate prices: a field error on the vehicle type or the drop', async () => {
    const co1 = await as('CO1');
    const unpriced = jobInput({
      containers: [],
      trips: [{ ...(jobInput().trips[0] as object), containerNo: null, vehicleType: 'VT10FT' }],
    });
    let res = await co1('POST', '', unpriced);
    expect(res.statusCode).toBe(400);
    // Priok -> Sunter is priced, but not for a 10 ft truck.
    expect(res.json().message).toEqual({ 'trips.0.vehicleType': expect.stringMatching(/vehicle type/) });
    const nowhere = jobInput({
      trips: [{ ...(jobInput().trips[0] as object), drops: [{ locId: 'LOC-CO1-KARAWANG', dropAt: inHours(28) }] }],
    });
    res = await co1('POST', '', nowhere);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toHaveProperty(['trips.0.drops.0.locId']);
    // The same check on a change.
    const job = await created(co1, jobInput());
    res = await co1('PUT', `/${job.jobId}`, { ...unpriced, version: job.version });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toHaveProperty(['trips.0.vehicleType']);
  });

  it('submit when the rate table was deactivated since: field error; when the contract is gone: field error on toAccnId', async () => {
    const co1 = await as('CO1');
    const job = await createdDo(co1, jobInput());
    const [table] = await ctx.database.db
      .select()
      .from(rateTables)
      .where(eq(rateTables.rateName, 'Sumber Makmur – Jabodetabek 2026'));
    await ctx.database.db.update(rateTables).set({ state: 'I' }).where(eq(rateTables.rateId, table!.rateId));
    try {
      const res = await co1('POST', `/${job.jobId}/submit`, {});
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toHaveProperty(['trips.0']);
    } finally {
      await ctx.database.db.update(rateTables).set({ state: 'A' }).where(eq(rateTables.rateId, table!.rateId));
    }
  });

  it('withdraw, delete; cancel and reject need a reason; accept only from SUB', async () => {
    const co1 = await as('CO1');
    const to1 = await as('TO1');
    const job = await createdDo(co1, jobInput());
    await ok(co1, 'POST', `/${job.jobId}/submit`, {});
    const withdrawn = await ok(co1, 'POST', `/${job.jobId}/withdraw`, {});
    expect(withdrawn).toMatchObject({ jobState: 'DRF', totalCharge: null, currency: null });
    expect((await co1('POST', `/${job.jobId}/withdraw`, {})).statusCode).toBe(409);
    // Withdrawn, the draft is the creator's alone again: the operator cannot find it.
    expect((await to1('POST', `/${job.jobId}/accept`, {})).statusCode).toBe(404);
    expect((await co1('POST', `/${job.jobId}/cancel`, {})).statusCode).toBe(400);
    expect((await ok(co1, 'POST', `/${job.jobId}/delete`, {})).jobState).toBe('DEL');
    expect((await co1('POST', `/${job.jobId}/submit`, {})).statusCode).toBe(409);

    const two = await createdDo(co1, jobInput());
    await ok(co1, 'POST', `/${two.jobId}/submit`, {});
    expect((await to1('POST', `/${two.jobId}/reject`, {})).statusCode).toBe(400);
    const rejected = await ok(to1, 'POST', `/${two.jobId}/reject`, { reason: 'No truck free' });
    expect(rejected.jobState).toBe('REJ');
    expect(rejected.events.at(-1)).toMatchObject({ verb: 'reject', fromState: 'SUB', toState: 'REJ', reason: 'No truck free' });
    // Rejected: the creator changes and submits again.
    const again = await ok(co1, 'POST', `/${two.jobId}/submit`, {});
    expect(again.jobState).toBe('SUB');
    expect((await ok(co1, 'POST', `/${two.jobId}/cancel`, { reason: 'Not needed' })).jobState).toBe('CAN');
    expect((await co1('POST', `/${two.jobId}/cancel`, { reason: 'again' })).statusCode).toBe(409);
  });

  it("the creator cannot use the operator's verbs and the operator not the creator's (403); a stale version is 409", async () => {
    const co1 = await as('CO1');
    const to1 = await as('TO1');
    const job = await createdDo(co1, jobInput());
    // A draft does not exist for the operator (404); once submitted, the creator's verbs are 403 to it.
    expect((await to1('POST', `/${job.jobId}/submit`, {})).statusCode).toBe(404);
    const sub = await ok(co1, 'POST', `/${job.jobId}/submit`, {});
    expect((await to1('POST', `/${job.jobId}/withdraw`, {})).statusCode).toBe(403);
    expect((await co1('POST', `/${job.jobId}/accept`, {})).statusCode).toBe(403);
    expect((await to1('POST', `/${job.jobId}/accept`, { version: sub.version - 1 })).statusCode).toBe(409);
    expect((await to1('POST', `/${job.jobId}/start`, {})).statusCode).toBe(409);
    expect((await to1('POST', `/${job.jobId}/pause`, {})).statusCode).toBe(409);
  });

  it('TO2 reading or acting on a TO1 job by id: 404', async () => {
    const co1 = await as('CO1');
    const to2 = await as('TO2');
    const job = await createdDo(co1, jobInput());
    await ok(co1, 'POST', `/${job.jobId}/submit`, {});
    expect((await to2('GET', `/${job.jobId}`)).statusCode).toBe(404);
    expect((await to2('GET', `/${job.jobId}/events`)).statusCode).toBe(404);
    expect((await to2('POST', `/${job.jobId}/accept`, {})).statusCode).toBe(404);
    expect((await to2('POST', `/${job.jobId}/assign`, { trips: [{ tripId: 1, driverId: 'X', truckId: 'Y' }] })).statusCode).toBe(
      404,
    );
    const ff1 = await as('FF1');
    expect((await ff1('GET', `/${job.jobId}`)).statusCode).toBe(404);
  });

  it('two TO1 users accepting the same job at once: one 200, one 409, accepted once on the timeline', async () => {
    const co1 = await as('CO1');
    const to1 = await as('TO1');
    await ctx.database.db.execute(
      `insert into users (usr_id, accn_id, usr_name, password_hash, usr_status, contact_email)
       select 'TO1OPS', accn_id, 'TO1 operations', password_hash, 'A', 'to1ops@example.com' from users where usr_id = 'TO1'`,
    );
    await ctx.database.db.execute(`insert into user_roles (usr_id, role_id) values ('TO1OPS', 'TO_OPERATION')`);
    const ops = await as('TO1OPS');
    const job = await createdDo(co1, jobInput());
    await ok(co1, 'POST', `/${job.jobId}/submit`, {});
    const [a, b] = await Promise.all([to1('POST', `/${job.jobId}/accept`, {}), ops('POST', `/${job.jobId}/accept`, {})]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const events = await ctx.database.db.select().from(jobEvents).where(eq(jobEvents.jobId, job.jobId));
    expect(events.filter((e) => e.verb === 'accept')).toHaveLength(1);
    expect((await ok(co1, 'GET', `/${job.jobId}`)).jobState).toBe('ACP');
  });

  it('the creator cancelling while the operator accepts: one wins and the timeline shows only that one', async () => {
    const co1 = await as('CO1');
    const to1 = await as('TO1');
    for (let round = 0; round < 3; round++) {
      const job = await createdDo(co1, jobInput());
      await ok(co1, 'POST', `/${job.jobId}/submit`, {});
      const [c, a] = await Promise.all([
        co1('POST', `/${job.jobId}/cancel`, { reason: 'Changed plans' }),
        to1('POST', `/${job.jobId}/accept`, {}),
      ]);
      expect([c.statusCode, a.statusCode].sort()).toEqual([200, 409]);
      const detail = await ok(co1, 'GET', `/${job.jobId}`);
      const verbs = detail.events.map((e: { verb: string }) => e.verb);
      if (c.statusCode === 200) {
        expect(detail.jobState).toBe('CAN');
        expect(verbs).toEqual(['create', 'submit', 'cancel']);
      } else {
        expect(detail.jobState).toBe('ACP');
        expect(verbs).toEqual(['create', 'submit', 'accept']);
      }
    }
  });
});

describe('jobs: list and export', () => {
  it('tenancy: a company sees the jobs it created, is customer of or operates; the platform all', async () => {
    const to2 = await as('TO2');
    const list = await ok(to2, 'GET', '?length=100');
    expect(list.aaData.length).toBeGreaterThan(0);
    expect(list.aaData.every((j: { toAccnId: string }) => j.toAccnId === 'TO0002')).toBe(true);
    const co1 = await as('CO1');
    const mine = await ok(co1, 'GET', '?length=100');
    expect(
      mine.aaData.every((j: { creatorAccnId: string; customerAccnId: string }) =>
        [j.creatorAccnId, j.customerAccnId].includes('CO0001'),
      ),
    ).toBe(true);
    const admin = await as('OPADMIN');
    const all = await ok(admin, 'GET', '?length=1000');
    expect(all.iTotalRecords).toBeGreaterThan(mine.iTotalRecords);
    expect(all.iTotalRecords).toBeGreaterThanOrEqual(mine.iTotalRecords + list.iTotalRecords - 0);
    // GLI (tax administration) reads every job too, and one by id, but acts on none.
    const gli = await as('GLIFIN');
    expect((await ok(gli, 'GET', '?length=1000')).iTotalRecords).toBe(all.iTotalRecords);
    const one = all.aaData[0] as { jobId: string };
    expect((await ok(gli, 'GET', `/${one.jobId}`)).actions).toEqual([]);
  });

  it('filters: state, payment state, creation date range; search by job id, reference, BL and container number', async () => {
    const co1 = await as('CO1');
    const job = await created(co1, jobInput({ customerRef: 'FIND-ME-REF', blNo: 'BLFIND0001' }));
    const byState = await ok(co1, 'GET', '?jobState=DRF&length=100');
    expect(byState.aaData.every((j: { jobState: string }) => j.jobState === 'DRF')).toBe(true);
    expect(byState.iTotalDisplayRecords).toBeLessThanOrEqual(byState.iTotalRecords);
    for (const search of [job.jobId, 'find-me', 'BLFIND', 'CSQU3054383']) {
      const found = await ok(co1, 'GET', `?search=${encodeURIComponent(search)}&length=100`);
      expect(
        found.aaData.map((j: { jobId: string }) => j.jobId),
        search,
      ).toContain(job.jobId);
    }
    const today = new Date().toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const ranged = await ok(co1, 'GET', `?jobDtCreateFrom=${tomorrow}&length=100`);
    expect(ranged.iTotalDisplayRecords).toBe(0);
    const window = await ok(
      co1,
      'GET',
      `?jobDtCreateFrom=2020-01-01&jobDtCreateTo=${tomorrow}&jobOutPaymentState=NEW&length=100`,
    );
    expect(window.aaData.map((j: { jobId: string }) => j.jobId)).toContain(job.jobId);
    expect(today).toBeTruthy();
    expect((await co1('GET', '?jobState=NOPE')).statusCode).toBe(400);
    expect((await co1('GET', '?sort=password')).statusCode).toBe(400);
  });

  it("a company's list (taken from its party indexes) has the same rows, order and counts as a plain query", async () => {
    const co1 = await as('CO1');
    const gone = await created(co1, jobInput());
    await ok(co1, 'POST', `/${gone.jobId}/delete`, { version: gone.version });
    const expected = async (state: string | null, dir: 'asc' | 'desc', tie: 'asc' | 'desc') =>
      (
        await ctx.database.pool.query<{ job_id: string }>(
          `select job_id from jobs where (creator_accn_id = 'CO0001' or ((customer_accn_id = 'CO0001' or to_accn_id = 'CO0001')
                                          and job_state not in ('DRF', 'DEL')))
              and ${state ? 'job_state = $1' : "job_state <> 'DEL' and $1::text is null"}
            order by created_at ${dir}, job_id ${tie}`,
          [state],
        )
      ).rows.map((r) => r.job_id);
    const ids = (list: { aaData: Array<{ jobId: string }> }) => list.aaData.map((j) => j.jobId);
    const all = await expected(null, 'desc', 'desc');
    expect(all.length).toBeGreaterThan(4);
    expect(all).not.toContain(gone.jobId);
    const page2 = await ok(co1, 'GET', '?start=2&length=10');
    expect(ids(page2)).toEqual(all.slice(2, 12));
    expect(page2.iTotalRecords).toBe(all.length);
    const oldest = await ok(co1, 'GET', '?sort=createdAt&order=asc&length=100');
    expect(ids(oldest)).toEqual(await expected(null, 'asc', 'asc'));
    const submitted = await ok(co1, 'GET', '?jobState=SUB&length=10');
    expect(submitted.iTotalDisplayRecords).toBe((await expected('SUB', 'desc', 'desc')).length);
    expect(submitted.iTotalRecords).toBe(all.length);
    const deleted = await ok(co1, 'GET', '?jobState=DEL&length=100');
    expect(ids(deleted)).toEqual(await expected('DEL', 'desc', 'desc'));
    expect(ids(deleted)).toContain(gone.jobId);
  });

  it("drafts are the creator's alone: TO1 sees a CO1 draft addressed to it only once submitted, and not after a withdraw", async () => {
    const co1 = await as('CO1');
    // TO1's own session, used for the jobs and the dashboard (the file's cached one is forgotten: signing in ends it).
    const authorization = (await ctx.signIn('TO1')).authorization;
    as.forget('TO1');
    const to1: Call = (method, url, payload) =>
      ctx.app.inject({
        method,
        url: `/api/v1/lintas/trucking/jobs${url}`,
        headers: { authorization },
        ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
      });
    const job = await createdDo(co1, jobInput({ customerRef: 'PRIVATE-DRAFT' }));
    const dashboard = async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/lintas/trucking/dashboard', headers: { authorization } });
      const cards = res.json().cards as Array<{ tabCode: string; transStatistic: Record<string, number> }>;
      return cards.find((c) => c.tabCode === 'truckingJobs')!.transStatistic;
    };
    const seen = async () => {
      const ids = (list: { aaData: Array<{ jobId: string }> }) => list.aaData.map((j) => j.jobId);
      // The party-index list (state filter), the general list (search) and both counts.
      const drafts = await ok(to1, 'GET', '?jobState=DRF&length=1000');
      const searched = await ok(to1, 'GET', '?search=PRIVATE-DRAFT&length=100');
      const all = await ok(to1, 'GET', '?length=1000');
      const csv = await to1('GET', '/export?format=csv');
      const detail = await to1('GET', `/${job.jobId}`);
      const events = await to1('GET', `/${job.jobId}/events`);
      return {
        inList: ids(all).includes(job.jobId),
        inStateList: ids(drafts).includes(job.jobId),
        inSearch: ids(searched).includes(job.jobId),
        inExport: csv.body.includes(job.jobId),
        drafts: drafts.iTotalDisplayRecords,
        total: all.iTotalRecords,
        detail: detail.statusCode,
        events: events.statusCode,
      };
    };
    const hidden = await seen();
    expect(hidden).toMatchObject({
      inList: false,
      inStateList: false,
      inSearch: false,
      inExport: false,
      detail: 404,
      events: 404,
    });
    expect(hidden.drafts).toBe(0);
    expect((await dashboard()).DRF ?? 0).toBe(0);
    expect((await to1('POST', `/${job.jobId}/accept`, {})).statusCode).toBe(404);

    await ok(co1, 'POST', `/${job.jobId}/submit`, {});
    const shown = await seen();
    expect(shown).toMatchObject({ inList: true, inSearch: true, inExport: true, detail: 200, events: 200 });
    expect(shown.total).toBe(hidden.total + 1);

    await ok(co1, 'POST', `/${job.jobId}/withdraw`, {});
    const again = await seen();
    expect(again).toMatchObject({ inList: false, inStateList: false, inSearch: false, inExport: false, detail: 404 });
    expect(again.total).toBe(hidden.total);
    // The creator still sees its draft everywhere.
    expect((await ok(co1, 'GET', '?jobState=DRF&length=1000')).aaData.map((j: { jobId: string }) => j.jobId)).toContain(
      job.jobId,
    );
    expect((await ok(co1, 'GET', `/${job.jobId}`)).jobState).toBe('DRF');
  });

  it('exports the filtered list as CSV and XLSX', async () => {
    const co1 = await as('CO1');
    const csv = await co1('GET', '/export?format=csv&jobState=DRF');
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Job ID');
    const xlsx = await co1('GET', '/export?format=xlsx');
    expect(xlsx.statusCode).toBe(200);
  });

  it('the demo data has jobs in every state', async () => {
    const admin = await as('OPADMIN');
    for (const state of ['DRF', 'SUB', 'ACP', 'ASG', 'ONGOING', 'PAUSED', 'DLV', 'REJ', 'CAN']) {
      const res = await ok(admin, 'GET', `?jobState=${state}`);
      expect(res.iTotalDisplayRecords, state).toBeGreaterThan(0);
    }
  });

  it('form options: operators under an active contract with the customer, and the locations of the parties', async () => {
    const co1 = await as('CO1');
    const operators = await ok(co1, 'GET', '/operator-options');
    expect(operators.map((o: { value: string }) => o.value).sort()).toEqual(['TO0001', 'TO0002']);
    const ff1 = await as('FF1');
    expect((await ok(ff1, 'GET', '/operator-options')).map((o: { value: string }) => o.value)).toEqual(['TO0001']);
    expect((await ff1('GET', '/operator-options?customerAccnId=CO0003')).statusCode).toBe(400);
    const locs = await ok(co1, 'GET', '/location-options?toAccnId=TO0001');
    const ids = locs.map((l: { value: string }) => l.value);
    expect(ids).toContain('LOC-TO1-PRIOK');
    expect(ids).toContain('LOC-CO1-SUNTER');
    expect(ids).not.toContain('LOC-TO2-PERAK');
    expect((await (await as('TO1'))('GET', '/operator-options')).statusCode).toBe(403);
  });

  it('a delivery order document of another company is a field error', async () => {
    const co1 = await as('CO1');
    const other = await documentOf(ctx, 'TO0001');
    const res = await co1('POST', '', jobInput({ doAttId: other }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message.doAttId).toBeTruthy();
  });
});
