import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../tests/support/test-app';
import { auditLog, notificationEvents, outbox, trackAlerts, trackingDevices, trucks } from '../db/schema';
import { translate } from '../http/i18n';
import { checkSilentDevices } from './alerts.service';
import { DEMO_PLACES } from './demo-route';

const t = (key: string) => translate('en', key);
const ctx = useTestApp();
const BASE = '/api/v1/lintas/trucking';
const KNOTS = 1.852;

async function as(usrId: string) {
  const { authorization } = await ctx.signIn(usrId);
  return (method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) =>
    ctx.app.inject({ method, url: `${BASE}${url}`, headers: { authorization }, ...(payload ? { payload } : {}) });
}

const osmand = (params: Record<string, string | number>) =>
  ctx.app.inject({
    method: 'GET',
    url: `${BASE}/tracking/osmand?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}`,
  });
const imeiOf = async (deviceId: string) =>
  (await ctx.database.db.select().from(trackingDevices).where(eq(trackingDevices.deviceId, deviceId)))[0]!.imei;
const alertsOf = (ruleId: string, truckId: string) =>
  ctx.database.db
    .select()
    .from(trackAlerts)
    .where(and(eq(trackAlerts.ruleId, ruleId), eq(trackAlerts.truckId, truckId)))
    .orderBy(trackAlerts.startedAt);

async function rule(payload: Record<string, unknown>): Promise<string> {
  const to1 = await as('TO1');
  const created = await to1('POST', '/tracking-alert-rules', payload);
  expect(created.statusCode).toBe(201);
  return created.json().ruleId as string;
}

describe('alert rules', () => {
  it("are kept by the truck operator's administrator: a threshold for every kind but FENCE, own locations only", async () => {
    const to1 = await as('TO1');
    const missing = await to1('POST', '/tracking-alert-rules', { ruleName: 'Fast', kind: 'SPEEDING' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toEqual({ threshold: t('validation.required') });
    const badKind = await to1('POST', '/tracking-alert-rules', { ruleName: 'X', kind: 'TELEPORT', threshold: 1 });
    expect(badKind.statusCode).toBe(400);
    expect(Object.keys(badKind.json().message)).toEqual(['kind']);
    const foreignLoc = await to1('POST', '/tracking-alert-rules', { ruleName: 'X', kind: 'FENCE', locId: 'LOC-CO1-SUNTER' });
    expect(foreignLoc.json().message).toEqual({ locId: t('validation.reference') });
    const fence = await to1('POST', '/tracking-alert-rules', { ruleName: 'Depot', kind: 'FENCE', locId: 'LOC-TO1-DEPO' });
    expect(fence.statusCode).toBe(201);
    expect(fence.json()).toMatchObject({ accnId: 'TO0001', fenceKind: 'BOTH', threshold: null, status: 'A' });
    // A cargo owner's administrator has no alert rules; another operator does not see TO1's.
    const co1 = await as('CO1');
    expect((await co1('POST', '/tracking-alert-rules', { ruleName: 'X', kind: 'SPEEDING', threshold: 80 })).statusCode).toBe(403);
    const to2 = await as('TO2');
    const list2 = await to2('GET', '/tracking-alert-rules?length=100');
    expect(list2.json()).toMatchObject({ iTotalRecords: 0 });
    expect((await to2('GET', `/tracking-alert-rules/${fence.json().ruleId}`)).statusCode).toBe(404);
    expect((await to1('GET', '/tracking-alert-rules?length=100')).json().iTotalRecords).toBeGreaterThanOrEqual(6);
  });
});

describe('alerts at ingestion', () => {
  it('speeding: one alert per episode (however many fast fixes), ended by a slow fix; its e-mail in the outbox', async () => {
    const ruleId = await rule({ ruleName: 'Toll road', kind: 'SPEEDING', threshold: 80, notifyEmail: 'dispatch@to1.test' });
    const imei = await imeiOf('DEV-TO1-04');
    const t0 = Math.floor(Date.now() / 1000) - 1800;
    const speeds = [50, 90, 95, 100, 85, 40, 60, 92];
    for (const [i, kmh] of speeds.entries()) {
      const r = await osmand({ id: imei, lat: -6.3 + i * 0.01, lon: 106.7, timestamp: t0 + i * 60, speed: kmh / KNOTS });
      expect(r.statusCode).toBe(200);
    }
    // The same fast point again (a duplicate) raises nothing more.
    await osmand({ id: imei, lat: -6.3 + 7 * 0.01, lon: 106.7, timestamp: t0 + 7 * 60, speed: 92 / KNOTS });
    const alerts = await alertsOf(ruleId, 'TRK-TO1-04');
    expect(alerts.map((a) => [a.startedAt.getTime() / 1000, a.endedAt ? a.endedAt.getTime() / 1000 : null])).toEqual([
      [t0 + 60, t0 + 5 * 60],
      [t0 + 7 * 60, null],
    ]);
    expect(alerts[0]!.value).toBeCloseTo(90, 0);
    const mails = await ctx.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.template, 'TRACKING_ALERT'), eq(outbox.toAddress, 'dispatch@to1.test')));
    expect(mails).toHaveLength(2);
    expect(mails[0]!.subject).toContain('Toll road');
    expect(mails[0]!.body).toContain('over the limit of 80 km/h');
    expect(mails[0]!.body).toContain('melebihi batas 80 km/jam');
    // Each alert (not each fast fix, not the duplicate) is told to the truck's operator: TRACKING_ALERT.
    const events = await ctx.database.db
      .select()
      .from(notificationEvents)
      .where(
        and(
          eq(notificationEvents.type, 'TRACKING_ALERT'),
          inArray(
            sql`${notificationEvents.record}->>'id'`,
            alerts.map((a) => String(a.id)),
          ),
        ),
      );
    expect(events).toHaveLength(2);
    const [truck] = await ctx.database.db.select().from(trucks).where(eq(trucks.truckId, 'TRK-TO1-04'));
    expect(events[0]).toMatchObject({
      accnIds: ['TO0001'],
      record: { kind: 'trackAlert', path: '/administrations/alert' },
      data: {
        truckPlate: truck!.vhPlateNo,
        alertKind: 'Toll road (SPEEDING)',
        detail: expect.stringContaining('over the limit of 80 km/h'),
      },
    });
  });

  it('stopped longer than N minutes outside every geofence: one alert from the stop start; none inside a geofence', async () => {
    const ruleId = await rule({ ruleName: 'Long stop', kind: 'STOPPED', threshold: 10 });
    const imei = await imeiOf('DEV-TO1-05');
    const t0 = Math.floor(Date.now() / 1000) - 6 * 3600;
    const send = (i: number, p: { lat: number; lon: number }, s = 0) =>
      osmand({ id: imei, lat: p.lat, lon: p.lon, timestamp: t0 + i * 120, speed: s });
    const road = { lat: -6.4, lon: 107.0 };
    // 16 minutes standing on a road (small GPS jitter), then driving away.
    for (let i = 0; i <= 8; i++) await send(i, { lat: road.lat + (i % 2) * 0.0003, lon: road.lon });
    await send(9, { lat: road.lat + 0.02, lon: road.lon }, 20);
    await send(10, { lat: road.lat + 0.04, lon: road.lon }, 20);
    let alerts = await alertsOf(ruleId, 'TRK-TO1-05');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.startedAt.getTime() / 1000).toBe(t0);
    expect(alerts[0]!.endedAt!.getTime() / 1000).toBe(t0 + 9 * 120);
    // Two hours later, 20 minutes inside the port's geofence: no alert.
    const priok = DEMO_PLACES['LOC-TO1-PRIOK']!;
    for (let i = 60; i <= 70; i++) await send(i, priok);
    alerts = await alertsOf(ruleId, 'TRK-TO1-05');
    expect(alerts).toHaveLength(1);
  });

  it('device silent for N minutes: the pg-boss job raises one alert per silence; the next point ends it', async () => {
    const ruleId = await rule({ ruleName: 'Silent', kind: 'SILENT', threshold: 15 });
    const imei = await imeiOf('DEV-TO1-06');
    const t0 = Math.floor(Date.now() / 1000) - 40 * 60;
    await osmand({ id: imei, lat: -6.2, lon: 106.85, timestamp: t0 });
    await checkSilentDevices(ctx.database.db);
    await checkSilentDevices(ctx.database.db);
    let alerts = await alertsOf(ruleId, 'TRK-TO1-06');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.startedAt.getTime() / 1000).toBe(t0);
    expect(alerts[0]!.endedAt).toBeNull();
    const back = Math.floor(Date.now() / 1000) - 30;
    await osmand({ id: imei, lat: -6.2, lon: 106.86, timestamp: back });
    await checkSilentDevices(ctx.database.db);
    alerts = await alertsOf(ruleId, 'TRK-TO1-06');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.endedAt!.getTime() / 1000).toBe(back);
  });

  it("leaving the planned route (the straight legs pickup -> drops of the truck's live trip) by more than N km", async () => {
    const ruleId = await rule({ ruleName: 'Off route', kind: 'ROUTE', threshold: 3 });
    // TRK-TO1-01 is assigned to SMA-PO-2613: Tanjung Priok -> Cikarang.
    const imei = await imeiOf('DEV-TO1-01');
    const a = DEMO_PLACES['LOC-TO1-PRIOK']!;
    const b = DEMO_PLACES['LOC-CO1-CIKARANG']!;
    const mid = { lat: (a.lat + b.lat) / 2, lon: (a.lon + b.lon) / 2 };
    const t0 = Math.floor(Date.now() / 1000) - 50 * 60;
    const at = (i: number, p: { lat: number; lon: number }) => osmand({ id: imei, ...p, timestamp: t0 + i * 600, speed: 20 });
    await at(0, mid);
    await at(1, { lat: mid.lat - 0.02, lon: mid.lon }); // about 2 km off: inside the corridor
    expect(await alertsOf(ruleId, 'TRK-TO1-01')).toHaveLength(0);
    await at(2, { lat: mid.lat - 0.06, lon: mid.lon }); // about 6 km off
    await at(3, { lat: mid.lat - 0.07, lon: mid.lon });
    await at(4, mid);
    const alerts = await alertsOf(ruleId, 'TRK-TO1-01');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.startedAt.getTime() / 1000).toBe(t0 + 1200);
    expect(alerts[0]!.endedAt!.getTime() / 1000).toBe(t0 + 2400);
    expect(alerts[0]!.value).toBeGreaterThan(3);
    // Each language writes the distance its way: a decimal point in English, a decimal comma in Bahasa Indonesia.
    const mails = await ctx.database.db.select().from(outbox).where(eq(outbox.template, 'TRACKING_ALERT'));
    const mail = mails.find((m) => m.subject.includes('Off route'))!;
    expect(mail.body).toMatch(/\d+\.\d km off the planned route \(limit 3 km\)/);
    expect(mail.body).toMatch(/\d+,\d km di luar rute rencana \(batas 3 km\)/);
  });

  it('geofence enter: the demo rule on Tanjung Priok raises one alert for the confirmed enter', async () => {
    const imei = await imeiOf('DEV-TO1-04');
    const p = DEMO_PLACES['LOC-TO1-PRIOK']!;
    // Ten minutes after the speeding test's last fix of this truck (a plausible drive to the port).
    const t0 = Math.floor(Date.now() / 1000) - 10 * 60;
    for (let i = 0; i < 8; i++) await osmand({ id: imei, lat: p.lat, lon: p.lon, timestamp: t0 + i * 60, speed: 0 });
    const alerts = await alertsOf('ALR-TO1-PRIOK', 'TRK-TO1-04');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.startedAt.getTime() / 1000).toBe(t0);
    expect(alerts[0]!.details).toMatchObject({ event: 'ENTER', locId: 'LOC-TO1-PRIOK' });
  });
});

describe('alerts list and acknowledge', () => {
  it("lists the company's alerts paged; two acknowledgements at once: one wins, the other is 409; audited", async () => {
    const to1 = await as('TO1');
    const page = (await to1('GET', '/tracking/alerts?length=10&ack=OPEN&kind=SPEEDING')).json();
    expect(page).toMatchObject({ iTotalRecords: expect.any(Number) });
    expect(page.aaData).toHaveLength(10);
    expect(page.iTotalDisplayRecords).toBeGreaterThan(10);
    const target = page.aaData[0];
    expect(target).toMatchObject({ ack: 'OPEN', kind: 'SPEEDING', truckId: expect.stringMatching(/^TRK-TO1-/) });
    expect(target.detail).toContain('km/h');
    const [a, b] = await Promise.all([
      to1('POST', `/tracking/alerts/${target.id}/ack`, { remark: 'Driver called', version: target.version }),
      to1('POST', `/tracking/alerts/${target.id}/ack`, { remark: 'Second', version: target.version }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const winner = a.statusCode === 200 ? a : b;
    const [row] = await ctx.database.db.select().from(trackAlerts).where(eq(trackAlerts.id, target.id));
    expect(row).toMatchObject({ ackedBy: 'TO1', remark: winner === a ? 'Driver called' : 'Second', version: 2 });
    // Once acknowledged, a later one is 409 too; the row stays as the winner left it.
    const late = await to1('POST', `/tracking/alerts/${target.id}/ack`, { remark: 'Late', version: 2 });
    expect(late.statusCode).toBe(409);
    expect((await ctx.database.db.select().from(trackAlerts).where(eq(trackAlerts.id, target.id)))[0]!.remark).toBe(row!.remark);
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.audtEvent, 'TRACKING_ALERT_ACK'), eq(auditLog.entityId, String(target.id))));
    expect(audits).toHaveLength(1);
    const acked = (await to1('GET', `/tracking/alerts?length=100&ack=ACKED`)).json();
    expect(acked.aaData.map((r: { id: number }) => r.id)).toContain(target.id);
    // A remark over 500 characters is refused.
    const other = page.aaData[1];
    const long = await to1('POST', `/tracking/alerts/${other.id}/ack`, { remark: 'x'.repeat(501), version: other.version });
    expect(long.json().message).toEqual({ remark: t('validation.tooLong') });
  });

  it("another company's alerts are neither listed nor acknowledgeable; a cargo owner has no alerts list", async () => {
    const [any] = await ctx.database.db
      .select()
      .from(trackAlerts)
      .where(sql`${trackAlerts.ackedAt} is null`)
      .limit(1);
    const to2 = await as('TO2');
    expect((await to2('GET', '/tracking/alerts?length=10')).json().iTotalRecords).toBe(0);
    const refused = await to2('POST', `/tracking/alerts/${any!.id}/ack`, { version: any!.version });
    expect(refused.statusCode).toBe(404);
    expect((await ctx.database.db.select().from(trackAlerts).where(eq(trackAlerts.id, any!.id)))[0]!.ackedAt).toBeNull();
    const co1 = await as('CO1');
    expect((await co1('GET', '/tracking/alerts?length=10')).statusCode).toBe(403);
  });
});
