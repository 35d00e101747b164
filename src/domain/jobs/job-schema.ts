import { z } from 'zod';
import { lookupValues } from '../lookups';
import { isValidContainerNumber, normaliseContainerNumber } from './container-number';

const oneOf = (name: string) => z.enum(lookupValues(name) as [string, ...string[]], { message: 'validation.option' });
const text = (max: number) => z.string().trim().max(max, 'validation.tooLong');
const required = (max: number) => z.string().trim().min(1, 'validation.required').max(max, 'validation.tooLong');
/** An instant with its offset, e.g. 2026-12-01T08:00:00+07:00; stored in UTC. */
const instant = z.string().datetime({ offset: true, message: 'validation.dateTime' });

export const containerSchema = z
  .object({
    containerNo: z
      .string()
      .trim()
      .min(1, 'validation.required')
      .refine(isValidContainerNumber, 'jobs.errors.containerNumber')
      .transform(normaliseContainerNumber),
    sizeType: oneOf('container-type'),
    sealNo: text(20).optional().nullable(),
    grossWeightKg: z
      .number({ message: 'validation.number' })
      .int('validation.integer')
      .min(1, 'validation.tooSmall')
      .max(60_000, 'validation.tooBig'),
    goodType: oneOf('good-type'),
    containerLoad: oneOf('container-load'),
  })
  .strict();

export const dropSchema = z
  .object({
    locId: required(20),
    dropAt: instant,
  })
  .strict();

/** A trip: single (one drop) or multi-drop (two or more drops, delivered in order as child trips). */
export const tripSchema = z
  .object({
    tripType: z.enum(['S', 'M'], { message: 'validation.option' }),
    vehicleType: oneOf('veh-type'),
    containerNo: text(13).optional().nullable(),
    pickupLocId: required(20),
    pickupAt: instant,
    drops: z.array(dropSchema).min(1, 'jobs.errors.noDrops').max(20, 'validation.tooMany'),
  })
  .strict()
  .superRefine((trip, ctx) => {
    if (trip.tripType === 'S' && trip.drops.length !== 1)
      ctx.addIssue({ code: 'custom', path: ['drops'], message: 'jobs.errors.singleTripOneDrop' });
    if (trip.tripType === 'M' && trip.drops.length < 2)
      ctx.addIssue({ code: 'custom', path: ['drops'], message: 'jobs.errors.multiDropTwoDrops' });
    let previous = Date.parse(trip.pickupAt);
    trip.drops.forEach((drop, i) => {
      const at = Date.parse(drop.dropAt);
      if (!Number.isNaN(at) && !Number.isNaN(previous) && at <= previous)
        ctx.addIssue({ code: 'custom', path: ['drops', i, 'dropAt'], message: 'jobs.errors.dropBeforePrevious' });
      previous = at;
    });
  });

/** The content of a job the creator writes (spec §3 job, issue 6); the server adds parties, charges and states. */
export const jobFields = z
  .object({
    toAccnId: required(20),
    /** A forwarder's job for one of its cargo-owner customers; empty for the creator itself. */
    customerAccnId: text(20).optional().nullable(),
    shipmentType: oneOf('shipment-type'),
    loadType: oneOf('load-type'),
    truckingDirection: oneOf('trucking-direction'),
    chargeBasis: oneOf('charge-basis'),
    customerRef: text(64).optional().nullable(),
    blNo: text(35).optional().nullable(),
    doNo: text(35).optional().nullable(),
    remarks: text(1000).optional().nullable(),
    containers: z.array(containerSchema).max(100, 'validation.tooMany'),
    trips: z.array(tripSchema).min(1, 'jobs.errors.noTrips').max(50, 'validation.tooMany'),
  })
  .strict();

/** Job content with the checks that need the clock and the whole job: no pickup in the past, known containers. */
export function jobSchema(now: () => number = Date.now) {
  return jobFields.superRefine((job, ctx) => {
    const numbers = job.containers.map((c) => c.containerNo);
    numbers.forEach((n, i) => {
      if (numbers.indexOf(n) !== i)
        ctx.addIssue({ code: 'custom', path: ['containers', i, 'containerNo'], message: 'jobs.errors.containerTwice' });
    });
    job.trips.forEach((trip, i) => {
      if (Date.parse(trip.pickupAt) < now())
        ctx.addIssue({ code: 'custom', path: ['trips', i, 'pickupAt'], message: 'jobs.errors.pastDate' });
      if (trip.containerNo && !numbers.includes(normaliseContainerNumber(trip.containerNo)))
        ctx.addIssue({ code: 'custom', path: ['trips', i, 'containerNo'], message: 'jobs.errors.unknownContainer' });
    });
  });
}
export type JobInput = z.infer<typeof jobFields>;
