import { z } from 'zod';
import { datatableQuery, datatableResponse } from '../datatable';

/**
 * CO2 emissions per delivered job (issue 19, "CO2X"; docs/decisions/0034-co2x.md), the GLEC Framework / ISO 14083
 * way: for each trip, distance (loaded legs planned from the locations, or driven from the truck's tracking positions
 * when they exist; the empty return leg planned) x fuel consumption of the vehicle type (loaded / empty, L/100 km)
 * x the well-to-wheel emission factor of diesel (kg CO2e per litre). The factors are a master table
 * (`emission_factors`, resource `emissionFactor`); the sources are in docs/co2-emission-factors.md.
 *
 * Every figure is exact: decimals travel as strings and are computed here with bigint arithmetic, rounded half up
 * once at the end; storage is NUMERIC.
 */

/** Great-circle to road distance: planned legs are the great-circle distance times this (decision 0034). */
export const ROAD_CIRCUITY = '1.20';

/** Where a trip's loaded distance came from. */
export const DISTANCE_SOURCES = ['PLANNED', 'TRACKED'] as const;
export type DistanceSource = (typeof DISTANCE_SOURCES)[number];

/** The factors of one vehicle type, as stored (decimal strings). */
export interface EmissionFactor {
  vehicleType: string;
  loadedLPer100km: string;
  emptyLPer100km: string;
  wtwKgPerL: string;
  defaultPayloadKg: number;
}

/** A decimal string as an integer of `scale` decimals (no floats: "12.5" at scale 2 is 1250n). */
export function toScaled(value: string, scale: number): bigint {
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(value.trim());
  if (!m) throw new Error(`not a decimal: ${value}`);
  const frac = (m[3] ?? '').padEnd(scale, '0');
  // Extra digits beyond the scale round half up.
  const kept = BigInt(m[2]! + frac.slice(0, scale));
  const roundUp = frac.length > scale && Number(frac[scale]) >= 5 ? 1n : 0n;
  return (m[1] ? -1n : 1n) * (kept + roundUp);
}

/** An integer of `scale` decimals as its decimal string ("1250" at scale 2 is "12.50"). */
export function fromScaled(value: bigint, scale: number): string {
  const neg = value < 0n;
  const digits = (neg ? -value : value).toString().padStart(scale + 1, '0');
  const text = scale ? `${digits.slice(0, -scale)}.${digits.slice(-scale)}` : digits;
  return neg ? `-${text}` : text;
}

/** a / b rounded half up (non-negative values). */
export function divRound(a: bigint, b: bigint): bigint {
  return (a * 2n + b) / (2n * b);
}

/** Great-circle distance in km (haversine, mean Earth radius 6371.0088 km), from decimal-degree strings. */
export function greatCircleKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A distance in km as the exact decimal stored (one decimal, 0.1 km). */
export function kmText(km: number): string {
  return (Math.round(km * 10) / 10).toFixed(1);
}

/** A planned road distance: the sum of the legs' great-circle distances times ROAD_CIRCUITY, to 0.1 km. */
export function plannedKm(points: readonly { lat: number; lon: number }[]): string {
  let km = 0;
  for (let i = 1; i < points.length; i++) km += greatCircleKm(points[i - 1]!, points[i]!);
  return fromScaled(divRound(toScaled(kmText(km), 1) * toScaled(ROAD_CIRCUITY, 2), 100n), 1);
}

/** A driven distance: the sum of the great-circle steps between consecutive tracking fixes, to 0.1 km. */
export function drivenKm(fixes: readonly { lat: number; lon: number }[]): string {
  let km = 0;
  for (let i = 1; i < fixes.length; i++) km += greatCircleKm(fixes[i - 1]!, fixes[i]!);
  return kmText(km);
}

export interface TripEmission {
  loadedKm: string;
  emptyKm: string;
  fuelL: string;
  co2eKg: string;
  tonneKm: string;
  /** g CO2e per tonne-km (null without cargo). */
  gPerTkm: string | null;
}

/**
 * One trip's figures: fuel (L, 3 decimals) = loaded km x loaded L/100 km / 100 + empty km x empty L/100 km / 100;
 * CO2e (kg, 3 decimals) = fuel x WTW kg CO2e/L; tonne-km (3 decimals) = cargo t x loaded km; intensity in g/tkm.
 */
export function tripEmission(input: {
  loadedKm: string;
  emptyKm: string;
  cargoKg: number;
  factor: EmissionFactor;
}): TripEmission {
  const { factor } = input;
  // km at scale 1 x L/100 km at scale 2 = scale 3 of L x 100, i.e. litres at scale 5.
  const fuel5 =
    toScaled(input.loadedKm, 1) * toScaled(factor.loadedLPer100km, 2) +
    toScaled(input.emptyKm, 1) * toScaled(factor.emptyLPer100km, 2);
  // litres at scale 5 x kg/L at scale 3 = kg at scale 8.
  const co2e8 = fuel5 * toScaled(factor.wtwKgPerL, 3);
  const co2e3 = divRound(co2e8, 100_000n);
  // kg x km at scale 1 = kg km at scale 1 = t km at scale 4.
  const tkm4 = BigInt(input.cargoKg) * toScaled(input.loadedKm, 1);
  const tkm3 = divRound(tkm4, 10n);
  return {
    loadedKm: input.loadedKm,
    emptyKm: input.emptyKm,
    fuelL: fromScaled(divRound(fuel5, 100n), 3),
    co2eKg: fromScaled(co2e3, 3),
    tonneKm: fromScaled(tkm3, 3),
    // g/tkm at 1 decimal: (co2e8 / 10^8 x 1000) / (tkm4 / 10^4) x 10 = co2e8 / tkm4.
    gPerTkm: tkm4 > 0n ? fromScaled(divRound(co2e8, tkm4), 1) : null,
  };
}

/** Intensity from totals (decimal strings): g CO2e per tonne-km, 1 decimal; null without tonne-km. */
export function intensity(co2eKg: string, tonneKm: string): string | null {
  const tkm = toScaled(tonneKm, 3);
  if (tkm <= 0n) return null;
  // (kg at scale 3 x 1000 g) / (tkm at scale 3), at scale 1.
  return fromScaled(divRound(toScaled(co2eKg, 3) * 10_000n, tkm), 1);
}

// ---------------------------------------------------------------------------------------------------------------
// Wire shapes
// ---------------------------------------------------------------------------------------------------------------

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.date')
  .refine(
    (d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
    'validation.date',
  );
const decimal = z.string();

/** A period (delivery days, WIB), both ends included; at most 366 days. */
export const co2PeriodQuery = z
  .object({ from: day.optional(), to: day.optional(), customerAccnId: z.string().trim().max(20).optional() })
  .strict()
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], message: 'co2x.errors.periodOrder' });
export type Co2PeriodQuery = z.infer<typeof co2PeriodQuery>;

/** The list of trips with their emissions (server-paged), with the period and company filters. */
export const co2TripsQuery = datatableQuery.extend({
  from: day.optional(),
  to: day.optional(),
  customerAccnId: z.string().trim().max(20).optional(),
  accnId: z.string().trim().max(20).optional(),
});
export type Co2TripsQuery = z.infer<typeof co2TripsQuery>;

export const co2TripRow = z.object({
  tripId: z.number().int(),
  jobId: z.string(),
  tripSeq: z.number().int(),
  vehicleType: z.string(),
  deliveredAt: z.string(),
  creatorName: z.string(),
  customerAccnId: z.string(),
  customerName: z.string(),
  operatorName: z.string(),
  distanceSource: z.enum(DISTANCE_SOURCES),
  loadedKm: decimal,
  emptyKm: decimal,
  cargoKg: z.number().int(),
  fuelL: decimal,
  co2eKg: decimal,
  tonneKm: decimal,
  gPerTkm: decimal.nullable(),
});
export type Co2TripRow = z.infer<typeof co2TripRow>;
export const co2TripList = datatableResponse(co2TripRow);

export const co2Totals = z.object({
  from: z.string().nullable(),
  to: z.string().nullable(),
  jobs: z.number().int(),
  trips: z.number().int(),
  distanceKm: decimal,
  fuelL: decimal,
  co2eKg: decimal,
  tonneKm: decimal,
  gPerTkm: decimal.nullable(),
  /** Per trip on average (kg CO2e). */
  co2eKgPerTrip: decimal.nullable(),
  /** The offset requests the company made (platform: all). */
  offsetRequestedKg: decimal,
});
export type Co2Totals = z.infer<typeof co2Totals>;

/** One job's emissions: its trips and totals (job detail, the platform's detail screen). */
export const jobEmissions = z.object({
  jobId: z.string(),
  computedAt: z.string().nullable(),
  trips: z.array(co2TripRow),
  totals: z.object({ distanceKm: decimal, fuelL: decimal, co2eKg: decimal, tonneKm: decimal, gPerTkm: decimal.nullable() }),
  method: z.string(),
});
export type JobEmissions = z.infer<typeof jobEmissions>;

/** An offset request: the period the company asks to offset (the amount is the server's sum, never the client's). */
export const offsetBody = z
  .object({ from: day, to: day })
  .strict()
  .refine((b) => b.from <= b.to, { path: ['to'], message: 'co2x.errors.periodOrder' });
export type OffsetBody = z.infer<typeof offsetBody>;
export const offsetAnswer = z.object({
  offsetId: z.number().int(),
  co2eKg: decimal,
  redirectUrl: z.string(),
});
