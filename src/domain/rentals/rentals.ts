import { z } from 'zod';
import { amountError, fromMinor, toMinor } from '../billing/money';
import { datatableQuery, datatableResponse } from '../datatable';
import { lookupValues } from '../lookups';
import { timestamp } from '../wire';
import { actionsOf, type Actor, type Workflow } from '../workflow';

/**
 * Truck rentals (issue 19; docs/decisions/0033-truck-rentals.md). A cargo owner or forwarder (the renter) asks a truck
 * operator for trucks for a period; the operator quotes a unit price, the renter accepts, the operator assigns the
 * trucks and drivers (held like a job's), starts and completes the rental. Accepting opens the rental's job (one trip
 * per truck, priced by the quote): the holds, the delivery state and the billing and payment flows are the job's.
 */

// ---------------------------------------------------------------------------------------------------
// Vocabularies
// ---------------------------------------------------------------------------------------------------

/** REQ requested, QUO quoted, ACC accepted, ASG trucks assigned, ACT active, COM completed, REJ declined, CAN cancelled. */
export const RENTAL_STATES = ['REQ', 'QUO', 'ACC', 'ASG', 'ACT', 'COM', 'REJ', 'CAN'] as const;
export type RentalState = (typeof RENTAL_STATES)[number];

/** Per day, week, month (the whole fleet asked), or per truck per day, week, month. */
export const RENTAL_TYPES = ['PD', 'PW', 'PM', 'PTD', 'PTW', 'PTM'] as const;
export type RentalType = (typeof RENTAL_TYPES)[number];

export const RENTAL_VERBS = ['quote', 'decline', 'accept', 'cancel', 'assign', 'start', 'complete'] as const;
export type RentalVerb = (typeof RENTAL_VERBS)[number];

/** The renter (the company that asked) or the operator (whose trucks are rented). */
export type RentalSide = 'renter' | 'operator';

/**
 * The workflow: the operator quotes (again while quoted) or declines (a reason) a request; the renter accepts the
 * quote or cancels (a reason) before accepting; the operator assigns (and reassigns before the start), starts and
 * completes. Completed, the rental's job is delivered: billing continues on the job (`/billing`).
 */
export const RENTAL_WORKFLOW = {
  entity: 'rental',
  states: RENTAL_STATES,
  verbs: {
    quote: { from: ['REQ', 'QUO'], to: 'QUO', side: 'operator', permission: 'jobs.operate' },
    decline: { from: ['REQ', 'QUO'], to: 'REJ', side: 'operator', permission: 'jobs.operate', reason: true },
    accept: { from: ['QUO'], to: 'ACC', side: 'renter', permission: 'jobs.create' },
    cancel: { from: ['REQ', 'QUO'], to: 'CAN', side: 'renter', permission: 'jobs.create', reason: true },
    assign: { from: ['ACC', 'ASG'], to: 'ASG', side: 'operator', permission: 'jobs.operate' },
    start: { from: ['ASG'], to: 'ACT', side: 'operator', permission: 'jobs.operate' },
    complete: { from: ['ACT'], to: 'COM', side: 'operator', permission: 'jobs.operate' },
  },
} as const satisfies Workflow<RentalState, RentalVerb, RentalSide>;

export const rentalActionsOf = (state: string, actor: Actor): RentalVerb[] => actionsOf(RENTAL_WORKFLOW, { state }, actor);

// ---------------------------------------------------------------------------------------------------
// The price
// ---------------------------------------------------------------------------------------------------

const DAY_MS = 86_400_000;

/** The days of a period, both ends counted (`2026-12-01`..`2026-12-01` is one day). */
export const periodDays = (startDate: string, endDate: string): number =>
  Math.round((Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / DAY_MS) + 1;

/** The units a rental type charges over a period: days; weeks of 7 and months of 30 days, a part counted whole. */
export function rentalUnits(type: RentalType, days: number): number {
  if (type === 'PD' || type === 'PTD') return days;
  if (type === 'PW' || type === 'PTW') return Math.ceil(days / 7);
  return Math.ceil(days / 30);
}

export const perTruck = (type: RentalType): boolean => type.startsWith('PT');

/**
 * The quote's amount, exact in minor units: unit price × units (× trucks when the price is per truck), and each
 * truck's share (the charge of its trip on the job): the amount split evenly, the remainder's minor units on the first.
 */
export function rentalAmount(q: {
  rentalType: RentalType;
  unitPrice: string;
  currency: string;
  truckCount: number;
  startDate: string;
  endDate: string;
}): { units: number; total: string; shares: string[] } {
  const units = rentalUnits(q.rentalType, periodDays(q.startDate, q.endDate));
  const count = BigInt(q.truckCount);
  const total = toMinor(q.unitPrice, q.currency) * BigInt(units) * (perTruck(q.rentalType) ? count : 1n);
  const each = total / count;
  const rest = total - each * count;
  const shares = Array.from({ length: q.truckCount }, (_v, i) => fromMinor(i === 0 ? each + rest : each, q.currency));
  return { units, total: fromMinor(total, q.currency), shares };
}

// ---------------------------------------------------------------------------------------------------
// Bodies (the forms' schemas)
// ---------------------------------------------------------------------------------------------------

export const MAX_RENTAL_TRUCKS = 20;
export const MAX_RENTAL_DAYS = 366;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.date');
const id = z.string().trim().min(1, 'validation.required').max(20).toUpperCase();

/** A rental request: operator, vehicle type, trucks, period, pickup location (the renter's), rental type. */
export const rentalRequestBody = z
  .object({
    toAccnId: id,
    vehicleType: z.enum(lookupValues('veh-type') as [string, ...string[]], { message: 'validation.required' }),
    truckCount: z.coerce
      .number({ message: 'validation.required' })
      .int('validation.integer')
      .min(1, 'rentals.errors.truckCount')
      .max(MAX_RENTAL_TRUCKS, 'rentals.errors.truckCount'),
    startDate: day,
    endDate: day,
    pickupLocId: id,
    rentalType: z.enum(RENTAL_TYPES, { message: 'validation.required' }),
    remarks: z.string().trim().max(500).optional().nullable(),
  })
  .strict()
  .superRefine((b, ctx) => {
    if (b.startDate && b.endDate && b.endDate < b.startDate)
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'rentals.errors.endBeforeStart' });
    else if (b.startDate && b.endDate && periodDays(b.startDate, b.endDate) > MAX_RENTAL_DAYS)
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'rentals.errors.periodTooLong' });
  });
export type RentalRequestBody = z.infer<typeof rentalRequestBody>;

const version = z.number().int().min(1).optional();

/** The operator's quote: a unit price of the rental type in the currency (IDR or USD), a note. */
export const rentalQuoteBody = z
  .object({
    version,
    currency: z.enum(['IDR', 'USD']).default('IDR'),
    unitPrice: z.string().trim().min(1, 'validation.required').max(20),
    quoteNote: z.string().trim().max(500).optional().nullable(),
  })
  .strict()
  .superRefine((b, ctx) => {
    const error = amountError(b.unitPrice, b.currency);
    if (error) ctx.addIssue({ code: 'custom', path: ['unitPrice'], message: error });
    else if (toMinor(b.unitPrice, b.currency) <= 0n)
      ctx.addIssue({ code: 'custom', path: ['unitPrice'], message: 'rentals.errors.unitPrice' });
  });
export type RentalQuoteBody = z.infer<typeof rentalQuoteBody>;

/** The operator's trucks and drivers, one per rented truck (the rental job's trips in order). */
export const rentalAssignBody = z
  .object({
    version,
    trips: z
      .array(z.object({ truckId: id, driverId: id }).strict())
      .min(1)
      .max(MAX_RENTAL_TRUCKS),
  })
  .strict();
export type RentalAssignBody = z.infer<typeof rentalAssignBody>;

/** A verb without content (accept, start, complete) or with a reason (decline, cancel). */
export const rentalVerbBody = z.object({ version, reason: z.string().trim().max(500).optional().nullable() }).strict();
export type RentalVerbBody = z.infer<typeof rentalVerbBody>;

export const rentalsQuery = datatableQuery
  .extend({ state: z.enum(RENTAL_STATES).optional(), side: z.enum(['renter', 'operator']).optional() })
  .strict();
export type RentalsQuery = z.infer<typeof rentalsQuery>;

// ---------------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------------

export const rentalRow = z.object({
  rentalId: z.string(),
  renterAccnId: z.string(),
  renterName: z.string(),
  toAccnId: z.string(),
  toName: z.string(),
  vehicleType: z.string(),
  truckCount: z.number(),
  startDate: z.string(),
  endDate: z.string(),
  rentalType: z.enum(RENTAL_TYPES),
  pickupLocId: z.string(),
  pickupName: z.string(),
  state: z.enum(RENTAL_STATES),
  currency: z.string().nullable(),
  unitPrice: z.string().nullable(),
  total: z.string().nullable(),
  jobId: z.string().nullable(),
  /** The rental job's state once accepted (its billing: BILLED … APP_BILL). */
  jobState: z.string().nullable(),
  createdAt: timestamp,
  version: z.number(),
  actions: z.array(z.enum(RENTAL_VERBS)),
});
export type RentalRow = z.infer<typeof rentalRow>;

export const rentalList = datatableResponse(rentalRow);

export const rentalDetail = rentalRow.extend({
  units: z.number(),
  remarks: z.string().nullable(),
  quoteNote: z.string().nullable(),
  reason: z.string().nullable(),
  requestedBy: z.string(),
  quotedAt: timestamp.nullable(),
  acceptedAt: timestamp.nullable(),
  startedAt: timestamp.nullable(),
  completedAt: timestamp.nullable(),
  /** The rental job's trips: one per truck, with the truck and driver assigned and the truck's share. */
  trucks: z.array(
    z.object({
      seq: z.number(),
      truckId: z.string().nullable(),
      plateNo: z.string().nullable(),
      driverId: z.string().nullable(),
      driverName: z.string().nullable(),
      charge: z.string().nullable(),
    }),
  ),
  /** Whether the job's payments are all paid (the rental paid). */
  paid: z.boolean(),
});
export type RentalDetail = z.infer<typeof rentalDetail>;

/** What the request form offers: the operators the renter has a contract with, the renter's pickup locations. */
export const rentalOptions = z.object({
  operators: z.array(z.object({ value: z.string(), desc: z.string() })),
  locations: z.array(z.object({ value: z.string(), desc: z.string() })),
  /** `heldBy`: the job holding the truck or driver now (a job's or a rental's), null when free. */
  trucks: z.array(z.object({ value: z.string(), desc: z.string(), vhType: z.string(), heldBy: z.string().nullable() })),
  drivers: z.array(z.object({ value: z.string(), desc: z.string(), heldBy: z.string().nullable() })),
});
export type RentalOptions = z.infer<typeof rentalOptions>;
