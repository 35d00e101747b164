import { describe, expect, it } from 'vitest';
import { jobSchema } from './job-schema';

const NOW = Date.parse('2026-11-23T00:00:00Z');
const job = (over: Record<string, unknown> = {}) => ({
  toAccnId: 'TO0001',
  shipmentType: 'IMPORT',
  loadType: 'FTL',
  truckingDirection: 'OUT',
  chargeBasis: 'DO',
  customerRef: 'PO-7781',
  containers: [
    { containerNo: 'CSQU 305438-3', sizeType: '22G1', grossWeightKg: 18_000, goodType: 'GENERAL', containerLoad: 'FCL' },
  ],
  trips: [
    {
      tripType: 'M',
      vehicleType: 'PRIME_MOVER',
      containerNo: 'CSQU3054383',
      pickupLocId: 'LOC1',
      pickupAt: '2026-12-01T08:00:00+07:00',
      drops: [
        { locId: 'LOC2', dropAt: '2026-12-01T11:00:00+07:00' },
        { locId: 'LOC3', dropAt: '2026-12-01T15:00:00+07:00' },
      ],
    },
  ],
  ...over,
});
const errors = (value: unknown) =>
  jobSchema(() => NOW)
    .safeParse(value)
    .error?.issues.map((i) => [i.path.join('.'), i.message]);

describe('job schema', () => {
  it('accepts a two-drop job and stores the container number without spaces', () => {
    const parsed = jobSchema(() => NOW).parse(job());
    expect(parsed.containers[0]!.containerNo).toBe('CSQU3054383');
  });

  it('refuses a bad container number, a past date and a job without trips with field errors', () => {
    const bad = job();
    (bad.containers as Array<Record<string, unknown>>)[0]!.containerNo = 'CSQU3054384';
    expect(errors(bad)).toContainEqual(['containers.0.containerNo', 'jobs.errors.containerNumber']);
    const past = job();
    (past.trips as Array<Record<string, unknown>>)[0]!.pickupAt = '2026-11-01T08:00:00+07:00';
    expect(errors(past)).toContainEqual(['trips.0.pickupAt', 'jobs.errors.pastDate']);
    expect(errors(job({ trips: [] }))).toEqual([['trips', 'jobs.errors.noTrips']]);
  });

  it('checks trip shapes: one drop for a single trip, two or more in time order for a multi-drop', () => {
    const single = job();
    (single.trips as Array<Record<string, unknown>>)[0]!.tripType = 'S';
    expect(errors(single)).toEqual([['trips.0.drops', 'jobs.errors.singleTripOneDrop']]);
    const order = job();
    const drops = (order.trips as Array<{ drops: Array<{ dropAt: string }> }>)[0]!.drops;
    drops[1]!.dropAt = '2026-12-01T10:00:00+07:00';
    expect(errors(order)).toEqual([['trips.0.drops.1.dropAt', 'jobs.errors.dropBeforePrevious']]);
  });
});
