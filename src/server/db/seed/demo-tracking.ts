import { eq, inArray } from 'drizzle-orm';
import { withLuhnDigit } from '../../../domain/tracking/tracking';
import type { Db } from '../client';
import { locationGeofences, locations, trackingDeviceAssignments, trackingDevices } from '../schema';
import { DEMO_PLACES, routePoints } from '../../tracking/demo-route';
import { ingestPoints } from '../../tracking/ingest.service';

/** TO1's demo devices: trucks 01-06 fitted, one spare (inactive). IMEIs with their Luhn digit. */
export const DEMO_DEVICES = [
  ...[1, 2, 3, 4, 5, 6].map((n) => ({
    deviceId: `DEV-TO1-0${n}`,
    imei: withLuhnDigit(`35693803564${String(n).padStart(3, '0')}`),
    model: n <= 4 ? 'Teltonika FMB920' : 'Traccar Client (Android)',
    simNo: `+62 811 900 0${n}0${n}`,
    truckId: `TRK-TO1-0${n}`,
    status: 'A',
  })),
  {
    deviceId: 'DEV-TO1-99',
    imei: withLuhnDigit('35693803564099'),
    model: 'Teltonika FMB920',
    simNo: null,
    truckId: null,
    status: 'I',
  },
];

/** The day's rounds of TO1's trucks 01-03 (depot -> port -> customer -> depot), ending an hour ago. */
const ROUNDS = [
  ['LOC-TO1-DEPO', 'LOC-TO1-PRIOK', 'LOC-CO1-SUNTER', 'LOC-TO1-DEPO'],
  ['LOC-TO1-DEPO', 'LOC-TO1-PRIOK', 'LOC-FF1-CFS', 'LOC-TO1-PRIOK', 'LOC-TO1-DEPO'],
  ['LOC-TO1-DEPO', 'LOC-CO1-CIKARANG', 'LOC-CO1-KARAWANG', 'LOC-TO1-DEPO'],
];

/**
 * Tracking demo (issue 16): coordinates and a circular geofence on the demo locations, TO1's devices, and a day of
 * history for trucks 01-03 through the real ingestion (so the enter/exit events and the latest positions exist).
 */
export async function seedDemoTracking(tx: Db, now = new Date()): Promise<void> {
  const ids = Object.keys(DEMO_PLACES);
  const owners = new Map(
    (
      await tx.select({ locId: locations.locId, accnId: locations.accnId }).from(locations).where(inArray(locations.locId, ids))
    ).map((l) => [l.locId, l.accnId]),
  );
  for (const [locId, p] of Object.entries(DEMO_PLACES)) {
    const accnId = owners.get(locId);
    if (!accnId) continue;
    await tx
      .update(locations)
      .set({ lat: p.lat.toFixed(4), lon: p.lon.toFixed(4) })
      .where(eq(locations.locId, locId));
    await tx
      .insert(locationGeofences)
      .values({ locId, accnId, shape: 'CIRCLE', centerLat: p.lat, centerLon: p.lon, radiusM: p.radiusM, updatedBy: 'SEED' })
      .onConflictDoNothing();
  }
  await tx
    .insert(trackingDevices)
    .values(DEMO_DEVICES.map((d) => ({ ...d, accnId: 'TO0001', createdBy: 'SEED', updatedBy: 'SEED' })))
    .onConflictDoNothing();
  const start = new Date(now.getTime() - 25 * 3_600_000);
  await tx.insert(trackingDeviceAssignments).values(
    DEMO_DEVICES.filter((d) => d.truckId).map((d) => ({
      deviceId: d.deviceId,
      truckId: d.truckId,
      fromAt: start,
      byUsrId: 'TO1',
    })),
  );
  const devices = await tx
    .select()
    .from(trackingDevices)
    .where(inArray(trackingDevices.deviceId, ['DEV-TO1-01', 'DEV-TO1-02', 'DEV-TO1-03']));
  for (const [i, round] of ROUNDS.entries()) {
    const device = devices.find((d) => d.deviceId === `DEV-TO1-0${i + 1}`)!;
    const points = routePoints(
      round.map((id) => DEMO_PLACES[id]!),
      new Date(start.getTime() + i * 40 * 60_000),
      { stepS: 60, dwellS: 30 * 60 },
    ).filter((p) => p.at.getTime() < now.getTime() - 3_600_000);
    for (let k = 0; k < points.length; k += 500) await ingestPoints(tx, device, points.slice(k, k + 500), 3 * 60_000);
  }
}
