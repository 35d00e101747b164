import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callers, created, documentOf, inHours, jobInput, ok, twoDropInput } from '../../../tests/support/job-kit';
import { TEST_PUBLIC_URL, useTestApp } from '../../../tests/support/test-app';
import { deliverPendingNotifications } from '../notifications/fanout';
import { chassis, drivers, jobEvents, jobResourceHolds, jobs, outbox, systemParams, trucks } from '../db/schema';

const ctx = useTestApp();
const as = callers(ctx);

type Job = Awaited<ReturnType<typeof created>>;

/** A job of CO1 with TO1 accepted (optionally with its delivery order document). */
async function accepted(input = jobInput(), withDo = true): Promise<Job> {
  const co1 = await as('CO1');
  const to1 = await as('TO1');
  const doAttId = withDo ? await documentOf(ctx, 'CO0001') : undefined;
  const job = await created(co1, { ...input, ...(doAttId ? { doAttId } : {}) });
  await ok(co1, 'POST', `/${job.jobId}/submit`, {});
  return ok(to1, 'POST', `/${job.jobId}/accept`, {});
}

/** Fresh drivers and trucks of TO1 for one test (ids unique per call); the truck of the trip's vehicle type. */
let serial = 0;
async function fleet(vhType = 'PRIME_MOVER') {
  serial++;
  const driverId = `DRV-T-${serial}`;
  const truckId = `TRK-T-${serial}`;
  await ctx.database.db.insert(drivers).values({
    driverId,
    accnId: 'TO0001',
    drvName: `Test driver ${serial}`,
    licenceNo: `TESTLIC${serial}`,
    licenceClass: 'B2_UMUM',
    licenceExpiry: '2030-01-01',
    phone: '+6281200000000',
  });
  await ctx.database.db
    .insert(trucks)
    .values({ truckId, accnId: 'TO0001', vhPlateNo: `B ${1000 + serial} TST`, vhType, chassisType: '20FT' });
  return { driverId, truckId };
}

describe('jobs: assignment', () => {
  it('assigns driver, truck and 20 ft chassis: ACP -> ASG; driver ASG, truck ASSIGNED, held; the creator is e-mailed', async () => {
    const to1 = await as('TO1');
    const job = await accepted();
    const { driverId, truckId } = await fleet();
    const res = await ok(to1, 'POST', `/${job.jobId}/assign`, {
      trips: [{ tripId: job.trips[0]!.tripId, driverId, truckId, chsId: 'CHS-TO1-2002' }],
    });
    expect(res.jobState).toBe('ASG');
    expect(res.trips[0]).toMatchObject({ driverId, truckId, chsId: 'CHS-TO1-2002' });
    const [driver] = await ctx.database.db.select().from(drivers).where(eq(drivers.driverId, driverId));
    expect(driver!.drvState).toBe('ASG');
    const holds = await ctx.database.db.select().from(jobResourceHolds).where(eq(jobResourceHolds.jobId, job.jobId));
    expect(holds).toHaveLength(3);
    await deliverPendingNotifications(ctx.database.db, { publicUrl: TEST_PUBLIC_URL });
    const mails = await ctx.database.db.select().from(outbox).where(eq(outbox.template, 'JOB_ASSIGNED'));
    expect(mails.some((m) => m.subject.includes(job.jobId) && m.toAddress.length > 0)).toBe(true);
    // Cancelled from ASG: the driver, truck and chassis are free again.
    const co1 = await as('CO1');
    await ok(co1, 'POST', `/${job.jobId}/cancel`, { reason: 'Plans changed' });
    expect(await ctx.database.db.select().from(jobResourceHolds).where(eq(jobResourceHolds.jobId, job.jobId))).toHaveLength(0);
    const [freed] = await ctx.database.db.select().from(drivers).where(eq(drivers.driverId, driverId));
    expect(freed!.drvState).toBe('RDY');
    const [truck] = await ctx.database.db.select().from(trucks).where(eq(trucks.truckId, truckId));
    expect(truck!.vhState).toBe('UNASSIGNED');
  });

  it('refuses a driver not ready, a truck in maintenance, a chassis of the wrong size or missing, another company’s driver', async () => {
    const to1 = await as('TO1');
    const job = await accepted();
    const { driverId, truckId } = await fleet();
    const tripId = job.trips[0]!.tripId;
    await ctx.database.db.update(drivers).set({ drvState: 'UNRDY' }).where(eq(drivers.driverId, driverId));
    let res = await to1('POST', `/${job.jobId}/assign`, { trips: [{ tripId, driverId, truckId, chsId: 'CHS-TO1-2002' }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toHaveProperty(['trips.0.driverId']);
    await ctx.database.db.update(drivers).set({ drvState: 'RDY' }).where(eq(drivers.driverId, driverId));
    res = await to1('POST', `/${job.jobId}/assign`, {
      trips: [{ tripId, driverId, truckId: 'TRK-TO1-07', chsId: 'CHS-TO1-2002' }],
    });
    expect(res.json().message).toHaveProperty(['trips.0.truckId']);
    res = await to1('POST', `/${job.jobId}/assign`, { trips: [{ tripId, driverId, truckId, chsId: 'CHS-TO1-4003' }] });
    expect(res.json().message).toHaveProperty(['trips.0.chsId']);
    res = await to1('POST', `/${job.jobId}/assign`, { trips: [{ tripId, driverId, truckId }] });
    expect(res.json().message).toHaveProperty(['trips.0.chsId']);
    res = await to1('POST', `/${job.jobId}/assign`, {
      trips: [{ tripId, driverId: 'DRV-TO2-01', truckId, chsId: 'CHS-TO1-2002' }],
    });
    expect(res.json().message).toHaveProperty(['trips.0.driverId']);
    // A driver on another live job (the demo ASG job holds DRV-TO1-01): 409.
    res = await to1('POST', `/${job.jobId}/assign`, {
      trips: [{ tripId, driverId: 'DRV-TO1-01', truckId, chsId: 'CHS-TO1-2002' }],
    });
    expect(res.statusCode).toBe(409);
    // Not from SUB (409); a draft is the creator's alone, so to the operator it does not exist (404).
    const co1 = await as('CO1');
    const draft = await created(co1, { ...jobInput(), doAttId: await documentOf(ctx, 'CO0001') });
    res = await to1('POST', `/${draft.jobId}/assign`, {
      trips: [{ tripId: draft.trips[0]!.tripId, driverId, truckId, chsId: 'CHS-TO1-2002' }],
    });
    expect(res.statusCode).toBe(404);
    await ok(co1, 'POST', `/${draft.jobId}/submit`, {});
    res = await to1('POST', `/${draft.jobId}/assign`, {
      trips: [{ tripId: draft.trips[0]!.tripId, driverId, truckId, chsId: 'CHS-TO1-2002' }],
    });
    expect(res.statusCode).toBe(409);
  });

  it('the same driver assigned to two jobs at once: one wins, the other 409', async () => {
    const to1 = await as('TO1');
    const [a, b] = [await accepted(twoDropInput()), await accepted(twoDropInput())];
    const { driverId } = await fleet();
    const t1 = await fleet();
    const t2 = await fleet();
    await ctx.database.db
      .update(trucks)
      .set({ vhType: 'VT20FT_BOX' })
      .where(inArray(trucks.truckId, [t1.truckId, t2.truckId]));
    const [ra, rb] = await Promise.all([
      to1('POST', `/${a.jobId}/assign`, { trips: [{ tripId: a.trips[0]!.tripId, driverId, truckId: t1.truckId }] }),
      to1('POST', `/${b.jobId}/assign`, { trips: [{ tripId: b.trips[0]!.tripId, driverId, truckId: t2.truckId }] }),
    ]);
    expect([ra.statusCode, rb.statusCode].sort()).toEqual([200, 409]);
    const holds = await ctx.database.db.select().from(jobResourceHolds).where(eq(jobResourceHolds.resId, driverId));
    expect(holds).toHaveLength(1);
    const loser = ra.statusCode === 409 ? a : b;
    const loserEvents = await ctx.database.db.select().from(jobEvents).where(eq(jobEvents.jobId, loser.jobId));
    expect(loserEvents.some((e) => e.verb === 'assign')).toBe(false);
  });

  it('reassigns in ASG (the old driver is freed) and assigns many jobs at once (all or nothing)', async () => {
    const to1 = await as('TO1');
    const job = await accepted(twoDropInput());
    const first = await fleet();
    const second = await fleet();
    await ctx.database.db.update(trucks).set({ vhType: 'VT20FT_BOX' }).where(eq(trucks.truckId, first.truckId));
    const tripId = job.trips[0]!.tripId;
    await ok(to1, 'POST', `/${job.jobId}/assign`, { trips: [{ tripId, ...first }] });
    const again = await ok(to1, 'POST', `/${job.jobId}/assign`, {
      trips: [{ tripId, driverId: second.driverId, truckId: first.truckId }],
    });
    expect(again.jobState).toBe('ASG');
    const [old] = await ctx.database.db.select().from(drivers).where(eq(drivers.driverId, first.driverId));
    expect(old!.drvState).toBe('RDY');

    const x = await accepted(twoDropInput());
    const y = await accepted(twoDropInput());
    const fx = await fleet('VT20FT_BOX');
    const fy = await fleet('VT20FT_BOX');
    // One bad row: nothing is assigned.
    const bad = await to1('POST', '/assign', {
      jobs: [
        { jobId: x.jobId, trips: [{ tripId: x.trips[0]!.tripId, ...fx }] },
        { jobId: y.jobId, trips: [{ tripId: y.trips[0]!.tripId, driverId: 'NOPE', truckId: fy.truckId }] },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toHaveProperty(['jobs.1.trips.0.driverId']);
    expect((await ok(to1, 'GET', `/${x.jobId}`)).jobState).toBe('ACP');
    const good = await ok(to1, 'POST', '/assign', {
      jobs: [
        { jobId: x.jobId, trips: [{ tripId: x.trips[0]!.tripId, ...fx }] },
        { jobId: y.jobId, trips: [{ tripId: y.trips[0]!.tripId, ...fy }] },
      ],
    });
    expect(good.jobs.map((j: { jobState: string }) => j.jobState)).toEqual(['ASG', 'ASG']);
  });
});

describe('jobs: start, pause, deliver', () => {
  it('a two-drop job: start needs the delivery order; pause and start again; each drop delivered with its proof in order; DLV frees the fleet', async () => {
    const co1 = await as('CO1');
    const to1 = await as('TO1');
    // A draft without its delivery order: submit asks for it, as a field error naming the document.
    const bare = await created(co1, twoDropInput());
    const refused = await co1('POST', `/${bare.jobId}/submit`, {});
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toEqual({ doAttId: expect.stringMatching(/delivery order/) });
    // A live job without it (submitted before submit asked for it): start is 409 until the creator attaches it,
    // without editing the job (no reject, edit, resubmit).
    const noDo = await accepted(twoDropInput());
    await ctx.database.db.update(jobs).set({ doAttId: null }).where(eq(jobs.jobId, noDo.jobId));
    const f0 = await fleet();
    await ctx.database.db.update(trucks).set({ vhType: 'VT20FT_BOX' }).where(eq(trucks.truckId, f0.truckId));
    const assigned0 = await ok(to1, 'POST', `/${noDo.jobId}/assign`, { trips: [{ tripId: noDo.trips[0]!.tripId, ...f0 }] });
    expect((await to1('POST', `/${noDo.jobId}/start`, {})).statusCode).toBe(409);
    const doc = await documentOf(ctx, 'CO0001');
    expect((await to1('POST', `/${noDo.jobId}/delivery-order`, { doAttId: doc })).statusCode).toBe(403);
    const othersDoc = await documentOf(ctx, 'TO0001');
    const wrongDoc = await co1('POST', `/${noDo.jobId}/delivery-order`, { doAttId: othersDoc });
    expect(wrongDoc.statusCode).toBe(400);
    expect(wrongDoc.json().message).toHaveProperty(['doAttId']);
    expect((await co1('POST', `/${noDo.jobId}/delivery-order`, { doAttId: doc, version: 1 })).statusCode).toBe(409);
    const attached = await ok(co1, 'POST', `/${noDo.jobId}/delivery-order`, { doAttId: doc, version: assigned0.version });
    expect(attached).toMatchObject({ jobState: 'ASG', doAttId: doc });
    expect(attached.events.at(-1)).toMatchObject({ verb: 'document', fromState: 'ASG', toState: 'ASG' });
    expect((await ok(to1, 'POST', `/${noDo.jobId}/start`, {})).jobState).toBe('ONGOING');

    const job = await accepted(twoDropInput());
    const f = await fleet('VT20FT_BOX');
    await ok(to1, 'POST', `/${job.jobId}/assign`, { trips: [{ tripId: job.trips[0]!.tripId, ...f }] });
    expect((await ok(to1, 'POST', `/${job.jobId}/start`, {})).jobState).toBe('ONGOING');
    expect((await co1('POST', `/${job.jobId}/cancel`, { reason: 'late' })).statusCode).toBe(409);
    expect((await ok(to1, 'POST', `/${job.jobId}/pause`, {})).jobState).toBe('PAUSED');
    const pod = await documentOf(ctx, 'TO0001', 'POD');
    const [d1, d2] = job.trips[0]!.drops;
    const proof = (dropId: number) => ({ dropId, receiverName: 'Siti', deliveredAt: inHours(0), podAttId: pod });
    expect((await to1('POST', `/${job.jobId}/deliver`, proof(d1!.dropId))).statusCode).toBe(409); // paused
    await ok(to1, 'POST', `/${job.jobId}/start`, {});
    expect((await to1('POST', `/${job.jobId}/deliver`, proof(d2!.dropId))).statusCode).toBe(409); // out of order
    const creatorsDoc = await documentOf(ctx, 'CO0001', 'POD');
    const wrong = await to1('POST', `/${job.jobId}/deliver`, { ...proof(d1!.dropId), podAttId: creatorsDoc });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toHaveProperty(['podAttId']);
    const half = await ok(to1, 'POST', `/${job.jobId}/deliver`, proof(d1!.dropId));
    expect(half.jobState).toBe('ONGOING');
    expect(half.trips[0].drops[0]).toMatchObject({ receiverName: 'Siti', podAttId: pod });
    expect((await to1('POST', `/${job.jobId}/deliver`, proof(d1!.dropId))).statusCode).toBe(409); // already
    const done = await ok(to1, 'POST', `/${job.jobId}/deliver`, proof(d2!.dropId));
    expect(done.jobState).toBe('DLV');
    expect(done.trips[0].deliveredAt).toBeTruthy();
    const seen = await ok(co1, 'GET', `/${job.jobId}/events`);
    expect(seen.map((e: { verb: string }) => e.verb)).toEqual([
      'create',
      'submit',
      'accept',
      'assign',
      'start',
      'pause',
      'start',
      'deliver',
      'deliver',
    ]);
    expect(await ctx.database.db.select().from(jobResourceHolds).where(eq(jobResourceHolds.jobId, job.jobId))).toHaveLength(0);
    // Both parties view the job's documents (the creator's delivery order, the operator's proof); others: 404.
    const podSeen = await ok(co1, 'GET', `/${job.jobId}/documents/${pod}`);
    expect(podSeen).toMatchObject({ attId: pod, mimeType: 'application/pdf' });
    const detail = await ok(to1, 'GET', `/${job.jobId}`);
    expect((await ok(to1, 'GET', `/${job.jobId}/documents/${detail.doAttId}`)).attId).toBe(detail.doAttId);
    expect((await co1('GET', `/${job.jobId}/documents/${creatorsDoc}`)).statusCode).toBe(404);
    expect((await (await as('TO2'))('GET', `/${job.jobId}/documents/${pod}`)).statusCode).toBe(404);
    // A document a job refers to cannot be deleted from the repository.
    const del = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/lintas/trucking/documents/${pod}`,
      headers: { authorization: (await ctx.signIn('TO1')).authorization },
    });
    expect(del.statusCode).toBe(409);
    as.forget('TO1'); // that sign-in ended the cached session
    const [driver] = await ctx.database.db.select().from(drivers).where(eq(drivers.driverId, f.driverId));
    expect(driver!.drvState).toBe('RDY');
  });
});

describe('jobs: flows as users tried them', () => {
  it('start: not earlier than the window (JOB_START_WINDOW_HOURS) before the pickup; 409 with a translated message', async () => {
    const to1 = await as('TO1');
    const input = jobInput();
    const trip = (input.trips as Array<Record<string, unknown>>)[0]!;
    trip.pickupAt = inHours(72);
    trip.drops = [{ locId: 'LOC-CO1-SUNTER', dropAt: inHours(76) }];
    const job = await accepted(input);
    const f = await fleet();
    const chs = `CHS-T-${serial}`;
    await ctx.database.db.insert(chassis).values({ chsId: chs, accnId: 'TO0001', chsType: '20FT' });
    await ok(to1, 'POST', `/${job.jobId}/assign`, { trips: [{ tripId: job.trips[0]!.tripId, ...f, chsId: chs }] });
    // 72 h ahead, the default window of 24 h: too early, in the caller's language.
    const early = await to1('POST', `/${job.jobId}/start`, {});
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/too early/);
    const earlyId = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/lintas/trucking/jobs/${job.jobId}/start`,
      headers: { authorization: (await ctx.signIn('TO1')).authorization, 'accept-language': 'id' },
      payload: {},
    });
    as.forget('TO1');
    expect(earlyId.json().message).toMatch(/Terlalu dini/);
    // The window is a system parameter: 96 h lets it start.
    await ctx.database.db
      .insert(systemParams)
      .values({ sysKey: 'JOB_START_WINDOW_HOURS', sysValue: '96', valueType: 'INT', descEn: 'x', descId: 'x' })
      .onConflictDoUpdate({ target: systemParams.sysKey, set: { sysValue: '96' } });
    try {
      expect((await ok(await as('TO1'), 'POST', `/${job.jobId}/start`, {})).jobState).toBe('ONGOING');
    } finally {
      await ctx.database.db.update(systemParams).set({ sysValue: '24' }).where(eq(systemParams.sysKey, 'JOB_START_WINDOW_HOURS'));
    }
  });

  it('deliver: a time before the job started (the pickup) or before the drop before it is a field error', async () => {
    const to1 = await as('TO1');
    const job = await accepted(twoDropInput());
    const f = await fleet('VT20FT_BOX');
    await ok(to1, 'POST', `/${job.jobId}/assign`, { trips: [{ tripId: job.trips[0]!.tripId, ...f }] });
    await ok(to1, 'POST', `/${job.jobId}/start`, {});
    const pod = await documentOf(ctx, 'TO0001', 'POD');
    const [d1, d2] = job.trips[0]!.drops;
    const proof = (dropId: number, deliveredAt: string) => ({ dropId, receiverName: 'Siti', deliveredAt, podAttId: pod });
    const before = await to1('POST', `/${job.jobId}/deliver`, proof(d1!.dropId, inHours(-3)));
    expect(before.statusCode).toBe(400);
    expect(before.json().message).toEqual({ deliveredAt: expect.stringMatching(/before the job started/) });
    await ok(to1, 'POST', `/${job.jobId}/deliver`, proof(d1!.dropId, inHours(0)));
    // The start moved 3 h back: drop 2 an hour ago is after the start but before drop 1 was delivered.
    await ctx.database.db
      .update(jobEvents)
      .set({ at: new Date(Date.now() - 3 * 3_600_000) })
      .where(eq(jobEvents.jobId, job.jobId));
    const beforePrevious = await to1('POST', `/${job.jobId}/deliver`, proof(d2!.dropId, inHours(-1)));
    expect(beforePrevious.statusCode).toBe(400);
    expect(beforePrevious.json().message).toHaveProperty(['deliveredAt']);
    expect((await ok(to1, 'POST', `/${job.jobId}/deliver`, proof(d2!.dropId, inHours(0)))).jobState).toBe('DLV');
  });

  it('reject, change, resubmit, re-accept: the trips keep the driver, truck and chassis still valid (held again, ASG); others are cleared', async () => {
    const co1 = await as('CO1');
    const to1 = await as('TO1');
    // Two trips: trip 1 keeps its assignment; trip 2's driver goes to another job meanwhile.
    const input = jobInput({
      containers: [],
      trips: [
        { ...(jobInput().trips[0] as object), containerNo: null },
        { ...(jobInput().trips[0] as object), containerNo: null },
      ],
    });
    const job = await accepted(input);
    const a = await fleet();
    const b = await fleet();
    const asg = await ok(to1, 'POST', `/${job.jobId}/assign`, {
      trips: [
        { tripId: job.trips[0]!.tripId, ...a },
        { tripId: job.trips[1]!.tripId, ...b },
      ],
    });
    expect(asg.jobState).toBe('ASG');
    await ok(to1, 'POST', `/${job.jobId}/reject`, { reason: 'Wrong reference' });
    const rejected = await ok(co1, 'GET', `/${job.jobId}`);
    await ok(co1, 'PUT', `/${job.jobId}`, {
      ...input,
      customerRef: 'FIXED',
      doAttId: rejected.doAttId,
      version: rejected.version,
    });
    // Meanwhile trip 2's driver is taken by another job.
    const other = await accepted();
    const c = await fleet();
    await ok(to1, 'POST', `/${other.jobId}/assign`, {
      trips: [{ tripId: other.trips[0]!.tripId, driverId: b.driverId, truckId: c.truckId, chsId: await chassisOf() }],
    });
    await ok(co1, 'POST', `/${job.jobId}/submit`, {});
    const again = await ok(to1, 'POST', `/${job.jobId}/accept`, {});
    expect(again.jobState).toBe('ACP');
    expect(again.trips[0]).toMatchObject({ driverId: a.driverId, truckId: a.truckId });
    expect(again.trips[1]).toMatchObject({ driverId: null, truckId: null });
    expect(again.events.slice(-2).map((e: { verb: string }) => e.verb)).toEqual(['accept', 'assign']);
    const holds = await ctx.database.db.select().from(jobResourceHolds).where(eq(jobResourceHolds.jobId, job.jobId));
    expect(holds.map((h) => h.resId).sort()).toEqual([a.driverId, a.truckId].sort());
    // Trip 2 assigned again: ASG. Every trip kept after the next round: straight to ASG at accept.
    const d = await fleet();
    expect((await ok(to1, 'POST', `/${job.jobId}/assign`, { trips: [{ tripId: again.trips[1].tripId, ...d }] })).jobState).toBe(
      'ASG',
    );
    await ok(to1, 'POST', `/${job.jobId}/reject`, { reason: 'Again' });
    await ok(co1, 'POST', `/${job.jobId}/submit`, {});
    const third = await ok(to1, 'POST', `/${job.jobId}/accept`, {});
    expect(third.jobState).toBe('ASG');
    const [driver] = await ctx.database.db.select().from(drivers).where(eq(drivers.driverId, d.driverId));
    expect(driver!.drvState).toBe('ASG');
  });

  it("the creator reads the driver's name and phone and the truck's plate on the job, not their codes", async () => {
    const co1 = await as('CO1');
    const to1 = await as('TO1');
    const job = await accepted();
    const f = await fleet();
    const n = serial;
    const chs = await chassisOf();
    await ok(to1, 'POST', `/${job.jobId}/assign`, { trips: [{ tripId: job.trips[0]!.tripId, ...f, chsId: chs }] });
    const seen = await ok(co1, 'GET', `/${job.jobId}`);
    expect(seen.trips[0]).toMatchObject({
      driverName: `Test driver ${n}`,
      driverPhone: '+6281200000000',
      truckPlate: `B ${1000 + n} TST`,
      chsId: chs,
    });
  });

  it("the job form's routes: the active rate lines of the customer with the operator on the day, creators only", async () => {
    const co1 = await as('CO1');
    const lanes = await ok(co1, 'GET', '/rate-options?toAccnId=TO0001');
    expect(lanes.length).toBeGreaterThan(0);
    expect(lanes).toContainEqual(
      expect.objectContaining({
        fromLocId: 'LOC-TO1-PRIOK',
        toLocId: 'LOC-CO1-SUNTER',
        vehicleType: 'PRIME_MOVER',
        tripType: 'S',
      }),
    );
    expect(lanes.every((l: { currency: string }) => l.currency === 'IDR')).toBe(true);
    expect((await ok(co1, 'GET', '/rate-options?toAccnId=TO0001&onDate=2001-01-01')).length).toBe(0);
    expect((await (await as('TO1'))('GET', '/rate-options?toAccnId=TO0001')).statusCode).toBe(403);
  });

  it('fleet lookups read vocabulary codes as their description in the asked language (no PRIME_MOVER)', async () => {
    const auth = (await ctx.signIn('TO1')).authorization;
    as.forget('TO1');
    const get = async (lang: string) =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/v1/lintas/trucking/lookups/truck',
          headers: { authorization: auth, 'accept-language': lang },
        })
      ).json() as Array<{ value: string; desc: string }>;
    const en = await get('en');
    const truck = en.find((t) => t.value === 'TRK-TO1-01')!;
    expect(truck.desc).toBe('B 9101 TNA - Prime mover (tractor head for container chassis)');
    expect((await get('id')).find((t) => t.value === 'TRK-TO1-01')!.desc).toBe(
      'B 9101 TNA - Prime mover (truk penarik sasis kontainer)',
    );
  });
});

/** A fresh 20 ft chassis of TO1. */
async function chassisOf(): Promise<string> {
  serial++;
  const chsId = `CHS-T-${serial}`;
  await ctx.database.db.insert(chassis).values({ chsId, accnId: 'TO0001', chsType: '20FT' });
  return chsId;
}
