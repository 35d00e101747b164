import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import { cityLevel, PUBLIC_CITIES, PUBLIC_VERBS, type CargoTrackingInput } from '../../domain/tracking/alerts';
import type { Db } from '../db/client';
import { jobDrops, jobEvents, jobs, jobTrips, locations, trackLatest } from '../db/schema';
import { notFound } from '../http/errors';

/** Jobs a visitor never sees (not yet sent, or deleted). */
const HIDDEN_STATES = ['DRF', 'DEL'];

/**
 * Public cargo tracking (decision 0021): the job whose customer reference AND tracking code both match (one query,
 * so an unknown reference and a wrong code take the same path and answer the same 404). The answer has the job's
 * state, places (name and city), milestones and the truck's last position at city level; no driver, truck plate,
 * price or company ids.
 */
export async function trackCargo(db: Db, input: CargoTrackingInput) {
  const [job] = await db
    .select({ jobId: jobs.jobId, jobState: jobs.jobState, customerRef: jobs.customerRef, pickupAt: jobs.pickupAt })
    .from(jobs)
    .where(
      and(
        eq(jobs.customerRef, input.customerRef),
        eq(jobs.trackingCode, input.trackingCode),
        notInArray(jobs.jobState, HIDDEN_STATES),
      ),
    )
    .limit(1);
  if (!job) throw notFound('No job matches this reference and tracking code');
  const trips = await db
    .select({
      tripId: jobTrips.tripId,
      truckId: jobTrips.truckId,
      pickupLocId: jobTrips.pickupLocId,
      deliveredAt: jobTrips.deliveredAt,
    })
    .from(jobTrips)
    .where(eq(jobTrips.jobId, job.jobId))
    .orderBy(asc(jobTrips.seq));
  const drops = await db
    .select({ tripId: jobDrops.tripId, seq: jobDrops.seq, locId: jobDrops.locId, deliveredAt: jobDrops.deliveredAt })
    .from(jobDrops)
    .where(eq(jobDrops.jobId, job.jobId))
    .orderBy(asc(jobDrops.tripId), asc(jobDrops.seq));
  const locIds = [...new Set([...trips.map((t) => t.pickupLocId), ...drops.map((d) => d.locId)].filter((v): v is string => !!v))];
  const places = locIds.length
    ? await db
        .select({ locId: locations.locId, name: locations.locName, city: locations.addrCity })
        .from(locations)
        .where(inArray(locations.locId, locIds))
    : [];
  const place = (id: string | null) => {
    const p = places.find((x) => x.locId === id);
    return p ? { name: p.name, city: p.city } : null;
  };
  const events = await db
    .select({ at: jobEvents.at, verb: jobEvents.verb, details: jobEvents.details })
    .from(jobEvents)
    .where(and(eq(jobEvents.jobId, job.jobId), inArray(jobEvents.verb, [...PUBLIC_VERBS])))
    .orderBy(asc(jobEvents.at), asc(jobEvents.id));
  const truckIds = trips.map((t) => t.truckId).filter((v): v is string => !!v);
  const live = ['ASG', 'ONGOING', 'PAUSED'].includes(job.jobState);
  const positions =
    live && truckIds.length
      ? await db
          .select({ fixAt: trackLatest.fixAt, lat: trackLatest.lat, lon: trackLatest.lon })
          .from(trackLatest)
          .where(inArray(trackLatest.truckId, truckIds))
      : [];
  return {
    customerRef: job.customerRef ?? input.customerRef,
    jobState: job.jobState,
    pickupAt: job.pickupAt,
    trips: trips.map((t, i) => ({
      seq: i + 1,
      pickup: place(t.pickupLocId),
      deliveredAt: t.deliveredAt,
      drops: drops
        .filter((d) => d.tripId === t.tripId)
        .map((d) => ({ seq: d.seq, place: place(d.locId), deliveredAt: d.deliveredAt })),
    })),
    milestones: events.map((e) => ({
      at: e.at,
      verb: e.verb,
      dropSeq: typeof e.details?.dropSeq === 'number' ? e.details.dropSeq : null,
    })),
    positions: positions.map((p) => ({ fixAt: p.fixAt, ...cityLevel(p, PUBLIC_CITIES) })),
  };
}
