import { and, eq, isNull } from 'drizzle-orm';
import { createHash, randomBytes } from 'node:crypto';
import { isPlatform } from '../../domain/permissions';
import { trackingDeviceResource } from '../../domain/resources/fleet/tracking-device';
import type { Db, Tx } from '../db/client';
import { trackingDeviceAssignments, trackingDevices, trackingDeviceTokens, trucks } from '../db/schema';
import { audit } from '../http/audit';
import { forbidden, notFound, validationFailed } from '../http/errors';
import type { Principal } from '../http/principal';
import type { ServerResource } from '../resources/registry-types';

/** A device may be fitted only to a truck of its own company (the truck's company owns the device's visibility). */
async function checkTruck(tx: Tx, principal: Principal, values: Record<string, unknown>): Promise<void> {
  const truckId = values.truckId;
  if (typeof truckId !== 'string' || truckId === '') return;
  const [truck] = await tx.select({ accnId: trucks.accnId }).from(trucks).where(eq(trucks.truckId, truckId));
  if (!truck || truck.accnId !== principal.accnId) throw validationFailed({ truckId: 'validation.reference' });
}

/** Every change of truck closes the open assignment and opens the next (the assignment history). */
async function recordAssignment(
  tx: Tx,
  principal: Principal,
  row: Record<string, unknown>,
  before: Record<string, unknown> | null,
): Promise<void> {
  const deviceId = String(row.deviceId);
  const truckId = (row.truckId as string | null | undefined) ?? null;
  const previous = (before?.truckId as string | null | undefined) ?? null;
  if (before && previous === truckId) return;
  const now = new Date();
  if (before) {
    await tx
      .update(trackingDeviceAssignments)
      .set({ toAt: now })
      .where(and(eq(trackingDeviceAssignments.deviceId, deviceId), isNull(trackingDeviceAssignments.toAt)));
  }
  if (truckId) await tx.insert(trackingDeviceAssignments).values({ deviceId, truckId, fromAt: now, byUsrId: principal.usrId });
}

export const trackingDeviceServerResource: ServerResource = {
  def: trackingDeviceResource,
  table: trackingDevices,
  unique: { tracking_devices_imei_uq: 'imei', tracking_devices_truck_uq: 'truckId' },
  beforeWrite: (tx, principal, values) => checkTruck(tx, principal, values),
  afterWrite: (tx, principal, row, before) => recordAssignment(tx, principal, row, before),
};

/** A device of the caller's company (the platform: any), or 404. */
async function visibleDevice(db: Db | Tx, principal: Principal, deviceId: string) {
  const [device] = await db.select().from(trackingDevices).where(eq(trackingDevices.deviceId, deviceId));
  if (!device || (!isPlatform(principal) && device.accnId !== principal.accnId)) throw notFound('trackingDevice not found');
  return device;
}

/** The device's truck history, newest first. */
export async function deviceAssignments(db: Db, principal: Principal, deviceId: string) {
  await visibleDevice(db, principal, deviceId);
  const rows = await db
    .select({
      truckId: trackingDeviceAssignments.truckId,
      vhPlateNo: trucks.vhPlateNo,
      fromAt: trackingDeviceAssignments.fromAt,
      toAt: trackingDeviceAssignments.toAt,
      byUsrId: trackingDeviceAssignments.byUsrId,
    })
    .from(trackingDeviceAssignments)
    .leftJoin(trucks, eq(trucks.truckId, trackingDeviceAssignments.truckId))
    .where(eq(trackingDeviceAssignments.deviceId, deviceId))
    .orderBy(trackingDeviceAssignments.fromAt);
  return rows.reverse();
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The stored hash of a device's token (the driver app's batch checks the token it sends against it), or null. */
export async function deviceTokenHash(db: Db, deviceId: string): Promise<string | null> {
  const [token] = await db.select().from(trackingDeviceTokens).where(eq(trackingDeviceTokens.deviceId, deviceId));
  return token?.tokenHash ?? null;
}

/**
 * Issues the batch endpoint's secret for a device of the caller's own company: a new random token (shown once,
 * stored as its SHA-256), replacing any earlier one. Audited without the token.
 */
export async function issueDeviceToken(
  db: Db,
  principal: Principal,
  deviceId: string,
): Promise<{ deviceId: string; token: string }> {
  return db.transaction(async (tx) => {
    const device = await visibleDevice(tx, principal, deviceId);
    if (device.accnId !== principal.accnId) throw forbidden();
    const token = randomBytes(24).toString('base64url');
    await tx
      .insert(trackingDeviceTokens)
      .values({ deviceId, tokenHash: hashToken(token), issuedBy: principal.usrId })
      .onConflictDoUpdate({
        target: trackingDeviceTokens.deviceId,
        set: { tokenHash: hashToken(token), issuedBy: principal.usrId, issuedAt: new Date() },
      });
    await audit(tx, principal, { event: 'TRACKINGDEVICE_TOKEN', entity: 'trackingDevice', entityId: deviceId });
    return { deviceId, token };
  });
}
