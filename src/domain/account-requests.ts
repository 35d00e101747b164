import { actionsOf, type Actor, type Workflow } from './workflow';

/** Account request types (spec §4) and the transitions they make (issue: registration and lifecycle). */
export const ACCOUNT_REQUEST_TYPES = ['SUSPENSION', 'TERMINATION', 'RESUMPTION'] as const;
export type AccountRequestType = (typeof ACCOUNT_REQUEST_TYPES)[number];

/** A request is pending until a second platform user approves or rejects it. */
export const ACCOUNT_REQUEST_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type AccountRequestStatus = (typeof ACCOUNT_REQUEST_STATUSES)[number];

/** from (company status) -> submitted status -> approved status; a rejection returns to `from`. */
export const ACCOUNT_REQUEST_FLOW: Record<AccountRequestType, { from: readonly string[]; submitted: string; approved: string }> =
  {
    SUSPENSION: { from: ['A'], submitted: 'P', approved: 'S' },
    TERMINATION: { from: ['A', 'S'], submitted: 'V', approved: 'T' },
    RESUMPTION: { from: ['S'], submitted: 'Q', approved: 'A' },
  };

export const ACCOUNT_REQUEST_STATES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type AccountRequestState = (typeof ACCOUNT_REQUEST_STATES)[number];

/**
 * An account request (src/domain/workflow.ts): a pending request is approved or rejected by a platform user other
 * than who made it (maker-checker).
 */
export const ACCOUNT_REQUEST_WORKFLOW = {
  entity: 'account_request',
  states: ACCOUNT_REQUEST_STATES,
  verbs: {
    approve: { from: ['PENDING'], to: 'APPROVED', permission: 'accounts.lifecycle', notBy: ['requestedBy'] },
    reject: { from: ['PENDING'], to: 'REJECTED', permission: 'accounts.lifecycle', notBy: ['requestedBy'] },
  },
} as const satisfies Workflow<AccountRequestState, 'approve' | 'reject'>;
export type AccountRequestVerb = keyof typeof ACCOUNT_REQUEST_WORKFLOW.verbs;

/** The verbs this user may use on the request now: the `actions` of its rows. */
export const accountRequestActionsOf = (row: { status: string; requestedBy: string }, user: Actor): AccountRequestVerb[] =>
  actionsOf(ACCOUNT_REQUEST_WORKFLOW, { state: row.status, makers: { requestedBy: row.requestedBy } }, user);

/**
 * A company's lifecycle (spec §4): the requests a platform user may make on a company in its status, each moving the
 * company to the submitted status (with a reason). The platform's own company is never suspended or terminated.
 */
export const ACCOUNT_LIFECYCLE_WORKFLOW = {
  entity: 'account',
  states: ['A', 'P', 'S', 'V', 'T', 'Q'],
  verbs: Object.fromEntries(
    ACCOUNT_REQUEST_TYPES.map((type) => [
      type,
      {
        from: ACCOUNT_REQUEST_FLOW[type].from,
        to: ACCOUNT_REQUEST_FLOW[type].submitted,
        permission: 'accounts.lifecycle',
        reason: true,
      },
    ]),
  ) as Workflow<string, AccountRequestType>['verbs'],
} satisfies Workflow<string, AccountRequestType>;
