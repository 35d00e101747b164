import { describe, expect, it } from 'vitest';
import { fromScaled, intensity, plannedKm, toScaled, tripEmission } from './co2x';

const factor = {
  vehicleType: 'PRIME_MOVER',
  loadedLPer100km: '45.00',
  emptyLPer100km: '33.00',
  wtwKgPerL: '3.240',
  defaultPayloadKg: 20000,
};

describe('co2x arithmetic (exact decimals)', () => {
  it('scales and prints decimals without floats', () => {
    expect(toScaled('12.5', 2)).toBe(1250n);
    expect(toScaled('0.125', 2)).toBe(13n);
    expect(fromScaled(1250n, 2)).toBe('12.50');
    expect(fromScaled(5n, 3)).toBe('0.005');
  });

  it('fuel = km x L/100 km, CO2e = fuel x WTW factor, tonne-km = t x loaded km, g per tkm', () => {
    const e = tripEmission({ loadedKm: '100.0', emptyKm: '50.0', cargoKg: 20000, factor });
    // 100 x 0.45 + 50 x 0.33 = 61.5 L; x 3.24 = 199.26 kg; 20 t x 100 km = 2000 tkm; 199.26 kg / 2000 tkm = 99.6 g.
    expect(e).toEqual({
      loadedKm: '100.0',
      emptyKm: '50.0',
      fuelL: '61.500',
      co2eKg: '199.260',
      tonneKm: '2000.000',
      gPerTkm: '99.6',
    });
    expect(tripEmission({ loadedKm: '0.1', emptyKm: '0.0', cargoKg: 0, factor }).gPerTkm).toBeNull();
    expect(intensity('199.260', '2000.000')).toBe('99.6');
    expect(intensity('1', '0.000')).toBeNull();
  });

  it('plans road distance as the great circle x 1.20', () => {
    // Tanjung Priok to Cikarang, about 37 km as the crow flies.
    const km = Number(
      plannedKm([
        { lat: -6.104, lon: 106.883 },
        { lat: -6.3, lon: 107.15 },
      ]),
    );
    expect(km).toBeGreaterThan(40);
    expect(km).toBeLessThan(50);
  });
});
