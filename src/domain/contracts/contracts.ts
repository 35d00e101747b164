import type { contractRequest, contractRow } from './contract-responses';
import type { WireOf } from '../wire';
import { z } from 'zod';
import { PAYOUT_FREQUENCIES } from '../payments/payouts';
import { DEFAULT_TIME_ZONE } from '../format';
import { actionsOf, allowedFrom, type Actor, type Subject, type Workflow } from '../workflow';

/** Contract currencies (issue 6). */
export const CONTRACT_CURRENCIES = ['IDR', 'USD'] as const;
export type ContractCurrency = (typeof CONTRACT_CURRENCIES)[number];

/** The platform fee of each side: a percentage of the job charge or a fixed amount per job. */
export const FEE_TYPES = ['PCT', 'FIXED'] as const;
export type FeeType = (typeof FEE_TYPES)[number];

/** Financing types of a contract (spec §9): cargo owner OPM, truck operator OPM, balance sheet financing, non-financing. */
export const CONTRACT_FINANCING_TYPES = ['CO_OPM', 'TO_OPM', 'BSF', 'NON_FINANCING'] as const;
export type ContractFinancingType = (typeof CONTRACT_FINANCING_TYPES)[number];

/** How the customer pays the jobs of a contract (spec §9): ClicPay (the payment gateway) or its credit line (issue 14). */
export const CONTRACT_PAYMENT_METHODS = ['CLICPAY', 'CREDIT'] as const;
export type ContractPaymentMethod = (typeof CONTRACT_PAYMENT_METHODS)[number];

/** A contract is in force (ACTIVE) from its start date; past its end date it is EXPIRED. */
export const CONTRACT_STATUSES = ['ACTIVE', 'EXPIRED'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

export { CUSTOMER_ACCOUNT_TYPES, OPERATOR_ACCOUNT_TYPES } from '../accounts';

// ---------------------------------------------------------------------------------------------------
// Contract request states (spec §4) and the one transition table both sides use
// ---------------------------------------------------------------------------------------------------

export const CONTRACT_REQUEST_KINDS = ['NEW', 'UPDATE', 'RENEWAL'] as const;
export type ContractRequestKind = (typeof CONTRACT_REQUEST_KINDS)[number];

export const CONTRACT_REQUEST_STATES = [
  'NEW_REQ',
  'NEW_SUBMITTED',
  'NEW_APPROVED',
  'NEW_REJECTED',
  'NEW_UPDATE',
  'UPDATE_SUBMITTED',
  'UPDATE_APPROVED',
  'UPDATE_REJECTED',
  'RENEWAL_REQ',
  'RENEWAL_SUBMITTED',
  'RENEWAL_APPROVED',
  'RENEWAL_REJECTED',
  'DELETED',
  'EXPIRED',
  'EXPORTED',
] as const;
export type ContractRequestState = (typeof CONTRACT_REQUEST_STATES)[number];

/** The draft, submitted, approved and rejected state of each kind of request. */
export const REQUEST_STATES_BY_KIND: Record<
  ContractRequestKind,
  { draft: ContractRequestState; submitted: ContractRequestState; approved: ContractRequestState; rejected: ContractRequestState }
> = {
  NEW: { draft: 'NEW_REQ', submitted: 'NEW_SUBMITTED', approved: 'NEW_APPROVED', rejected: 'NEW_REJECTED' },
  UPDATE: { draft: 'NEW_UPDATE', submitted: 'UPDATE_SUBMITTED', approved: 'UPDATE_APPROVED', rejected: 'UPDATE_REJECTED' },
  RENEWAL: {
    draft: 'RENEWAL_REQ',
    submitted: 'RENEWAL_SUBMITTED',
    approved: 'RENEWAL_APPROVED',
    rejected: 'RENEWAL_REJECTED',
  },
};

/** What users do to a request; `apply` and `expire` are the scheduled job's. */
export const CONTRACT_REQUEST_ACTIONS = ['save', 'submit', 'approve', 'reject', 'delete', 'apply', 'expire'] as const;
export type ContractRequestAction = (typeof CONTRACT_REQUEST_ACTIONS)[number];

/** The permission each user action needs (src/domain/permissions.ts). */
export const CONTRACT_REQUEST_ACTION_PERMISSION = {
  save: 'contracts.request',
  submit: 'contracts.request',
  delete: 'contracts.request',
  approve: 'contracts.approve',
  reject: 'contracts.approve',
} as const;

/**
 * The contract request workflow of one kind of request (src/domain/workflow.ts): drafts are saved, submitted or
 * deleted; submitted requests approved or rejected (with a reason), never by who drafted or submitted them
 * (maker-checker); approved ones applied (EXPORTED) on their start date; open ones whose end date has passed expire.
 */
function requestWorkflow(kind: ContractRequestKind) {
  const s = REQUEST_STATES_BY_KIND[kind];
  const checker = { permission: CONTRACT_REQUEST_ACTION_PERMISSION.approve, notBy: ['requestedBy', 'submittedBy'] } as const;
  return {
    entity: 'contract_request',
    states: CONTRACT_REQUEST_STATES,
    verbs: {
      save: { from: [s.draft], to: s.draft, permission: CONTRACT_REQUEST_ACTION_PERMISSION.save },
      submit: { from: [s.draft], to: s.submitted, permission: CONTRACT_REQUEST_ACTION_PERMISSION.submit },
      delete: { from: [s.draft], to: 'DELETED', permission: CONTRACT_REQUEST_ACTION_PERMISSION.delete },
      approve: { from: [s.submitted], to: s.approved, ...checker },
      reject: { from: [s.submitted], to: s.rejected, ...checker, reason: true },
      apply: { from: [s.approved], to: 'EXPORTED', system: true },
      expire: { from: [s.draft, s.submitted, s.approved], to: 'EXPIRED', system: true },
    },
  } satisfies Workflow<ContractRequestState, ContractRequestAction>;
}

export const CONTRACT_REQUEST_WORKFLOWS: Record<ContractRequestKind, Workflow<ContractRequestState, ContractRequestAction>> = {
  NEW: requestWorkflow('NEW'),
  UPDATE: requestWorkflow('UPDATE'),
  RENEWAL: requestWorkflow('RENEWAL'),
};

/**
 * The state a request moves to, or null when the action is not allowed from its state (409 on the server).
 */
export function nextRequestState(
  kind: ContractRequestKind,
  state: string,
  action: ContractRequestAction,
): ContractRequestState | null {
  const workflow = CONTRACT_REQUEST_WORKFLOWS[kind];
  return allowedFrom(workflow, action, state) ? workflow.verbs[action].to : null;
}

/** The request as the workflow sees it: its state and who drafted and submitted it. */
export const contractRequestSubject = (row: {
  state: string;
  requestedBy: string | null;
  submittedBy: string | null;
}): Subject => ({ state: row.state, makers: { requestedBy: row.requestedBy, submittedBy: row.submittedBy } });

/** The verbs this user may use on the request now: the `actions` of its rows and detail. */
export function contractRequestActionsOf(
  row: { reqKind: string; state: string; requestedBy: string | null; submittedBy: string | null },
  user: Actor,
): ContractRequestAction[] {
  const workflow = CONTRACT_REQUEST_WORKFLOWS[row.reqKind as ContractRequestKind];
  return workflow ? actionsOf(workflow, contractRequestSubject(row), user) : [];
}

/** What a contract's detail offers: a request to update it or to renew it (contract back office). */
export const CONTRACT_ACTIONS = ['requestUpdate', 'requestRenewal'] as const;
export type ContractAction = (typeof CONTRACT_ACTIONS)[number];

/** Whether a change request of the contract is still open: drafted, submitted, or approved and waiting for its start. */
export function isOpenChangeRequest(r: { reqKind: string; state: string }): boolean {
  if (r.reqKind !== 'UPDATE' && r.reqKind !== 'RENEWAL') return false;
  const s = REQUEST_STATES_BY_KIND[r.reqKind];
  return r.state === s.draft || r.state === s.submitted || r.state === s.approved;
}

/**
 * The verbs of a contract's detail for this user: the contract back office (`contracts.request`) may ask for an
 * update or a renewal while no other change request of the contract is open (the server refuses a second: 409).
 */
export function contractActionsOf(
  requests: readonly { reqKind: string; state: string }[],
  held: readonly string[],
): ContractAction[] {
  if (!held.includes('contracts.request')) return [];
  return requests.some(isOpenChangeRequest) ? [] : ['requestUpdate', 'requestRenewal'];
}

export const requestKindOf = (state: string): ContractRequestKind | null => {
  for (const kind of CONTRACT_REQUEST_KINDS) {
    if (Object.values(REQUEST_STATES_BY_KIND[kind]).includes(state as ContractRequestState)) return kind;
  }
  return null;
};

/** The user actions the state of a request allows (permissions and maker-checker aside). */
export function requestActionsFor(kind: ContractRequestKind, state: string): ContractRequestAction[] {
  return (['save', 'submit', 'delete', 'approve', 'reject'] as const).filter((a) => nextRequestState(kind, state, a) !== null);
}

// ---------------------------------------------------------------------------------------------------
// Dates and money
// ---------------------------------------------------------------------------------------------------

/** A calendar date `YYYY-MM-DD` that exists. */
export const isoDate = z
  .string({ message: 'validation.required' })
  .min(1, 'validation.required')
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.date')
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  }, 'validation.date');

/** An exact amount: up to 13 digits and 2 decimals, as a string (never a float). */
export const moneyString = z
  .string({ message: 'validation.required' })
  .trim()
  .min(1, 'validation.required')
  .regex(/^\d{1,13}(\.\d{1,2})?$/, 'contracts.errors.money');

/**
 * A withholding tax (PPh 23) percentage: 0 to 100 with up to 2 decimals, as a string (NUMERIC(5,2)); null or absent:
 * no withholding.
 */
export const withholdingPct = z
  .string({ message: 'contracts.errors.withholding' })
  .trim()
  .regex(/^(100(\.0{1,2})?|\d{1,2}(\.\d{1,2})?)$/, 'contracts.errors.withholding')
  .describe('Withholding tax (PPh 23) percent, 0 to 100 with up to 2 decimals, as text')
  .nullable()
  .optional();

/** Today's date (YYYY-MM-DD) in WIB (Asia/Jakarta): contracts start and end on Jakarta calendar days. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();
/**
 * The dates already worked out, per time zone and quarter hour (UTC): every zone's offset and change of offset falls
 * on a quarter hour, so the date is the same all through one. A 5,000-row upload asks ~15,000 times for a few
 * hundred distinct quarters; formatting each time held the event loop 40 to 70 ms per pass over the rows.
 */
const knownDays = new Map<string, Map<number, string>>();
const QUARTER_HOUR_MS = 15 * 60 * 1000;

export function businessDate(now: Date = new Date(), timeZone: string = DEFAULT_TIME_ZONE): string {
  const quarter = Math.floor(now.getTime() / QUARTER_HOUR_MS);
  let days = knownDays.get(timeZone);
  const known = days?.get(quarter);
  if (known !== undefined) return known;
  // Building an Intl formatter costs far more than using one: one per time zone.
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(now);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
  const day = `${get('year')}-${get('month')}-${get('day')}`;
  if (!Number.isNaN(quarter)) {
    if (!days || days.size >= 10_000) knownDays.set(timeZone, (days = new Map()));
    days.set(quarter, day);
  }
  return day;
}

/** Adds whole months (clamped to the month's last day) or days to a YYYY-MM-DD date. */
export function addToDate(date: string, { months = 0, days = 0 }: { months?: number; days?: number }): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  const moved = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(d, last) + days));
  return moved.toISOString().slice(0, 10);
}

/** Reminders before a contract's end date: 2 months, 1 month and 1 week, each sent once. */
export const CONTRACT_REMINDERS = [
  { code: 'M2', before: { months: -2 } },
  { code: 'M1', before: { months: -1 } },
  { code: 'W1', before: { days: -7 } },
] as const;
export type ContractReminder = (typeof CONTRACT_REMINDERS)[number]['code'];

// ---------------------------------------------------------------------------------------------------
// The contract terms: one schema for the request form and the server
// ---------------------------------------------------------------------------------------------------

const accnId = z.string({ message: 'validation.required' }).trim().min(1, 'validation.required').max(20, 'validation.tooLong');
const termDays = z
  .number({ message: 'validation.number' })
  .int('validation.integer')
  .min(0, 'validation.tooSmall')
  .max(365, 'validation.tooBig');

export const contractTermsShape = {
  customerAccnId: accnId,
  toAccnId: accnId,
  validFrom: isoDate,
  validTo: isoDate,
  currency: z.enum(CONTRACT_CURRENCIES, { message: 'validation.option' }),
  customerPaymentTermDays: termDays,
  toPaymentTermDays: termDays,
  customerFeeType: z.enum(FEE_TYPES, { message: 'validation.option' }),
  customerFeeValue: moneyString,
  toFeeType: z.enum(FEE_TYPES, { message: 'validation.option' }),
  toFeeValue: moneyString,
  customerWithholdingPct: withholdingPct,
  toWithholdingPct: withholdingPct,
  financingType: z.enum(CONTRACT_FINANCING_TYPES, { message: 'validation.option' }),
  paymentMethod: z.enum(CONTRACT_PAYMENT_METHODS, { message: 'validation.option' }).default('CLICPAY'),
  payoutFrequency: z.enum(PAYOUT_FREQUENCIES, { message: 'validation.option' }).default('IMMEDIATE'),
  remarks: z.string().trim().max(1000, 'validation.tooLong').nullable().optional(),
};

type TermsLike = {
  validFrom?: string;
  validTo?: string;
  customerFeeType?: string;
  customerFeeValue?: string;
  toFeeType?: string;
  toFeeValue?: string;
};

/** Rules across fields: the end is not before the start; a percentage is at most 100. */
export function checkTerms(v: TermsLike, ctx: z.RefinementCtx): void {
  if (v.validFrom && v.validTo && v.validTo < v.validFrom) {
    ctx.addIssue({ code: 'custom', path: ['validTo'], message: 'contracts.errors.endBeforeStart' });
  }
  for (const side of ['customer', 'to'] as const) {
    const type = v[`${side}FeeType`];
    const value = v[`${side}FeeValue`];
    if (type === 'PCT' && value !== undefined && /^\d+(\.\d+)?$/.test(value) && Number(value) > 100) {
      ctx.addIssue({ code: 'custom', path: [`${side}FeeValue`], message: 'contracts.errors.percentTooBig' });
    }
  }
}

/** A new contract request (kind NEW) or the terms proposed for an existing contract (UPDATE, RENEWAL). */
export const contractRequestBody = z
  .object({
    reqKind: z.enum(CONTRACT_REQUEST_KINDS, { message: 'validation.option' }),
    contractId: z.string().trim().max(20, 'validation.tooLong').nullable().optional(),
    ...contractTermsShape,
  })
  .strict()
  .superRefine((v, ctx) => {
    checkTerms(v, ctx);
    if (v.reqKind !== 'NEW' && !v.contractId) {
      ctx.addIssue({ code: 'custom', path: ['contractId'], message: 'validation.required' });
    }
  });
export type ContractRequestBody = z.infer<typeof contractRequestBody>;

/** Changing a draft: the same terms and the version read. */
export const contractRequestUpdateBody = z
  .object({ ...contractTermsShape, version: z.number().int().min(1) })
  .strict()
  .superRefine(checkTerms);

/** Submit, approve, reject, delete: the version read and (reject: required) a reason. */
export const contractRequestActionBody = z
  .object({
    version: z.number().int().min(1),
    reason: z.string().trim().max(1000, 'validation.tooLong').optional(),
  })
  .strict();
export const contractRequestRejectBody = z
  .object({
    version: z.number().int().min(1),
    reason: z.string({ message: 'validation.required' }).trim().min(1, 'validation.required').max(1000, 'validation.tooLong'),
  })
  .strict();

/** A contract and a contract request as the browser receives them (the response schemas' wire types). */
export type ContractRow = WireOf<typeof contractRow>;
export type ContractRequestRow = WireOf<typeof contractRequest>;
