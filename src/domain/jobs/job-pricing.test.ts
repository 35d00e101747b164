import { describe, expect, it } from 'vitest';
import { priceTrips, rateFor, routeChoices, type RateLane } from './job-pricing';

const lane = (over: Partial<RateLane>): RateLane => ({
  rateId: 'RT1',
  lineId: 1,
  fromLocId: 'A',
  toLocId: 'B',
  vehicleType: 'PRIME_MOVER',
  tripType: 'S',
  dropSeq: null,
  charge: '1000000.00',
  currency: 'IDR',
  validFrom: '2026-01-01',
  validTo: '2026-12-31',
  ...over,
});

describe('job pricing', () => {
  const lanes = [
    lane({}),
    lane({ rateId: 'RT2', lineId: 2, validFrom: '2026-06-01', charge: '1200000.00' }),
    lane({ lineId: 3, tripType: 'M', vehicleType: 'VT20FT_BOX', charge: '500000.00' }),
    lane({ lineId: 4, tripType: 'C', dropSeq: 1, fromLocId: 'B', toLocId: 'C', vehicleType: 'VT20FT_BOX', charge: '250000.50' }),
  ];

  it('the active table that started last prices a leg; none outside its validity', () => {
    const q = { fromLocId: 'a', toLocId: 'b', vehicleType: 'PRIME_MOVER', tripType: 'S', onDate: '2026-07-01' };
    expect(rateFor(lanes, q)?.charge).toBe('1200000.00');
    expect(rateFor(lanes, { ...q, onDate: '2026-03-01' })?.charge).toBe('1000000.00');
    expect(rateFor(lanes, { ...q, onDate: '2027-01-01' })).toBeNull();
  });

  it('sums a multi-drop trip (M then C drop 1) and the job; unpriced legs are field errors on the vehicle or the drop', () => {
    const multi = { tripType: 'M', vehicleType: 'VT20FT_BOX', pickupLocId: 'A', drops: [{ locId: 'B' }, { locId: 'C' }] };
    const ok = priceTrips(lanes, [multi], '2026-07-01');
    expect(ok).toMatchObject({ tripCharges: ['750000.50'], total: '750000.50', currency: 'IDR', errors: {} });
    const wrongVehicle = priceTrips(
      lanes,
      [{ ...multi, tripType: 'S', vehicleType: 'VT10FT', drops: [{ locId: 'B' }] }],
      '2026-07-01',
    );
    expect(wrongVehicle.errors).toEqual({ 'trips.0.vehicleType': 'jobs.errors.noRateVehicle' });
    expect(wrongVehicle.total).toBeNull();
    const nowhere = priceTrips(lanes, [{ ...multi, drops: [{ locId: 'B' }, { locId: 'D' }] }], '2026-07-01');
    expect(nowhere.errors).toEqual({ 'trips.0.drops.1.locId': 'jobs.errors.noRateRoute' });
  });

  it("offers a form's trip only what a rate prices", () => {
    const choices = routeChoices(
      lanes,
      { tripType: 'M', vehicleType: '', pickupLocId: 'A', drops: [{ locId: '' }, { locId: '' }] },
      '2026-07-01',
    );
    expect([...choices.vehicles]).toEqual(['VT20FT_BOX']);
    expect([...choices.pickups]).toEqual(['A']);
    expect([...choices.drops[0]!]).toEqual(['B']);
    expect([...choices.drops[1]!]).toEqual(['C']);
  });
});
