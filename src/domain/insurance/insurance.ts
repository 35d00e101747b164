import { z } from 'zod';
import { amountError, fromMinor, mulDivRound, toMinor } from '../billing/money';
import { datatableQuery, datatableResponse } from '../datatable';
import { timestamp } from '../wire';
import { actionsOf, type Actor, type Workflow } from '../workflow';

/**
 * Cargo insurance (issue 19; docs/decisions/0038-cargo-insurance.md). A job's creator (cargo owner or forwarder) applies
 * to insure the cargo of a job it created that is not delivered or cancelled yet: cargo value and currency, goods type,
 * insurer; the route is the job's. The server works out the premium from the rate table (resource `insuranceRate`).
 * The platform approves (a policy number POL/yyyy/nnnnnn and a certificate PDF) or rejects with a reason; the applicant
 * may cancel before the decision. An approved policy's premium is a line of the creator's debit note (DN_CO) when the
 * job's bill is approved.
 */

// ---------------------------------------------------------------------------------------------------
// Vocabularies and the workflow
// ---------------------------------------------------------------------------------------------------

/** REQ applied, APR approved (a policy), REJ rejected, CAN cancelled by the applicant. */
export const INSURANCE_STATES = ['REQ', 'APR', 'REJ', 'CAN'] as const;
export type InsuranceState = (typeof INSURANCE_STATES)[number];

export const INSURANCE_VERBS = ['approve', 'reject', 'cancel'] as const;
export type InsuranceVerb = (typeof INSURANCE_VERBS)[number];

/** The applicant (the job's creator) or the platform. */
export type InsuranceSide = 'applicant' | 'platform';

export const INSURANCE_CURRENCIES = ['IDR', 'USD'] as const;
export const RATE_BASES = ['PCT', 'PML'] as const;
export type RateBasis = (typeof RATE_BASES)[number];

/** The job states an application may be made in (before delivery; not rejected, cancelled or deleted). */
export const INSURABLE_JOB_STATES = ['DRF', 'SUB', 'ACP', 'ASG', 'ONGOING', 'PAUSED'] as const;

/**
 * The platform decides (`terminations.decide`: the platform's decisions on a job's requests, SP_OP_ADMIN and
 * SYS_SUPER_ADMIN); maker-checker: the user who applied may not decide (always true across companies, kept as a guard).
 */
export const INSURANCE_WORKFLOW = {
  entity: 'insurance',
  states: INSURANCE_STATES,
  verbs: {
    approve: { from: ['REQ'], to: 'APR', side: 'platform', permission: 'terminations.decide', notBy: ['appliedBy'] },
    reject: { from: ['REQ'], to: 'REJ', side: 'platform', permission: 'terminations.decide', reason: true, notBy: ['appliedBy'] },
    cancel: { from: ['REQ'], to: 'CAN', side: 'applicant', permission: 'jobs.create' },
  },
} as const satisfies Workflow<InsuranceState, InsuranceVerb, InsuranceSide>;

export const insuranceActionsOf = (state: string, appliedBy: string, actor: Actor): InsuranceVerb[] =>
  actionsOf(INSURANCE_WORKFLOW, { state, makers: { appliedBy } }, actor);

// ---------------------------------------------------------------------------------------------------
// The premium
// ---------------------------------------------------------------------------------------------------

/** A rate as text ("0.25", "2.0000") in ten-thousandths (2500n, 20000n); at most 4 decimals. */
export function rateUnits(rate: string): bigint {
  const [whole = '0', frac = ''] = rate.trim().split('.');
  if (frac.length > 4 || !/^\d+$/.test(whole || '0') || (frac && !/^\d+$/.test(frac))) throw new Error(`bad rate ${rate}`);
  return BigInt(whole || '0') * 10_000n + BigInt((frac + '0000').slice(0, 4));
}

/** The step the premium is rounded to: a whole rupiah (100 sen); in USD the cent. */
const stepOf = (currency: string) => (currency === 'IDR' ? 100n : 1n);

/**
 * The premium, exact in minor units: cargo value × rate (percent: / 100, per mille: / 1000), rounded half up to the
 * whole rupiah (the cent in USD), and never below the goods type's minimum premium of the currency.
 */
export function premiumOf(q: { cargoValue: string; currency: string; rateBasis: RateBasis; rate: string; minPremium: string }): {
  premium: string;
  computed: string;
  minimumApplied: boolean;
} {
  const value = toMinor(q.cargoValue, q.currency);
  const per = q.rateBasis === 'PCT' ? 100n : 1000n;
  const step = stepOf(q.currency);
  const computed = mulDivRound(value, rateUnits(q.rate), per * 10_000n * step) * step;
  const min = toMinor(q.minPremium, q.currency);
  const premium = computed < min ? min : computed;
  return { premium: fromMinor(premium, q.currency), computed: fromMinor(computed, q.currency), minimumApplied: computed < min };
}

/** The DN_CO line of a policy's premium (both languages, like the other document lines). */
export const premiumLineText = (policyNo: string) => `Cargo insurance premium ${policyNo} / Premi asuransi kargo ${policyNo}`;

/**
 * Whether a money document's line is a cargo insurance premium: the insurer's supply passed through, VAT-exempt,
 * left out of the platform's tax invoice (decision 0038).
 */
export const isPremiumLine = (itemDesc: string) => itemDesc.startsWith('Cargo insurance premium ');

/** The policy number: POL / year / six digits (series `POL`, allocated in the approval's transaction). */
export const POLICY_SERIES = 'POL';

// ---------------------------------------------------------------------------------------------------
// Bodies (the forms' schemas)
// ---------------------------------------------------------------------------------------------------

const id = z.string().trim().min(1, 'validation.required').max(20, 'validation.tooLong').toUpperCase();
const version = z.number().int().min(1).optional();

/** The largest cargo value accepted: 10^13 - 1 whole units (NUMERIC(15,2)). */
export const insuranceApplyBody = z
  .object({
    jobId: id,
    insurerId: id,
    goodsType: z.string().trim().min(1, 'validation.required').max(32, 'validation.tooLong').toUpperCase(),
    goodsDesc: z.string().trim().max(500, 'validation.tooLong').optional().nullable(),
    currency: z.enum(INSURANCE_CURRENCIES, { message: 'validation.required' }).default('IDR'),
    cargoValue: z.string().trim().min(1, 'validation.required').max(20, 'validation.tooLong'),
  })
  .strict()
  .superRefine((b, ctx) => {
    const error = amountError(b.cargoValue, b.currency);
    if (error) ctx.addIssue({ code: 'custom', path: ['cargoValue'], message: error });
    else if (toMinor(b.cargoValue, b.currency) <= 0n)
      ctx.addIssue({ code: 'custom', path: ['cargoValue'], message: 'insurance.errors.cargoValue' });
  });
export type InsuranceApplyBody = z.infer<typeof insuranceApplyBody>;

/** A verb (approve, reject, cancel) with the version read; a reason for reject. */
export const insuranceVerbBody = z
  .object({ version, reason: z.string().trim().max(500, 'validation.tooLong').optional().nullable() })
  .strict();
export type InsuranceVerbBody = z.infer<typeof insuranceVerbBody>;

export const insuranceQuery = datatableQuery.extend({ state: z.enum(INSURANCE_STATES).optional() }).strict();
export type InsuranceQuery = z.infer<typeof insuranceQuery>;

/** The quote the form shows before applying (the same computation as the application's). */
export const insuranceQuoteQuery = z
  .object({
    goodsType: z.string().trim().min(1).max(32).toUpperCase(),
    currency: z.enum(INSURANCE_CURRENCIES).default('IDR'),
    cargoValue: z.string().trim().min(1).max(20),
  })
  .strict();

// ---------------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------------

export const insuranceRow = z.object({
  appId: z.string(),
  jobId: z.string(),
  applicantAccnId: z.string(),
  applicantName: z.string(),
  insurerId: z.string(),
  insurerName: z.string(),
  goodsType: z.string(),
  goodsName: z.string(),
  currency: z.string(),
  cargoValue: z.string(),
  premium: z.string(),
  state: z.enum(INSURANCE_STATES),
  policyNo: z.string().nullable(),
  createdAt: timestamp,
  version: z.number(),
  actions: z.array(z.enum(INSURANCE_VERBS)),
});
export type InsuranceRow = z.infer<typeof insuranceRow>;

export const insuranceList = datatableResponse(insuranceRow);

export const insuranceDetail = insuranceRow.extend({
  goodsDesc: z.string().nullable(),
  route: z.string(),
  rateBasis: z.enum(RATE_BASES),
  rate: z.string(),
  minPremium: z.string(),
  reason: z.string().nullable(),
  appliedBy: z.string(),
  decidedBy: z.string().nullable(),
  decidedAt: timestamp.nullable(),
  jobState: z.string(),
  /** The DN_CO the premium was billed on, once the job's bill is approved. */
  billedDocNo: z.string().nullable(),
});
export type InsuranceDetail = z.infer<typeof insuranceDetail>;

/** What the application form offers: the caller's insurable jobs (with their route), the insurers, the rates. */
export const insuranceOptions = z.object({
  jobs: z.array(z.object({ value: z.string(), desc: z.string(), route: z.string(), currency: z.string().nullable() })),
  insurers: z.array(z.object({ value: z.string(), desc: z.string() })),
  rates: z.array(
    z.object({
      value: z.string(),
      desc: z.string(),
      rateBasis: z.enum(RATE_BASES),
      rate: z.string(),
      minPremiumIdr: z.string(),
      minPremiumUsd: z.string(),
    }),
  ),
});
export type InsuranceOptions = z.infer<typeof insuranceOptions>;

export const insuranceQuote = z.object({
  premium: z.string(),
  computed: z.string(),
  minimumApplied: z.boolean(),
  rateBasis: z.enum(RATE_BASES),
  rate: z.string(),
  minPremium: z.string(),
});
