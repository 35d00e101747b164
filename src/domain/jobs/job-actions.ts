/**
 * The job state machine (issue 6): which verb moves a job from which state to which, and which side
 * may use it. The server refuses anything else with 409; the web shows only the buttons listed here.
 */
export const JOB_STATES = ['DRF', 'SUB', 'ACP', 'ASG', 'ONGOING', 'PAUSED', 'DLV', 'REJ', 'CAN', 'DEL'] as const;
export type JobState = (typeof JOB_STATES)[number];

/** creator: the cargo owner or forwarder who made the job; operator: the truck operator it is for. */
export type JobSide = 'creator' | 'operator';

export interface JobAction {
  side: JobSide;
  from: readonly JobState[];
  /** The state after the action; null when it depends on the trips (assign, deliver). */
  to: JobState | null;
  /** The action needs a reason (kept on the timeline and e-mailed). */
  reason?: boolean;
}

export const JOB_ACTIONS = {
  submit: { side: 'creator', from: ['DRF', 'REJ'], to: 'SUB' },
  withdraw: { side: 'creator', from: ['SUB'], to: 'DRF' },
  delete: { side: 'creator', from: ['DRF'], to: 'DEL' },
  cancel: { side: 'creator', from: ['DRF', 'SUB', 'ACP', 'ASG'], to: 'CAN', reason: true },
  accept: { side: 'operator', from: ['SUB'], to: 'ACP' },
  reject: { side: 'operator', from: ['SUB', 'ACP', 'ASG'], to: 'REJ', reason: true },
  // ACP -> ASG once every trip has a driver, truck (and chassis where a container needs one); reassign in ASG.
  assign: { side: 'operator', from: ['ACP', 'ASG'], to: null },
  start: { side: 'operator', from: ['ASG', 'PAUSED'], to: 'ONGOING' },
  pause: { side: 'operator', from: ['ONGOING'], to: 'PAUSED' },
  // A trip is delivered with its proof; the job becomes DLV when every trip is.
  deliver: { side: 'operator', from: ['ONGOING'], to: null },
} as const satisfies Record<string, JobAction>;

export type JobVerb = keyof typeof JOB_ACTIONS;
export const JOB_VERBS = Object.keys(JOB_ACTIONS) as JobVerb[];

/** States in which a job holds its driver, truck and chassis. */
export const LIVE_STATES: readonly JobState[] = ['ASG', 'ONGOING', 'PAUSED'];

/** States a creator may still edit the job's content in. */
export const EDITABLE_STATES: readonly JobState[] = ['DRF', 'REJ'];

/** States in which the creator may attach (or replace) the delivery order document: any but delivered or gone. */
export const DO_ATTACH_STATES: readonly JobState[] = ['DRF', 'SUB', 'ACP', 'ASG', 'ONGOING', 'PAUSED', 'REJ'];

export function canAct(verb: JobVerb, state: string, side: JobSide): boolean {
  const action: JobAction = JOB_ACTIONS[verb];
  return action.side === side && (action.from as readonly string[]).includes(state);
}

/** The verbs a side may use on a job in this state (the buttons the web shows). */
export function actionsFor(state: string, side: JobSide): JobVerb[] {
  return JOB_VERBS.filter((verb) => canAct(verb, state, side));
}

/** Leaving a live state to one of these frees the driver, truck and chassis. */
export function releasesResources(from: string, to: string): boolean {
  return (LIVE_STATES as readonly string[]).includes(from) && ['REJ', 'CAN', 'DLV'].includes(to);
}
