import { z } from 'zod';
import { amountError, fromMinor, toMinor } from '../billing/money';
import { addToDate } from '../contracts/contracts';
import { datatableQuery, datatableResponse } from '../datatable';
import { lookupValues } from '../lookups';
import { timestamp } from '../wire';
import { actionsOf, type Actor, type Workflow } from '../workflow';

/**
 * Truck leasing (issue 19; docs/decisions/0037-truck-leasing.md). A truck operator applies to a leasing provider (a
 * service-provider company registered as one) to lease trucks of a type for some months at a monthly price per truck
 * it names; the provider quotes its monthly price, the operator accepts the quote, the provider approves the lease on
 * that price (or rejects with a reason at any point before); the operator may withdraw before the decision.
 */

// ---------------------------------------------------------------------------------------------------
// Vocabularies
// ---------------------------------------------------------------------------------------------------

/** SUB submitted, QUO quoted, ACC quote accepted, APP approved, REJ rejected, WDR withdrawn. */
export const LEASE_STATES = ['SUB', 'QUO', 'ACC', 'APP', 'REJ', 'WDR'] as const;
export type LeaseState = (typeof LEASE_STATES)[number];

export const LEASE_VERBS = ['quote', 'accept', 'approve', 'reject', 'withdraw'] as const;
export type LeaseVerb = (typeof LEASE_VERBS)[number];

/** The applicant (the truck operator) or the provider (the leasing company). */
export type LeaseSide = 'applicant' | 'provider';

/** The applicant's side needs fleet.manage (a truck operator's fleet), the provider's its administrator's accounts.profile. */
export const LEASE_APPLICANT_PERMISSION = 'fleet.manage';
export const LEASE_PROVIDER_PERMISSION = 'accounts.profile';
/** The currency of leases (the providers lease in rupiah). */
export const LEASE_CURRENCY = 'IDR';

/**
 * The workflow: the provider quotes (again while quoted: the operator has not accepted yet), the operator accepts the
 * quote, the provider approves the accepted quote; the provider rejects (a reason) and the operator withdraws (a
 * reason) at any point before the decision. Approved, rejected and withdrawn are final.
 */
export const LEASE_WORKFLOW = {
  entity: 'lease application',
  states: LEASE_STATES,
  verbs: {
    quote: { from: ['SUB', 'QUO'], to: 'QUO', side: 'provider', permission: LEASE_PROVIDER_PERMISSION },
    accept: { from: ['QUO'], to: 'ACC', side: 'applicant', permission: LEASE_APPLICANT_PERMISSION },
    approve: { from: ['ACC'], to: 'APP', side: 'provider', permission: LEASE_PROVIDER_PERMISSION },
    reject: { from: ['SUB', 'QUO', 'ACC'], to: 'REJ', side: 'provider', permission: LEASE_PROVIDER_PERMISSION, reason: true },
    withdraw: {
      from: ['SUB', 'QUO', 'ACC'],
      to: 'WDR',
      side: 'applicant',
      permission: LEASE_APPLICANT_PERMISSION,
      reason: true,
    },
  },
} as const satisfies Workflow<LeaseState, LeaseVerb, LeaseSide>;

export const leaseActionsOf = (state: string, actor: Actor): LeaseVerb[] => actionsOf(LEASE_WORKFLOW, { state }, actor);

// ---------------------------------------------------------------------------------------------------
// The period and the price
// ---------------------------------------------------------------------------------------------------

export const MAX_LEASE_TRUCKS = 50;
export const MAX_LEASE_MONTHS = 60;

/** The last day of a lease of `months` from `startDate` (2026-12-01 for 12 months: 2027-11-30). */
export const leaseEndDate = (startDate: string, months: number): string =>
  addToDate(addToDate(startDate, { months }), { days: -1 });

/** The lease's total over its period in minor units: monthly price per truck × trucks × months, exact. */
export const leaseTotalMinor = (monthlyPriceMinor: bigint, truckCount: number, months: number): bigint =>
  monthlyPriceMinor * BigInt(truckCount) * BigInt(months);

/** The same as a decimal string of the lease currency. */
export const leaseTotal = (monthlyPrice: string, truckCount: number, months: number): string =>
  fromMinor(leaseTotalMinor(toMinor(monthlyPrice, LEASE_CURRENCY), truckCount, months), LEASE_CURRENCY);

/** A positive rupiah amount: an error key or null. */
function priceError(amount: string): string | null {
  const error = amountError(amount, LEASE_CURRENCY);
  if (error) return error;
  return toMinor(amount, LEASE_CURRENCY) <= 0n ? 'leasing.errors.price' : null;
}

// ---------------------------------------------------------------------------------------------------
// Bodies (the forms' schemas)
// ---------------------------------------------------------------------------------------------------

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.date');
const id = z.string().trim().min(1, 'validation.required').max(20).toUpperCase();
/** A positive rupiah amount, checked on the field itself (its error shows beside the others'). */
const price = z
  .string()
  .trim()
  .min(1, 'validation.required')
  .max(20)
  .superRefine((v, ctx) => {
    const error = priceError(v);
    if (error) ctx.addIssue({ code: 'custom', message: error });
  });
const count = (max: number, message: string) =>
  z.coerce.number({ message: 'validation.required' }).int('validation.integer').min(1, message).max(max, message);

/** An operator's application: provider, vehicle type, trucks, start and months, the monthly price wanted, a contact. */
export const leaseApplicationBody = z
  .object({
    providerAccnId: id,
    vehicleType: z.enum(lookupValues('veh-type') as [string, ...string[]], { message: 'validation.required' }),
    truckCount: count(MAX_LEASE_TRUCKS, 'leasing.errors.truckCount'),
    startDate: day,
    months: count(MAX_LEASE_MONTHS, 'leasing.errors.months'),
    wantedPrice: price,
    contactName: z.string().trim().min(1, 'validation.required').max(100),
    contactPhone: z
      .string()
      .trim()
      .min(1, 'validation.required')
      .max(20)
      .regex(/^\+?[0-9][0-9 ()-]{5,19}$/, 'leasing.errors.phone'),
    remarks: z.string().trim().max(500).optional().nullable(),
  })
  .strict();
export type LeaseApplicationBody = z.infer<typeof leaseApplicationBody>;

const version = z.number().int().min(1).optional();

/** The provider's quote: its monthly price per truck (rupiah), a note. */
export const leaseQuoteBody = z
  .object({
    version,
    monthlyPrice: price,
    quoteNote: z.string().trim().max(500).optional().nullable(),
  })
  .strict();
export type LeaseQuoteBody = z.infer<typeof leaseQuoteBody>;

/** A verb without content (accept, approve) or with a reason (reject, withdraw). */
export const leaseVerbBody = z.object({ version, reason: z.string().trim().max(500).optional().nullable() }).strict();
export type LeaseVerbBody = z.infer<typeof leaseVerbBody>;

export const leasesQuery = datatableQuery
  .extend({ state: z.enum(LEASE_STATES).optional(), providerAccnId: z.string().trim().max(20).optional() })
  .strict();
export type LeasesQuery = z.infer<typeof leasesQuery>;

// ---------------------------------------------------------------------------------------------------
// Answers (amounts as rupiah decimal strings worked out from the stored minor units)
// ---------------------------------------------------------------------------------------------------

export const leaseRow = z.object({
  applicationId: z.string(),
  toAccnId: z.string(),
  toName: z.string(),
  providerAccnId: z.string(),
  providerName: z.string(),
  vehicleType: z.string(),
  truckCount: z.number(),
  startDate: z.string(),
  months: z.number(),
  endDate: z.string(),
  state: z.enum(LEASE_STATES),
  currency: z.string(),
  wantedPrice: z.string(),
  /** The provider's monthly price per truck (null until quoted). */
  monthlyPrice: z.string().nullable(),
  /** monthlyPrice × trucks × months (null until quoted). */
  total: z.string().nullable(),
  createdAt: timestamp,
  version: z.number(),
  actions: z.array(z.enum(LEASE_VERBS)),
});
export type LeaseRow = z.infer<typeof leaseRow>;

export const leaseList = datatableResponse(leaseRow);

export const leaseDetail = leaseRow.extend({
  contactName: z.string(),
  contactPhone: z.string(),
  remarks: z.string().nullable(),
  quoteNote: z.string().nullable(),
  reason: z.string().nullable(),
  appliedBy: z.string(),
  quotedBy: z.string().nullable(),
  quotedAt: timestamp.nullable(),
  acceptedBy: z.string().nullable(),
  acceptedAt: timestamp.nullable(),
  decidedBy: z.string().nullable(),
  decidedAt: timestamp.nullable(),
});
export type LeaseDetail = z.infer<typeof leaseDetail>;

/** What the application form and the platform's filter offer: the leasing providers. */
export const leaseOptions = z.object({ providers: z.array(z.object({ value: z.string(), desc: z.string() })) });
export type LeaseOptions = z.infer<typeof leaseOptions>;
