import { BILLING_ACTIONS, BILL_STATES } from '../billing/billing-actions';
import { actionsOf, refusalOf, type Refusal, type Transition, type Workflow } from '../workflow';

/**
 * The job state machine (issue 6), in the workflow shape (src/domain/workflow.ts): which verb moves a job from
 * which state to which, and which side may use it. The server refuses anything else (409, or 403 for the wrong
 * side) and sends the verbs a user may use as `actions`; the web shows only those buttons.
 */
export const JOB_STATES = [
  'DRF',
  'SUB',
  'ACP',
  'ASG',
  'ONGOING',
  'PAUSED',
  'DLV',
  'REJ',
  'CAN',
  'DEL',
  ...BILL_STATES,
  'TRM',
] as const;
export type JobState = (typeof JOB_STATES)[number];

/**
 * creator: the cargo owner or forwarder who made the job; operator: the truck operator it is for; platform: the
 * platform's own users (only the billing verbs approve and reject at approval are theirs).
 */
export type JobSide = 'creator' | 'operator' | 'platform';

/** One verb of the job workflow: always on one side, with the permission of that side. */
export interface JobAction extends Transition<JobState, JobSide> {
  side: JobSide;
}

/** The permission each side acts with. */
export const SIDE_PERMISSION = { creator: 'jobs.create', operator: 'jobs.operate' } as const satisfies Record<
  Exclude<JobSide, 'platform'>,
  string
>;
const CREATOR = { side: 'creator', permission: SIDE_PERMISSION.creator } as const;
const OPERATOR = { side: 'operator', permission: SIDE_PERMISSION.operator } as const;

/** The verbs that change a job's state (each is a POST /jobs/{id}/{verb}). */
export const JOB_ACTIONS = {
  submit: { ...CREATOR, from: ['DRF', 'REJ'], to: 'SUB' },
  withdraw: { ...CREATOR, from: ['SUB'], to: 'DRF' },
  delete: { ...CREATOR, from: ['DRF'], to: 'DEL' },
  cancel: { ...CREATOR, from: ['DRF', 'SUB', 'ACP', 'ASG'], to: 'CAN', reason: true },
  accept: { ...OPERATOR, from: ['SUB'], to: 'ACP' },
  reject: { ...OPERATOR, from: ['SUB', 'ACP', 'ASG'], to: 'REJ', reason: true },
  // ACP -> ASG once every trip has a driver, truck (and chassis where a container needs one); reassign in ASG.
  assign: { ...OPERATOR, from: ['ACP', 'ASG'], to: null },
  start: { ...OPERATOR, from: ['ASG', 'PAUSED'], to: 'ONGOING' },
  pause: { ...OPERATOR, from: ['ONGOING'], to: 'PAUSED' },
  // A trip is delivered with its proof; the job becomes DLV when every trip is.
  deliver: { ...OPERATOR, from: ['ONGOING'], to: null },
} as const satisfies Record<string, JobAction>;

export type JobVerb = keyof typeof JOB_ACTIONS;
export const JOB_VERBS = Object.keys(JOB_ACTIONS) as JobVerb[];

/**
 * The job workflow: the state verbs, `edit` (the creator changes the content of a draft or a rejected job) and
 * `attachDo` (the creator attaches or replaces the delivery order: any state but delivered or gone).
 */
export const JOB_WORKFLOW = {
  entity: 'job',
  states: JOB_STATES,
  verbs: {
    ...JOB_ACTIONS,
    edit: { ...CREATOR, from: ['DRF', 'REJ'], to: null },
    attachDo: { ...CREATOR, from: ['DRF', 'SUB', 'ACP', 'ASG', 'ONGOING', 'PAUSED', 'REJ'], to: null },
    // Billing (issue 13): src/domain/billing/billing-actions.ts.
    ...BILLING_ACTIONS,
    // Order termination (issue 19, decision 0035): the platform's approval of a termination request moves a live job
    // to TRM (terminated); the operator then bills the agreed amount (`bill` accepts TRM).
    // The job's creator or operator asks for it (src/server/order-termination decides with this verb too).
    requestTermination: {
      bySide: { creator: 'jobs.create', operator: 'jobs.operate' },
      from: ['ACP', 'ASG', 'ONGOING', 'PAUSED'],
      to: null,
    },
    terminate: {
      side: 'platform',
      permission: 'terminations.decide',
      from: ['ACP', 'ASG', 'ONGOING', 'PAUSED'],
      to: 'TRM',
      system: true,
    },
  },
} as const satisfies Workflow<JobState, string, JobSide>;
export type JobWorkflowVerb = keyof typeof JOB_WORKFLOW.verbs;

/** States in which a job holds its driver, truck and chassis. */
export const LIVE_STATES: readonly JobState[] = ['ASG', 'ONGOING', 'PAUSED'];

/** States a creator may still edit the job's content in. */
export const EDITABLE_STATES: readonly JobState[] = JOB_WORKFLOW.verbs.edit.from;

/** States in which the creator may attach (or replace) the delivery order document: any but delivered or gone. */
export const DO_ATTACH_STATES: readonly JobState[] = JOB_WORKFLOW.verbs.attachDo.from;

/** The state allows the verb and it is this side's (permissions aside). */
export function canAct(verb: JobVerb, state: string, side: JobSide): boolean {
  const action: JobAction = JOB_ACTIONS[verb];
  return refusalOf(JOB_WORKFLOW, verb, { state }, { usrId: '', permissions: [action.permission!], sides: [side] }) === null;
}

/** The state verbs a side may use on a job in this state (permissions aside). */
export function actionsFor(state: string, side: JobSide): JobVerb[] {
  return JOB_VERBS.filter((verb) => canAct(verb, state, side));
}

/**
 * A rental's job (issue 19, decision 0033) is run by its rental: its assignment, start and completion are the rental's
 * verbs, so none of the job's own dispatch, edit and termination verbs is offered or accepted on it (billing is).
 */
export const RENTAL_RUN_VERBS: ReadonlySet<string> = new Set([
  ...JOB_VERBS,
  'edit',
  'attachDo',
  'requestTermination',
  'terminate',
]);

/** Why this user may not use the verb on the job (null: allowed); see `refusalOf`. */
export function refusalOfJob(
  verb: JobWorkflowVerb,
  job: { jobState: string; rentalId?: string | null },
  side: JobSide | null,
  user: { usrId: string; permissions: readonly string[] },
): Refusal {
  if (job.rentalId && RENTAL_RUN_VERBS.has(verb)) return 'state';
  return refusalOf(JOB_WORKFLOW, verb, { state: job.jobState }, { ...user, sides: side ? [side] : [] });
}

/**
 * The verbs (edit and billing included) this user may use on a job: the `actions` of the job's rows and detail.
 * `side` is the user's company side, or an array of sides (a platform user is on the `platform` side).
 */
export function jobActionsOf(
  job: { jobState: string; rentalId?: string | null },
  side: JobSide | null | readonly JobSide[],
  user: { usrId: string; permissions: readonly string[] },
): JobWorkflowVerb[] {
  const sides = side === null ? [] : typeof side === 'string' ? [side] : side;
  const verbs = actionsOf(JOB_WORKFLOW, { state: job.jobState }, { ...user, sides });
  return job.rentalId ? verbs.filter((verb) => !RENTAL_RUN_VERBS.has(verb)) : verbs;
}

/** Leaving a live state to one of these frees the driver, truck and chassis. */
export function releasesResources(from: string, to: string): boolean {
  return (LIVE_STATES as readonly string[]).includes(from) && ['REJ', 'CAN', 'DLV', 'TRM'].includes(to);
}
