import { z } from 'zod';
import { datatableQuery, datatableResponse } from '../datatable';
import { actionsOf, refusalOf, type Actor, type Refusal, type Workflow } from '../workflow';

/**
 * Order termination (issue 19; docs/decisions/0035-order-termination.md): a job that cannot finish normally is
 * terminated on request. The job's creator or its truck operator asks (reason, what is owed for the work done); the
 * platform approves or rejects (maker-checker: never the user who asked); approval moves the job to TRM (terminated)
 * from any live state, frees its driver, truck and chassis, and the operator bills the agreed amount through the
 * billing flow (the `bill` verb accepts TRM: one TERMINATION line of the agreed amount).
 */
export const TERMINATION_STATES = ['SUB', 'APP', 'REJ', 'WDR'] as const;
export type TerminationState = (typeof TERMINATION_STATES)[number];

/** The job states a termination may be asked for and approved in (the job's live states). */
export const TERMINABLE_JOB_STATES = ['ACP', 'ASG', 'ONGOING', 'PAUSED'] as const;

/** Who asked: the job's creator side or its operator side. */
export const TERMINATION_SIDES = ['creator', 'operator'] as const;
export type TerminationSide = (typeof TERMINATION_SIDES)[number];

/** The platform's permission to decide (maker-checker against the requester). */
export const TERMINATION_DECIDE = 'terminations.decide' as const;

export const TERMINATION_WORKFLOW = {
  entity: 'order_termination',
  states: TERMINATION_STATES,
  verbs: {
    approve: { from: ['SUB'], to: 'APP', side: 'platform', permission: TERMINATION_DECIDE, notBy: ['requestedBy'] },
    reject: { from: ['SUB'], to: 'REJ', side: 'platform', permission: TERMINATION_DECIDE, reason: true, notBy: ['requestedBy'] },
    withdraw: { from: ['SUB'], to: 'WDR', side: 'requester' },
  },
} as const satisfies Workflow<TerminationState, string, 'platform' | 'requester'>;
export type TerminationVerb = keyof typeof TERMINATION_WORKFLOW.verbs;
export const TERMINATION_VERBS = Object.keys(TERMINATION_WORKFLOW.verbs) as TerminationVerb[];

export function terminationRefusal(verb: TerminationVerb, t: { state: string; requestedBy: string }, actor: Actor): Refusal {
  return refusalOf(TERMINATION_WORKFLOW, verb, { state: t.state, makers: { requestedBy: t.requestedBy } }, actor);
}

export function terminationActionsOf(t: { state: string; requestedBy: string }, actor: Actor): TerminationVerb[] {
  return actionsOf(TERMINATION_WORKFLOW, { state: t.state, makers: { requestedBy: t.requestedBy } }, actor);
}

/** Money as the form enters it: up to 13 digits and 2 decimals (IDR has none: the server checks the currency). */
const amount = z
  .string()
  .trim()
  .regex(/^\d{1,13}(\.\d{1,2})?$/, 'orderTermination.errors.amount');

/** The request (the same schema as the form). */
export const terminationBody = z
  .object({
    jobId: z.string().trim().min(1, 'validation.required').max(20).toUpperCase(),
    reason: z.string().trim().min(10, 'orderTermination.errors.reasonShort').max(1000, 'validation.tooLong'),
    owedAmount: amount,
  })
  .strict();
export type TerminationBody = z.infer<typeof terminationBody>;

export const terminationDecisionBody = z
  .object({ version: z.number().int().min(1), remark: z.string().trim().max(1000, 'validation.tooLong').optional() })
  .strict();
export type TerminationDecisionBody = z.infer<typeof terminationDecisionBody>;

export const terminationsQuery = datatableQuery.extend({
  state: z.enum(TERMINATION_STATES).optional(),
  jobId: z.string().trim().max(20).optional(),
});
export type TerminationsQuery = z.infer<typeof terminationsQuery>;

export const terminationRow = z.object({
  terminationId: z.string(),
  jobId: z.string(),
  jobState: z.string(),
  jobStateAtRequest: z.string(),
  state: z.enum(TERMINATION_STATES),
  side: z.enum(TERMINATION_SIDES),
  requesterAccnId: z.string(),
  requesterName: z.string(),
  requestedBy: z.string(),
  requestedAt: z.string(),
  reason: z.string(),
  currency: z.string(),
  owedAmount: z.string(),
  /** The job's agreed price, for comparison. */
  jobTotal: z.string().nullable(),
  creatorName: z.string(),
  operatorName: z.string(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decisionRemark: z.string().nullable(),
  version: z.number().int(),
  actions: z.array(z.enum(TERMINATION_VERBS as [TerminationVerb, ...TerminationVerb[]])),
});
export type TerminationRow = z.infer<typeof terminationRow>;
export const terminationList = datatableResponse(terminationRow);
