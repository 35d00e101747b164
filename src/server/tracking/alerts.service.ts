import { formatNumber } from '../../domain/format';
import { and, desc, eq, ilike, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { DatatableQuery } from '../../domain/datatable';
import { LIVE_STATES } from '../../domain/jobs/job-actions';
import { isPlatform } from '../../domain/permissions';
import { trackAlertRuleResource } from '../../domain/resources/fleet/track-alert-rule';
import { distanceToRouteKm, STOP_RADIUS_M, type AlertAckInput, type AlertKind } from '../../domain/tracking/alerts';
import { distanceM, insideGeofence, type Geofence } from '../../domain/tracking/tracking';
import type { Db, Tx } from '../db/client';
import {
  accounts,
  jobs,
  jobTrips,
  locations,
  trackAlertMotion,
  trackAlertRules,
  trackAlerts,
  trackFenceEvents,
  trackingDevices,
  trackLatest,
  trucks,
} from '../db/schema';
import { audit } from '../http/audit';
import { dayRangeFilters, likePattern, orderBy, pagedFrom } from '../http/datatable';
import { conflict, notFound, validationFailed, type FieldErrors } from '../http/errors';
import type { Principal } from '../http/principal';
import { enqueueMail } from '../mail/outbox';
import { recordTrackingAlert } from '../notifications/operations-events';
import type { ServerResource } from '../resources/registry-types';
import type { IncomingPoint } from './ingest.service';
import { readTrackingLookups, type DeviceRow, type TrackingLookups } from './ingest-cache';

type Rule = typeof trackAlertRules.$inferSelect;

/** A rule's kind-specific fields: a threshold for every kind but FENCE; a location of the company's own. */
async function checkRule(tx: Tx, principal: Principal, values: Record<string, unknown>): Promise<void> {
  const errors: FieldErrors = {};
  const kind = values.kind as AlertKind;
  if (kind !== 'FENCE' && (values.threshold === null || values.threshold === undefined || values.threshold === ''))
    errors.threshold = 'validation.required';
  if (kind === 'FENCE' && !values.fenceKind) values.fenceKind = 'BOTH';
  if (kind !== 'FENCE') {
    values.locId = null;
    values.fenceKind = null;
  }
  const locId = values.locId;
  if (typeof locId === 'string' && locId !== '') {
    const [loc] = await tx.select({ accnId: locations.accnId }).from(locations).where(eq(locations.locId, locId));
    if (!loc || loc.accnId !== principal.accnId) errors.locId = 'validation.reference';
  }
  if (Object.keys(errors).length) throw validationFailed(errors);
}

export const trackAlertRuleServerResource: ServerResource = {
  def: trackAlertRuleResource,
  table: trackAlertRules,
  beforeWrite: (tx, principal, values) => checkRule(tx, principal, values),
};

/** What an alert says, in both languages (the e-mail and the list's detail column). */
function describe(kind: string, details: Record<string, unknown>): { en: string; id: string } {
  // Numbers as each language writes them: 5.3 km in English, 5,3 km in Bahasa Indonesia.
  const format = (v: unknown, lang: 'en' | 'id') =>
    typeof v === 'number' ? formatNumber(String(Math.round(v * 10) / 10), lang, 1) : String(v);
  const n = (v: unknown) => format(v, 'en');
  const ni = (v: unknown) => format(v, 'id');
  switch (kind) {
    case 'SPEEDING':
      return {
        en: `${n(details.speedKmh)} km/h over the limit of ${n(details.limit)} km/h`,
        id: `${ni(details.speedKmh)} km/jam melebihi batas ${ni(details.limit)} km/jam`,
      };
    case 'STOPPED':
      return {
        en: `Stopped over ${details.limit} minutes outside every geofence`,
        id: `Berhenti lebih dari ${details.limit} menit di luar geofence`,
      };
    case 'SILENT':
      return { en: `No position for over ${details.limit} minutes`, id: `Tidak ada posisi lebih dari ${details.limit} menit` };
    case 'ROUTE':
      return {
        en: `${n(details.km)} km off the planned route (limit ${n(details.limit)} km)`,
        id: `${ni(details.km)} km di luar rute rencana (batas ${ni(details.limit)} km)`,
      };
    default:
      return details.event === 'ENTER'
        ? { en: `Entered ${details.locName}`, id: `Masuk ${details.locName}` }
        : { en: `Left ${details.locName}`, id: `Keluar ${details.locName}` };
  }
}

interface Raise {
  rule: Rule;
  truckId: string;
  plate: string;
  startedAt: Date;
  endedAt?: Date | null;
  at: { lat: number; lon: number } | null;
  value: number | null;
  details: Record<string, unknown>;
}

/**
 * Stores an alert once per rule, truck and episode (the unique indexes decide: an open episode or the same start
 * already stored raise nothing) and queues its e-mail in the same transaction. True when it was new.
 */
async function raise(tx: Tx, r: Raise): Promise<boolean> {
  const [row] = await tx
    .insert(trackAlerts)
    .values({
      accnId: r.rule.accnId,
      ruleId: r.rule.ruleId,
      kind: r.rule.kind,
      truckId: r.truckId,
      startedAt: r.startedAt,
      endedAt: r.endedAt ?? null,
      lat: r.at?.lat ?? null,
      lon: r.at?.lon ?? null,
      value: r.value,
      details: r.details,
    })
    .onConflictDoNothing()
    .returning({ id: trackAlerts.id });
  if (!row) return false;
  // The operator's users hear of it by their preferences (TRACKING_ALERT); the rule's own address (or the company's)
  // still gets the alert's e-mail below: it need not be a user's.
  const [job] = await tx
    .select({ jobId: jobTrips.jobId })
    .from(jobTrips)
    .innerJoin(jobs, eq(jobs.jobId, jobTrips.jobId))
    .where(and(eq(jobTrips.truckId, r.truckId), inArray(jobs.jobState, [...LIVE_STATES])))
    .orderBy(desc(jobs.updatedAt))
    .limit(1);
  await recordTrackingAlert(tx, {
    id: row.id,
    accnId: r.rule.accnId,
    truckPlate: r.plate,
    kind: `${r.rule.ruleName} (${r.rule.kind})`,
    detail: describe(r.rule.kind, r.details).en,
    jobNo: job?.jobId ?? null,
  });
  let to = r.rule.notifyEmail;
  if (!to) {
    const [account] = await tx.select({ email: accounts.contactEmail }).from(accounts).where(eq(accounts.accnId, r.rule.accnId));
    to = account?.email ?? null;
  }
  if (to) {
    const text = describe(r.rule.kind, r.details);
    const when = r.startedAt.toLocaleString('en-GB', { timeZone: 'Asia/Jakarta', hour12: false }) + ' WIB';
    await enqueueMail(tx, {
      to,
      subject: `Lintas alert / Peringatan: ${r.rule.ruleName} — ${r.plate}`,
      body: [
        `${r.rule.ruleName} (${r.rule.kind}) — ${r.plate}, ${when}`,
        text.en,
        text.id,
        r.at ? `${r.at.lat.toFixed(5)}, ${r.at.lon.toFixed(5)}` : '',
        `Alert #${row.id}: /trucking/administrations/alert`,
      ]
        .filter(Boolean)
        .join('\n'),
      template: 'TRACKING_ALERT',
    });
  }
  return true;
}

/** Ends the open episodes of these rules for a truck. */
async function endEpisodes(tx: Tx, truckId: string, ruleIds: string[], at: Date) {
  if (ruleIds.length === 0) return;
  await tx
    .update(trackAlerts)
    .set({ endedAt: at })
    .where(and(eq(trackAlerts.truckId, truckId), inArray(trackAlerts.ruleId, ruleIds), isNull(trackAlerts.endedAt)));
}

/**
 * The alert rules at ingestion (decision 0021), in the ingestion's transaction after the geofence events: a point
 * ends the truck's silence; the fixes newer than any the rules have seen drive speeding, stop and route episodes
 * (a late point is stored and used for geofences, not for these); a geofence event made by this transaction raises
 * the FENCE rules that match it. Returns the alerts raised.
 */
export async function evaluateAlerts(
  tx: Tx,
  device: DeviceRow,
  truckId: string,
  good: IncomingPoint[],
  fenceEvents = 1,
  lookups: TrackingLookups = readTrackingLookups,
  knownPlate?: string | null,
): Promise<number> {
  if (good.length === 0) return 0;
  const rules = await lookups.rules(tx, device.accnId);
  if (rules.length === 0) return 0;
  const byKind = (k: AlertKind) => rules.filter((r) => r.kind === k);
  // Read only when an alert is raised (most fixes raise none).
  let plateOf: string | null = knownPlate ?? null;
  const plate = async () => {
    if (plateOf === null) {
      const [truck] = await tx.select({ plate: trucks.vhPlateNo }).from(trucks).where(eq(trucks.truckId, truckId));
      plateOf = truck?.plate ?? truckId;
    }
    return plateOf;
  };
  let raised = 0;
  const newest = good[good.length - 1]!;

  // One statement: a point ends the silence (the episode lasted until this fix); the truck's motion row, locked;
  // the rules with an open episode.
  const silent = byKind('SILENT').map((r) => r.ruleId);
  const { rows: motions } = await tx.execute<{
    stop_lat: number;
    stop_lon: number;
    stop_since: Date | string;
    last_fix_at: Date | string;
    open: string[];
  }>(sql`
    with ended as (
      update track_alerts set ended_at = ${newest.at.toISOString()}::timestamptz
      where truck_id = ${truckId} and ended_at is null and ${silent.length > 0}
        and rule_id in (select jsonb_array_elements_text(${JSON.stringify(silent)}::jsonb))
      returning rule_id
    )
    select m.stop_lat, m.stop_lon, m.stop_since, m.last_fix_at,
      array(select rule_id from track_alerts a where a.truck_id = m.truck_id and a.ended_at is null
            except select rule_id from ended) as open
    from track_alert_motion m where m.truck_id = ${truckId} for update of m`);
  const row = motions[0];
  const motion = row
    ? { stopLat: row.stop_lat, stopLon: row.stop_lon, stopSince: new Date(row.stop_since), lastFixAt: new Date(row.last_fix_at) }
    : null;
  const fresh = motion ? good.filter((p) => p.at > motion.lastFixAt) : good;
  if (fresh.length > 0) {
    const open = new Set(
      row
        ? row.open
        : (
            await tx
              .select({ ruleId: trackAlerts.ruleId })
              .from(trackAlerts)
              .where(and(eq(trackAlerts.truckId, truckId), isNull(trackAlerts.endedAt)))
          ).map((r) => r.ruleId),
    );
    const speeding = byKind('SPEEDING');
    const stopped = byKind('STOPPED');
    const route = byKind('ROUTE');
    let fences: Geofence[] | null = null;
    const planned = route.length ? await lookups.plannedRoute(tx, truckId) : [];
    let stop = motion
      ? { lat: motion.stopLat, lon: motion.stopLon, since: motion.stopSince }
      : { lat: fresh[0]!.lat, lon: fresh[0]!.lon, since: fresh[0]!.at };
    const start = async (
      rule: Rule,
      startedAt: Date,
      p: IncomingPoint,
      value: number | null,
      details: Record<string, unknown>,
    ) => {
      if (open.has(rule.ruleId)) return;
      open.add(rule.ruleId);
      if (await raise(tx, { rule, truckId, plate: await plate(), startedAt, at: p, value, details })) raised++;
    };
    const end = async (rules: Rule[], at: Date) => {
      const ending = rules.filter((r) => open.has(r.ruleId)).map((r) => r.ruleId);
      if (ending.length === 0) return;
      await endEpisodes(tx, truckId, ending, at);
      for (const id of ending) open.delete(id);
    };
    for (const p of fresh) {
      const speed = p.speedKmh ?? null;
      for (const rule of speeding) {
        if (speed !== null && speed > rule.threshold!)
          await start(rule, p.at, p, speed, { speedKmh: speed, limit: rule.threshold });
        else if (speed !== null) await end([rule], p.at);
      }
      if (distanceM(stop.lat, stop.lon, p.lat, p.lon) > STOP_RADIUS_M) {
        stop = { lat: p.lat, lon: p.lon, since: p.at };
        await end(stopped, p.at);
      } else {
        const minutes = (p.at.getTime() - stop.since.getTime()) / 60_000;
        const due = stopped.filter((rule) => minutes >= rule.threshold! && !open.has(rule.ruleId));
        // The geofences only when a stop is long enough to matter.
        if (due.length > 0 && fences === null) fences = (await lookups.fences(tx, device.accnId, truckId)).map((f) => f.fence);
        const inFence = due.length > 0 && fences!.some((f) => insideGeofence(f, p));
        for (const rule of due)
          if (!inFence)
            await start(rule, stop.since, p, Math.round(minutes), { minutes: Math.round(minutes), limit: rule.threshold });
      }
      if (planned.length > 0)
        for (const rule of route) {
          const km = distanceToRouteKm(p, planned);
          if (km > rule.threshold!) await start(rule, p.at, p, km, { km, limit: rule.threshold });
          else await end([rule], p.at);
        }
    }
    const last = fresh[fresh.length - 1]!;
    await tx
      .insert(trackAlertMotion)
      .values({ truckId, stopLat: stop.lat, stopLon: stop.lon, stopSince: stop.since, lastFixAt: last.at })
      .onConflictDoUpdate({
        target: trackAlertMotion.truckId,
        set: { stopLat: stop.lat, stopLon: stop.lon, stopSince: stop.since, lastFixAt: last.at },
      });
  }

  // Geofence events this transaction made (created_at is the transaction's now()).
  const fenceRules = byKind('FENCE');
  if (fenceRules.length > 0 && fenceEvents > 0) {
    const events = await tx
      .select({ kind: trackFenceEvents.kind, at: trackFenceEvents.at, locId: trackFenceEvents.locId, locName: locations.locName })
      .from(trackFenceEvents)
      .leftJoin(locations, eq(locations.locId, trackFenceEvents.locId))
      .where(and(eq(trackFenceEvents.deviceId, device.deviceId), sql`${trackFenceEvents.createdAt} = now()`));
    for (const e of events)
      for (const rule of fenceRules) {
        if (rule.locId && rule.locId !== e.locId) continue;
        if (rule.fenceKind && rule.fenceKind !== 'BOTH' && rule.fenceKind !== e.kind) continue;
        const details = { event: e.kind, locId: e.locId, locName: e.locName ?? e.locId };
        if (
          await raise(tx, { rule, truckId, plate: await plate(), startedAt: e.at, endedAt: e.at, at: null, value: null, details })
        )
          raised++;
      }
  }
  return raised;
}

/**
 * The "device silent" rules (pg-boss, every minute): a truck whose device is active and whose newest fix is older
 * than the rule's minutes raises one alert, started at that fix; its next point ends the episode.
 */
export async function checkSilentDevices(db: Db, now = new Date()): Promise<number> {
  const rules = await db
    .select()
    .from(trackAlertRules)
    .where(and(eq(trackAlertRules.kind, 'SILENT'), eq(trackAlertRules.status, 'A')));
  let raised = 0;
  for (const rule of rules) {
    const quiet = await db
      .select({
        truckId: trackLatest.truckId,
        plate: trucks.vhPlateNo,
        fixAt: trackLatest.fixAt,
        lat: trackLatest.lat,
        lon: trackLatest.lon,
      })
      .from(trackLatest)
      .innerJoin(trucks, eq(trucks.truckId, trackLatest.truckId))
      .innerJoin(trackingDevices, and(eq(trackingDevices.truckId, trackLatest.truckId), eq(trackingDevices.status, 'A')))
      .where(and(eq(trackLatest.accnId, rule.accnId), lt(trackLatest.fixAt, new Date(now.getTime() - rule.threshold! * 60_000))));
    for (const q of quiet) {
      const ok = await db.transaction((tx) =>
        raise(tx, {
          rule,
          truckId: q.truckId,
          plate: q.plate,
          startedAt: q.fixAt,
          at: { lat: q.lat, lon: q.lon },
          value: Math.round((now.getTime() - q.fixAt.getTime()) / 60_000),
          details: { limit: rule.threshold },
        }),
      );
      if (ok) raised++;
    }
  }
  return raised;
}

const QUEUE = 'tracking-silent-devices';

/** Runs checkSilentDevices every minute (pg-boss: once across processes). */
export async function scheduleSilentDevices(boss: PgBoss, db: Db, log: (error: unknown) => void = () => {}) {
  await boss.createQueue(QUEUE);
  await boss.schedule(QUEUE, '* * * * *');
  await boss.work(QUEUE, async () => {
    try {
      await checkSilentDevices(db);
    } catch (error) {
      log(error);
      throw error;
    }
  });
}

export interface AlertQuery extends DatatableQuery {
  from?: string | undefined;
  to?: string | undefined;
  truckId?: string | undefined;
  kind?: AlertKind | undefined;
  ack?: 'OPEN' | 'ACKED' | undefined;
}

const alertColumns = {
  id: trackAlerts.id,
  startedAt: trackAlerts.startedAt,
  endedAt: trackAlerts.endedAt,
  kind: trackAlerts.kind,
  ruleId: trackAlerts.ruleId,
  ruleName: trackAlertRules.ruleName,
  truckId: trackAlerts.truckId,
  vhPlateNo: trucks.vhPlateNo,
  lat: trackAlerts.lat,
  lon: trackAlerts.lon,
  value: trackAlerts.value,
  details: trackAlerts.details,
  ackedAt: trackAlerts.ackedAt,
  ackedBy: trackAlerts.ackedBy,
  remark: trackAlerts.remark,
  version: trackAlerts.version,
};

type AlertRow = {
  [K in keyof typeof alertColumns]: (typeof alertColumns)[K]['_']['notNull'] extends true
    ? (typeof alertColumns)[K]['_']['data']
    : (typeof alertColumns)[K]['_']['data'] | null;
};

const shape = (r: AlertRow) => {
  const text = describe(r.kind, r.details ?? {});
  return { ...r, detail: text.en, detailId: text.id, ack: r.ackedAt ? ('ACKED' as const) : ('OPEN' as const) };
};

/** Raised alerts (`/administrations/alert`), newest first: the operator's trucks'; the platform all. */
export async function listAlerts(db: Db, principal: Principal, q: AlertQuery) {
  const tenant = isPlatform(principal) ? undefined : eq(trackAlerts.accnId, principal.accnId);
  const filters: SQL[] = [...dayRangeFilters(trackAlerts.startedAt, q.from, q.to)];
  if (q.truckId) filters.push(eq(trackAlerts.truckId, q.truckId));
  if (q.kind) filters.push(eq(trackAlerts.kind, q.kind));
  if (q.ack === 'OPEN') filters.push(isNull(trackAlerts.ackedAt));
  if (q.ack === 'ACKED') filters.push(isNotNull(trackAlerts.ackedAt));
  if (q.search) {
    const like = likePattern(q.search);
    filters.push(or(ilike(trucks.vhPlateNo, like), ilike(trackAlertRules.ruleName, like))!);
  }
  const filter = filters.length ? and(...filters) : undefined;
  const order = q.sort
    ? orderBy(
        q,
        { startedAt: trackAlerts.startedAt, kind: trackAlerts.kind, vhPlateNo: trucks.vhPlateNo },
        'startedAt',
        trackAlerts.id,
      )
    : [desc(trackAlerts.startedAt), desc(trackAlerts.id)];
  const result = await pagedFrom(q, {
    columns: alertColumns,
    from: (fields) =>
      db
        .select(fields)
        .from(trackAlerts)
        .innerJoin(trackAlertRules, eq(trackAlertRules.ruleId, trackAlerts.ruleId))
        .leftJoin(trucks, eq(trucks.truckId, trackAlerts.truckId)),
    scope: tenant,
    filter,
    order,
  });
  return { ...result, aaData: result.aaData.map((r) => shape(r as AlertRow)) };
}

/**
 * Acknowledges an alert with a remark (audited). Another company's alert is not found; one already acknowledged, or
 * changed since the version the caller saw, is a 409 and stays as the winner left it.
 */
export async function acknowledgeAlert(db: Db, principal: Principal, id: number, input: AlertAckInput) {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(trackAlerts).where(eq(trackAlerts.id, id)).for('update');
    if (!row || (!isPlatform(principal) && row.accnId !== principal.accnId)) throw notFound('trackAlert not found');
    if (row.ackedAt) throw conflict(`Alert already acknowledged by ${row.ackedBy}`);
    if (row.version !== input.version) throw conflict('The alert changed; reload it');
    const remark = input.remark?.trim() || null;
    const [after] = await tx
      .update(trackAlerts)
      .set({ ackedAt: new Date(), ackedBy: principal.usrId, remark, version: row.version + 1 })
      .where(eq(trackAlerts.id, id))
      .returning();
    await audit(tx, principal, {
      event: 'TRACKING_ALERT_ACK',
      entity: 'trackAlert',
      entityId: String(id),
      before: { ackedAt: null, version: row.version },
      after: { ackedAt: after!.ackedAt, ackedBy: after!.ackedBy, remark, version: after!.version },
    });
    const [full] = await tx
      .select(alertColumns)
      .from(trackAlerts)
      .innerJoin(trackAlertRules, eq(trackAlertRules.ruleId, trackAlerts.ruleId))
      .leftJoin(trucks, eq(trucks.truckId, trackAlerts.truckId))
      .where(eq(trackAlerts.id, id));
    return shape(full as AlertRow);
  });
}
