import type { Permission } from '../permissions';
/**
 * The portal's one list of events (issue 17). Each event is recorded once, in the transaction of its cause
 * (src/server/notifications), and delivered afterwards to each recipient on each channel: in-app, e-mail (the
 * outbox) and webhook. A new feature adds its events here; the notification types master, the templates, the
 * preferences screen, the webhook endpoints' event choice and the OpenAPI document all read this list.
 *
 * `mandatory`: the event must reach someone, so its e-mail and in-app channels cannot be switched off.
 * `group`: the section the preferences screen and the webhook event picker show it under.
 * `variables`: the named variables its templates may use (an unknown one is a field error on save); every
 * event also has `recordUrl` (the link to its record) and `companyName`.
 */
export const NOTIFICATION_CHANNELS = ['INAPP', 'EMAIL', 'WEBHOOK'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export interface EventTypeDef {
  group: 'jobs' | 'billing' | 'payments' | 'tax' | 'accounts' | 'contracts' | 'registration' | 'tracking' | 'webhooks';
  mandatory?: true;
  variables: readonly string[];
  /** Reaches only the users holding it: those who can open the event's record (the link would be refused otherwise). */
  permission?: Permission;
}

const JOB_VARS = ['jobNo', 'customerRefNo', 'jobState', 'actorCompany', 'reason'] as const;
const BILL_VARS = ['jobNo', 'customerRefNo', 'documentNo', 'amount', 'currency', 'actorCompany', 'reason'] as const;

export const EVENT_TYPES = {
  JOB_SUBMITTED: { group: 'jobs', variables: JOB_VARS },
  JOB_ACCEPTED: { group: 'jobs', variables: JOB_VARS },
  JOB_REJECTED: { group: 'jobs', variables: JOB_VARS },
  JOB_CANCELLED: { group: 'jobs', variables: JOB_VARS },
  JOB_ASSIGNED: { group: 'jobs', variables: [...JOB_VARS, 'driverName', 'truckPlate'] },
  JOB_STARTED: { group: 'jobs', variables: JOB_VARS },
  JOB_DELIVERED: { group: 'jobs', variables: JOB_VARS },
  JOB_WITHDRAWN: { group: 'jobs', variables: JOB_VARS },
  JOB_DOCUMENT_ATTACHED: { group: 'jobs', variables: JOB_VARS },
  BILL_SUBMITTED: { group: 'billing', variables: BILL_VARS },
  BILL_VERIFIED: { group: 'billing', variables: BILL_VARS },
  BILL_ACKNOWLEDGED: { group: 'billing', variables: BILL_VARS },
  BILL_APPROVED: { group: 'billing', variables: BILL_VARS },
  BILL_REJECTED: { group: 'billing', variables: BILL_VARS },
  PAYMENT_RECEIVED: { group: 'payments', variables: ['documentNo', 'amount', 'currency', 'paidAt'] },
  PAYMENT_FAILED: { group: 'payments', mandatory: true, variables: ['documentNo', 'amount', 'currency', 'reason'] },
  PAYOUT_SENT: { group: 'payments', variables: ['payoutNo', 'amount', 'currency', 'bankName'] },
  CREDIT_LIMIT_CHANGED: { group: 'payments', variables: ['limit', 'currency'] },
  TAX_INVOICE_ISSUED: { group: 'tax', variables: ['invoiceNo', 'taxNo', 'amount', 'currency'] },
  ACCOUNT_APPROVED: { group: 'accounts', variables: ['accnName'] },
  ACCOUNT_SUSPENDED: { group: 'accounts', mandatory: true, variables: ['accnName', 'reason'] },
  PASSWORD_RESET: { group: 'accounts', mandatory: true, variables: ['userId', 'resetUrl'] },
  CONTRACT_EXPIRING: { group: 'contracts', variables: ['contractNo', 'endDate', 'daysLeft'] },
  REGISTRATION_RECEIVED: { group: 'registration', variables: ['accnName', 'accnType'] },
  // The link opens the company's alerts (/administrations/alert), a fleet screen: its finance users are not told.
  TRACKING_ALERT: { group: 'tracking', variables: ['truckPlate', 'alertKind', 'detail', 'jobNo'], permission: 'fleet.manage' },
  // A company's "Send test event" to one of its webhook endpoints (decision 0024): webhook channel only, never
  // subscribed to, never in the preferences or templates.
  PING: { group: 'webhooks', variables: ['message', 'endpointId'] },
  // Added after PING (the seeded templates' ids follow this order): issue 17's remaining events.
  PAYMENT_EXPIRED: { group: 'payments', variables: ['documentNo', 'amount', 'currency', 'expiredAt'] },
} as const satisfies Record<string, EventTypeDef>;

export type EventType = keyof typeof EVENT_TYPES;
export const EVENT_TYPE_CODES = Object.keys(EVENT_TYPES) as EventType[];

/**
 * The types people are notified of (in the portal, by e-mail): every type but the webhooks' own test event (`PING`),
 * which only a webhook endpoint receives. The notification types master, the templates and the preferences hold
 * these only.
 */
export const NOTIFIED_EVENT_TYPES = EVENT_TYPE_CODES.filter((t) => EVENT_TYPES[t].group !== 'webhooks');
export const isNotifiedType = (code: string): boolean =>
  Object.hasOwn(EVENT_TYPES, code) && EVENT_TYPES[code as EventType].group !== 'webhooks';

/** The variables every event carries besides its own. */
export const COMMON_VARIABLES = ['recordUrl', 'companyName'] as const;

/** The variables a template of this event may use. */
export const variablesOf = (type: EventType): readonly string[] => [...EVENT_TYPES[type].variables, ...COMMON_VARIABLES];

/**
 * One event as recorded (the webhook payload's `data` is `data`; see docs/api.md and the OpenAPI document).
 * `accnIds`: the companies concerned (each one's users by their preferences; each one's webhook endpoints);
 * `usrIds`: users addressed directly (e.g. the one whose password is reset), besides the companies' users.
 * `record`: what the notification links to (`path` is the portal route, without the /trucking base).
 */
export interface PortalEvent {
  type: EventType;
  accnIds: readonly string[];
  usrIds?: readonly string[];
  record: { kind: string; id: string; path: string };
  data: Record<string, string | number | null>;
}
