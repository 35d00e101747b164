import { containerCheckDigit } from '../../../domain/jobs/container-number';
import { businessDate } from '../../../domain/contracts/contracts';
import type { DbOrTx } from '../client';
import { demoAttachment } from './demo-files';
import {
  chassis,
  contracts,
  drivers,
  jobContainers,
  jobDrops,
  jobEvents,
  jobResourceHolds,
  jobs,
  jobTrips,
  rateLines,
  rateTables,
  trucks,
} from '../schema';
import { and, eq } from 'drizzle-orm';

/**
 * Demo drivers, trucks and chassis of TO1 (TO2's demo jobs are a draft and a rejected one, which need none; the
 * fleet tests start TO2 with an empty fleet).
 */
export const DEMO_DRIVERS = [
  { driverId: 'DRV-TO1-01', accnId: 'TO0001', drvName: 'Bambang Sutrisno', licenceNo: 'SIMB2U0001', licenceClass: 'B2_UMUM' },
  { driverId: 'DRV-TO1-02', accnId: 'TO0001', drvName: 'Agus Wijaya', licenceNo: 'SIMB2U0002', licenceClass: 'B2_UMUM' },
  { driverId: 'DRV-TO1-03', accnId: 'TO0001', drvName: 'Slamet Riyadi', licenceNo: 'SIMB2U0003', licenceClass: 'B2_UMUM' },
  { driverId: 'DRV-TO1-04', accnId: 'TO0001', drvName: 'Joko Susilo', licenceNo: 'SIMB2U0004', licenceClass: 'B2_UMUM' },
  { driverId: 'DRV-TO1-05', accnId: 'TO0001', drvName: 'Rudi Hartono', licenceNo: 'SIMB1U0005', licenceClass: 'B1_UMUM' },
  { driverId: 'DRV-TO1-06', accnId: 'TO0001', drvName: 'Dedi Kurniawan', licenceNo: 'SIMB1U0006', licenceClass: 'B1_UMUM' },
] as const;

export const DEMO_TRUCKS = [
  { truckId: 'TRK-TO1-01', accnId: 'TO0001', vhPlateNo: 'B 9101 TNA', vhType: 'PRIME_MOVER', chassisType: '40FT' },
  { truckId: 'TRK-TO1-02', accnId: 'TO0001', vhPlateNo: 'B 9102 TNA', vhType: 'PRIME_MOVER', chassisType: '40FT' },
  { truckId: 'TRK-TO1-03', accnId: 'TO0001', vhPlateNo: 'B 9103 TNA', vhType: 'PRIME_MOVER', chassisType: '20FT' },
  { truckId: 'TRK-TO1-04', accnId: 'TO0001', vhPlateNo: 'B 9104 TNA', vhType: 'PRIME_MOVER', chassisType: '40FT' },
  { truckId: 'TRK-TO1-05', accnId: 'TO0001', vhPlateNo: 'B 9105 TNA', vhType: 'VT20FT_BOX', chassisType: null },
  { truckId: 'TRK-TO1-06', accnId: 'TO0001', vhPlateNo: 'B 9106 TNA', vhType: 'VT20FT_BOX', chassisType: null },
  {
    truckId: 'TRK-TO1-07',
    accnId: 'TO0001',
    vhPlateNo: 'B 9107 TNA',
    vhType: 'PRIME_MOVER',
    chassisType: '40FT',
    vhState: 'MAINTENANCE',
  },
] as const;

export const DEMO_CHASSIS = [
  { chsId: 'CHS-TO1-2001', accnId: 'TO0001', chsType: '20FT' },
  { chsId: 'CHS-TO1-2002', accnId: 'TO0001', chsType: '20FT' },
  { chsId: 'CHS-TO1-4001', accnId: 'TO0001', chsType: '40FT' },
  { chsId: 'CHS-TO1-4002', accnId: 'TO0001', chsType: '40FT' },
  { chsId: 'CHS-TO1-4003', accnId: 'TO0001', chsType: '40FT' },
] as const;

/** A valid ISO 6346 container number from an owner code and a serial. */
export const demoContainer = (owner: string, serial: number) => {
  const first10 = `${owner}${String(serial).padStart(6, '0')}`;
  return `${first10}${containerCheckDigit(first10) % 10}`;
};

interface DemoTrip {
  tripType: 'S' | 'M';
  vehicleType: string;
  containerNo?: string;
  pickupLocId: string;
  drops: string[];
  driverId?: string;
  truckId?: string;
  chsId?: string;
}

interface DemoJob {
  suffix: string;
  state: string;
  creator: { accnId: string; usrId: string };
  customerAccnId: string;
  toAccnId: string;
  customerRef: string;
  blNo?: string;
  daysAhead: number;
  containers: { containerNo: string; sizeType: string }[];
  trips: DemoTrip[];
  reason?: string;
}

const CO1 = { accnId: 'CO0001', usrId: 'CO1' };
const FF1 = { accnId: 'FF0001', usrId: 'FF1' };

/** The path of verbs that led to a state (for the timeline). */
const PATHS: Record<string, string[]> = {
  DRF: [],
  SUB: ['submit'],
  ACP: ['submit', 'accept'],
  ASG: ['submit', 'accept', 'assign'],
  ONGOING: ['submit', 'accept', 'assign', 'start'],
  PAUSED: ['submit', 'accept', 'assign', 'start', 'pause'],
  DLV: ['submit', 'accept', 'assign', 'start', 'deliver'],
  REJ: ['submit', 'reject'],
  CAN: ['submit', 'accept', 'cancel'],
};
const TO_STATE: Record<string, string> = {
  submit: 'SUB',
  accept: 'ACP',
  assign: 'ASG',
  start: 'ONGOING',
  pause: 'PAUSED',
  deliver: 'DLV',
  reject: 'REJ',
  cancel: 'CAN',
};

/**
 * Demo jobs between CO1/FF1 and TO1/TO2 in every state (DRF, SUB, ACP, ASG, ONGOING, PAUSED, DLV, REJ, CAN), priced
 * from the demo rate tables, with the drivers, trucks and chassis of TO1 (those on live jobs held).
 */
export async function seedDemoJobs(tx: DbOrTx, now: Date = new Date()): Promise<void> {
  const fleet = { createdBy: 'TO1', updatedBy: 'TO1' };
  await tx
    .insert(drivers)
    .values(
      DEMO_DRIVERS.map((d, i) => ({
        ...d,
        licenceExpiry: '2029-12-31',
        phone: `+62812000${String(i).padStart(4, '0')}`,
        ...fleet,
      })),
    )
    .onConflictDoNothing();
  await tx
    .insert(trucks)
    .values(DEMO_TRUCKS.map((t) => ({ vhState: 'UNASSIGNED', ...t, make: 'Hino', yearBuilt: 2022, ...fleet })))
    .onConflictDoNothing();
  await tx
    .insert(chassis)
    .values(DEMO_CHASSIS.map((c) => ({ ...c, make: 'Tjahaja Sakti', yearBuilt: 2021, ...fleet })))
    .onConflictDoNothing();

  const doAttId = await demoAttachment(tx, {
    accnId: 'CO0001',
    attType: 'DELIVERY_ORDER',
    attName: 'delivery-order-demo.pdf',
    by: 'CO1',
  });
  const ffDoAttId = await demoAttachment(tx, {
    accnId: 'FF0001',
    attType: 'DELIVERY_ORDER',
    attName: 'delivery-order-ff.pdf',
    by: 'FF1',
  });
  const podAttId = await demoAttachment(tx, { accnId: 'TO0001', attType: 'POD', attName: 'pod-photo-demo.png', by: 'TO1' });

  const c = (n: number) => demoContainer('TGHU', 500_000 + n);
  const list: DemoJob[] = [
    {
      suffix: '00001',
      state: 'DRF',
      creator: CO1,
      customerAccnId: 'CO0001',
      toAccnId: 'TO0001',
      customerRef: 'SMA-PO-2611',
      blNo: 'MSCUJK0001',
      daysAhead: 3,
      containers: [{ containerNo: c(1), sizeType: '42G1' }],
      trips: [
        {
          tripType: 'S',
          vehicleType: 'PRIME_MOVER',
          containerNo: c(1),
          pickupLocId: 'LOC-TO1-PRIOK',
          drops: ['LOC-CO1-CIKARANG'],
        },
      ],
    },
    {
      suffix: '00002',
      state: 'SUB',
      creator: CO1,
      customerAccnId: 'CO0001',
      toAccnId: 'TO0001',
      customerRef: 'SMA-PO-2612',
      blNo: 'MSCUJK0002',
      daysAhead: 2,
      containers: [{ containerNo: c(2), sizeType: '22G1' }],
      trips: [
        { tripType: 'S', vehicleType: 'PRIME_MOVER', containerNo: c(2), pickupLocId: 'LOC-TO1-PRIOK', drops: ['LOC-CO1-SUNTER'] },
      ],
    },
    {
      suffix: '00003',
      state: 'ACP',
      creator: CO1,
      customerAccnId: 'CO0001',
      toAccnId: 'TO0001',
      customerRef: 'SMA-DIST-0091',
      daysAhead: 2,
      containers: [],
      trips: [
        {
          tripType: 'M',
          vehicleType: 'VT20FT_BOX',
          pickupLocId: 'LOC-CO1-CIKARANG',
          drops: ['LOC-CO1-KARAWANG', 'LOC-CO1-SUNTER'],
        },
      ],
    },
    {
      suffix: '00004',
      state: 'ASG',
      creator: CO1,
      customerAccnId: 'CO0001',
      toAccnId: 'TO0001',
      customerRef: 'SMA-PO-2613',
      blNo: 'MSCUJK0004',
      daysAhead: 1,
      containers: [{ containerNo: c(4), sizeType: '42G1' }],
      trips: [
        {
          tripType: 'S',
          vehicleType: 'PRIME_MOVER',
          containerNo: c(4),
          pickupLocId: 'LOC-TO1-PRIOK',
          drops: ['LOC-CO1-CIKARANG'],
          driverId: 'DRV-TO1-01',
          truckId: 'TRK-TO1-01',
          chsId: 'CHS-TO1-4001',
        },
      ],
    },
    {
      suffix: '00005',
      state: 'ONGOING',
      creator: CO1,
      customerAccnId: 'CO0001',
      toAccnId: 'TO0001',
      customerRef: 'SMA-DIST-0092',
      daysAhead: 0,
      containers: [],
      trips: [
        {
          tripType: 'M',
          vehicleType: 'VT20FT_BOX',
          pickupLocId: 'LOC-CO1-CIKARANG',
          drops: ['LOC-CO1-KARAWANG', 'LOC-CO1-SUNTER'],
          driverId: 'DRV-TO1-02',
          truckId: 'TRK-TO1-05',
        },
      ],
    },
    {
      suffix: '00006',
      state: 'PAUSED',
      creator: FF1,
      customerAccnId: 'FF0001',
      toAccnId: 'TO0001',
      customerRef: 'CKL-IMP-7781',
      blNo: 'ONEYJK0006',
      daysAhead: 0,
      containers: [{ containerNo: c(6), sizeType: '45G1' }],
      trips: [
        {
          tripType: 'S',
          vehicleType: 'PRIME_MOVER',
          containerNo: c(6),
          pickupLocId: 'LOC-TO1-PRIOK',
          drops: ['LOC-FF1-CFS'],
          driverId: 'DRV-TO1-03',
          truckId: 'TRK-TO1-02',
          chsId: 'CHS-TO1-4002',
        },
      ],
    },
    {
      suffix: '00007',
      state: 'DLV',
      creator: CO1,
      customerAccnId: 'CO0001',
      toAccnId: 'TO0001',
      customerRef: 'SMA-PO-2590',
      blNo: 'MSCUJK0007',
      daysAhead: -3,
      containers: [{ containerNo: c(7), sizeType: '22G1' }],
      trips: [
        {
          tripType: 'S',
          vehicleType: 'PRIME_MOVER',
          containerNo: c(7),
          pickupLocId: 'LOC-TO1-PRIOK',
          drops: ['LOC-CO1-SUNTER'],
          driverId: 'DRV-TO1-04',
          truckId: 'TRK-TO1-03',
          chsId: 'CHS-TO1-2001',
        },
      ],
    },
    {
      suffix: '00008',
      state: 'REJ',
      creator: CO1,
      customerAccnId: 'CO0001',
      toAccnId: 'TO0002',
      customerRef: 'SMA-SBY-0014',
      daysAhead: 4,
      containers: [],
      trips: [{ tripType: 'S', vehicleType: 'VT25FT', pickupLocId: 'LOC-TO2-PERAK', drops: ['LOC-CO1-SUNTER'] }],
      reason: 'No truck free on that date',
    },
    {
      suffix: '00009',
      state: 'CAN',
      creator: FF1,
      customerAccnId: 'FF0001',
      toAccnId: 'TO0001',
      customerRef: 'CKL-IMP-7790',
      blNo: 'ONEYJK0009',
      daysAhead: 5,
      containers: [{ containerNo: c(9), sizeType: '42G1' }],
      trips: [
        { tripType: 'S', vehicleType: 'PRIME_MOVER', containerNo: c(9), pickupLocId: 'LOC-TO1-PRIOK', drops: ['LOC-FF1-CFS'] },
      ],
      reason: 'Shipment rolled over to the next vessel',
    },
    {
      // Submitted by FF1 on its Credit contract: its price is reserved on FF1's credit line (demo-credit.ts).
      suffix: '00011',
      state: 'SUB',
      creator: FF1,
      customerAccnId: 'FF0001',
      toAccnId: 'TO0001',
      customerRef: 'CKL-IMP-7802',
      blNo: 'ONEYJK0011',
      daysAhead: 3,
      containers: [{ containerNo: c(11), sizeType: '45G1' }],
      trips: [
        { tripType: 'S', vehicleType: 'PRIME_MOVER', containerNo: c(11), pickupLocId: 'LOC-TO1-PRIOK', drops: ['LOC-FF1-CFS'] },
      ],
    },
    {
      suffix: '00010',
      state: 'DRF',
      creator: CO1,
      customerAccnId: 'CO0001',
      toAccnId: 'TO0002',
      customerRef: 'SMA-SBY-0015',
      daysAhead: 6,
      containers: [],
      trips: [{ tripType: 'S', vehicleType: 'VT25FT', pickupLocId: 'LOC-TO2-PERAK', drops: ['LOC-CO1-SUNTER'] }],
    },
  ];

  const day = businessDate(now).replaceAll('-', '');
  for (const [n, spec] of list.entries()) {
    const jobId = `JB${day}${spec.suffix}`;
    const pickupAt = new Date(now.getTime() + spec.daysAhead * 86_400_000 + 2 * 3_600_000);
    const createdAt = new Date(now.getTime() - (list.length - n) * 3_600_000);
    const path = PATHS[spec.state]!;
    const priced = path.includes('submit') && spec.state !== 'REJ';
    const [contract] = await tx
      .select({ contractId: contracts.contractId, currency: contracts.currency })
      .from(contracts)
      .where(and(eq(contracts.customerAccnId, spec.customerAccnId), eq(contracts.toAccnId, spec.toAccnId)));
    await tx.insert(jobs).values({
      jobId,
      creatorAccnId: spec.creator.accnId,
      customerAccnId: spec.customerAccnId,
      toAccnId: spec.toAccnId,
      contractId: path.length ? (contract?.contractId ?? null) : null,
      shipmentType: spec.containers.length ? 'IMPORT' : 'DOMESTIC',
      loadType: 'FTL',
      truckingDirection: spec.containers.length ? 'IN' : 'OUT',
      chargeBasis: spec.blNo ? 'BL' : 'DO',
      customerRef: spec.customerRef,
      blNo: spec.blNo ?? null,
      doNo: spec.blNo ? `DO-${spec.blNo}` : null,
      doAttId: spec.state === 'DRF' || spec.state === 'REJ' ? null : spec.creator === FF1 ? ffDoAttId : doAttId,
      pickupAt,
      jobState: spec.state,
      currency: priced ? (contract?.currency ?? 'IDR') : null,
      submittedAt: path.length ? createdAt : null,
      createdAt,
      updatedAt: createdAt,
      createdBy: spec.creator.usrId,
      updatedBy: spec.creator.usrId,
      version: path.length + 1,
    });
    if (spec.containers.length) {
      await tx.insert(jobContainers).values(
        spec.containers.map((k, i) => ({
          jobId,
          seq: i + 1,
          containerNo: k.containerNo,
          sizeType: k.sizeType,
          sealNo: `SL${800_000 + n * 10 + i}`,
          grossWeightKg: 18_500,
          goodType: 'GENERAL',
          containerLoad: 'FCL',
        })),
      );
    }
    const assigned = path.includes('assign');
    const live = ['ASG', 'ONGOING', 'PAUSED'].includes(spec.state);
    let total = 0;
    for (const [i, trip] of spec.trips.entries()) {
      const [row] = await tx
        .insert(jobTrips)
        .values({
          jobId,
          seq: i + 1,
          tripType: trip.tripType,
          vehicleType: trip.vehicleType,
          containerNo: trip.containerNo ?? null,
          pickupLocId: trip.pickupLocId,
          pickupAt,
          driverId: assigned ? (trip.driverId ?? null) : null,
          truckId: assigned ? (trip.truckId ?? null) : null,
          chsId: assigned ? (trip.chsId ?? null) : null,
          assignedAt: assigned ? createdAt : null,
          deliveredAt: spec.state === 'DLV' ? new Date(pickupAt.getTime() + 4 * 3_600_000) : null,
        })
        .returning({ tripId: jobTrips.tripId });
      let tripTotal = 0;
      for (const [k, locId] of trip.drops.entries()) {
        let line: { lineId: number; charge: string } | undefined;
        if (priced) {
          [line] = await tx
            .select({ lineId: rateLines.lineId, charge: rateLines.charge })
            .from(rateLines)
            .innerJoin(rateTables, eq(rateTables.rateId, rateLines.rateId))
            .where(
              and(
                eq(rateTables.toAccnId, spec.toAccnId),
                eq(rateTables.customerAccnId, spec.customerAccnId),
                eq(rateTables.state, 'A'),
                eq(rateLines.fromLocId, k === 0 ? trip.pickupLocId : trip.drops[k - 1]!),
                eq(rateLines.toLocId, locId),
                eq(rateLines.tripType, k === 0 ? trip.tripType : 'C'),
              ),
            );
        }
        const deliveredAt = spec.state === 'DLV' ? new Date(pickupAt.getTime() + (3 + k) * 3_600_000) : null;
        await tx.insert(jobDrops).values({
          tripId: row!.tripId,
          jobId,
          seq: k + 1,
          locId,
          dropAt: new Date(pickupAt.getTime() + (3 + k) * 3_600_000),
          rateLineId: line?.lineId ?? null,
          charge: line?.charge ?? null,
          deliveredAt,
          receiverName: deliveredAt ? 'Siti Rahayu' : null,
          podAttId: deliveredAt ? podAttId : null,
          deliveredBy: deliveredAt ? 'TO1' : null,
        });
        tripTotal += Number(line?.charge ?? 0);
      }
      if (priced)
        await tx
          .update(jobTrips)
          .set({ charge: tripTotal.toFixed(2) })
          .where(eq(jobTrips.tripId, row!.tripId));
      total += tripTotal;
      if (live) {
        const holds = [
          { resType: 'DRIVER', resId: trip.driverId },
          { resType: 'TRUCK', resId: trip.truckId },
          { resType: 'CHASSIS', resId: trip.chsId },
        ].filter((h): h is { resType: string; resId: string } => Boolean(h.resId));
        if (holds.length) await tx.insert(jobResourceHolds).values(holds.map((h) => ({ ...h, jobId })));
        if (trip.driverId) await tx.update(drivers).set({ drvState: 'ASG' }).where(eq(drivers.driverId, trip.driverId));
        if (trip.truckId) await tx.update(trucks).set({ vhState: 'ASSIGNED' }).where(eq(trucks.truckId, trip.truckId));
      }
    }
    if (priced)
      await tx
        .update(jobs)
        .set({ totalCharge: total.toFixed(2) })
        .where(eq(jobs.jobId, jobId));

    let state = 'DRF';
    const events = [
      {
        verb: 'create',
        fromState: null as string | null,
        toState: 'DRF',
        usrId: spec.creator.usrId,
        accnId: spec.creator.accnId,
      },
    ];
    for (const verb of path) {
      const operatorSide = !['submit', 'cancel'].includes(verb);
      const to = TO_STATE[verb]!;
      events.push({
        verb,
        fromState: state,
        toState: to,
        usrId: operatorSide ? (spec.toAccnId === 'TO0001' ? 'TO1' : 'TO2') : spec.creator.usrId,
        accnId: operatorSide ? spec.toAccnId : spec.creator.accnId,
      });
      state = to;
    }
    await tx.insert(jobEvents).values(
      events.map((e, i) => ({
        jobId,
        at: new Date(createdAt.getTime() + i * 60_000),
        ...e,
        reason: ['reject', 'cancel'].includes(e.verb) ? (spec.reason ?? null) : null,
      })),
    );
  }
}
