import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callers, created, documentOf, jobInput, ok, twoDropInput } from '../../../tests/support/job-kit';
import { useTestApp } from '../../../tests/support/test-app';
import { drivers, jobResourceHolds, trucks } from '../db/schema';

const ctx = useTestApp();
const as = callers(ctx);

type Job = Awaited<ReturnType<typeof created>>;

/** A job of CO1 with TO1, accepted. */
async function accepted(input = jobInput()): Promise<Job> {
  const co1 = await as('CO1');
  const to1 = await as('TO1');
  const job = await created(co1, { ...input, doAttId: await documentOf(ctx, 'CO0001') });
  await ok(co1, 'POST', `/${job.jobId}/submit`, {});
  return ok(to1, 'POST', `/${job.jobId}/accept`, {});
}

/** A fresh driver and truck of TO1 (the truck of the given vehicle type). */
let serial = 0;
async function fleet(vhType = 'PRIME_MOVER', drvName?: string) {
  serial++;
  const driverId = `DRV-S-${serial}`;
  const truckId = `TRK-S-${serial}`;
  await ctx.database.db.insert(drivers).values({
    driverId,
    accnId: 'TO0001',
    drvName: drvName ?? `Screen driver ${serial}`,
    licenceNo: `SCRLIC${serial}`,
    licenceClass: 'B2_UMUM',
    licenceExpiry: '2030-01-01',
    phone: '+6281200000001',
  });
  await ctx.database.db.insert(trucks).values({ truckId, accnId: 'TO0001', vhPlateNo: `B ${2000 + serial} SCR`, vhType });
  return { driverId, truckId };
}

interface AvailabilityRow {
  driverId: string;
  drvName: string;
  drvState: string;
  jobId: string | null;
  jobState: string | null;
  tripSeq: number | null;
  pickupAt: string | null;
  pickupLocName: string | null;
  pickupLocCity: string | null;
  dropLocName: string | null;
  dropSeq: number | null;
  dropCount: number | null;
}

const availability = async (usrId: string, query = '') => {
  const res = await (await as(usrId))('GET', `/drivers/availability?length=100${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { iTotalRecords: number; iTotalDisplayRecords: number; aaData: AvailabilityRow[] };
};

describe('driver availability (GET /jobs/drivers/availability)', () => {
  it('lists a driver on a live job with the job, its state and the trip, and a free driver as ready', async () => {
    const to1 = await as('TO1');
    const job = await accepted(twoDropInput());
    const busy = await fleet('VT20FT_BOX', 'Availability busy driver');
    const free = await fleet('VT20FT_BOX', 'Availability free driver');
    await ok(to1, 'POST', `/${job.jobId}/assign`, { trips: [{ tripId: job.trips[0]!.tripId, ...busy }] });

    const page = await availability('TO1', '&search=Availability');
    expect(page.iTotalDisplayRecords).toBe(2);
    const onJob = page.aaData.find((r) => r.driverId === busy.driverId)!;
    expect(onJob).toMatchObject({
      drvState: 'ASG',
      jobId: job.jobId,
      jobState: 'ASG',
      tripSeq: 1,
      pickupLocName: 'Pabrik Sumber Makmur Cikarang',
      pickupLocCity: 'Bekasi',
      dropLocName: 'Pusat Distribusi Karawang',
      dropSeq: 1,
      dropCount: 2,
    });
    expect(onJob.pickupAt).toBeTruthy();
    expect(page.aaData.find((r) => r.driverId === free.driverId)).toMatchObject({
      drvState: 'RDY',
      jobId: null,
      pickupLocName: null,
    });

    // Filter by state, search by id, sort.
    const ready = await availability('TO1', '&drvState=RDY');
    expect(ready.aaData.every((r) => r.drvState === 'RDY' && r.jobId === null)).toBe(true);
    expect(ready.aaData.some((r) => r.driverId === free.driverId)).toBe(true);
    const onJobs = await availability('TO1', '&drvState=ASG&sort=jobId&order=desc');
    expect(onJobs.aaData.every((r) => r.drvState === 'ASG' && r.jobId)).toBe(true);
    expect(onJobs.aaData.map((r) => r.jobId)).toEqual([...onJobs.aaData.map((r) => r.jobId)].sort().reverse());
    expect((await availability('TO1', `&search=${busy.driverId.toLowerCase()}`)).aaData.map((r) => r.driverId)).toEqual([
      busy.driverId,
    ]);
    const byName = await availability('TO1', '&sort=drvName');
    const names = byName.aaData.map((r) => r.drvName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect((await to1('GET', '/drivers/availability?sort=phone')).statusCode).toBe(400);
    expect((await to1('GET', '/drivers/availability?drvState=BUSY')).statusCode).toBe(400);
  });

  it('counts what the workbench card counts, per state', async () => {
    const { authorization } = await ctx.signIn('TO1');
    as.forget('TO1');
    const dashboard = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/lintas/trucking/dashboard',
      headers: { authorization },
    });
    const card = dashboard.json().cards.find((c: { tabCode: string }) => c.tabCode === 'driverAvailability')
      .transStatistic as Record<string, number>;
    for (const state of ['RDY', 'ASG', 'UNRDY'])
      expect((await availability('TO1', `&drvState=${state}`)).iTotalDisplayRecords, state).toBe(card[state]);
  });

  it("shows only the caller's own drivers: TO2 never sees TO1's; the platform and a cargo owner are refused", async () => {
    const to1 = await availability('TO1');
    expect(to1.aaData.length).toBeGreaterThan(0);
    expect(to1.aaData.every((r) => r.driverId.startsWith('DRV-TO1') || r.driverId.startsWith('DRV-S-'))).toBe(true);
    const to2 = await availability('TO2');
    expect(to2.aaData.some((r) => to1.aaData.some((o) => o.driverId === r.driverId))).toBe(false);
    expect((await availability('TO2', '&search=DRV-TO1')).iTotalDisplayRecords).toBe(0);
    expect((await (await as('OPADMIN'))('GET', '/drivers/availability')).statusCode).toBe(403);
    expect((await (await as('CO1'))('GET', '/drivers/availability')).statusCode).toBe(403);
  });
});

interface AssignableTrip {
  tripId: number;
  seq: number;
  vehicleType: string;
  containerNo: string | null;
  sizeType: string | null;
  pickupLocName: string | null;
  drops: Array<{ seq: number; locName: string | null; locCity: string | null }>;
}
interface AssignableJob {
  jobId: string;
  jobState: string;
  version: number;
  trips: AssignableTrip[];
}

describe('jobs to assign (GET /jobs/assignable) and the bulk-assignment screen', () => {
  it("lists the operator's ACP and ASG jobs with their trips; others' jobs never; the creator side is refused", async () => {
    const job = await accepted();
    const to1 = await as('TO1');
    const list = (await ok(to1, 'GET', '/assignable?length=100')) as { aaData: AssignableJob[] };
    expect(list.aaData.every((j) => ['ACP', 'ASG'].includes(j.jobState))).toBe(true);
    const mine = list.aaData.find((j) => j.jobId === job.jobId)!;
    expect(mine.trips[0]).toMatchObject({
      vehicleType: 'PRIME_MOVER',
      containerNo: 'CSQU3054383',
      sizeType: '22G1',
      pickupLocName: 'Terminal Peti Kemas Koja (Tanjung Priok)',
      drops: [{ seq: 1, locName: 'Gudang Sumber Makmur Sunter', locCity: 'Jakarta Utara' }],
    });
    const pickups = list.aaData.map((j) => (j as unknown as { pickupAt: string }).pickupAt);
    expect(pickups).toEqual([...pickups].sort());
    const onlyAcp = (await ok(to1, 'GET', `/assignable?jobState=ACP&search=${job.jobId}`)) as { aaData: AssignableJob[] };
    expect(onlyAcp.aaData.map((j) => j.jobId)).toEqual([job.jobId]);
    expect(((await ok(await as('TO2'), 'GET', '/assignable')) as { aaData: AssignableJob[] }).aaData).toHaveLength(0);
    expect((await (await as('CO1'))('GET', '/assignable')).statusCode).toBe(403);
    expect((await to1('GET', '/assignable?jobState=SUB')).statusCode).toBe(400);
  });

  it('assigns two jobs in one call from the screen’s payload; the drivers then show on those jobs', async () => {
    const [a, b] = [
      await accepted(twoDropInput({ customerRef: 'BULK-A' })),
      await accepted(twoDropInput({ customerRef: 'BULK-B' })),
    ];
    const fa = await fleet('VT20FT_BOX');
    const fb = await fleet('VT20FT_BOX');
    const to1 = await as('TO1');
    const rows = ((await ok(to1, 'GET', '/assignable?jobState=ACP&search=BULK-&length=100')) as { aaData: AssignableJob[] })
      .aaData;
    expect(rows.map((r) => r.jobId).sort()).toEqual([a.jobId, b.jobId].sort());
    // What the screen sends: each ticked job with the version it read and every trip's choice.
    const choice = { [a.jobId]: fa, [b.jobId]: fb };
    const payload = {
      jobs: rows.map((r) => ({
        jobId: r.jobId,
        version: r.version,
        trips: r.trips.map((t) => ({ tripId: t.tripId, ...choice[r.jobId]!, chsId: null })),
      })),
    };
    const done = await ok(to1, 'POST', '/assign', payload);
    expect(done.jobs).toEqual(rows.map((r) => ({ jobId: r.jobId, jobState: 'ASG' })));
    const seen = await availability('TO1', `&drvState=ASG&search=DRV-S-`);
    expect(seen.aaData.find((r) => r.driverId === fa.driverId)?.jobId).toBe(a.jobId);
    expect(seen.aaData.find((r) => r.driverId === fb.driverId)?.jobId).toBe(b.jobId);
    // Sent again with the versions read before: both stale, nothing changes (409).
    expect((await to1('POST', '/assign', payload)).statusCode).toBe(409);
  });

  it('a truck of another vehicle type is a field error on that trip’s truck (single and bulk) and nothing is assigned', async () => {
    const to1 = await as('TO1');
    const x = await accepted(twoDropInput());
    const y = await accepted(twoDropInput());
    const fx = await fleet('VT20FT_BOX');
    const wrong = await fleet('VT25FT');

    const single = await to1('POST', `/${x.jobId}/assign`, { trips: [{ tripId: x.trips[0]!.tripId, ...wrong }] });
    expect(single.statusCode).toBe(400);
    expect(single.json().message).toEqual({ 'trips.0.truckId': "This truck's vehicle type is not the one the trip asks for" });

    const bulk = await to1('POST', '/assign', {
      jobs: [
        { jobId: x.jobId, trips: [{ tripId: x.trips[0]!.tripId, ...fx }] },
        { jobId: y.jobId, trips: [{ tripId: y.trips[0]!.tripId, ...wrong }] },
      ],
    });
    expect(bulk.statusCode).toBe(400);
    expect(bulk.json().message).toEqual({
      'jobs.1.trips.0.truckId': "This truck's vehicle type is not the one the trip asks for",
    });
    for (const job of [x, y]) expect((await ok(to1, 'GET', `/${job.jobId}`)).jobState).toBe('ACP');
    const holds = await ctx.database.db
      .select()
      .from(jobResourceHolds)
      .where(inArray(jobResourceHolds.jobId, [x.jobId, y.jobId]));
    expect(holds).toHaveLength(0);
    const [driver] = await ctx.database.db.select().from(drivers).where(eq(drivers.driverId, fx.driverId));
    expect(driver!.drvState).toBe('RDY');

    // The same driver for two jobs of one call is refused before anything is read (here in Bahasa Indonesia).
    const both = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/lintas/trucking/jobs/assign',
      headers: { authorization: (await ctx.signIn('TO1')).authorization, 'accept-language': 'id' },
      payload: {
        jobs: [
          { jobId: x.jobId, trips: [{ tripId: x.trips[0]!.tripId, ...wrong }] },
          { jobId: y.jobId, trips: [{ tripId: y.trips[0]!.tripId, driverId: wrong.driverId, truckId: fx.truckId }] },
        ],
      },
    });
    as.forget('TO1');
    expect(both.statusCode).toBe(400);
    expect(both.json().message).toEqual({
      'jobs.1.trips.0.driverId': 'Sudah dipilih untuk pekerjaan lain dalam penugasan ini',
    });
    // Every failing job is reported at once.
    const wrong2 = await fleet('PRIME_MOVER');
    const twoWrong = await (
      await as('TO1')
    )('POST', '/assign', {
      jobs: [
        { jobId: x.jobId, trips: [{ tripId: x.trips[0]!.tripId, ...wrong }] },
        { jobId: y.jobId, trips: [{ tripId: y.trips[0]!.tripId, ...wrong2 }] },
      ],
    });
    expect(twoWrong.statusCode).toBe(400);
    expect(Object.keys(twoWrong.json().message).sort()).toEqual(['jobs.0.trips.0.truckId', 'jobs.1.trips.0.truckId']);
  });
});

describe('location names on the job', () => {
  it("gives the operator the name and city of every pickup and drop, though they are the customer's locations", async () => {
    const job = await accepted(twoDropInput());
    const detail = await ok(await as('TO1'), 'GET', `/${job.jobId}`);
    expect(detail.trips[0]).toMatchObject({
      pickupLocId: 'LOC-CO1-CIKARANG',
      pickupLocName: 'Pabrik Sumber Makmur Cikarang',
      pickupLocCity: 'Bekasi',
    });
    expect(detail.trips[0].drops).toMatchObject([
      { seq: 1, locId: 'LOC-CO1-KARAWANG', locName: 'Pusat Distribusi Karawang', locCity: 'Karawang' },
      { seq: 2, locId: 'LOC-CO1-SUNTER', locName: 'Gudang Sumber Makmur Sunter', locCity: 'Jakarta Utara' },
    ]);
    // The locations resource does not give them to the operator.
    const { authorization } = await ctx.signIn('TO1');
    as.forget('TO1');
    const lookup = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/lintas/trucking/lookups/location',
      headers: { authorization },
    });
    expect(lookup.json().some((o: { value: string }) => o.value === 'LOC-CO1-CIKARANG')).toBe(false);
    // The creator sees the same names.
    const mine = await ok(await as('CO1'), 'GET', `/${job.jobId}`);
    expect(mine.trips[0].drops[1].locName).toBe('Gudang Sumber Makmur Sunter');
  });
});
