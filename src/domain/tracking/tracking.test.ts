import { describe, expect, it } from 'vitest';
import { dwellEvents, insideGeofence, luhnValid, parseOsmandTime, withLuhnDigit } from './tracking';
import { inputSchema } from '../resources/schema';
import { trackingDeviceResource } from '../resources/fleet/tracking-device';

describe('tracking domain', () => {
  it('Luhn: a real IMEI passes, a changed digit fails; the device form refuses it', () => {
    expect(luhnValid('490154203237518')).toBe(true);
    expect(luhnValid('490154203237517')).toBe(false);
    expect(withLuhnDigit('49015420323751')).toBe('490154203237518');
    const schema = inputSchema(trackingDeviceResource, 'create');
    expect(schema.safeParse({ imei: '490154203237518', model: 'FMB920' }).success).toBe(true);
    const bad = schema.safeParse({ imei: '490154203237517', model: 'FMB920' });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues[0]!.message).toBe('validation.checkDigit');
  });

  it('OsmAnd time: unix seconds, milliseconds, ISO; junk is null', () => {
    expect(parseOsmandTime('1700000000')!.toISOString()).toBe('2023-11-14T22:13:20.000Z');
    expect(parseOsmandTime('1700000000000')!.toISOString()).toBe('2023-11-14T22:13:20.000Z');
    expect(parseOsmandTime('2026-01-02T03:04:05Z')!.toISOString()).toBe('2026-01-02T03:04:05.000Z');
    expect(parseOsmandTime('yesterday')).toBeNull();
  });

  it('geofences: circle and polygon', () => {
    expect(
      insideGeofence({ shape: 'CIRCLE', centerLat: -6.1, centerLon: 106.9, radiusM: 500 }, { lat: -6.1, lon: 106.903 }),
    ).toBe(true);
    expect(
      insideGeofence({ shape: 'CIRCLE', centerLat: -6.1, centerLon: 106.9, radiusM: 300 }, { lat: -6.1, lon: 106.903 }),
    ).toBe(false);
    const square: Array<[number, number]> = [
      [-6.2, 106.8],
      [-6.2, 106.9],
      [-6.1, 106.9],
      [-6.1, 106.8],
    ];
    expect(insideGeofence({ shape: 'POLYGON', polygon: square }, { lat: -6.15, lon: 106.85 })).toBe(true);
    expect(insideGeofence({ shape: 'POLYGON', polygon: square }, { lat: -6.05, lon: 106.85 })).toBe(false);
  });

  it('dwell: jitter at the boundary makes no events; a stay of N minutes makes one, dated at its first fix', () => {
    const t = (min: number) => new Date(Date.UTC(2026, 0, 1, 0, min));
    const fixes = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((m) => ({ at: t(m), inside: [1, 3, 5, 6, 7, 8, 9].includes(m) }));
    const { events, state } = dwellEvents({ inside: false, candidateAt: null }, fixes, 3 * 60_000);
    expect(events).toEqual([{ kind: 'ENTER', at: t(5), confirmedAt: t(8) }]);
    expect(state).toEqual({ inside: true, candidateAt: t(10) });
  });
});

describe('alert kinds', () => {
  it("the alerts list offers the rules' kinds", async () => {
    const { trackAlertResource } = await import('../resources/fleet/track-alert');
    const { ALERT_KINDS } = await import('../resources/fleet/track-alert-rule');
    expect(trackAlertResource.fields.find((f) => f.name === 'kind')!.options).toEqual(ALERT_KINDS);
  });
});
