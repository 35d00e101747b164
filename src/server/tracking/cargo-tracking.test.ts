import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../tests/support/test-app';
import { DEMO_CARGO_TRACKING } from '../db/seed/demo-alerts';
import { jobs, trackLatest } from '../db/schema';

const RATE = 12;
const ctx = useTestApp({ cargoTrackingRateMax: RATE });
const URL = '/api/v1/lintas/trucking/public/cargo-tracking';

let address = 0;
/** Each test its own client address (the rate limit counts per address). */
const client = () => {
  const remoteAddress = `10.0.0.${++address}`;
  return (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url: URL, payload, remoteAddress, headers });
};

describe('public cargo tracking', () => {
  it("the right reference and code show the job's state, places, milestones and city; no driver, plate or price", async () => {
    const post = client();
    const ok = await post({
      customerRef: DEMO_CARGO_TRACKING.customerRef,
      trackingCode: DEMO_CARGO_TRACKING.trackingCode.toLowerCase(),
    });
    expect(ok.statusCode).toBe(200);
    const body = ok.json();
    expect(body).toMatchObject({ customerRef: 'SMA-PO-2613', jobState: 'ASG' });
    expect(body.trips[0].pickup).toMatchObject({ name: expect.any(String), city: expect.any(String) });
    expect(body.milestones.map((m: { verb: string }) => m.verb)).toContain('assign');
    // The truck's position at city level: rounded to 0.1 degree and named.
    const [latest] = await ctx.database.db.select().from(trackLatest).where(eq(trackLatest.truckId, 'TRK-TO1-01'));
    expect(body.positions).toHaveLength(1);
    const pos = body.positions[0];
    expect(pos.city).toEqual(expect.any(String));
    expect(Math.round(pos.lat * 10)).toBe(pos.lat * 10);
    expect(Math.abs(pos.lat - latest!.lat)).toBeLessThan(0.3);
    const text = ok.body;
    for (const secret of [
      'Bambang',
      'DRV-TO1',
      'B 9101',
      'TRK-TO1',
      'totalCharge',
      'charge',
      'phone',
      'TO0001',
      'CO0001',
      'jobId',
    ])
      expect(text).not.toContain(secret);
  });

  it('a wrong code and an unknown reference give the same answer; a draft job is never shown', async () => {
    const post = client();
    const wrongCode = await post({ customerRef: DEMO_CARGO_TRACKING.customerRef, trackingCode: '000000000000' });
    const unknownRef = await post({ customerRef: 'NO-SUCH-REF', trackingCode: DEMO_CARGO_TRACKING.trackingCode });
    expect(wrongCode.statusCode).toBe(404);
    expect(unknownRef.statusCode).toBe(404);
    const strip = (b: Record<string, unknown>) => ({ ...b, errorId: undefined, requestId: undefined });
    expect(strip(wrongCode.json())).toEqual(strip(unknownRef.json()));
    expect(Object.keys(wrongCode.headers).sort()).toEqual(Object.keys(unknownRef.headers).sort());
    expect(wrongCode.body.length).toBe(unknownRef.body.length);
    const missing = await post({ customerRef: '', trackingCode: '' });
    expect(missing.statusCode).toBe(400);
    // A draft's pair is as unknown as a wrong one.
    const [draft] = await ctx.database.db.select().from(jobs).where(eq(jobs.jobState, 'DRF')).limit(1);
    if (draft?.customerRef) {
      const hidden = await post({ customerRef: draft.customerRef, trackingCode: draft.trackingCode });
      expect(hidden.statusCode).toBe(404);
    }
    // Every job has its own code (12 hex digits).
    const codes = await ctx.database.db.select({ code: jobs.trackingCode }).from(jobs);
    expect(new Set(codes.map((c) => c.code)).size).toBe(codes.length);
    expect(codes.every((c) => /^[0-9A-F]{12}$/.test(c.code))).toBe(true);
  });

  it('is rate-limited per client address; X-Forwarded-For from an untrusted peer changes nothing', async () => {
    const post = client();
    const codes: number[] = [];
    for (let i = 0; i < RATE + 2; i++)
      codes.push(
        (
          await post(
            { customerRef: 'GUESS', trackingCode: `C${String(i).padStart(11, '0')}` },
            { 'x-forwarded-for': `192.0.2.${i}` },
          )
        ).statusCode,
      );
    expect(codes.slice(0, RATE).every((c) => c === 404)).toBe(true);
    expect(codes.slice(RATE)).toEqual([429, 429]);
    // Even the right pair waits out the window.
    const right = await post(DEMO_CARGO_TRACKING);
    expect(right.statusCode).toBe(429);
  });
});
