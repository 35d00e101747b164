import { describe, expect, it } from 'vitest';
import { cityLevel, distanceToRouteKm, PUBLIC_CITIES } from './alerts';
import { cargoTrackingInput } from './cargo';

describe('planned route corridor', () => {
  const priok = { lat: -6.1046, lon: 106.9072 };
  const cikarang = { lat: -6.2987, lon: 107.1521 };
  it('is zero on a leg, grows with the distance from it, and takes the nearest of several legs', () => {
    const mid = { lat: (priok.lat + cikarang.lat) / 2, lon: (priok.lon + cikarang.lon) / 2 };
    expect(distanceToRouteKm(mid, [priok, cikarang])).toBeLessThan(0.05);
    // 0.06 degrees of latitude south of the midpoint: about 6.7 km, about 5.2 km from the diagonal leg.
    const off = distanceToRouteKm({ lat: mid.lat - 0.06, lon: mid.lon }, [priok, cikarang]);
    expect(off).toBeGreaterThan(4.5);
    expect(off).toBeLessThan(6);
    // Past the end of the leg: the distance to its end.
    expect(distanceToRouteKm({ lat: cikarang.lat - 0.09, lon: cikarang.lon }, [priok, cikarang])).toBeCloseTo(10, 0);
    const back = { lat: -6.15, lon: 106.94 };
    expect(distanceToRouteKm(back, [priok, cikarang, back])).toBeLessThan(0.05);
  });
});

describe('city level', () => {
  it('names the nearest city within 30 km with its coordinates at 0.1 degree; else rounds the fix', () => {
    expect(cityLevel({ lat: -6.1046, lon: 106.9072 }, PUBLIC_CITIES)).toEqual({ lat: -6.1, lon: 106.9, city: 'Jakarta Utara' });
    expect(cityLevel({ lat: -2.5432, lon: 140.7189 }, PUBLIC_CITIES)).toEqual({ lat: -2.5, lon: 140.7, city: null });
  });
});

describe('cargo tracking input', () => {
  it('trims, upper-cases the code and refuses blanks', () => {
    expect(cargoTrackingInput.parse({ customerRef: ' SMA-1 ', trackingCode: ' a7c3 ' })).toEqual({
      customerRef: 'SMA-1',
      trackingCode: 'A7C3',
    });
    expect(cargoTrackingInput.safeParse({ customerRef: '', trackingCode: 'x' }).success).toBe(false);
  });
});
