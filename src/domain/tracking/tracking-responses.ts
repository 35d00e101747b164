import { z } from 'zod';
import { ALERT_KINDS } from '../resources/fleet/track-alert-rule';
import { MOTION_STATES } from './history';
import { FENCE_EVENT_KINDS } from './tracking';

/** Response schemas of tracking: live and historical monitoring, fence events, alerts and public cargo tracking. */

/** A truck on the live map and in the fleet list: its latest position, motion state, driver and job. */
export const liveTruck = z.object({
  truckId: z.string(),
  vhPlateNo: z.string(),
  accnId: z.string(),
  accnName: z.string().nullable(),
  fixAt: z.date().nullable(),
  lat: z.number().nullable(),
  lon: z.number().nullable(),
  speedKmh: z.number().nullable(),
  bearing: z.number().nullable(),
  state: z.enum(MOTION_STATES),
  driverName: z.string().nullable(),
  jobId: z.string().nullable(),
  jobState: z.string().nullable(),
});

/** One truck's route between two instants: its good fixes in time order, its stops and its distance. */
export const routeHistory = z.object({
  truckId: z.string(),
  vhPlateNo: z.string(),
  from: z.date(),
  to: z.date(),
  points: z.array(
    z.object({
      at: z.date(),
      lat: z.number(),
      lon: z.number(),
      speedKmh: z.number().nullable(),
      bearing: z.number().nullable(),
      altitude: z.number().nullable(),
    }),
  ),
  stops: z.array(
    z.object({
      from: z.date(),
      to: z.date(),
      lat: z.number(),
      lon: z.number(),
      minutes: z.number(),
      first: z.number().int(),
      last: z.number().int(),
    }),
  ),
  distanceKm: z.number(),
  truncated: z.boolean(),
});

/** A geofence enter/exit event after dwell (`GET …/tracking/events`). */
export const fenceEventRow = z.object({
  id: z.number().int(),
  at: z.date(),
  kind: z.enum(FENCE_EVENT_KINDS),
  truckId: z.string().nullable(),
  vhPlateNo: z.string().nullable(),
  locId: z.string(),
  locName: z.string().nullable(),
  deviceId: z.string(),
  confirmedAt: z.date(),
});

/** A raised alert (`GET …/tracking/alerts`), acknowledged or not. */
export const alertRow = z.object({
  id: z.number().int(),
  startedAt: z.date(),
  endedAt: z.date().nullable(),
  kind: z.enum(ALERT_KINDS),
  ruleId: z.string(),
  ruleName: z.string(),
  truckId: z.string(),
  vhPlateNo: z.string().nullable(),
  lat: z.number().nullable(),
  lon: z.number().nullable(),
  value: z.number().nullable(),
  detail: z.string(),
  detailId: z.string(),
  ack: z.enum(['OPEN', 'ACKED']),
  ackedAt: z.date().nullable(),
  ackedBy: z.string().nullable(),
  remark: z.string().nullable(),
  version: z.number().int(),
});

/** A place of a tracked cargo, at city level. */
const cargoPlace = z.object({ name: z.string(), city: z.string() }).nullable();

/** The answer of public cargo tracking (`POST …/public/cargo-tracking`): the job's state, places, milestones, cities. */
export const cargoTracking = z.object({
  customerRef: z.string(),
  jobState: z.string(),
  pickupAt: z.date(),
  trips: z.array(
    z.object({
      seq: z.number().int(),
      pickup: cargoPlace,
      deliveredAt: z.date().nullable(),
      drops: z.array(z.object({ seq: z.number().int(), place: cargoPlace, deliveredAt: z.date().nullable() })),
    }),
  ),
  milestones: z.array(z.object({ at: z.date(), verb: z.string(), dropSeq: z.number().int().nullable() })),
  positions: z.array(z.object({ fixAt: z.date(), lat: z.number(), lon: z.number(), city: z.string().nullable() })),
});
