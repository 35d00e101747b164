import { and, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { DatatableQuery } from '../../domain/datatable';
import { isPlatform } from '../../domain/permissions';
import type { GeofenceInput } from '../../domain/tracking/tracking';
import type { Db } from '../db/client';
import { locationGeofences, locations, trackFenceEvents, trackLatest, trucks } from '../db/schema';
import { audit } from '../http/audit';
import { dayRangeFilters, likePattern, orderBy, pagedFrom } from '../http/datatable';
import { conflict, forbidden, notFound } from '../http/errors';
import type { Principal } from '../http/principal';

export interface FenceEventQuery extends DatatableQuery {
  from?: string | undefined;
  to?: string | undefined;
  truckId?: string | undefined;
  locId?: string | undefined;
  kind?: 'ENTER' | 'EXIT' | undefined;
}

/** Geofence enter/exit events (`/administrations/trackTrackEnterExit/list`): the operator's trucks'; the platform all. */
export async function listFenceEvents(db: Db, principal: Principal, q: FenceEventQuery) {
  const tenant = isPlatform(principal) ? undefined : eq(trackFenceEvents.accnId, principal.accnId);
  const filters: SQL[] = [...dayRangeFilters(trackFenceEvents.at, q.from, q.to)];
  if (q.truckId) filters.push(eq(trackFenceEvents.truckId, q.truckId));
  if (q.locId) filters.push(eq(trackFenceEvents.locId, q.locId));
  if (q.kind) filters.push(eq(trackFenceEvents.kind, q.kind));
  if (q.search) {
    const like = likePattern(q.search);
    filters.push(or(ilike(trucks.vhPlateNo, like), ilike(locations.locName, like))!);
  }
  const filter = filters.length ? and(...filters) : undefined;
  const order = q.sort
    ? orderBy(q, { at: trackFenceEvents.at, kind: trackFenceEvents.kind, vhPlateNo: trucks.vhPlateNo }, 'at', trackFenceEvents.id)
    : [desc(trackFenceEvents.at), desc(trackFenceEvents.id)];
  return pagedFrom(q, {
    columns: {
      id: trackFenceEvents.id,
      at: trackFenceEvents.at,
      kind: trackFenceEvents.kind,
      truckId: trackFenceEvents.truckId,
      vhPlateNo: trucks.vhPlateNo,
      locId: trackFenceEvents.locId,
      locName: locations.locName,
      deviceId: trackFenceEvents.deviceId,
      confirmedAt: trackFenceEvents.confirmedAt,
    },
    from: (fields) =>
      db
        .select(fields)
        .from(trackFenceEvents)
        .leftJoin(trucks, eq(trucks.truckId, trackFenceEvents.truckId))
        .leftJoin(locations, eq(locations.locId, trackFenceEvents.locId)),
    scope: tenant,
    filter,
    order,
  });
}

/** The latest good position of every visible truck (the live map's first paint; part 2 pushes updates). */
export async function latestPositions(db: Db, principal: Principal) {
  return db
    .select({
      truckId: trackLatest.truckId,
      vhPlateNo: trucks.vhPlateNo,
      deviceId: trackLatest.deviceId,
      fixAt: trackLatest.fixAt,
      lat: trackLatest.lat,
      lon: trackLatest.lon,
      speedKmh: trackLatest.speedKmh,
      bearing: trackLatest.bearing,
    })
    .from(trackLatest)
    .innerJoin(trucks, eq(trucks.truckId, trackLatest.truckId))
    .where(isPlatform(principal) ? undefined : eq(trackLatest.accnId, principal.accnId))
    .orderBy(trucks.vhPlateNo);
}

async function ownLocation(db: Db, principal: Principal, locId: string, write: boolean) {
  const [loc] = await db.select({ accnId: locations.accnId }).from(locations).where(eq(locations.locId, locId));
  if (!loc || (!isPlatform(principal) && loc.accnId !== principal.accnId)) throw notFound('location not found');
  if (write && loc.accnId !== principal.accnId) throw forbidden();
  return loc;
}

const geofenceOut = (r: typeof locationGeofences.$inferSelect) => ({
  locId: r.locId,
  shape: r.shape as 'CIRCLE' | 'POLYGON',
  centerLat: r.centerLat,
  centerLon: r.centerLon,
  radiusM: r.radiusM,
  polygon: r.polygon,
  version: r.version,
});

export async function getGeofence(db: Db, principal: Principal, locId: string) {
  await ownLocation(db, principal, locId, false);
  const [row] = await db.select().from(locationGeofences).where(eq(locationGeofences.locId, locId));
  if (!row) throw notFound('geofence not found');
  return geofenceOut(row);
}

/** Sets (or replaces) a location's geofence; `version` guards a replacement (409 when it moved). Audited. */
export async function putGeofence(db: Db, principal: Principal, locId: string, input: GeofenceInput & { version?: number }) {
  await ownLocation(db, principal, locId, true);
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(locationGeofences).where(eq(locationGeofences.locId, locId)).for('update');
    if (before && input.version !== before.version) throw conflict('server.errors.conflict');
    const values = {
      locId,
      accnId: principal.accnId,
      shape: input.shape,
      centerLat: input.shape === 'CIRCLE' ? input.centerLat : null,
      centerLon: input.shape === 'CIRCLE' ? input.centerLon : null,
      radiusM: input.shape === 'CIRCLE' ? input.radiusM : null,
      polygon: input.shape === 'POLYGON' ? input.polygon : null,
      updatedBy: principal.usrId,
      updatedAt: new Date(),
    };
    const [row] = before
      ? await tx
          .update(locationGeofences)
          .set({ ...values, version: before.version + 1 })
          .where(eq(locationGeofences.locId, locId))
          .returning()
      : await tx.insert(locationGeofences).values(values).returning();
    await audit(tx, principal, {
      event: 'GEOFENCE_SET',
      entity: 'location',
      entityId: locId,
      before: before ? geofenceOut(before) : undefined,
      after: geofenceOut(row!),
    });
    return geofenceOut(row!);
  });
}

export async function deleteGeofence(db: Db, principal: Principal, locId: string): Promise<void> {
  await ownLocation(db, principal, locId, true);
  await db.transaction(async (tx) => {
    const [gone] = await tx.delete(locationGeofences).where(eq(locationGeofences.locId, locId)).returning();
    if (!gone) throw notFound('geofence not found');
    await audit(tx, principal, { event: 'GEOFENCE_DELETE', entity: 'location', entityId: locId, before: geofenceOut(gone) });
  });
}
