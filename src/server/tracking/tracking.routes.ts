import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TRUCKING_API } from '../../domain/api-paths';
import { datatableQuery, datatableResponse } from '../../domain/datatable';
import {
  batchBody,
  geofenceInput,
  KNOTS_TO_KMH,
  MAX_FUTURE_MS,
  osmandParams,
  parseOsmandTime,
} from '../../domain/tracking/tracking';
import { fenceEventRow } from '../../domain/tracking/tracking-responses';
import type { Db } from '../db/client';
import { AppError, forbidden, notFound, validationFailed, type FieldErrors } from '../http/errors';
import { errorResponses } from '../http/openapi';
import type { ChangeFeed } from '../db/notify';
import { cachedIntParam } from '../sysparams/sysparams.service';
import { cachedTrackingLookups, type KnownDevice } from './ingest-cache';
import { deviceAssignments, deviceTokenHash, hashToken, issueDeviceToken } from './devices';
import { ingestPoints, type IncomingPoint, type IngestResult } from './ingest.service';
import { deleteGeofence, getGeofence, latestPositions, listFenceEvents, putGeofence } from './tracking.service';
import { timingSafeEqual } from 'node:crypto';

export interface TrackingOptions {
  db: Db;
  /** Ingestion requests a minute per device (429 past it); default 240 (a fix every 0.25 s). */
  deviceRateMax?: number;
  /** The process's change feed: the ingestion's caches drop what changed (ingest-cache.ts). */
  changes?: ChangeFeed;
}

const ingestResult = z.object({
  received: z.number().int(),
  stored: z.number().int(),
  duplicates: z.number().int(),
  flagged: z.number().int(),
  events: z.number().int(),
});

/** Checks a point's values against the earth and the clock; field errors keyed by `prefix`. */
function pointErrors(p: IncomingPoint, now: number, oldest: number, prefix = ''): FieldErrors {
  const errors: FieldErrors = {};
  if (!(p.lat >= -90 && p.lat <= 90)) errors[`${prefix}lat`] = 'validation.coordinate';
  if (!(p.lon >= -180 && p.lon <= 180)) errors[`${prefix}lon`] = 'validation.coordinate';
  const t = p.at.getTime();
  if (t > now + MAX_FUTURE_MS) errors[`${prefix}timestamp`] = 'validation.futureTime';
  else if (t < oldest) errors[`${prefix}timestamp`] = 'validation.tooOld';
  if (p.speedKmh !== null && p.speedKmh !== undefined && (p.speedKmh < 0 || p.speedKmh > 1000))
    errors[`${prefix}speed`] = 'validation.tooBig';
  return errors;
}

/** The window before which a point is refused: the retention's start (its partition would be dropped). */
function oldestAccepted(months: number, now: Date): number {
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months + 1, 1);
}

/** The devices' per-minute request counters (one process; each API process counts its own). */
function deviceLimiter(max: number) {
  const windows = new Map<string, { minute: number; count: number }>();
  return (deviceId: string) => {
    const minute = Math.floor(Date.now() / 60_000);
    const w = windows.get(deviceId);
    if (!w || w.minute !== minute) {
      if (windows.size > 100_000) windows.clear();
      windows.set(deviceId, { minute, count: 1 });
      return;
    }
    if (++w.count > max) throw new AppError('TOO_MANY_REQUESTS', 'Too many reports from this device; slow down');
  };
}

/**
 * Tracking (issue 16, part 1): the OsmAnd ingestion (GET or form POST, no auth: the IMEI of a registered active
 * device is the key), the driver app's JSON batch (device token), device tokens and assignment history, location
 * geofences, the enter/exit events list and the latest positions.
 */
export function trackingRoutes(app: FastifyInstance, options: TrackingOptions): void {
  const { db } = options;
  const limit = deviceLimiter(options.deviceRateMax ?? 240);
  // Per process, dropped on change notices (decision 0017, "Ingestion per process").
  const lookups = cachedTrackingLookups(options.changes);
  const dwellMinutes = cachedIntParam(db, 'TRACKING_DWELL_MINUTES', { changes: options.changes });
  const retentionMonths = cachedIntParam(db, 'TRACKING_RETENTION_MONTHS', { changes: options.changes });

  async function activeDevice(imei: string) {
    const known = await lookups.device(db, imei);
    if (!known) throw notFound('Unknown device');
    if (known.device.status !== 'A') throw forbidden('The device is inactive');
    limit(known.device.deviceId);
    return known;
  }

  async function ingest(known: KnownDevice, points: IncomingPoint[]): Promise<IngestResult> {
    const dwell = await dwellMinutes();
    return ingestPoints(db, known.device, points, dwell * 60_000, { lookups, plate: known.plate });
  }

  void app.register(async (scope) => {
    // OsmAnd devices may POST the parameters as a form body.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
    const r = scope.withTypeProvider<ZodTypeProvider>();
    const osmand = async (raw: Record<string, unknown>) => {
      const parsed = osmandParams.safeParse(raw);
      if (!parsed.success) {
        throw validationFailed(Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.') || '_', i.message])));
      }
      const q = parsed.data;
      const errors: FieldErrors = {};
      const imei = q.id ?? q.deviceid;
      if (!imei) errors.id = 'validation.required';
      let lat = q.lat;
      let lon = q.lon;
      if ((lat === undefined || lon === undefined) && q.location) {
        const [a, b] = q.location.split(',').map((v) => Number(v.trim()));
        if (Number.isFinite(a) && Number.isFinite(b)) [lat, lon] = [a, b];
      }
      if (lat === undefined) errors.lat = 'validation.required';
      if (lon === undefined) errors.lon = 'validation.required';
      const at = parseOsmandTime(q.timestamp);
      if (!at) errors.timestamp = 'validation.dateTime';
      if (Object.keys(errors).length) throw validationFailed(errors);
      const point: IncomingPoint = {
        at: at!,
        lat: lat!,
        lon: lon!,
        speedKmh: q.speed === undefined ? null : q.speed * KNOTS_TO_KMH,
        bearing: q.bearing ?? q.heading ?? null,
        altitude: q.altitude ?? null,
        accuracy: q.accuracy ?? null,
        batt: q.batt ?? null,
      };
      const now = new Date();
      const bad = pointErrors(point, now.getTime(), oldestAccepted(await retentionMonths(), now));
      if (Object.keys(bad).length) throw validationFailed(bad);
      return ingest(await activeDevice(imei!), [point]);
    };
    const schema = {
      tags: ['tracking'],
      summary:
        'OsmAnd protocol (Traccar Client): id (IMEI), lat, lon, timestamp (unix s/ms or ISO), speed (knots), bearing, altitude, accuracy, batt',
      response: { 200: ingestResult, ...errorResponses },
    };
    const config = { rateLimit: { max: 100_000, timeWindow: '1 minute' } };
    r.get(`${TRUCKING_API}/tracking/osmand`, { schema, config }, async (request) =>
      osmand(request.query as Record<string, unknown>),
    );
    r.post(`${TRUCKING_API}/tracking/osmand`, { schema, config }, async (request) =>
      osmand({ ...(request.query as object), ...((request.body as object | undefined) ?? {}) }),
    );
  });

  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    `${TRUCKING_API}/tracking/batch`,
    {
      schema: {
        tags: ['tracking'],
        summary: "The driver app's buffered points (JSON, up to 5,000), authenticated by the device's token (X-Device-Token)",
        headers: z.object({ 'x-device-token': z.string().min(1).max(128) }).passthrough(),
        body: batchBody.extend({ imei: z.string().regex(/^[0-9]{15}$/, 'validation.imei') }).strict(),
        response: { 200: ingestResult, ...errorResponses },
      },
      config: { rateLimit: { max: 100_000, timeWindow: '1 minute' } },
    },
    async (request) => {
      const { imei, points } = request.body;
      const known = await lookups.device(db, imei);
      const device = known?.device;
      const tokenHash = device ? await deviceTokenHash(db, device.deviceId) : null;
      const given = Buffer.from(hashToken(request.headers['x-device-token']));
      if (!device || !tokenHash || !timingSafeEqual(given, Buffer.from(tokenHash))) {
        throw new AppError('UNAUTHENTICATED', 'Unknown device or wrong token');
      }
      if (device.status !== 'A') throw forbidden('The device is inactive');
      limit(device.deviceId);
      const now = new Date();
      const oldest = oldestAccepted(await retentionMonths(), now);
      const incoming: IncomingPoint[] = points.map((p) => ({ ...p, at: new Date(p.at) }));
      const errors: FieldErrors = {};
      incoming.forEach((p, i) => Object.assign(errors, pointErrors(p, now.getTime(), oldest, `points.${i}.`)));
      if (Object.keys(errors).length) throw validationFailed(errors);
      return ingest(known!, incoming);
    },
  );

  const signedIn = app.auth.requireUser;
  const fleet = app.auth.requirePermission('fleet.manage');
  const locationsWrite = app.auth.requirePermission('location.manage');
  const deviceParams = z.object({ deviceId: z.string().min(1).max(20) });
  r.post(
    `${TRUCKING_API}/tracking-devices/:deviceId/token`,
    {
      schema: {
        tags: ['tracking'],
        summary: "Issue the device's batch token (shown once; replaces the previous one)",
        params: deviceParams,
        response: { 200: z.object({ deviceId: z.string(), token: z.string() }), ...errorResponses },
      },
      preHandler: fleet,
    },
    async (request) => issueDeviceToken(db, request.principal!, request.params.deviceId),
  );
  r.get(
    `${TRUCKING_API}/tracking-devices/:deviceId/assignments`,
    {
      schema: {
        tags: ['tracking'],
        summary: 'Which truck the device was fitted to, when (newest first)',
        params: deviceParams,
        response: {
          200: z.array(
            z.object({
              truckId: z.string().nullable(),
              vhPlateNo: z.string().nullable(),
              fromAt: z.date(),
              toAt: z.date().nullable(),
              byUsrId: z.string().nullable(),
            }),
          ),
          ...errorResponses,
        },
      },
      preHandler: signedIn,
    },
    async (request) => deviceAssignments(db, request.principal!, request.params.deviceId),
  );

  const day = z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.date')
    .optional();
  r.get(
    `${TRUCKING_API}/tracking/events`,
    {
      schema: {
        tags: ['tracking'],
        summary: 'Geofence enter/exit events after dwell, newest first; filter by day (WIB), truck, location, kind',
        querystring: datatableQuery
          .extend({
            from: day,
            to: day,
            truckId: z.string().max(20).optional(),
            locId: z.string().max(20).optional(),
            kind: z.enum(['ENTER', 'EXIT']).optional(),
          })
          .strict(),
        response: { 200: datatableResponse(fenceEventRow), ...errorResponses },
      },
      preHandler: signedIn,
    },
    async (request) => listFenceEvents(db, request.principal!, request.query) as never,
  );
  r.get(
    `${TRUCKING_API}/tracking/latest`,
    {
      schema: {
        tags: ['tracking'],
        summary: 'The latest good position of every visible truck',
        response: {
          200: z.array(
            z.object({
              truckId: z.string(),
              vhPlateNo: z.string(),
              deviceId: z.string(),
              fixAt: z.date(),
              lat: z.number(),
              lon: z.number(),
              speedKmh: z.number().nullable(),
              bearing: z.number().nullable(),
            }),
          ),
          ...errorResponses,
        },
      },
      preHandler: signedIn,
    },
    async (request) => latestPositions(db, request.principal!),
  );

  const geofenceOut = z.object({
    locId: z.string(),
    shape: z.enum(['CIRCLE', 'POLYGON']),
    centerLat: z.number().nullable(),
    centerLon: z.number().nullable(),
    radiusM: z.number().int().nullable(),
    polygon: z.array(z.tuple([z.number(), z.number()])).nullable(),
    version: z.number().int(),
  });
  const locParams = z.object({ locId: z.string().min(1).max(20) });
  r.get(
    `${TRUCKING_API}/locations/:locId/geofence`,
    {
      schema: {
        tags: ['tracking'],
        summary: "A location's geofence",
        params: locParams,
        response: { 200: geofenceOut, ...errorResponses },
      },
      preHandler: signedIn,
    },
    async (request) => getGeofence(db, request.principal!, request.params.locId),
  );
  r.put(
    `${TRUCKING_API}/locations/:locId/geofence`,
    {
      schema: {
        tags: ['tracking'],
        summary:
          "Set a location's geofence: a circle (centre, radius m) or a polygon ([[lat, lon], ...]); send the version to replace one",
        params: locParams,
        body: z.intersection(geofenceInput, z.object({ version: z.number().int().min(1).optional() })),
        response: { 200: geofenceOut, ...errorResponses },
      },
      preHandler: locationsWrite,
    },
    async (request) => putGeofence(db, request.principal!, request.params.locId, request.body),
  );
  r.delete(
    `${TRUCKING_API}/locations/:locId/geofence`,
    {
      schema: {
        tags: ['tracking'],
        summary: "Remove a location's geofence",
        params: locParams,
        response: { 204: z.null(), ...errorResponses },
      },
      preHandler: locationsWrite,
    },
    async (request, reply) => {
      await deleteGeofence(db, request.principal!, request.params.locId);
      return reply.code(204).send(null);
    },
  );
}
