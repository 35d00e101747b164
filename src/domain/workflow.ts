import type { Permission } from './permissions';

/**
 * The one shape of every state machine (issue 12: jobs, contract requests, rate tables, account requests,
 * registration approval; billing, payment and tax next). A workflow lists its states and, per verb, the
 * states it may start from, the state it leads to, the side of the record and the permission the user
 * needs, whether a reason is required and who may not use it (maker-checker). The server decides with
 * `refusalOf` (and turns a refusal into 409 or 403) and sends `actionsOf` with every row and detail; the web
 * shows the buttons the server sent and never works them out itself.
 */
export interface Transition<S extends string, Side extends string = string> {
  from: readonly S[];
  /** The state after the verb; null when the service works it out (a job's trips decide assign and deliver). */
  to: S | null;
  /** The side of the record the user must be on (the record's workflow says who is on which side). */
  side?: Side;
  /** The permission the user needs; absent: the side (or the screen's permission) is enough. */
  permission?: Permission;
  /**
   * Instead of `side` and `permission`: the sides that may use the verb, each with the permission it needs there
   * (a job's creator with jobs.create or its operator with jobs.operate asks for its termination).
   */
  bySide?: { readonly [K in Side]?: Permission };
  /** The verb needs a reason (kept on the record, the timeline or the audit log, and e-mailed). */
  reason?: boolean;
  /** Maker-checker: the users recorded in these roles of the record (who made, who verified…) may not use the verb. */
  notBy?: readonly string[];
  /** Run by the system (a schedule), never offered to a user. */
  system?: boolean;
}

export interface Workflow<S extends string = string, V extends string = string, Side extends string = string> {
  /** The entity, for messages and the documentation. */
  entity: string;
  states: readonly S[];
  verbs: { readonly [K in V]: Transition<S, Side> };
}

/** The record as the workflow sees it: its state and the users in its maker roles. */
export interface Subject {
  state: string;
  /** e.g. { requestedBy: 'U1', submittedBy: 'U1' }: the user ids named by `notBy`. */
  makers?: Readonly<Record<string, string | null | undefined>>;
}

/** The user as the workflow sees it: id, effective permissions and the sides of this record they are on. */
export interface Actor {
  usrId: string;
  permissions: readonly string[];
  sides?: readonly string[];
}

/**
 * Why a verb is refused, or null when allowed. `state`: not from this state (409); `side` and `permission`:
 * not this user's to use (403); `maker`: the user made what they would decide (403, maker-checker).
 */
export type Refusal = 'unknown' | 'state' | 'side' | 'permission' | 'maker' | null;

export function refusalOf(workflow: Workflow, verb: string, subject: Subject, actor: Actor): Refusal {
  const t: Transition<string> | undefined = (workflow.verbs as Record<string, Transition<string>>)[verb];
  if (!t || t.system) return 'unknown';
  if (t.side && !(actor.sides ?? []).includes(t.side)) return 'side';
  if (t.permission && !actor.permissions.includes(t.permission)) return 'permission';
  if (t.bySide) {
    const sides = (actor.sides ?? []).filter((side) => side in t.bySide!);
    if (!sides.length) return 'side';
    if (!sides.some((side) => actor.permissions.includes((t.bySide as Record<string, string>)[side]!))) return 'permission';
  }
  if (!t.from.includes(subject.state)) return 'state';
  if (t.notBy?.some((role) => subject.makers?.[role] && subject.makers[role] === actor.usrId)) return 'maker';
  return null;
}

/** The verbs this user may use on the record now: the `actions` of every row and detail. */
export function actionsOf<V extends string>(workflow: Workflow<string, V>, subject: Subject, actor: Actor): V[] {
  return (Object.keys(workflow.verbs) as V[]).filter((verb) => refusalOf(workflow, verb, subject, actor) === null);
}

/** Whether the verb may start from the state (the state alone; the scheduled verbs included). */
export function allowedFrom(workflow: Workflow, verb: string, state: string): boolean {
  const t: Transition<string> | undefined = (workflow.verbs as Record<string, Transition<string>>)[verb];
  return !!t && t.from.includes(state);
}

/** The verbs that need a reason. */
export function reasonVerbs<V extends string>(workflow: Workflow<string, V>): V[] {
  return (Object.keys(workflow.verbs) as V[]).filter((v) => workflow.verbs[v].reason);
}

/** The verbs a user may be offered: every verb but those the system runs. */
export type UserVerbOf<W extends { verbs: object }> = {
  [K in keyof W['verbs']]: W['verbs'][K] extends { system: true } ? never : K;
}[keyof W['verbs']] &
  string;

/** The user verbs of a workflow as a list (the `actions` enum of its response schemas). */
export function userVerbs<W extends { verbs: object }>(workflow: W): [UserVerbOf<W>, ...UserVerbOf<W>[]] {
  const verbs = Object.entries(workflow.verbs as Record<string, Transition<string>>)
    .filter(([, t]) => !t.system)
    .map(([verb]) => verb);
  return verbs as [UserVerbOf<W>, ...UserVerbOf<W>[]];
}
