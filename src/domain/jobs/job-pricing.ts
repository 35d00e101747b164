import type { RateLane } from './job-responses';

/**
 * Pricing a job's trips from rate lines (docs/decisions/0005-jobs.md): one function for the server (the checks of
 * a draft, the charges fixed at submit) and the job form (the routes it offers, the charge it shows as it is filled).
 *
 * Drop 1 of a trip is priced as the trip's own leg (pickup -> drop, trip type S or M), drop n > 1 as the child leg C
 * with drop sequence n-1 (previous drop -> this drop). Only an active rate table valid on the job date prices a leg;
 * when two cover it, the one that started last wins (then the higher rate id).
 */

/** One line of an active rate table with its table's validity and currency (the response schema `rateLane`). */
export type { RateLane };

export interface LegQuery {
  fromLocId: string;
  toLocId: string;
  vehicleType: string;
  tripType: string;
  /** Child legs (C) of a multi-drop trip: the drop sequence. */
  dropSeq?: number | null;
  onDate: string;
}

const up = (s: string | null | undefined) =>
  String(s ?? '')
    .trim()
    .toUpperCase();

/** The rate of one leg among these lanes, or null. */
export function rateFor<L extends RateLane>(lanes: readonly L[], q: LegQuery): L | null {
  let best: L | null = null;
  for (const l of lanes) {
    if (l.validFrom > q.onDate || l.validTo < q.onDate) continue;
    if (up(l.fromLocId) !== up(q.fromLocId) || up(l.toLocId) !== up(q.toLocId)) continue;
    if (up(l.vehicleType) !== up(q.vehicleType) || l.tripType !== q.tripType) continue;
    if (q.tripType === 'C' && q.dropSeq && l.dropSeq !== q.dropSeq) continue;
    if (!best || l.validFrom > best.validFrom || (l.validFrom === best.validFrom && l.rateId > best.rateId)) best = l;
  }
  return best;
}

/** What pricing reads of a trip (the form's values or a stored trip). */
export interface PricedTripInput {
  tripType: string;
  vehicleType: string;
  pickupLocId: string;
  drops: ReadonlyArray<{ locId: string }>;
}

/** The legs of a trip, drop by drop. */
export function legsOf(trip: PricedTripInput, onDate: string): LegQuery[] {
  return trip.drops.map((drop, k) => ({
    fromLocId: k === 0 ? trip.pickupLocId : trip.drops[k - 1]!.locId,
    toLocId: drop.locId,
    vehicleType: trip.vehicleType,
    tripType: k === 0 ? trip.tripType : 'C',
    dropSeq: k === 0 ? null : k,
    onDate,
  }));
}

// Money: exact decimal strings summed in minor units.
export const toCents = (value: string): bigint => {
  const [whole = '0', frac = ''] = value.replace(/^-/, '').split('.');
  const cents = BigInt(whole || '0') * 100n + BigInt((frac + '00').slice(0, 2));
  return value.startsWith('-') ? -cents : cents;
};
export const fromCents = (cents: bigint): string => {
  const sign = cents < 0n ? '-' : '';
  const abs = cents < 0n ? -cents : cents;
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
};

export interface JobPrice<L extends RateLane = RateLane> {
  /** Per trip, per drop: the rate line that prices it, or null. */
  legs: Array<Array<L | null>>;
  /** Per trip: the sum of its drops, null while a drop is not priced. */
  tripCharges: Array<string | null>;
  /** The sum of every trip, null while anything is not priced. */
  total: string | null;
  currency: string | null;
  /**
   * Field errors of the legs no active rate prices: on the trip's vehicle type when a rate covers the route with
   * another vehicle or trip type, else on the drop's location (the route itself is not priced); two currencies on
   * the trip. Legs with an empty location or vehicle type are left to the form's own checks.
   */
  errors: Record<string, string>;
  /** The trips (by index) with an unpriced leg or a second currency. */
  unpriced: number[];
}

/** Prices the trips of a job on its date (the Jakarta date of the earliest pickup). */
export function priceTrips<L extends RateLane>(
  lanes: readonly L[],
  trips: readonly PricedTripInput[],
  onDate: string,
): JobPrice<L> {
  const errors: Record<string, string> = {};
  const unpriced = new Set<number>();
  let currency: string | null = null;
  let total = 0n;
  const tripCharges: Array<string | null> = [];
  const legs = trips.map((trip, i) => {
    let sum = 0n;
    let complete = true;
    const priced = legsOf(trip, onDate).map((leg, k) => {
      const rate = rateFor(lanes, leg);
      if (!rate) {
        complete = false;
        unpriced.add(i);
        if (up(leg.fromLocId) && up(leg.toLocId) && up(leg.vehicleType)) {
          const routePriced = lanes.some(
            (l) =>
              up(l.fromLocId) === up(leg.fromLocId) &&
              up(l.toLocId) === up(leg.toLocId) &&
              l.validFrom <= onDate &&
              l.validTo >= onDate,
          );
          if (routePriced) errors[`trips.${i}.vehicleType`] ??= 'jobs.errors.noRateVehicle';
          else errors[`trips.${i}.drops.${k}.locId`] ??= 'jobs.errors.noRateRoute';
        }
        return null;
      }
      if ((currency ??= rate.currency) !== rate.currency) {
        complete = false;
        unpriced.add(i);
        errors[`trips.${i}.vehicleType`] ??= 'jobs.errors.rateCurrency';
        return null;
      }
      sum += toCents(rate.charge);
      return rate;
    });
    tripCharges.push(complete ? fromCents(sum) : null);
    if (complete) total += sum;
    return priced;
  });
  return {
    legs,
    tripCharges,
    total: unpriced.size || !trips.length ? null : fromCents(total),
    currency,
    errors,
    unpriced: [...unpriced],
  };
}

/** The choices a rate table offers one trip of the form, given what is chosen so far ('' for not yet). */
export function routeChoices(
  lanes: readonly RateLane[],
  trip: { tripType: string; vehicleType: string; pickupLocId: string; drops: ReadonlyArray<{ locId: string }> },
  onDate: string,
) {
  const valid = lanes.filter((l) => !onDate || (l.validFrom <= onDate && l.validTo >= onDate));
  const own = valid.filter((l) => l.tripType === trip.tripType);
  const vehicle = (l: RateLane) => !trip.vehicleType || up(l.vehicleType) === up(trip.vehicleType);
  const pickups = new Set(own.filter(vehicle).map((l) => up(l.fromLocId)));
  const vehicles = new Set(
    own
      .filter((l) => !trip.pickupLocId || up(l.fromLocId) === up(trip.pickupLocId))
      .filter((l) => !trip.drops[0]?.locId || up(l.toLocId) === up(trip.drops[0].locId))
      .map((l) => up(l.vehicleType)),
  );
  const drops = trip.drops.map((_d, k) => {
    const from = k === 0 ? trip.pickupLocId : trip.drops[k - 1]!.locId;
    const legs = k === 0 ? own : valid.filter((l) => l.tripType === 'C' && l.dropSeq === k);
    return new Set(
      legs
        .filter(vehicle)
        .filter((l) => !from || up(l.fromLocId) === up(from))
        .map((l) => up(l.toLocId)),
    );
  });
  return { pickups, vehicles, drops };
}
